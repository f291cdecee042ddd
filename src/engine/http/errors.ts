/**
 * Errors are values with a code; `errorResponse` is the one place that turns them into bodies.
 * Domains throw `ApiError`; anything else that escapes a handler becomes a logged 500.
 */
import { streamed } from './responses.ts';

/**
 * Errors the engine itself answers with on any service (bad path encoding, bad JSON, a body over
 * its bound, a wrong method, an unknown path, a bug). Each contract lists them beside its own codes.
 */
export const COMMON_ERRORS = {
  malformed_request: {
    status: 400,
    text: {
      en: 'The request is not well formed: invalid JSON, a body of the wrong shape, or invalid percent-encoding in the path. Fix the request.',
      de: 'Die Anfrage ist nicht wohlgeformt: ungültiges JSON, ein Inhalt in falscher Form oder eine ungültige Prozent-Kodierung im Pfad. Berichtigen Sie die Anfrage.',
    },
  },
  not_found: {
    status: 404,
    text: { en: 'No such endpoint or resource.', de: 'Diesen Endpunkt oder diese Ressource gibt es nicht.' },
  },
  method_not_allowed: {
    status: 405,
    text: {
      en: 'The path exists but not with this method; the Allow header lists the methods.',
      de: 'Den Pfad gibt es, aber nicht mit dieser Methode; die Kopfzeile Allow nennt die Methoden.',
    },
  },
  payload_too_large: {
    status: 413,
    text: {
      en: 'The body is larger than the documented bound (the body gives <code>limit_bytes</code>). Send less.',
      de: 'Der Inhalt ist größer als die dokumentierte Grenze (die Antwort nennt sie in <code>limit_bytes</code>). Senden Sie weniger.',
    },
  },
  documents_unavailable: {
    status: 503,
    text: {
      en: 'The guides, OpenAPI documents and schemas could not be built in this copy of the sandbox (a bug, or an engine without document builders). Reload the app; if it happens again, start a new session.',
      de: 'Anleitungen, OpenAPI-Dokumente und Schemas ließen sich in dieser Kopie der Sandbox nicht erstellen (ein Fehler im Programm oder eine Engine ohne Dokument-Ersteller). Laden Sie die App neu; geschieht es wieder, beginnen Sie eine neue Sitzung.',
    },
  },
  build_mismatch: {
    status: 503,
    text: {
      en: 'The embed’s worker script and the page script that registered it (<code>sandbox-register.js</code>) are of different builds; the body names both (<code>worker_build</code>, <code>expected_build</code>). Copy every file of <code>dist/embed/</code> from one build.',
      de: 'Das Worker-Skript der Einbettung und das Seitenskript, das es registriert hat (<code>sandbox-register.js</code>), stammen aus verschiedenen Builds; die Antwort nennt beide (<code>worker_build</code>, <code>expected_build</code>). Kopieren Sie alle Dateien von <code>dist/embed/</code> aus demselben Build.',
    },
  },
  internal_error: {
    status: 500,
    text: {
      en: 'A bug in the sandbox. Reload the page; if it happens again, start a new session.',
      de: 'Ein Fehler in der Sandbox. Laden Sie die Seite neu; geschieht es wieder, beginnen Sie eine neue Sitzung.',
    },
  },
} as const;

/**
 * What the services that keep state (municipal, content, MCP) may also answer: their code and the
 * database are evaluated on first use (services/port.ts), and that can fail.
 */
export const STATEFUL_ERRORS = {
  services_unavailable: {
    status: 503,
    text: {
      en: 'The services that keep data could not be loaded in this copy of the sandbox (a bug). Reload the app; if it happens again, start a new session.',
      de: 'Die Dienste, die Daten speichern, ließen sich in dieser Kopie der Sandbox nicht laden (ein Fehler im Programm). Laden Sie die App neu; geschieht es wieder, beginnen Sie eine neue Sitzung.',
    },
  },
} as const;

/** The body of a Problem answer (/v1, /api): what the OpenAPI documents' Problem schema describes. */
export interface ProblemBody<E extends string = string> {
  error: E;
  /** What to do next, in plain words. */
  message: string;
  status: number;
  /** Link to the guide's section on this error. */
  type?: string;
  current_version?: number;
  scope?: string;
  limit?: number;
  limit_bytes?: number;
  /** The request member that was wrong (`advance_seconds`, `body`), and what it may be. */
  member?: string;
  allowed?: string;
  /** Link to the guide's section on the routes that refused (the workshop routes). */
  guide?: string;
  used_bytes?: number;
}

export interface ApiErrorOptions {
  /** Extra response headers, e.g. Retry-After or Allow. */
  headers?: Record<string, string>;
  /** Extra members of the Problem body, e.g. current_version or scope. */
  extra?: Record<string, unknown>;
  /** The guide's section on the refusing routes (an id in the guide): the body links it as `guide`. */
  section?: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The service's error code (see its contract). */
    readonly code: string,
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
interface ErrorContext {
  style: ErrorStyle;
  /** Absolute URL of the guide section prefix, e.g. `https://host/base/v1/guide#error-`. */
  typeBase?: string;
}

export function errorResponse(error: unknown, context: ErrorContext): Response {
  const apiError = error instanceof ApiError ? error : internalError(error);
  const headers = new Headers(apiError.options.headers);
  if (context.style === 'status-code') {
    headers.set('content-type', 'application/json; charset=utf-8');
    return streamed(JSON.stringify({ error: apiError.status }), { status: apiError.status, headers });
  }
  headers.set('content-type', 'application/problem+json; charset=utf-8');
  const body: Record<string, unknown> = {
    error: apiError.code,
    message: apiError.message,
    status: apiError.status,
    ...(context.typeBase ? { type: `${context.typeBase}${apiError.code}` } : {}),
    ...(context.typeBase && apiError.options.section
      ? { guide: `${context.typeBase.replace(/#.*$/, '')}#${apiError.options.section}` }
      : {}),
    ...apiError.options.extra,
  };
  return streamed(JSON.stringify(body), { status: apiError.status, headers });
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
