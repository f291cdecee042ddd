// The sandbox's HTTP API as a frontend beside the app uses it: make sure the sandbox's worker controls
// this page, then call it with fetch. Copy this file into your own frontend.

/**
 * Where the sandbox is: this page lives at `{base}examples/booking/`, so the base is two folders up.
 * A folder of yours at `{base}my-frontend/` would use '../'.
 */
export const SANDBOX = new URL('../../', window.location.href);

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
  if (!('serviceWorker' in navigator)) throw new Error('This browser has no service workers.');
  const container = navigator.serviceWorker;
  const registration = await container.register(new URL('sw.js', SANDBOX), { scope: SANDBOX.pathname });
  await container.ready;
  if (container.controller) return;
  const controlled = new Promise((resolve) => container.addEventListener('controllerchange', resolve, { once: true }));
  (registration.active ?? (await container.ready).active)?.postMessage({ type: 'CLAIM' });
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
  let response;
  for (let attempt = 1; !response; attempt++) {
    try {
      response = await fetch(new URL(path, SANDBOX), init);
    } catch (error) {
      if (!retryable || attempt >= ATTEMPTS) throw error;
      onRetry?.(attempt + 1);
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok) {
    const problem = type.includes('json') ? await response.json() : {};
    throw new ApiProblem(response.status, problem);
  }
  return type.includes('json') ? response.json() : response.blob();
}

/** A new Idempotency-Key: 32 hex characters (the API accepts 16 to 100 of [A-Za-z0-9_-]). */
export function newKey() {
  return crypto.randomUUID().replaceAll('-', '');
}
