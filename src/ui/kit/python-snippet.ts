/**
 * A request as Python with the standard library only (`urllib.request`), as Local tools promises:
 * @scalar/snippetz's Python targets need `requests` or `httpx`, or write `http.client` (issue 33).
 * The program prints the status and the body, for an error answer too (urlopen raises on 4xx and 5xx).
 */
import type { HeaderPair } from './headers.ts';

export interface PythonRequest {
  method: string;
  url: string;
  headers: readonly HeaderPair[];
  body?: string | undefined;
}

/** A Python string literal: JSON's escapes are Python's too. */
export function pythonString(text: string): string {
  return JSON.stringify(text);
}

/** A body as Python: a readable triple-quoted block when nothing in it needs escaping, else one literal. */
function bodyLiteral(body: string): string {
  if (body.includes('\n') && !/'''|\\|\r/.test(body) && !body.endsWith("'")) return `'''${body}'''`;
  return pythonString(body);
}

export function pythonUrllib(request: PythonRequest): string {
  const lines = ['import urllib.error', 'import urllib.request', ''];
  if (request.body !== undefined) lines.push(`body = ${bodyLiteral(request.body)}`, '');
  lines.push('request = urllib.request.Request(', `    ${pythonString(request.url)},`);
  lines.push(`    method=${pythonString(request.method)},`);
  if (request.headers.length > 0) {
    lines.push('    headers={');
    for (const header of request.headers)
      lines.push(`        ${pythonString(header.name)}: ${pythonString(header.value)},`);
    lines.push('    },');
  }
  if (request.body !== undefined) lines.push('    data=body.encode("utf-8"),');
  lines.push(
    ')',
    'try:',
    '    with urllib.request.urlopen(request) as response:',
    '        print(response.status, response.read().decode("utf-8"))',
    'except urllib.error.HTTPError as error:',
    '    print(error.code, error.read().decode("utf-8"))',
  );
  return lines.join('\n');
}
