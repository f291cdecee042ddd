/**
 * The HTML shell of every API guide, with the parts derived from the service's contract: the list
 * of endpoints and one section per error (the Problem `type` links to `#error-<code>`).
 */
import type { ServiceContract } from './contract.ts';
import { templatePath } from './contract.ts';
import { routeErrors } from './openapi.ts';

const STYLE = `body{font-family:system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1b1f23}
code,pre{background:#f4f6f8}pre{padding:.75rem;overflow-x:auto}table{border-collapse:collapse}td,th{border:1px solid #c9d1d9;padding:.25rem .5rem;text-align:left;vertical-align:top}
.note{border-left:5px solid #0b4f6c;padding:.5rem 1rem;background:#f4f6f8}`;

export interface GuideContent {
  contract: ServiceContract;
  /** Paragraphs under the heading (HTML). */
  intro: string;
  /** The service's own sections (HTML), before the derived endpoint list and errors. */
  sections: string;
  /** Text before the error sections (HTML). */
  errorsIntro: string;
}

export function guidePage({ contract, intro, sections, errorsIntro }: GuideContent): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${contract.title} – guide</title>
<style>${STYLE}</style></head>
<body>
<h1>${contract.title}</h1>
<p>Interface version ${contract.version}.</p>
${intro}
${sections}
${endpointList(contract)}
<h2 id="errors">Errors</h2>
${errorsIntro}
${errorSections(contract)}
</body></html>
`;
}

function endpointList(contract: ServiceContract): string {
  const rows = Object.values(contract.routes).map((route) => {
    const codes = routeErrors(contract, route)
      .map((code) => `<a href="#error-${code}">${code}</a>`)
      .join(', ');
    const access = route.auth === 'none' ? 'none' : route.auth === 'optional' ? 'bearer optional' : 'bearer';
    const scopes = route.scopes?.length ? ` (${route.scopes.join(' + ')})` : '';
    return `<tr><td><code>${route.method} ${templatePath(route.path)}</code></td><td>${route.summary}</td><td>${access}${scopes}</td><td>${codes}</td></tr>`;
  });
  return `<h2 id="endpoints">Endpoints</h2>
<p>HEAD is answered wherever GET is, and OPTIONS on every path (204 with <code>Allow</code>); another method is 405 <code>method_not_allowed</code>.</p>
<table><tr><th>endpoint</th><th>what it does</th><th>access</th><th>errors</th></tr>
${rows.join('\n')}</table>`;
}

function errorSections(contract: ServiceContract): string {
  return Object.entries(contract.errors)
    .map(([code, spec]) => `<h3 id="error-${code}"><code>${code}</code> (${spec.status})</h3>\n<p>${spec.text}</p>`)
    .join('\n');
}
