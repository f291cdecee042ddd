/**
 * The OpenAPI 3.1 document of a service, derived from its contract: paths from the routes,
 * schemas from the same valibot schemas that validate requests and shape answers, one Problem
 * response per status listing exactly the codes the route can answer with.
 */
import { toJsonSchema, toJsonSchemaDefs } from '@valibot/to-json-schema';
import type { Lang } from '../words.ts';
import type { Answer, AnySchema, RouteSpec, ServiceContract } from './contract.ts';
import { templatePath } from './contract.ts';

type Json = Record<string, unknown>;

/** Errors any route can answer with, beside those it names. */
function implicitErrors(route: RouteSpec): string[] {
  const codes: string[] = [];
  // A capture with invalid percent-encoding, or a body that is not JSON: 400.
  if (route.path.includes(':') || route.body) codes.push('malformed_request');
  if (route.body) codes.push('payload_too_large');
  // Only where the contract has it: the services that keep state (STATEFUL_ERRORS).
  codes.push('services_unavailable', 'internal_error');
  return codes;
}

/** Every error code a route can answer with, in the contract's order. */
export function routeErrors(contract: ServiceContract, route: RouteSpec): string[] {
  const named = new Set([...route.errors, ...implicitErrors(route)]);
  return Object.keys(contract.errors).filter((code) => named.has(code));
}

/**
 * `lang`: the language of the routes' summaries and descriptions (English by default; `?lang=de` for
 * the reference screen in German). The guide it links to is in the same language.
 */
export function openApiDocument(contract: ServiceContract, baseUrl: string, lang: Lang = 'en'): Json {
  const defs = contract.schemas;
  const guide = contract.guide && `${baseUrl}${contract.guide.slice(1)}${lang === 'de' ? '?lang=de' : ''}`;
  const schema = (s: AnySchema) => convert(s, defs);
  const paths: Record<string, Json> = {};
  for (const [name, route] of Object.entries(contract.routes)) {
    const template = templatePath(route.path);
    paths[template] = {
      ...paths[template],
      [route.method.toLowerCase()]: operation(contract, name, route, schema, lang),
    };
  }
  const components: Json = {
    schemas: { ...rewriteRefs(toJsonSchemaDefs(defs, OPTIONS)), ...problemSchemas(contract) },
  };
  if (contract.bearer) {
    components.securitySchemes = {
      [contract.bearer.name]: { type: 'http', scheme: 'bearer', description: contract.bearer.description },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: contract.title,
      version: contract.version,
      description: `${contract.description} HEAD is answered wherever GET is, OPTIONS on every path.${
        guide ? ` Guide: ${guide}` : ''
      }`,
    },
    servers: [{ url: baseUrl.replace(/\/$/, '') }],
    // The guide whose `#error-<code>` sections each error links to (the reference screen reads it here).
    ...(guide ? { externalDocs: { description: 'Guide', url: guide } } : {}),
    paths,
    components,
  };
}

const OPTIONS = { target: 'draft-2020-12', errorMode: 'ignore' } as const;

function convert(schema: AnySchema, definitions: Record<string, AnySchema>): Json {
  const { $schema: _s, $defs: _d, ...rest } = toJsonSchema(schema, { ...OPTIONS, definitions }) as Json;
  return rewriteRefs(rest);
}

/** A schema as self-contained JSON Schema 2020-12 (no references), e.g. an MCP tool's input schema. */
export function inlineSchema(schema: AnySchema): Json {
  const { $schema: _s, ...rest } = toJsonSchema(schema, OPTIONS) as Json;
  return rest;
}

/** to-json-schema points at `#/$defs/X`; in an OpenAPI document the named schemas are components. */
function rewriteRefs<T>(value: T): T {
  return JSON.parse(JSON.stringify(value).replaceAll('"#/$defs/', '"#/components/schemas/'));
}

function operation(
  contract: ServiceContract,
  name: string,
  route: RouteSpec,
  schema: (s: AnySchema) => Json,
  lang: Lang,
): Json {
  const parameters: Json[] = [];
  for (const [, capture] of route.path.matchAll(/:([a-zA-Z_]+)/g)) {
    const captureSchema = route.params?.[capture as string];
    parameters.push({
      name: capture,
      in: 'path',
      required: true,
      schema: captureSchema ? schema(captureSchema) : { type: 'string' },
    });
  }
  for (const [key, querySchema] of Object.entries(route.query ?? {})) {
    const converted = schema(querySchema);
    parameters.push({ name: key, in: 'query', required: querySchema.type !== 'optional', schema: converted });
  }
  for (const [key, header] of Object.entries(route.headers ?? {})) {
    parameters.push({
      name: key,
      in: 'header',
      required: header.required,
      description: header.description[lang],
      schema: schema(header.schema),
    });
  }
  const op: Json = {
    operationId: name,
    summary: route.summary[lang],
    ...(route.description ? { description: route.description[lang] } : {}),
    security: security(contract, route),
    ...(parameters.length ? { parameters } : {}),
  };
  if (route.scopes?.length) op['x-scopes'] = route.scopes;
  if (route.body) {
    op.requestBody = {
      required: true,
      content:
        'json' in route.body
          ? {
              'application/json': {
                schema: schema(route.body.json),
                ...(route.body.example === undefined ? {} : { example: route.body.example }),
              },
            }
          : Object.fromEntries(
              route.body.media.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
            ),
    };
  }
  const responses: Json = {};
  for (const [status, answer] of Object.entries(route.responses)) responses[status] = response(answer, schema, lang);
  for (const [status, codes] of errorsByStatus(contract, route)) {
    // A status the route also answers in its own shape (MCP's JSON-RPC 400) documents both bodies: the
    // description stays the route's words, and the codes are data of their own (issue 34: a screen
    // that cut them out of the prose missed the German wording), in every language the same.
    const own = responses[status] as Json | undefined;
    responses[status] = {
      description: own ? own.description : codes.join(', '),
      [ERROR_CODES]: codes,
      content: {
        ...(own?.content as Json | undefined),
        [errorMedia(contract)]: { schema: errorSchema(contract, codes) },
      },
    };
  }
  op.responses = responses;
  return op;
}

/**
 * The error codes a response's status stands for, as a list (a specification extension, which
 * OpenAPI allows on a Response Object): the reference screen reads them here, never from a description.
 */
export const ERROR_CODES = 'x-error-codes';

function security(contract: ServiceContract, route: RouteSpec): Json[] {
  if (route.auth === 'none' || !contract.bearer) return [];
  const bearer = { [contract.bearer.name]: route.scopes ?? [] };
  return route.auth === 'optional' ? [{}, bearer] : [bearer];
}

function response(answer: Answer, schema: (s: AnySchema) => Json, lang: Lang): Json {
  if ('json' in answer) {
    return {
      description: answer.description[lang],
      ...(answer.headers
        ? {
            headers: Object.fromEntries(
              Object.entries(answer.headers).map(([name, text]) => [
                name,
                { description: text, schema: { type: 'string' } },
              ]),
            ),
          }
        : {}),
      content: { 'application/json': { schema: schema(answer.json) } },
    };
  }
  if ('media' in answer) {
    const body = answer.media.startsWith('text/') ? { type: 'string' } : { type: 'string', format: 'binary' };
    return { description: answer.description[lang], content: { [answer.media]: { schema: body } } };
  }
  return { description: answer.description[lang] };
}

function errorsByStatus(contract: ServiceContract, route: RouteSpec): Map<string, string[]> {
  const byStatus = new Map<string, string[]>();
  for (const code of routeErrors(contract, route)) {
    const status = String(contract.errors[code]?.status);
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return byStatus;
}

function errorMedia(contract: ServiceContract): string {
  return contract.errorStyle === 'problem' ? 'application/problem+json' : 'application/json';
}

function errorSchema(contract: ServiceContract, codes: string[]): Json {
  if (contract.errorStyle === 'status-code') return { $ref: '#/components/schemas/ErrorStatus' };
  return { allOf: [{ $ref: '#/components/schemas/Problem' }, { properties: { error: { enum: codes } } }] };
}

/** The error body of the service: a Problem (RFC 9457 members) or the greeting app's `{error: <status>}`. */
function problemSchemas(contract: ServiceContract): Json {
  if (contract.errorStyle === 'status-code') {
    return {
      ErrorStatus: {
        type: 'object',
        additionalProperties: false,
        required: ['error'],
        properties: { error: { type: 'integer', description: 'The HTTP status.' } },
      },
    };
  }
  return {
    Problem: {
      type: 'object',
      additionalProperties: false,
      required: ['error', 'message', 'status'],
      properties: {
        error: { type: 'string', enum: Object.keys(contract.errors) },
        message: { type: 'string', description: 'What to do next, in plain words.' },
        status: { type: 'integer' },
        ...(contract.guide
          ? { type: { type: 'string', format: 'uri', description: 'The guide’s section on this error.' } }
          : {}),
        current_version: { type: 'integer', description: 'stale_version, stale_revision: the current version.' },
        scope: { type: 'string', description: 'insufficient_scope: the scope that is missing.' },
        limit: { type: 'integer', description: 'capacity_reached: the bound that was reached.' },
        limit_bytes: {
          type: 'integer',
          description: 'payload_too_large: the largest body accepted; store_full: the content store’s budget.',
        },
        used_bytes: { type: 'integer', description: 'store_full: what the content store takes now.' },
        member: { type: 'string', description: 'The member of the request that was wrong (workshop routes).' },
        allowed: { type: 'string', description: 'What that member may be (workshop routes).' },
        ...(contract.guide
          ? {
              guide: {
                type: 'string',
                format: 'uri',
                description: 'The guide’s section on the routes that refused (workshop routes).',
              },
            }
          : {}),
      },
    },
  };
}
