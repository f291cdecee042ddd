/**
 * A service's contract: each route, schema and error declared once. The router, the OpenAPI
 * document, the guide's route list and error sections, the Problem factories and the UI's types
 * are all derived from it (see docs/architecture.md). Learned from hono-openapi's route
 * descriptions and Actual's typed handler map; written here because both are ~40 lines of types.
 */
import type * as v from 'valibot';
import type { Words } from '../words.ts';
import { ApiError, type ApiErrorOptions, type ErrorStyle } from './errors.ts';
import type { Method, RouteHandler } from './router.ts';

/** Any valibot schema. */
export type AnySchema = v.GenericSchema;

/** Words a person reads, `{ de, en }` (src/engine/words.ts): a route or error without German does not compile. */
export type { Words };

/** An error value the service answers with: its status and what the guide says about it. */
export interface ErrorSpec {
  status: number;
  /** One paragraph for the guide's section on this error (HTML allowed). */
  text: Words;
}

/** What a route answers with one status. */
export type Answer =
  /** A JSON body of this shape. */
  | { description: Words; json: AnySchema; headers?: Record<string, string> }
  /** A body of this media type (a PDF, an image, HTML, plain text). */
  | { description: Words; media: string }
  /** No body (204). */
  | { description: Words };

/**
 * The request body a route reads. `example` is a body the route accepts as it stands (the OpenAPI
 * document's `example`, the reference screen's "Try it" form); without one the form starts from the schema.
 */
type RequestBody = { json: AnySchema; example?: unknown } | { media: readonly string[] };

interface HeaderSpec {
  schema: AnySchema;
  required: boolean;
  description: Words;
}

/** How a route authenticates: no credentials, credentials optional, or a bearer required. */
type Auth = 'none' | 'optional' | 'bearer';

export interface RouteSpec<E extends string = string> {
  method: Method;
  /** Relative to the site's base; `:name` captures a segment, e.g. `/v1/drafts/:id/submit`. */
  path: string;
  summary: Words;
  description?: Words;
  auth: Auth;
  /** Scopes the bearer needs (documentation; the handler enforces them). */
  scopes?: readonly string[];
  /** Schemas of the path captures; a capture without one is a string. */
  params?: Record<string, AnySchema>;
  /** Query parameters (optional unless `required` lists them). */
  query?: Record<string, AnySchema>;
  headers?: Record<string, HeaderSpec>;
  body?: RequestBody;
  /** Answers other than errors, by status. */
  responses: Record<number, Answer>;
  /** The errors this route answers with, beyond the ones every route can give. */
  errors: readonly E[];
}

export interface ServiceContract<
  E extends string = string,
  R extends Record<string, RouteSpec<E>> = Record<string, RouteSpec<E>>,
> {
  name: string;
  title: string;
  /** The interface version, shown in the OpenAPI document, the guide and /llms.txt. */
  version: string;
  description: string;
  /** Paths the service owns: each exactly and everything below it (`/v1` owns `/v1/x`). */
  prefixes: readonly string[];
  /** Paths the service owns exactly, nothing below them (`/llms.txt`). */
  exact?: readonly string[];
  errorStyle: ErrorStyle;
  /** Path of the guide whose `#error-<code>` sections the Problem `type` links to. */
  guide?: string;
  /** The bearer scheme: its name in the OpenAPI document and what the guide says about it. */
  bearer?: { name: string; description: string };
  errors: Record<E, ErrorSpec>;
  /** Named schemas: the OpenAPI document's components, referenced wherever they are used. */
  schemas: Record<string, AnySchema>;
  routes: R;
}

/**
 * What the core routes by before a contract's module is evaluated: the paths the service owns and how
 * its errors look (src/engine/contracts.ts). A contract spreads its head, so both are declared once.
 */
export type ContractHead = Pick<ServiceContract, 'name' | 'prefixes' | 'exact' | 'errorStyle' | 'guide'>;

/** Declares a contract with its types kept exact (error codes as a union, route names as keys). */
export function defineContract<const E extends string, const R extends Record<string, RouteSpec<NoInfer<E>>>>(
  contract: ServiceContract<E, R>,
): ServiceContract<E, R> {
  return contract;
}

/** The error codes of a contract, as a union. */
export type ErrorCodeOf<C> = C extends ServiceContract<infer E, infer _R> ? E : never;

/** A handler for every route of a contract, keyed by the route's name. */
export type Handlers<C> = C extends ServiceContract<infer _E, infer R> ? { [K in keyof R]: RouteHandler } : never;

/**
 * The Problem factory of a contract: `problem('not_found', 'message')` takes its status from the
 * contract, so a code can only be thrown with the status the documents give it.
 */
export function problemFactory<E extends string>(contract: { errors: Record<E, ErrorSpec> }) {
  return (code: E, message: string, options?: ApiErrorOptions) =>
    new ApiError(contract.errors[code].status, code, message, options);
}

/** True when `path` (relative to the base) belongs to the service. */
export function ownsPath(contract: Pick<ServiceContract, 'prefixes' | 'exact'>, path: string): boolean {
  if (contract.exact?.includes(path)) return true;
  return contract.prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** `/v1/drafts/:id` -> `/v1/drafts/{id}` (OpenAPI's path template). */
export function templatePath(path: string): string {
  return path.replace(/:([a-zA-Z_]+)/g, '{$1}');
}
