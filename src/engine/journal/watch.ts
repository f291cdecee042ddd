/**
 * Watching one request for the journal: what must be taken before the engine answers (a copy of the
 * request's body) and after (a copy of the answer's body), at a cost of two `clone()` calls on the
 * answer's path. Everything else (reading the copies, redacting, hashing the credential, writing) is
 * done later by the recorder.
 */
import type { JournalSource } from '../db/journal-tables.ts';
import { captureBody } from './bodies.ts';
import { credentialOf } from './identity.ts';
import type { JournalRecorder } from './recorder.ts';
import { redactHeaders, redactText } from './redact.ts';

/** What an adapter tells the engine about a request (src/sw/sandbox.ts, the MCP endpoint's calls). */
export interface HandleOptions {
  /** Where the request came from; a function when the adapter learns it only asynchronously. Default 'app'. */
  source?: JournalSource | (() => Promise<JournalSource>);
  /** Keeps the worker alive until the entry is written (a fetch event's `waitUntil`). */
  waitUntil?(work: Promise<unknown>): void;
}

/** Reading the journal does not add to it: an Inspector polling it would otherwise fill it with itself. */
const UNRECORDED = new Set(['GET /v1/journal', 'HEAD /v1/journal']);

export interface Watch {
  /** Records the answer; the promise settles once the entry is written. */
  finish(response: Response): Promise<void>;
}

export function watchRequest(
  recorder: JournalRecorder,
  request: Request,
  path: string | undefined,
  at: number,
  options: HandleOptions,
): Watch | undefined {
  if (path !== undefined && UNRECORDED.has(`${request.method} ${path}`)) return undefined;
  const started = performance.now();
  // The handler consumes the body: keep a copy, read only after the answer.
  const requestCopy = request.body ? request.clone() : undefined;
  return {
    finish(response) {
      const durationMs = Math.round((performance.now() - started) * 10) / 10;
      const responseCopy = response.body ? response.clone() : undefined;
      const url = new URL(request.url);
      const bearer = credentialOf(request.headers);
      // Before bodyOf: it locks the copy's body, which then cannot be copied again.
      const credential = bearer
        ? Promise.resolve(bearer)
        : newWorldOf(request.method, path, response.status, responseCopy);
      const responseBody = bodyOf(responseCopy);
      return recorder.record({
        at,
        durationMs,
        source: sourceOf(options.source),
        method: request.method,
        url: redactText(`${url.pathname}${url.search}`),
        status: response.status,
        credential,
        requestHeaders: redactHeaders(request.headers),
        requestBody: bodyOf(requestCopy),
        responseHeaders: redactHeaders(response.headers),
        responseBody,
      });
    },
  };
}

async function sourceOf(source: HandleOptions['source']): Promise<JournalSource> {
  if (typeof source !== 'function') return source ?? 'app';
  return source().catch(() => 'app' as const);
}

function bodyOf(message: Request | Response | undefined) {
  if (!message) return Promise.resolve(null);
  const declared = message.headers.get('content-length');
  const size = declared !== null && /^\d+$/.test(declared) ? Number(declared) : undefined;
  return captureBody(message.body, message.headers.get('content-type') ?? 'application/octet-stream', size);
}

/**
 * POST /v1/sessions has no credential but opens a world: its entry belongs to that world, whose
 * capability is in the answer. Read from a second copy, never kept.
 */
function newWorldOf(
  method: string,
  path: string | undefined,
  status: number,
  response: Response | undefined,
): Promise<string | undefined> {
  if (method !== 'POST' || path !== '/v1/sessions' || status !== 201 || !response) return Promise.resolve(undefined);
  return response
    .clone()
    .json()
    .then((body: { token?: unknown }) => (typeof body.token === 'string' ? body.token : undefined))
    .catch(() => undefined);
}
