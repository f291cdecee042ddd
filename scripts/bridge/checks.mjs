// The bridge's rules for an incoming HTTP request, as pure functions (tests/scripts/bridge-checks.test.ts).
// The bridge gives loopback programs the same data the person sees, so anything a web page could
// make a browser send to 127.0.0.1 must be refused: DNS rebinding (Host), other sites (Origin,
// Sec-Fetch-Site).
import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { VIA_HEADER } from '../../src/shared/bridge-protocol.mjs';

/** Request headers the tab's fetch must not get: hop-by-hop, the browser's own, the bridge's marker. */
const DROPPED_REQUEST_HEADERS = new Set([
  'host',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'expect',
  'content-length',
  'accept-encoding',
  'origin',
  'referer',
  'cookie',
  // The tab sets its own mark on what it forwards (src/ui/bridge/forward.ts); a program's is never passed on.
  VIA_HEADER,
  // The bridge names itself in its own Forwarded header (forwardedBy); a program's is never passed on.
  'forwarded',
  'x-forwarded-host',
  'x-forwarded-proto',
]);

/** Answer headers that describe the tab's transfer, not the answer (the bridge sends its own). */
const DROPPED_RESPONSE_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
]);

/** @typedef {import('./checks.mjs').BridgeProblem} BridgeProblem */

/**
 * A Problem answer in the engine's shape: `{ error, message, status }`, application/problem+json.
 * @param {number} status
 * @param {string} error
 * @param {string} message
 * @returns {BridgeProblem}
 */
export function problem(status, error, message) {
  return { status, error, message };
}

/**
 * Host must name the bridge itself (`127.0.0.1:PORT` or `localhost:PORT`): a page whose DNS name
 * was rebound to 127.0.0.1 sends its own name and is refused.
 * @param {string | undefined} host
 * @param {number} port
 * @returns {BridgeProblem | null}
 */
export function checkHost(host, port) {
  const allowed = [`127.0.0.1:${port}`, `localhost:${port}`];
  if (port === 80) allowed.push('127.0.0.1', 'localhost');
  if (typeof host === 'string' && allowed.includes(host.toLowerCase())) return null;
  return problem(421, 'wrong_host', `The bridge answers only requests for 127.0.0.1:${port} or localhost:${port}.`);
}

/**
 * A request from a browser page is accepted only from the app's own origin. Programs (curl, Python,
 * Node's fetch) send no Origin. A page's no-cors GET has no Origin either, but says where it comes
 * from in Sec-Fetch-Site; an address typed into the browser says `none` and is allowed.
 * @param {Record<string, string | string[] | undefined>} headers
 * @param {string | undefined} appOrigin
 * @returns {BridgeProblem | null}
 */
export function checkOrigin(headers, appOrigin) {
  const origin = headers.origin;
  if (origin !== undefined) {
    if (appOrigin && origin === appOrigin) return null;
    return problem(
      403,
      'foreign_origin',
      `Requests from the web page ${origin} are refused: only the paired app may use the bridge from a browser.`,
    );
  }
  const site = headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') {
    return problem(
      403,
      'foreign_origin',
      'Requests from other web pages are refused: only the paired app may use the bridge from a browser.',
    );
  }
  return null;
}

/**
 * The request target as a path relative to the app's base (`v1/sessions?x=1`), dot segments
 * resolved so it cannot climb out of the base. Only origin-form targets (`/...`) are accepted.
 * @param {string | undefined} target
 * @returns {string | null}
 */
export function forwardPath(target) {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//')) return null;
  const url = new URL(target, 'http://bridge.invalid');
  return `${url.pathname.slice(1)}${url.search}`;
}

/**
 * Node's raw header list -> the pairs the tab sends on, without hop-by-hop and browser-owned ones.
 * @param {string[]} rawHeaders
 * @returns {[string, string][]}
 */
export function forwardHeaders(rawHeaders) {
  /** @type {[string, string][]} */
  const pairs = [];
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    const name = (rawHeaders[i] ?? '').toLowerCase();
    if (DROPPED_REQUEST_HEADERS.has(name) || name.startsWith('sec-') || name.startsWith('proxy-')) continue;
    pairs.push([name, rawHeaders[i + 1] ?? '']);
  }
  return pairs;
}

/**
 * The Forwarded header (RFC 7239) the bridge adds to each request: the address the program used, so
 * that documents read through the bridge name the bridge (src/engine/http/public-base.ts). `host`
 * has passed checkHost, so it is `127.0.0.1:PORT` or `localhost:PORT`.
 * @param {string} host
 * @returns {[string, string]}
 */
export function forwardedBy(host) {
  return ['forwarded', `host="${host}";proto=http`];
}

/**
 * The tab's answer headers as the bridge sends them on.
 * @param {[string, string][]} pairs
 * @returns {[string, string][]}
 */
export function answerHeaders(pairs) {
  return pairs.filter(([name]) => !DROPPED_RESPONSE_HEADERS.has(name.toLowerCase()));
}

/** Letters and digits that cannot be confused when read aloud or typed (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A fresh pairing code such as `K7QM-4XTP` (about 40 bits; the bridge replaces it after a few wrong tries). */
export function newPairingCode() {
  let code = '';
  for (let i = 0; i < 8; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/**
 * True when `typed` is `code`, ignoring case, spaces and hyphens; compared in constant time.
 * @param {string} code
 * @param {unknown} typed
 * @returns {boolean}
 */
export function codeMatches(code, typed) {
  if (typeof typed !== 'string') return false;
  const a = Buffer.from(code.replace(/-/g, ''));
  const b = Buffer.from(typed.toUpperCase().replace(/[\s-]/g, ''));
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * A fresh re-pair secret (256 bits, base64url): what the paired tab keeps in its sessionStorage so a
 * reload pairs again without a new code. Only this run of the bridge knows it (docs/bridge.md).
 */
export function newResumeSecret() {
  return randomBytes(32).toString('base64url');
}

/**
 * True when `offered` is `secret`, compared in constant time.
 * @param {string} secret
 * @param {unknown} offered
 * @returns {boolean}
 */
export function secretMatches(secret, offered) {
  if (typeof offered !== 'string') return false;
  const a = Buffer.from(secret);
  const b = Buffer.from(offered);
  return a.length === b.length && timingSafeEqual(a, b);
}
