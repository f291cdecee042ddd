// Plain JavaScript with types beside it (sandbox-api.d.mts): the UI's studio host checks URLs with it.

/**
 * The paths the engine answers, relative to the base, as the UI may know them (the studio's relay,
 * src/ui/studio/host/relay.ts): the same list as the contracts' heads (src/engine/contracts.ts),
 * which tests/engine/sandbox-api.test.ts keeps equal, without the contracts' code.
 */
export const SANDBOX_API_PREFIXES = Object.freeze(['/v1', '/formulare', '/api', '/hello']);
export const SANDBOX_API_EXACT = Object.freeze(['/mcp', '/llms.txt', '/openapi/hello.json', '/mcp-tools.json']);

/**
 * True for a path the engine answers (`/sandbox/v1/x` under base `/sandbox/`).
 * @param {string} pathname
 * @param {string} base
 * @returns {boolean}
 */
export function isSandboxApiPath(pathname, base) {
  if (!pathname.startsWith(base)) return false;
  const path = `/${pathname.slice(base.length)}`;
  return (
    SANDBOX_API_EXACT.includes(path) ||
    SANDBOX_API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))
  );
}
