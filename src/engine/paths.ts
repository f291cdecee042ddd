/** Base paths: shared by the engine, the service worker and the build (no imports, so vite.config can use it). */

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
