/**
 * A request as code: curl, fetch and Node made by @scalar/snippetz (docs/decisions.md says why that
 * library), Python with the standard library by python-snippet.ts (issue 33). This module only hands
 * them the request and keeps secrets out: the Authorization header becomes an environment variable
 * (`$SANDBOX_TOKEN`, or `$SANDBOX_CAPABILITY` for a world's capability) unless the person asked for
 * this one copy "with my key". Used by the kit's "Copy as" (CopyAs.tsx: the reference screen and the
 * Inspector's rows).
 */
import { jsFetch } from '@scalar/snippetz/plugins/js/fetch';
import { nodeFetch } from '@scalar/snippetz/plugins/node/fetch';
import { shellCurl } from '@scalar/snippetz/plugins/shell/curl';
import { type HeaderPair, sentByProgram } from './headers.ts';
import { pythonUrllib } from './python-snippet.ts';

export type SnippetTarget = 'curl' | 'fetch' | 'node' | 'python';
export const SNIPPET_TARGETS: readonly SnippetTarget[] = ['curl', 'fetch', 'node', 'python'];

export interface SnippetRequest {
  method: string;
  /** Path and query relative to the API's root, e.g. `/v1/drafts` (the bridge's paths are the same). */
  path: string;
  headers: readonly HeaderPair[];
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

export type SecretVariable = 'SANDBOX_CAPABILITY' | 'SANDBOX_TOKEN';

/** The environment variable that stands for the request's credential. */
export function secretVariable(authorization: string): SecretVariable {
  const credential = authorization.replace(/^bearer\s+/i, '').trim();
  return CAPABILITY.test(credential) ? 'SANDBOX_CAPABILITY' : 'SANDBOX_TOKEN';
}

/**
 * The variable a snippet of `request` reads its credential from, or undefined when it needs none
 * (or holds the real one): "Copy as" says beside the code where to get it.
 */
export function variableOf(request: SnippetRequest, withSecrets = false): SecretVariable | undefined {
  const authorization = request.headers.find((header) => header.name.toLowerCase() === 'authorization');
  if (!authorization || withSecrets) return undefined;
  if (request.credential) return request.credential === 'capability' ? 'SANDBOX_CAPABILITY' : 'SANDBOX_TOKEN';
  return secretVariable(authorization.value);
}

interface HarRequest {
  method: string;
  url: string;
  headers: HeaderPair[];
  postData?: { mimeType: string; text: string };
}

const PLUGINS: Record<SnippetTarget, { generate(request: HarRequest): string }> = {
  curl: shellCurl,
  fetch: jsFetch,
  node: nodeFetch,
  python: {
    generate: (request) => pythonUrllib({ ...request, body: request.postData && prettyJson(request.postData.text) }),
  },
};

/** JSON as the other targets show it (indented by two); anything else as it came. */
function prettyJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

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
  const variable = variableOf(request, options.withSecrets);
  const headers = request.headers.filter(sentByProgram).map((header) => {
    if (header.name.toLowerCase() !== 'authorization' || !variable) return { ...header };
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

function mediaOf(headers: readonly HeaderPair[]): string {
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
      return `${variable ? 'import os\n' : ''}${code}`;
  }
}
