/**
 * The reference screen's model of the APIs, read from the documents the sandbox serves: the OpenAPI
 * documents (/v1/openapi.json, /api/schema, /openapi/hello.json) and the MCP tools (/mcp-tools.json).
 * Those are derived from the contracts, so this holds no list of its own: a route added to a contract
 * appears here with no other change. Pure, so it is tested in Node.
 */
import type { ERROR_CODES } from '../../engine/http/openapi.ts';

export type Json = Record<string, unknown>;

/** Where a response lists its error codes (the engine's ERROR_CODES: the type keeps the two one name). */
const ERROR_CODES_FIELD: typeof ERROR_CODES = 'x-error-codes';

/** The four parts of the reference, in the order shown. */
export type GroupId = 'municipal' | 'content' | 'greeting' | 'mcp';
export const GROUPS: readonly GroupId[] = ['municipal', 'content', 'greeting', 'mcp'];

/** Which credential "Try it" sends: the tab's world capability, a pasted token, or none. */
export type Credential = 'world' | 'token' | 'none';

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description?: string;
  schema: Json;
}

export interface AnswerDoc {
  status: string;
  description: string;
  /** Media type and schema of the body, when it has one. */
  media?: string;
  schema?: Json;
}

export interface ErrorDoc {
  status: string;
  code: string;
  /** The guide's section on this error, when the service has a guide. */
  guide?: string;
}

export interface Endpoint {
  /** `municipal.createDraft`, `mcp.municipal_create_draft`: stable, used in the address. */
  id: string;
  group: GroupId;
  method: string;
  /** OpenAPI's template, e.g. `/v1/drafts/{id}`. */
  path: string;
  summary: string;
  description?: string;
  auth: 'none' | 'optional' | 'bearer';
  credential: Credential;
  parameters: Parameter[];
  body?: { media: string; schema?: Json; example?: unknown };
  answers: AnswerDoc[];
  errors: ErrorDoc[];
  /** An MCP tool's name: "Try it" calls it with tools/call. */
  tool?: string;
}

export interface Reference {
  endpoints: Endpoint[];
  /** Each group's OpenAPI document (or tool list), to resolve `$ref`s and link the raw document. */
  documents: Partial<Record<GroupId, Json>>;
}

/** What each group's credential is when a route needs one. */
const CREDENTIAL: Record<GroupId, Credential> = {
  municipal: 'world',
  content: 'token',
  greeting: 'none',
  mcp: 'world',
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** The endpoints of one OpenAPI document, in its order. */
export function endpointsOf(group: GroupId, document: Json): Endpoint[] {
  const guide = ((document.externalDocs as Json | undefined)?.url as string | undefined) ?? undefined;
  const endpoints: Endpoint[] = [];
  for (const [path, item] of Object.entries((document.paths as Record<string, Json>) ?? {})) {
    for (const method of METHODS) {
      const operation = item[method] as Json | undefined;
      if (!operation) continue;
      const auth = authOf(operation);
      const { answers, errors } = responsesOf(operation, guide);
      const endpoint: Endpoint = {
        id: `${group}.${String(operation.operationId ?? `${method}${path}`)}`,
        group,
        method: method.toUpperCase(),
        path,
        summary: String(operation.summary ?? ''),
        auth,
        credential: auth === 'none' ? 'none' : CREDENTIAL[group],
        parameters: ((operation.parameters as Json[] | undefined) ?? []).map(parameterOf),
        answers,
        errors,
      };
      if (typeof operation.description === 'string') endpoint.description = operation.description;
      const body = bodyOf(operation);
      if (body) endpoint.body = body;
      endpoints.push(endpoint);
    }
  }
  return endpoints;
}

/** An MCP tool as /mcp-tools.json lists it. */
export interface ToolDoc {
  name: string;
  title: string;
  description: string;
  audience: 'public' | 'world' | 'content';
  scopes: readonly string[];
  inputSchema: Json;
}

/** Each MCP tool as an endpoint: POST /mcp with a tools/call body, its example arguments filled in. */
export function toolEndpoints(tools: readonly ToolDoc[], mcpDocument?: Json): Endpoint[] {
  const message = mcpDocument ? endpointsOf('mcp', mcpDocument)[0] : undefined;
  return tools.map((tool) => ({
    id: `mcp.${tool.name}`,
    group: 'mcp',
    method: 'POST',
    path: '/mcp',
    summary: tool.title,
    description: tool.description,
    auth: tool.audience === 'public' ? 'none' : 'bearer',
    credential: tool.audience === 'public' ? 'none' : tool.audience === 'world' ? 'world' : 'token',
    parameters: [],
    body: {
      media: 'application/json',
      schema: tool.inputSchema,
      example: {
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: tool.name, arguments: exampleOf(tool.inputSchema, {}) },
      },
    },
    answers: message?.answers ?? [],
    errors: message?.errors ?? [],
    tool: tool.name,
  }));
}

/** The whole reference from the served documents (a missing one leaves its group out). */
export function buildReference(documents: {
  municipal?: Json;
  content?: Json;
  greeting?: Json;
  mcp?: Json;
  tools?: readonly ToolDoc[];
}): Reference {
  const endpoints: Endpoint[] = [];
  for (const group of ['municipal', 'content', 'greeting'] as const) {
    const document = documents[group];
    if (document) endpoints.push(...endpointsOf(group, document));
  }
  if (documents.mcp) endpoints.push(...endpointsOf('mcp', documents.mcp));
  if (documents.tools) endpoints.push(...toolEndpoints(documents.tools, documents.mcp));
  const kept: Partial<Record<GroupId, Json>> = {};
  for (const group of GROUPS) if (documents[group]) kept[group] = documents[group];
  return { endpoints, documents: kept };
}

/** The endpoints whose method, path, summary or id hold every word of the query. */
export function search(endpoints: readonly Endpoint[], query: string): Endpoint[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...endpoints];
  return endpoints.filter((endpoint) => {
    const text = `${endpoint.method} ${endpoint.path} ${endpoint.summary} ${endpoint.id}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

function authOf(operation: Json): Endpoint['auth'] {
  const security = (operation.security as Json[] | undefined) ?? [];
  if (security.length === 0) return 'none';
  return security.some((entry) => Object.keys(entry).length === 0) ? 'optional' : 'bearer';
}

function parameterOf(parameter: Json): Parameter {
  const result: Parameter = {
    name: String(parameter.name),
    in: parameter.in as Parameter['in'],
    required: parameter.required === true,
    schema: (parameter.schema as Json | undefined) ?? {},
  };
  if (typeof parameter.description === 'string') result.description = parameter.description;
  return result;
}

function bodyOf(operation: Json): Endpoint['body'] {
  const content = (operation.requestBody as Json | undefined)?.content as Record<string, Json> | undefined;
  if (!content) return undefined;
  const [media, entry] = Object.entries(content)[0] ?? [];
  if (!media || !entry) return undefined;
  const body: NonNullable<Endpoint['body']> = { media };
  if (entry.schema) body.schema = entry.schema as Json;
  if ('example' in entry) body.example = entry.example;
  return body;
}

/** Error media: a Problem, or the greeting's `{"error": <status>}`. */
function isErrorContent(media: string, entry: Json): boolean {
  if (media === 'application/problem+json') return true;
  return JSON.stringify(entry.schema ?? {}).includes('#/components/schemas/ErrorStatus');
}

function responsesOf(operation: Json, guide: string | undefined): { answers: AnswerDoc[]; errors: ErrorDoc[] } {
  const answers: AnswerDoc[] = [];
  const errors: ErrorDoc[] = [];
  for (const [status, response] of Object.entries((operation.responses as Record<string, Json>) ?? {})) {
    const description = String(response.description ?? '');
    const content = Object.entries((response.content as Record<string, Json> | undefined) ?? {});
    const errorEntry = content.find(([media, entry]) => isErrorContent(media, entry));
    const own = content.filter(([media, entry]) => !isErrorContent(media, entry));
    if (errorEntry) {
      for (const code of errorCodes(response, errorEntry[1])) {
        errors.push({ status, code, ...(guide ? { guide: `${guide}#error-${code}` } : {}) });
      }
    }
    if (!errorEntry || own.length > 0) {
      const [media, entry] = own[0] ?? [];
      const answer: AnswerDoc = {
        status,
        description,
      };
      if (media) answer.media = media;
      if (entry?.schema) answer.schema = entry.schema as Json;
      answers.push(answer);
    }
  }
  return { answers, errors };
}

/** The codes of an error answer: the response's list of them, else the enum of the Problem's `error`. */
function errorCodes(response: Json, entry: Json): string[] {
  const listed = response[ERROR_CODES_FIELD];
  if (Array.isArray(listed)) return listed.map(String);
  const parts = ((entry.schema as Json | undefined)?.allOf as Json[] | undefined) ?? [];
  for (const part of parts) {
    const codes = ((part.properties as Json | undefined)?.error as Json | undefined)?.enum;
    if (Array.isArray(codes)) return codes.map(String);
  }
  return [];
}

/** A JSON Schema with its `$ref`s to the document's components replaced by the schemas (cycles cut). */
export function resolveRefs(schema: Json, document: Json | undefined, seen: readonly string[] = []): Json {
  const walk = (value: unknown, trail: readonly string[]): unknown => {
    if (Array.isArray(value)) return value.map((item) => walk(item, trail));
    if (!value || typeof value !== 'object') return value;
    const object = value as Json;
    const ref = object.$ref;
    if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
      const name = ref.slice('#/components/schemas/'.length);
      const target = ((document?.components as Json | undefined)?.schemas as Json | undefined)?.[name];
      if (!target || trail.includes(name)) return object;
      return walk(target, [...trail, name]);
    }
    return Object.fromEntries(Object.entries(object).map(([key, item]) => [key, walk(item, trail)]));
  };
  return walk(schema, seen) as Json;
}

/**
 * A value the schema accepts where it can tell: the schema's own example first, then enums, consts,
 * defaults, the first alternative, required members. Patterns it cannot satisfy give an empty string.
 */
export function exampleOf(schema: Json, document: Json | undefined, depth = 0): unknown {
  const resolved = resolveRefs(schema, document);
  return exampleOfResolved(resolved, depth);
}

function exampleOfResolved(schema: Json, depth: number): unknown {
  if (depth > 8) return null;
  if ('example' in schema) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if ('const' in schema) return schema.const;
  if ('default' in schema) return schema.default;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const alternatives = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (alternatives?.[0]) return exampleOfResolved(alternatives[0], depth + 1);
  if (Array.isArray(schema.allOf)) {
    return Object.assign({}, ...schema.allOf.map((part) => exampleOfResolved(part as Json, depth + 1)));
  }
  const type = Array.isArray(schema.type) ? schema.type.find((item) => item !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const properties = (schema.properties as Record<string, Json> | undefined) ?? {};
      const required = new Set((schema.required as string[] | undefined) ?? []);
      const result: Json = {};
      for (const [key, property] of Object.entries(properties)) {
        if (required.has(key)) result[key] = exampleOfResolved(property, depth + 1);
      }
      return result;
    }
    case 'array':
      return [];
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 1;
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'date-time') return new Date(0).toISOString();
      if (schema.format === 'date') return '2000-01-01';
      return '';
    default:
      return null;
  }
}

/**
 * A parameter's schema in a few characters, for the parameter table: `string(16..100) /^[a-z]+$/`,
 * `integer 1..100`, `nord | sued`. Notation, not words, so it reads the same in both languages; a
 * schema it cannot shorten is shown as JSON.
 */
export function schemaBrief(schema: Json): string {
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => String(value)).join(' | ');
  if ('const' in schema) return JSON.stringify(schema.const);
  const alternatives = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (Array.isArray(alternatives)) return alternatives.map(schemaBrief).join(' | ');
  const range = (low: unknown, high: unknown) =>
    low === undefined && high === undefined ? '' : `${low ?? ''}..${high ?? ''}`;
  switch (schema.type) {
    case 'string': {
      const length = range(schema.minLength, schema.maxLength);
      return [
        `string${length && `(${length})`}`,
        typeof schema.format === 'string' ? schema.format : '',
        typeof schema.pattern === 'string' ? `/${schema.pattern}/` : '',
      ]
        .filter(Boolean)
        .join(' ');
    }
    case 'integer':
    case 'number': {
      const bounds = range(schema.minimum, schema.maximum);
      return bounds ? `${schema.type} ${bounds}` : String(schema.type);
    }
    case 'boolean':
      return 'boolean';
    default:
      return JSON.stringify(schema);
  }
}
