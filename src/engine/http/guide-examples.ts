/**
 * A guide's example flow as real lines (issue #27): each step once, as data, written out as curl (to
 * the local bridge: programs cannot reach the tab's own address) and as fetch (from a page of the
 * site). Placeholders `{token}`, `{slot}` and `{id}` become `$TOKEN`, `$SLOT`, `$ID` in the shell and
 * `${token}`, `${slot}`, `${id}` in JavaScript. tests/engine/docs/examples.test.ts sends the curl
 * lines as they are served.
 */
import type { Lang, Words } from '../words.ts';

export interface ExampleRequest {
  method: string;
  /** Path without the leading slash, relative to the base URL (`v1/drafts/{id}/submit`). */
  path: string;
  headers?: Record<string, string>;
  /** JSON text, sent with Content-Type: application/json. */
  body?: string;
  status: number;
  /** What the answer is, in each language. */
  says: Words;
}

/** A step of a flow: a request, or a word to the reader between requests. */
export type ExampleStep = ExampleRequest | { comment: Words };

const PLACEHOLDER = /\{(token|slot|id)\}/g;
const HAS_PLACEHOLDER = /\{(token|slot|id)\}/;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function headersOf(step: ExampleRequest): [string, string][] {
  const headers = Object.entries(step.headers ?? {});
  if (step.body !== undefined) headers.push(['Content-Type', 'application/json']);
  return headers;
}

/** A shell word in double quotes, placeholders as variables. */
function doubleQuoted(text: string): string {
  return `"${text.replace(/["\\`$]/g, '\\$&').replace(PLACEHOLDER, (_, name: string) => `$${name.toUpperCase()}`)}"`;
}

/** A shell word in single quotes (a JSON body), placeholders spliced in as variables. */
function singleQuoted(text: string): string {
  const quoted = `'${text.replace(/'/g, `'\\''`)}'`;
  return quoted.replace(PLACEHOLDER, (_, name: string) => `'"$${name.toUpperCase()}"'`);
}

export function curlLine(step: ExampleRequest, bridgeUrl: string): string {
  const parts = ['curl -i'];
  if (step.method !== 'GET') parts.push(`-X ${step.method}`);
  parts.push(doubleQuoted(`${bridgeUrl}${step.path}`));
  for (const [name, value] of headersOf(step)) parts.push(`-H ${doubleQuoted(`${name}: ${value}`)}`);
  if (step.body !== undefined) parts.push(`-d ${singleQuoted(step.body)}`);
  return parts.join(' ');
}

/** A JavaScript template literal, placeholders as variables. */
function template(text: string): string {
  return `\`${text
    .replace(/[`\\]/g, '\\$&')
    .replace(/\$\{/g, '\\${')
    .replace(PLACEHOLDER, (_, name: string) => `\${${name}}`)}\``;
}

function jsString(text: string): string {
  return HAS_PLACEHOLDER.test(text) ? template(text) : `'${text.replace(/[\\']/g, '\\$&')}'`;
}

function fetchLine(step: ExampleRequest): string {
  const options: string[] = [];
  if (step.method !== 'GET') options.push(`method: '${step.method}'`);
  const headers = headersOf(step).map(([name, value]) => {
    const key = /^[A-Za-z]+$/.test(name) ? name : `'${name}'`;
    return `${key}: ${jsString(value)}`;
  });
  if (headers.length > 0) options.push(`headers: { ${headers.join(', ')} }`);
  if (step.body !== undefined) options.push(`body: ${jsString(step.body)}`);
  // The base is a variable of the script: `${BASE}v1/drafts/${id}`.
  const url = template(`\u0000${step.path}`).replace('\u0000', `\${BASE}`);
  return `await fetch(${url}${options.length > 0 ? `, { ${options.join(', ')} }` : ''});`;
}

const LABELS: Record<Lang, { curl: string; fetch: string; base: string }> = {
  en: {
    curl: 'With curl (through the bridge)',
    fetch: 'With fetch (in a page of this site)',
    base: 'In a page of this site, such as the console of the app’s tab:',
  },
  de: {
    curl: 'Mit curl (über die Brücke)',
    fetch: 'Mit fetch (in einer Seite dieser Website)',
    base: 'In einer Seite dieser Website, etwa der Konsole des App-Tabs:',
  },
};

function isRequest(step: ExampleStep): step is ExampleRequest {
  return 'method' in step;
}

/** The flow as two blocks, curl and fetch, each step with its answer as a comment above it. */
export function exampleBlocks(
  id: string,
  steps: ExampleStep[],
  lang: Lang,
  baseUrl: string,
  bridgeUrl: string,
): string {
  const labels = LABELS[lang];
  const comment = (step: ExampleStep, mark: string) =>
    isRequest(step)
      ? `${mark} ${step.method} /${step.path} -> ${step.status} ${step.says[lang]}`
      : `${mark} ${step.comment[lang]}`;
  const curl = steps.map((step) => [comment(step, '#'), ...(isRequest(step) ? [curlLine(step, bridgeUrl)] : [])]);
  const fetch = steps.map((step) => [comment(step, '//'), ...(isRequest(step) ? [fetchLine(step)] : [])]);
  return `<h3 id="${id}-curl">${labels.curl}</h3>
<pre class="example" id="${id}-curl-lines"><code>${escapeHtml(curl.flat().join('\n'))}</code></pre>
<h3 id="${id}-fetch">${labels.fetch}</h3>
<pre class="example" id="${id}-fetch-lines"><code>${escapeHtml([`// ${labels.base}`, `const BASE = '${baseUrl}';`, ...fetch.flat()].join('\n'))}</code></pre>`;
}
