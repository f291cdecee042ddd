/**
 * The HTML shell of every API guide, in German or English (issue #27): a way back to the app and
 * to its API reference screen, a link to the other language, a table of contents, the service's own
 * sections, and the parts derived from the contract: the list of endpoints and one section per
 * error (the Problem `type` links to `#error-<code>`). Every id is given once, so the anchors are
 * the same in both languages. Route summaries and error texts are the contract's, in the guide's
 * language (the contract declares both: docs/decisions.md, "Contract words in two languages").
 */
import { BRIDGE_URL } from '../../shared/bridge-protocol.mjs';
import type { Lang } from '../words.ts';
import type { ServiceContract } from './contract.ts';
import { templatePath } from './contract.ts';
import { routeErrors } from './openapi.ts';

/** The app's API reference screen (issue #27, item 1): a hash route of the app. */
const REFERENCE_ROUTE = '#/referenz';

const STYLE = `body{font-family:system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1b1f23}
a{color:#0b4f6c}code,pre{background:#f4f6f8}code{overflow-wrap:anywhere}pre{padding:.75rem;white-space:pre-wrap;overflow-wrap:anywhere}
.table{overflow-x:auto}table{border-collapse:collapse}td,th{border:1px solid #c9d1d9;padding:.25rem .5rem;text-align:left;vertical-align:top}
.note{border-left:5px solid #0b4f6c;padding:.5rem 1rem;background:#f4f6f8}nav.guide-nav{display:flex;flex-wrap:wrap;gap:.25rem 1.25rem;margin-bottom:1rem}
.toc ol{padding-left:1.25rem}`;

/** The words of the shell, in each language. */
const SHELL = {
  en: {
    guide: 'guide',
    version: 'Interface version',
    nav: 'Guide',
    back: 'Back to the app',
    reference: 'API reference',
    other: 'Deutsch',
    contents: 'Contents',
    endpoints: 'Endpoints',
    errors: 'Errors',
    methods:
      'HEAD is answered wherever GET is, and OPTIONS on every path (204 with <code>Allow</code>); another method is 405 <code>method_not_allowed</code>.',
    columns: ['endpoint', 'what it does', 'access', 'errors'],
    access: { none: 'none', optional: 'bearer optional', bearer: 'bearer' },
  },
  de: {
    guide: 'Anleitung',
    version: 'Version der Schnittstelle',
    nav: 'Anleitung',
    back: 'Zurück zur App',
    reference: 'API-Referenz',
    other: 'English',
    contents: 'Inhalt',
    endpoints: 'Endpunkte',
    errors: 'Fehler',
    methods:
      'HEAD wird überall beantwortet, wo GET es wird, und OPTIONS auf jedem Pfad (204 mit <code>Allow</code>); jede andere Methode ergibt 405 <code>method_not_allowed</code>.',
    columns: ['Endpunkt', 'was er tut', 'Zugang', 'Fehler'],
    access: { none: 'keiner', optional: 'Bearer, freiwillig', bearer: 'Bearer' },
  },
} satisfies Record<Lang, unknown>;

export interface GuideSection {
  /** The anchor, the same in both languages. */
  id: string;
  title: string;
  /** The section's body (HTML), under its heading. */
  html: string;
}

interface GuideContent {
  contract: ServiceContract;
  lang: Lang;
  /** The site's base URL (ends with /). */
  baseUrl: string;
  /** The guide's own path under the base URL (`v1/guide`), for the language link. */
  path: string;
  /** The bridge the curl lines go to; a paired one other than the default is kept by the language link. */
  bridgeUrl?: string;
  /** The service's name in this language. */
  title: string;
  /** Paragraphs under the heading (HTML). */
  intro: string;
  /** The service's own sections, before the derived endpoint list and errors. */
  sections: GuideSection[];
  /** Text before the error sections (HTML). */
  errorsIntro: string;
}

export function guidePage(content: GuideContent): string {
  const { contract, lang, baseUrl, path, title, intro, sections, errorsIntro, bridgeUrl = BRIDGE_URL } = content;
  const words = SHELL[lang];
  const other: Lang = lang === 'de' ? 'en' : 'de';
  // Read through the bridge, the bridge is the base already; else the paired port is passed on.
  const keep = bridgeUrl === BRIDGE_URL || bridgeUrl === baseUrl ? '' : `&amp;bridge=${new URL(bridgeUrl).port}`;
  const all: GuideSection[] = [
    ...sections,
    { id: 'endpoints', title: words.endpoints, html: endpointList(contract, lang) },
    { id: 'errors', title: words.errors, html: `${errorsIntro}\n${errorSections(contract, lang)}` },
  ];
  const toc = all.map((section) => `<li><a href="#${section.id}">${section.title}</a></li>`).join('\n');
  const body = all.map((section) => `<h2 id="${section.id}">${section.title}</h2>\n${section.html}`).join('\n\n');
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} – ${words.guide}</title>
<link rel="icon" href="${baseUrl}icons/icon-192.png" type="image/png">
<link rel="alternate" hreflang="${other}" href="${baseUrl}${path}?lang=${other}">
<style>${STYLE}</style></head>
<body>
<header>
<nav class="guide-nav" aria-label="${words.nav}">
<a href="${baseUrl}" data-testid="guide-back">← ${words.back}</a>
<a href="${baseUrl}${REFERENCE_ROUTE}" data-testid="guide-reference">${words.reference}</a>
<a href="${baseUrl}${path}?lang=${other}${keep}" hreflang="${other}" lang="${other}" data-testid="guide-language">${words.other}</a>
</nav>
</header>
<main>
<h1>${title}</h1>
<p>${words.version} ${contract.version}.</p>
${intro}
<nav class="toc" aria-labelledby="contents"><h2 id="contents">${words.contents}</h2>
<ol>
${toc}
</ol></nav>

${body}
</main>
</body></html>
`;
}

function endpointList(contract: ServiceContract, lang: Lang): string {
  const words = SHELL[lang];
  const rows = Object.values(contract.routes).map((route) => {
    const codes = routeErrors(contract, route)
      .map((code) => `<a href="#error-${code}"><code>${code}</code></a>`)
      .join(', ');
    const scopes = route.scopes?.length ? ` (${route.scopes.join(' + ')})` : '';
    return `<tr><td><code>${route.method} ${templatePath(route.path)}</code></td><td>${route.summary[lang]}</td><td>${words.access[route.auth]}${scopes}</td><td>${codes}</td></tr>`;
  });
  const [endpoint, what, access, errors] = words.columns;
  return `<p>${words.methods}</p>
<div class="table" tabindex="0"><table><tr><th>${endpoint}</th><th>${what}</th><th>${access}</th><th>${errors}</th></tr>
${rows.join('\n')}</table></div>`;
}

function errorSections(contract: ServiceContract, lang: Lang): string {
  return Object.entries(contract.errors)
    .map(
      ([code, spec]) => `<h3 id="error-${code}"><code>${code}</code> (${spec.status})</h3>\n<p>${spec.text[lang]}</p>`,
    )
    .join('\n');
}
