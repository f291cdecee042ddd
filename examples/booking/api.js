// The sandbox's HTTP API as a frontend beside the app uses it: make sure the sandbox's worker controls
// this page, then call it with fetch. Copy this file into your own frontend.

/**
 * Where the sandbox is: this page lives at `{base}examples/booking/`, so the base is two folders up.
 * A folder of yours at `{base}my-frontend/` would use '../'.
 */
export const SANDBOX = new URL('../../', window.location.href);

/**
 * True in the studio (docs/studio.md): there the page runs in an opaque origin, with no worker of its
 * own, and the app that hosts it carries its fetch calls to the sandbox.
 */
export const HOSTED = self.origin === 'null';

/** Attempts for a request whose answer was lost (the network or the worker dropped it). */
const ATTEMPTS = 3;

/** An answer that is not 2xx, with the Problem body (`error`, `message`, `type`) when there is one. */
export class ApiProblem extends Error {
  constructor(status, problem) {
    super(problem.message ?? `Status ${status}`);
    this.status = status;
    this.code = problem.error ?? 'unexpected_answer';
    this.type = problem.type;
    this.problem = problem;
  }
}

/**
 * Resolves once the sandbox's worker controls this page. Registering the app's own worker here is
 * harmless when the app was opened before (same script, same scope) and makes this page work on its
 * own when it was not. After a hard reload (Shift+Reload) the page is uncontrolled: ask to be claimed.
 */
export async function connect() {
  if (HOSTED) return;
  if (!('serviceWorker' in navigator)) throw new Error('This browser has no service workers.');
  const container = navigator.serviceWorker;
  // The app's own options (updateViaCache too): other options would start an update check, which
  // fails with the host gone; a page the worker already controls works on without it.
  const registration = await container
    .register(new URL('sw.js', SANDBOX), { scope: SANDBOX.pathname, updateViaCache: 'none' })
    .catch((error) => {
      if (container.controller) return undefined;
      throw error;
    });
  await container.ready;
  if (container.controller) return;
  const controlled = new Promise((resolve) => container.addEventListener('controllerchange', resolve, { once: true }));
  (registration?.active ?? (await container.ready).active)?.postMessage({ type: 'CLAIM' });
  await controlled;
}

/**
 * Calls the API. `token` is the world's capability: it goes into the Authorization header and nowhere
 * else (never a URL, storage or the page). A request whose answer is lost is sent again, with the same
 * Idempotency-Key and exactly the same body, so the sandbox replays its first answer instead of making
 * a second case; `onRetry(attempt)` tells the page. Requests without a key (POST /v1/sessions) are not
 * retried: a second world would be made.
 */
export async function call(path, { method = 'GET', token, body, idempotencyKey, onRetry } = {}) {
  const headers = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
  const init = { method, headers, body: body === undefined ? undefined : JSON.stringify(body) };
  const retryable = method === 'GET' || Boolean(idempotencyKey);
  for (let attempt = 1; ; attempt++) {
    let response;
    try {
      response = await fetch(new URL(path, SANDBOX), init);
    } catch (error) {
      if (!retryable || attempt >= ATTEMPTS) throw error;
      onRetry?.(attempt + 1);
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      continue;
    }
    const type = response.headers.get('content-type') ?? '';
    if (response.ok) return type.includes('json') ? response.json() : response.blob();
    const problem = type.includes('json') ? await response.json() : {};
    // A lost answer (the change was stored), a moment of unavailability or a rate limit: the same
    // request with the same key is the answer (a workshop can switch these faults on).
    if (retryable && attempt < ATTEMPTS && RETRY_CODES.has(problem.error)) {
      onRetry?.(attempt + 1);
      const seconds = Number(response.headers.get('retry-after'));
      await new Promise((resolve) => setTimeout(resolve, seconds > 0 ? seconds * 1000 : 200 * attempt));
      continue;
    }
    throw new ApiProblem(response.status, problem);
  }
}

/** Problem codes after which the identical request is sent again with the same key. */
const RETRY_CODES = new Set(['answer_lost', 'unavailable', 'rate_limited']);

/** A new Idempotency-Key: 32 hex characters (the API accepts 16 to 100 of [A-Za-z0-9_-]). */
export function newKey() {
  return crypto.randomUUID().replaceAll('-', '');
}
