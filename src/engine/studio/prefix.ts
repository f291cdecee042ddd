/**
 * Which URLs are the studio's: the worker's one check on every request, kept apart from the server
 * (serve.ts) so the worker's own script stays small (the server lives in services.js).
 */
import { STUDIO_PREFIX } from './limits.ts';

/** True for a path below `<base>studio/` (and `<base>studio` itself): the studio answers it, nothing else. */
export function isStudioPath(pathname: string, base: string): boolean {
  const prefix = `${base}${STUDIO_PREFIX}`;
  return pathname.startsWith(prefix) || pathname === prefix.slice(0, -1);
}

/** The project whose folder a URL is in (`<base>studio/<name>/...`), else undefined. */
export function studioProjectOf(pathname: string, base: string): string | undefined {
  const prefix = `${base}${STUDIO_PREFIX}`;
  if (!pathname.startsWith(prefix)) return undefined;
  const rest = pathname.slice(prefix.length);
  const slash = rest.indexOf('/');
  const name = slash < 0 ? undefined : rest.slice(0, slash);
  return name && /^[A-Za-z0-9-]{1,40}$/.test(name) ? name : undefined;
}
