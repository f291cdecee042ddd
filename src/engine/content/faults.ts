/**
 * Per-request faults of the content API (issue #21), as the municipal routes have them (issue #13):
 * `Prefer: fault=429`, `fault=503` or `fault=lost-answer` (writes only: stored, then answered 503
 * answer_lost), `latency=<ms>`. Asked for per request only: the content API has no world whose
 * switches could hold them. A request without Prefer costs nothing more; one with it is
 * authenticated first, so 401 wins over any fault, as on the municipal routes.
 */
import { preferredFaults } from '../http/prefer.ts';
import type { RouteHandler } from '../http/router.ts';
import type { ContentContext } from './context.ts';
import { answerLost, rateLimited, unavailable } from './problems.ts';
import { authenticate } from './tokens.ts';

/** Seconds a 429 fault asks the client to wait (Retry-After), as on the municipal routes. */
const CONTENT_RETRY_AFTER_SECONDS = 2;

/** A bearer route of the content API with its faults around it; `write` marks what can lose its answer. */
export function faulted(context: ContentContext, write: boolean, handler: RouteHandler): RouteHandler {
  return async (input) => {
    const asked = preferredFaults(input.request);
    if (asked.fault === undefined && asked.latencyMs === undefined) return handler(input);
    await authenticate(context, input.request);
    if (asked.latencyMs) await new Promise((resolve) => setTimeout(resolve, asked.latencyMs));
    if (asked.fault === '429') throw rateLimited(CONTENT_RETRY_AFTER_SECONDS);
    if (asked.fault === '503') throw unavailable();
    const response = await handler(input);
    if (asked.fault === 'lost-answer' && write && response.ok) {
      // The write has committed; only its answer is dropped, as a network would drop it.
      void response.body?.cancel();
      throw answerLost();
    }
    return response;
  };
}
