/**
 * Errors are values with a code; `errorResponse` is the one place that turns them into bodies.
 * Domains throw `ApiError`; anything else that escapes a handler becomes a logged 500.
 */
import { jsonBody } from './responses.ts';

/** Every `error` value the sandbox answers with (product-decisions.md, plus the content API's). */
export type ErrorCode =
  | 'malformed_request'
  | 'unauthorized'
  | 'insufficient_scope'
  | 'not_found'
  | 'method_not_allowed'
  | 'stale_version'
  | 'stale_revision'
  | 'review_expired'
  | 'booking_conflict'
  | 'profile_changed'
  | 'idempotency_key_reused'
  | 'not_cancellable'
  | 'no_receipt'
  | 'unsupported_input'
  | 'capacity_reached'
  | 'image_in_use'
  | 'page_archived'
  | 'invalid_transition'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'pdf_unavailable'
  | 'internal_error';

export interface ApiErrorOptions {
  /** Extra response headers, e.g. Retry-After or Allow. */
  headers?: Record<string, string>;
  /** Extra members of the Problem body, e.g. current_version or scope. */
  extra?: Record<string, unknown>;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly options: ApiErrorOptions = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * How a domain shapes its error bodies:
 * - `problem`: RFC 9457-style `{ error, message, status, type }` as application/problem+json (/v1, /api);
 * - `status-code`: `{ error: <status> }` exactly as the greeting app's spec says.
 */
export type ErrorStyle = 'problem' | 'status-code';

/** Where the guide explains each error; `type` links there (relative to the site's base). */
export interface ErrorContext {
  style: ErrorStyle;
  /** Absolute URL of the guide section prefix, e.g. `https://host/base/v1/guide#error-`. */
  typeBase?: string;
}

export function errorResponse(error: unknown, context: ErrorContext): Response {
  const apiError = error instanceof ApiError ? error : internalError(error);
  const headers = new Headers(apiError.options.headers);
  if (context.style === 'status-code') {
    headers.set('content-type', 'application/json; charset=utf-8');
    return new Response(jsonBody({ error: apiError.status }), {
      status: apiError.status,
      headers,
    });
  }
  headers.set('content-type', 'application/problem+json; charset=utf-8');
  const body: Record<string, unknown> = {
    error: apiError.code,
    message: apiError.message,
    status: apiError.status,
    ...(context.typeBase ? { type: `${context.typeBase}${apiError.code}` } : {}),
    ...apiError.options.extra,
  };
  return new Response(jsonBody(body), { status: apiError.status, headers });
}

function internalError(error: unknown): ApiError {
  // A bug, not a client mistake: keep the details in the log, not in the answer.
  console.error('[engine] unexpected error', error);
  return new ApiError(
    500,
    'internal_error',
    'The offline backend hit an unexpected error. Reload the page; if it happens again, start a new session.',
  );
}

export const notFound = (what = 'Nothing is here') =>
  new ApiError(404, 'not_found', `${what}. Check the path against the guide.`);
