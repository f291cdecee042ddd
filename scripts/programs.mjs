// What `npm start`'s static server (scripts/serve.mjs) answers a program that asks it for one of the
// sandbox's APIs. Those are answered by the service worker inside a browser tab, never by this
// server; a program (curl, Node's fetch, Python, an MCP client) has to go through the local bridge.
// docs/bridge.md, "npm start and programs", explains the rule; tests/scripts/serve-programs.test.ts
// holds it (and checks the paths below against the engine's contracts, so they cannot drift).
import { BRIDGE_COMMAND, BRIDGE_URL, LOCAL_TOOLS_ROUTE } from '../src/shared/bridge-protocol.mjs';

export { BRIDGE_COMMAND, BRIDGE_URL, LOCAL_TOOLS_ROUTE };

/**
 * Request headers: Node's `IncomingHttpHeaders` (lower-case names) or a Fetch `Headers`.
 * @typedef {{ get(name: string): string | null } | Record<string, string | string[] | undefined>} HeaderBag
 */

/**
 * The Problem body a program gets from `npm start`'s server (421).
 * @typedef {object} ProgramProblem
 * @property {421} status
 * @property {'sandbox_runs_in_the_browser'} error
 * @property {string} message
 * @property {{ command: string, url: string, pair_in_app: string, try: string }} bridge
 * @property {string} app
 */

/**
 * Paths (relative to the app's base) the engine owns, with everything below them: the contracts' `prefixes`.
 * @type {readonly string[]}
 */
export const ENGINE_PREFIXES = ['/v1', '/formulare', '/api', '/hello'];
/**
 * Paths the engine owns exactly: the contracts' `exact`.
 * @type {readonly string[]}
 */
export const ENGINE_EXACT = ['/llms.txt', '/mcp', '/mcp-tools.json', '/openapi/hello.json'];

/**
 * True for a path (relative to the base, without query) that only the worker answers.
 * @param {string} path
 * @returns {boolean}
 */
export function isEnginePath(path) {
  if (ENGINE_EXACT.includes(path)) return true;
  return ENGINE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * A browser's navigation: `Sec-Fetch-Mode: navigate` (every current browser sends it on a
 * navigation), a document destination, or an Accept that asks for HTML (older browsers, and a person
 * who types the address). Those keep the static server's old answer, so a browser is never shown
 * JSON where it expects a page.
 * @param {HeaderBag} headers
 * @returns {boolean}
 */
function isNavigation(headers) {
  const mode = headerValue(headers, 'sec-fetch-mode');
  const dest = headerValue(headers, 'sec-fetch-dest');
  const accept = headerValue(headers, 'accept') ?? '';
  return (
    mode === 'navigate' ||
    ['document', 'iframe', 'frame', 'embed', 'object'].includes(dest ?? '') ||
    /(^|,)\s*text\/html\b/i.test(accept)
  );
}

/**
 * The service worker's own fetches: its script (`Service-Worker: script`, the registration and its
 * update checks) and other worker scripts. The worker never fetches an engine path from the network
 * (it answers them itself); its precache and the pages beside the app are files, which the server
 * serves before this rule is asked at all.
 * @param {HeaderBag} headers
 * @returns {boolean}
 */
function isWorkerFetch(headers) {
  const dest = headerValue(headers, 'sec-fetch-dest');
  return (
    headerValue(headers, 'service-worker') !== undefined ||
    ['serviceworker', 'sharedworker', 'worker', 'script'].includes(dest ?? '')
  );
}

/**
 * A program: a request for an engine path that is neither a navigation nor the worker's own
 * fetch, and that no file of the build answers. A browser's `fetch()` from a page the worker does
 * not control yet counts as a program too: it could not get the API here either, and the Problem
 * tells its developer why.
 * @param {string} path
 * @param {HeaderBag} headers
 * @returns {boolean}
 */
export function isProgramRequest(path, headers) {
  return isEnginePath(path) && !isNavigation(headers) && !isWorkerFetch(headers);
}

/**
 * The Problem (application/problem+json) a program gets. `appUrl` is the app's address on this
 * server (`http://localhost:4173/`); `pathAndQuery` is the request's target relative to the base
 * (`/v1/services?x=1`), which the bridge answers at the same relative path.
 * @param {string} appUrl
 * @param {string} pathAndQuery
 * @returns {ProgramProblem}
 */
export function programProblem(appUrl, pathAndQuery) {
  const tryUrl = new URL(pathAndQuery.replace(/^\/+/, ''), BRIDGE_URL).href;
  return {
    status: 421,
    error: 'sandbox_runs_in_the_browser',
    message:
      `This address only serves the app's files. The sandbox's APIs (/v1, /api, /hello, /mcp, /llms.txt, /formulare) are answered by the service worker inside a browser tab, not by this server. ` +
      `For curl, scripts and MCP clients: run "${BRIDGE_COMMAND}" in a terminal (it prints ${BRIDGE_URL} and a pairing code), ` +
      `open ${appUrl}${LOCAL_TOOLS_ROUTE} in a browser ("Local tools"), enter the code, then send this request to ${tryUrl}`,
    bridge: {
      command: BRIDGE_COMMAND,
      url: BRIDGE_URL,
      pair_in_app: `${appUrl}${LOCAL_TOOLS_ROUTE}`,
      try: tryUrl,
    },
    app: appUrl,
  };
}

/**
 * A header of Node's `IncomingHttpHeaders` (lower-case names) or a Fetch `Headers`.
 * @param {HeaderBag} headers
 * @param {string} name
 * @returns {string | undefined}
 */
function headerValue(headers, name) {
  if (typeof headers.get === 'function') return /** @type {Headers} */ (headers).get(name) ?? undefined;
  const value = /** @type {Record<string, string | string[] | undefined>} */ (headers)[name];
  return Array.isArray(value) ? value.join(', ') : value;
}
