/** Which same-origin paths the engine answers, shared by the engine and the service worker. */

/** Ensures a base path starts and ends with `/`: `sandbox` -> `/sandbox/`. */
export function normaliseBase(base: string): string {
  const trimmed = base.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '/' : `/${trimmed}/`;
}

/** `/sandbox/hello/x` under base `/sandbox/` -> `/hello/x`; undefined when outside the base. */
export function relativePath(pathname: string, base: string): string | undefined {
  if (!pathname.startsWith(base)) return undefined;
  return `/${pathname.slice(base.length)}`;
}

/** Prefixes (and exact paths) that belong to the offline backend, never to the app shell. */
const ENGINE_PREFIXES = ['/v1/', '/formulare/', '/api/', '/hello/'];
const ENGINE_EXACT = ['/v1', '/formulare', '/api', '/hello', '/llms.txt'];

export function isEnginePath(pathname: string, base: string): boolean {
  const path = relativePath(pathname, base);
  if (path === undefined) return false;
  return ENGINE_EXACT.includes(path) || ENGINE_PREFIXES.some((prefix) => path.startsWith(prefix));
}
