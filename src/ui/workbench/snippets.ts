/**
 * A request as code: curl, fetch, Node and Python, made by @scalar/snippetz (docs/decisions.md says
 * why that library). This module only hands it the request and keeps secrets out: the Authorization
 * header becomes an environment variable (`$SANDBOX_TOKEN`, or `$SANDBOX_CAPABILITY` for a world's
 * capability) unless the person asked for this one copy "with my key". Used by the reference screen,
 * the Inspector's "Copy as" and the Local tools screen.
 */
import { jsFetch } from '@scalar/snippetz/plugins/js/fetch';
import { nodeFetch } from '@scalar/snippetz/plugins/node/fetch';
import { pythonRequests } from '@scalar/snippetz/plugins/python/requests';
import { shellCurl } from '@scalar/snippetz/plugins/shell/curl';

export type SnippetTarget = 'curl' | 'fetch' | 'node' | 'python';
export const SNIPPET_TARGETS: readonly SnippetTarget[] = ['curl', 'fetch', 'node', 'python'];

export interface SnippetRequest {
  method: string;
  /** Path and query relative to the API's root, e.g. `/v1/drafts` (the bridge's paths are the same). */
  path: string;
  headers: ReadonlyArray<{ name: string; value: string }>;
  /** A text body (JSON for every route people try here). */
  body?: string;
  /**
   * Whose credential the Authorization header holds, when its value cannot tell (the journal keeps
   * it redacted): a world's capability, or a token (content or agent connection).
   */
  credential?: 'capability' | 'token';
}

export interface SnippetOptions {
  /** Where the program sends it: the bridge's address, e.g. `http://127.0.0.1:4280/`. */
  baseUrl: string;
  /** The real credential in the code, for this one copy only. Default: an environment variable. */
  withSecrets?: boolean;
}

/** A world's capability is 64 hex digits; every other credential (content, agent) is a token. */
const CAPABILITY = /^[a-f0-9]{64}$/;

/** The environment variable that stands for the request's credential. */
export function secretVariable(authorization: string): 'SANDBOX_CAPABILITY' | 'SANDBOX_TOKEN' {
  const credential = authorization.replace(/^bearer\s+/i, '').trim();
  return CAPABILITY.test(credential) ? 'SANDBOX_CAPABILITY' : 'SANDBOX_TOKEN';
}

/** Headers a program does not send itself: the app's own mark and what the browser adds. */
const LEFT_OUT = new Set([
  'x-sandbox-via',
  'host',
  'origin',
  'referer',
  'user-agent',
  'content-length',
  'cookie',
  'connection',
  'accept-language',
  'accept-encoding',
  'cache-control',
  'pragma',
  'priority',
  'dnt',
]);

function sentByProgram(header: { name: string; value: string }): boolean {
  const name = header.name.toLowerCase();
  if (LEFT_OUT.has(name) || name.startsWith('sec-')) return false;
  return !(name === 'accept' && header.value === '*/*');
}

const PLUGINS = { curl: shellCurl, fetch: jsFetch, node: nodeFetch, python: pythonRequests } as const;

/** How each language reads an environment variable inside a string it builds. */
const VARIABLE: Record<SnippetTarget, (name: string) => string> = {
  curl: (name) => `"$${name}"`,
  fetch: (name) => name,
  node: (name) => `process.env.${name}`,
  python: (name) => `os.environ["${name}"]`,
};

/** Marks the credential's place while the library writes the code; replaced afterwards. */
const marker = (name: string) => `__${name}__`;

export function snippet(request: SnippetRequest, target: SnippetTarget, options: SnippetOptions): string {
  let variable: string | undefined;
  const headers = request.headers.filter(sentByProgram).map((header) => {
    if (header.name.toLowerCase() !== 'authorization' || options.withSecrets) return { ...header };
    variable = request.credential
      ? request.credential === 'capability'
        ? 'SANDBOX_CAPABILITY'
        : 'SANDBOX_TOKEN'
      : secretVariable(header.value);
    return { name: 'Authorization', value: `Bearer ${marker(variable)}` };
  });
  const hasBody = request.body !== undefined && request.body !== '';
  if (hasBody && !headers.some((header) => header.name.toLowerCase() === 'content-type')) {
    headers.push({ name: 'Content-Type', value: 'application/json' });
  }
  const url = `${options.baseUrl.replace(/\/$/, '')}${request.path}`;
  const code = PLUGINS[target].generate({
    method: request.method.toUpperCase(),
    url,
    headers,
    ...(hasBody
      ? {
          postData: {
            mimeType: mediaOf(headers),
            text: request.body as string,
          },
        }
      : {}),
  });
  const spliced = variable ? splice(code, marker(variable), VARIABLE[target](variable), target) : code;
  return frame(spliced, target, variable);
}

function mediaOf(headers: ReadonlyArray<{ name: string; value: string }>): string {
  const type = headers.find((header) => header.name.toLowerCase() === 'content-type')?.value ?? 'application/json';
  return type.split(';')[0]?.trim() || 'application/json';
}

/**
 * Puts the variable where the marker is: the string literal around it is closed, the variable
 * joined in, and the literal opened again (`'Bearer '"$SANDBOX_TOKEN"''` in a shell).
 */
function splice(code: string, mark: string, expression: string, target: SnippetTarget): string {
  return code
    .split('\n')
    .map((line) => {
      const at = line.indexOf(mark);
      if (at < 0) return line;
      const quote = [...line.slice(0, at)].reverse().find((char) => char === "'" || char === '"') ?? "'";
      const joined = target === 'curl' ? `${quote}${expression}${quote}` : `${quote} + ${expression} + ${quote}`;
      return line.replaceAll(mark, joined).replaceAll(` + ${quote}${quote}`, '');
    })
    .join('\n');
}

/** What each language needs around the library's call to run as it stands and show the answer. */
function frame(code: string, target: SnippetTarget, variable: string | undefined): string {
  switch (target) {
    case 'curl':
      return code;
    case 'fetch':
      return `${variable ? `// Set ${variable} to your credential first; a copied snippet never holds it.\n` : ''}const response = await ${code};\nconsole.log(response.status, await response.text());`;
    case 'node':
      return `// Node 18 or newer; save as request.mjs${variable ? ` and run: ${variable}=… node request.mjs` : ''}\nconst response = await ${code};\nconsole.log(response.status, await response.text());`;
    case 'python':
      return `${variable ? 'import os\n' : ''}import requests\n\nresponse = ${code}\nprint(response.status_code, response.text)`;
  }
}
