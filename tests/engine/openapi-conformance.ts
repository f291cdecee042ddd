/**
 * Checks a real answer of the engine against the OpenAPI document the sandbox serves, with a real
 * JSON Schema validator (Ajv, 2020-12 dialect): an undocumented path, status, media type or body
 * shape is an error. `testEngine` runs every answer of every engine test through it.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { docsContract } from '../../src/engine/docs/contract.ts';
import { greetingContract } from '../../src/engine/greeting/contract.ts';
import { openApiDocument } from '../../src/engine/http/openapi.ts';
import type { Engine } from '../../src/engine/index.ts';
import { mcpContract } from '../../src/engine/mcp/contract.ts';

// ajv-formats is CommonJS: its default export arrives wrapped.
const addFormats = (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;

type Json = Record<string, unknown>;

/**
 * Where each document is served, relative to the base; paths below them are theirs. The greeting
 * app, /llms.txt and /mcp serve none: theirs is built from their contracts the same way.
 */
const SERVED: ReadonlyArray<{ prefixes: readonly string[]; document?: string; build?: (baseUrl: string) => Json }> = [
  { prefixes: ['/v1', '/formulare'], document: '/v1/openapi.json' },
  { prefixes: ['/api'], document: '/api/schema' },
  { prefixes: ['/hello', '/llms.txt', '/openapi/hello.json', '/mcp-tools.json'], build: greetingAndDocs },
  { prefixes: ['/mcp'], build: (baseUrl) => openApiDocument(mcpContract, baseUrl) },
];

function greetingAndDocs(baseUrl: string): Json {
  const greeting = openApiDocument(greetingContract, baseUrl);
  const docs = openApiDocument(docsContract, baseUrl);
  return { ...greeting, paths: { ...(greeting.paths as Json), ...(docs.paths as Json) } };
}

interface LoadedDocument {
  doc: Json;
  ajv: Ajv2020;
  id: string;
  /** Paths of the document as regular expressions, with their templates. */
  paths: Array<{ template: string; pattern: RegExp }>;
}

const loaded = new Map<string, Promise<LoadedDocument>>();

async function load(key: string, fetchDocument: () => Promise<Json>): Promise<LoadedDocument> {
  let found = loaded.get(key);
  if (!found) {
    found = fetchDocument().then((doc) => {
      const ajv = new Ajv2020({ strict: false, allErrors: true });
      addFormats(ajv);
      ajv.addFormat('binary', true);
      const id = `doc-${loaded.size}`;
      ajv.addSchema(doc, id);
      const paths = Object.keys(doc.paths as Json).map((template) => ({
        template,
        pattern: new RegExp(`^${template.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}$`),
      }));
      return { doc, ajv, id, paths };
    });
    loaded.set(key, found);
  }
  return found;
}

/** `/paths/~1v1~1drafts/post` as a JSON pointer. */
function pointer(...parts: string[]): string {
  return parts.map((part) => `/${part.replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');
}

export interface ConformanceOptions {
  engine: Engine;
  base: string;
}

/** Throws an Error describing every way the answer departs from the served document. */
export async function checkAnswer(options: ConformanceOptions, request: Request, response: Response): Promise<void> {
  const url = new URL(request.url);
  const relative = url.pathname.startsWith(options.base) ? `/${url.pathname.slice(options.base.length)}` : undefined;
  const problems: string[] = [];
  const fail = (text: string) => problems.push(text);
  // A 500 is a bug. Other server errors (503: a workshop fault, documents or PDFs unavailable) must be
  // documented for the operation like any status, with the codes the document lists for it.
  if (response.status === 500) fail('answered 500: a server error is never expected');
  if (relative === undefined) {
    if (response.status !== 404) fail(`a path outside the base answered ${response.status}`);
    return report(request, response, problems);
  }
  const served = SERVED.find((entry) =>
    entry.prefixes.some((p) => relative === p || (p !== '/llms.txt' && p !== '/mcp' && relative.startsWith(`${p}/`))),
  );
  // A path no service owns is the engine's own 404 Problem (the municipal document describes Problems).
  const owner = served ?? (SERVED[0] as (typeof SERVED)[number]);
  const baseUrl = `${url.origin}${options.base}`;
  const documentPath = owner.document;
  const document = await load(`${baseUrl} ${owner.prefixes[0]}`, async () => {
    if (owner.build) return owner.build(baseUrl);
    if (!documentPath) throw new Error('no document');
    const answer = await options.engine.handle(new Request(`${baseUrl}${documentPath.slice(1)}`));
    return (await answer.json()) as Json;
  });
  const text = request.method === 'HEAD' ? '' : await response.text();
  const mediaType = (response.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
  const path = document.paths.find((entry) => entry.pattern.test(relative));
  const method = request.method === 'HEAD' ? 'get' : request.method.toLowerCase();
  const operation = path ? ((document.doc.paths as Json)[path.template] as Json)[method] : undefined;

  if (!path || !operation) {
    // No operation: only the router's own answers are possible.
    const expected = !path || !served ? [404] : request.method === 'OPTIONS' ? [204] : [405];
    if (!expected.includes(response.status)) fail(`no operation, yet answered ${response.status}`);
    if (response.status !== 204 && request.method !== 'HEAD') validateErrorBody(document, text, mediaType, fail);
    return report(request, response, problems);
  }

  const responses = (operation as Json).responses as Json;
  const answer = responses[String(response.status)] as Json | undefined;
  if (!answer) {
    fail(`status ${response.status} is not documented for ${method.toUpperCase()} ${path.template}`);
    return report(request, response, problems, text);
  }
  const content = answer.content as Record<string, Json> | undefined;
  if (!content) {
    if (text !== '') fail(`status ${response.status} is documented without a body, yet has one`);
    return report(request, response, problems);
  }
  const documented = Object.keys(content).find((type) => matchesMedia(type, mediaType));
  if (!documented) {
    fail(`media type ${mediaType} is not documented for status ${response.status} (${Object.keys(content)})`);
    return report(request, response, problems);
  }
  if (request.method !== 'HEAD' && documented.includes('json')) {
    const schemaRef = `${document.id}#${pointer('paths', path.template, method, 'responses', String(response.status), 'content', documented, 'schema')}`;
    validate(document, schemaRef, text, fail);
  }
  return report(request, response, problems, text);
}

function matchesMedia(documented: string, actual: string): boolean {
  if (documented.endsWith('/*')) return actual.startsWith(documented.slice(0, -1));
  return documented === actual;
}

function validateErrorBody(document: LoadedDocument, text: string, mediaType: string, fail: (t: string) => void) {
  const schemas = (document.doc.components as Json).schemas as Json;
  const name = schemas.Problem ? 'Problem' : 'ErrorStatus';
  const wanted = name === 'Problem' ? 'application/problem+json' : 'application/json';
  if (mediaType !== wanted) fail(`an error answered ${mediaType}, not ${wanted}`);
  validate(document, `${document.id}#/components/schemas/${name}`, text, fail);
}

function validate(document: LoadedDocument, ref: string, text: string, fail: (t: string) => void) {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    fail('the body is not JSON');
    return;
  }
  const check = document.ajv.getSchema(ref) ?? document.ajv.compile({ $ref: ref });
  if (!check(body)) fail(`the body does not match ${ref}: ${document.ajv.errorsText(check.errors)}`);
}

function report(request: Request, response: Response, problems: string[], text?: string): void {
  if (problems.length === 0) return;
  const body = text === undefined ? '' : `\n  body: ${text.slice(0, 400)}`;
  throw new Error(
    `Answer not as documented: ${request.method} ${request.url} -> ${response.status}\n  ${problems.join('\n  ')}${body}`,
  );
}
