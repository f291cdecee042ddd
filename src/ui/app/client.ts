/**
 * The UI's HTTP client: the same same-origin API any other frontend uses, resolved against the
 * site's base path.
 */

import { noteStoredWork } from './storage-status.ts';

/** Base path of the site, e.g. `/` or `/sandbox/` (set at build time). */
export const BASE = import.meta.env.BASE_URL;

/** `apiUrl('/hello/Ada')` -> `/sandbox/hello/Ada` under a sub-path. */
export function apiUrl(path: string): string {
  return `${BASE}${path.replace(/^\//, '')}`;
}

export interface ApiResult<T> {
  ok: boolean;
  status: number;
  body: T;
  /** True when the answer did not come from the offline backend (e.g. a static host's page). */
  unexpected: boolean;
}

export async function requestJson<T = unknown>(path: string, init: RequestInit = {}): Promise<ApiResult<T>> {
  const headers = new Headers(init.headers);
  if (init.body !== undefined && !headers.has('content-type')) headers.set('content-type', 'application/json');
  const response = await fetch(apiUrl(path), { ...init, headers });
  // A world opened, a page or an image saved: the first stored work asks the browser to keep it.
  if (response.ok && (init.method ?? 'GET') !== 'GET' && /^\/?(v1|api)\//.test(path)) noteStoredWork();
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) {
    return { ok: false, status: response.status, body: undefined as T, unexpected: true };
  }
  return { ok: response.ok, status: response.status, body: (await response.json()) as T, unexpected: false };
}
