/**
 * Watching one request for the journal. On the answer's path it costs a clock reading and a note of
 * the request and the answer: the request's body is the one the engine read (`bodyRead`), the
 * answer's the one it built (`bodySent`), never a copy. Everything else (headers, the request's
 * source, the new world's capability, redacting, hashing, writing) runs in the recorder's batch,
 * after the answer was handed back (docs/performance.md, "The answer path").
 */
import type { JournalBody, RequestSource } from '../db/journal-tables.ts';
import { isAppBackground } from '../http/background.ts';
import { bodyRead, hasBody as carriesBody, MAX_JSON_BYTES } from '../http/body.ts';
import { bodySent } from '../http/responses.ts';
import { captureBody, isTextType, requestBodyRecord, sentBodyRecord } from './bodies.ts';
import { credentialOf } from './identity.ts';
import type { JournalRecorder } from './recorder.ts';
import { worldClockOf } from './world-time.ts';

/** What an adapter tells the engine about a request (src/sw/sandbox.ts, the MCP endpoint's calls). */
export interface HandleOptions {
  /**
   * Where the request came from; a promise (or a function) when the adapter learns it only
   * asynchronously: the recorder awaits it after the answer. Default 'app'.
   */
  source?: RequestSource | Promise<RequestSource> | (() => Promise<RequestSource>);
  /** Keeps the worker alive until the entry is written (a fetch event's `waitUntil`). */
  waitUntil?(work: Promise<unknown>): void;
}

/**
 * Reading the journal does not add to it: an Inspector polling it would otherwise fill it with itself.
 * Nor does reading a report card (issue #21): asking for the card must not change it.
 */
const UNRECORDED = new Set([
  'GET /v1/journal',
  'HEAD /v1/journal',
  'GET /v1/journal/report',
  'HEAD /v1/journal/report',
  'GET /api/journal/report',
  'HEAD /api/journal/report',
]);

interface Watch {
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
  // The app's own background reads (polling, refreshes) are not the participants' requests.
  if (isAppBackground(request)) return undefined;
  const started = performance.now();
  // Taken now: the handler consumes the body, after which `request.body` is still there but used.
  const hasBody = carriesBody(request);
  return {
    finish(response) {
      const durationMs = Math.round((performance.now() - started) * 10) / 10;
      const sent = bodySent(response);
      // Only an answer not built by http/responses.ts is copied, and only its copy is read later.
      const responseCopy = sent === undefined && response.body ? response.clone() : undefined;
      const requestBody = requestBodyOf(request, hasBody);
      const worldOffsetMs = worldClockOf(request);
      return recorder.record(() => {
        const url = new URL(request.url);
        const bearer = credentialOf(request.headers);
        // Before bodyOf: it locks the copy's body, which then cannot be copied again.
        const credential = bearer
          ? Promise.resolve(bearer)
          : newWorldOf(request.method, path, response.status, sent, responseCopy);
        const responseBody =
          sent === undefined
            ? bodyOf(responseCopy, RESPONSE_COUNT_CAP)
            : Promise.resolve(sentBodyRecord(sent, typeOf(response)));
        return {
          at,
          worldOffsetMs,
          durationMs,
          source: sourceOf(options.source),
          method: request.method,
          url: `${url.pathname}${url.search}`,
          path,
          status: response.status,
          credential,
          requestHeaders: [...request.headers],
          requestBody,
          responseHeaders: [...response.headers],
          responseBody,
        };
      });
    },
  };
}

/**
 * The request's body: the one the engine read, or, for a text body the engine refused before reading
 * it (401, 429, a 503 fault), the body itself, read now, after the answer (issue #26: the report card
 * compares a retry's body with the refused one's). Only up to the largest JSON body a route accepts: a
 * larger or binary body the engine did not read is recorded by type and declared size, never pulled.
 */
function requestBodyOf(request: Request, hasBody: boolean): Promise<JournalBody | null> {
  const read = bodyRead(request);
  const type = typeOf(request);
  const declared = declaredSize(request);
  const unread = read === undefined && hasBody && !request.bodyUsed && isTextType(type);
  if (!unread || (declared !== undefined && declared > MAX_JSON_BYTES)) {
    return Promise.resolve(requestBodyRecord(read, hasBody, type, declared));
  }
  const stream = (request as { body?: ReadableStream<Uint8Array> | null }).body;
  // Firefox offers no request stream: there a body within its declared bound is read whole.
  const body =
    stream === undefined
      ? declared !== undefined
        ? request.arrayBuffer().then((bytes) => new Response(bytes).body)
        : Promise.resolve(null)
      : Promise.resolve(stream);
  return body
    .then((readable) =>
      readable
        ? captureBody(readable, type, declared, MAX_JSON_BYTES)
        : requestBodyRecord(undefined, hasBody, type, declared),
    )
    .catch(() => requestBodyRecord(undefined, hasBody, type, declared));
}

async function sourceOf(source: HandleOptions['source']): Promise<RequestSource> {
  if (typeof source === 'function') return source().catch(() => 'app' as const);
  return Promise.resolve(source ?? 'app').catch(() => 'app' as const);
}

/** The engine's own answers are bounded by it; PDFs are the largest, well under this. */
const RESPONSE_COUNT_CAP = 8 * 1024 * 1024;

function bodyOf(response: Response | undefined, countCap: number) {
  if (!response) return Promise.resolve(null);
  return captureBody(response.body, typeOf(response), declaredSize(response), countCap);
}

function typeOf(message: Request | Response): string {
  return message.headers.get('content-type') ?? 'application/octet-stream';
}

function declaredSize(message: Request | Response): number | undefined {
  const declared = message.headers.get('content-length');
  return declared !== null && /^\d{1,15}$/.test(declared) ? Number(declared) : undefined;
}

/**
 * POST /v1/sessions has no credential but opens a world: its entry belongs to that world, whose
 * capability is in the answer. Read from a second copy, never kept.
 */
function newWorldOf(
  method: string,
  path: string | undefined,
  status: number,
  sent: Uint8Array | string | undefined,
  response: Response | undefined,
): Promise<string | undefined> {
  if (method !== 'POST' || path !== '/v1/sessions' || status !== 201) return Promise.resolve(undefined);
  const tokenOf = (body: { token?: unknown }) => (typeof body.token === 'string' ? body.token : undefined);
  if (sent !== undefined) {
    try {
      return Promise.resolve(tokenOf(JSON.parse(typeof sent === 'string' ? sent : new TextDecoder().decode(sent))));
    } catch {
      return Promise.resolve(undefined);
    }
  }
  if (!response) return Promise.resolve(undefined);
  return response
    .clone()
    .json()
    .then(tokenOf, () => undefined);
}
