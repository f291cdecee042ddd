/**
 * The owner workspace's client of /api, with its own token kept in memory only. Each tab asks the
 * owner channel once for its token of the one owner workspace; a new tab never ends another's
 * (src/engine/content/tokens.ts). Should a token still end (the oldest of very many tabs), the tab
 * asks again and repeats the request once; concurrent requests share that one question.
 */
import { contentChanges } from '../api/content-changes.ts';
import { owner } from '../api/owner-client.ts';
import { apiUrl, requestJson } from '../app/client.ts';
import { backendReady } from '../app/offline-backend.ts';
import { ApiError, problemOf } from '../kit/api.ts';
import type { PagesApi } from './pages-model.ts';

let token: Promise<string> | undefined;

function workspaceToken(): Promise<string> {
  token ??= owner.workspaceToken().then(
    (issued) => issued.token,
    (error: unknown) => {
      token = undefined;
      throw error;
    },
  );
  return token;
}

/** Forgets the token `used` when it is still the tab's (not a newer one another request took). */
async function forget(used: string): Promise<void> {
  const current = token;
  if (current && (await current.catch(() => undefined)) === used && token === current) token = undefined;
}

async function send<T>(path: string, init: RequestInit, bearer: string) {
  const headers = new Headers(init.headers);
  headers.set('authorization', `Bearer ${bearer}`);
  return requestJson<T>(path, { ...init, headers });
}

async function contentApi<T>(path: string, init: RequestInit = {}) {
  await backendReady();
  const used = await workspaceToken();
  let answer = await send<T>(path, init, used);
  if (answer.status === 401) {
    // The token ended: take one again and repeat (once).
    await forget(used);
    answer = await send<T>(path, init, await workspaceToken());
  }
  // Every write of the workspace passes here: the other tabs read their lists again.
  if (answer.ok && (init.method ?? 'GET') !== 'GET') contentChanges.announce();
  return answer;
}

/** An image as a blob: URL, read with the workspace token (the token never enters a URL). */
export async function contentBlobUrl(path: string): Promise<string | undefined> {
  await backendReady();
  const read = async (bearer: string) =>
    fetch(apiUrl(path), { headers: { authorization: `Bearer ${bearer}` } }).catch(() => undefined);
  const used = await workspaceToken();
  let response = await read(used);
  if (response?.status === 401) {
    await forget(used);
    response = await read(await workspaceToken());
  }
  return response?.ok ? URL.createObjectURL(await response.blob()) : undefined;
}

/** A content API request that answers the body or throws the kit's ApiError (the same retry). */
export async function contentRequest<T>(path: string, init: RequestInit = {}): Promise<T> {
  let result: Awaited<ReturnType<typeof contentApi<T>>>;
  try {
    result = await contentApi<T>(path, init);
  } catch {
    throw ApiError.backend();
  }
  if (result.unexpected) throw ApiError.backend();
  if (!result.ok) throw new ApiError(result.status, problemOf(result.body, result.status));
  return result.body;
}

/** Uploads raw bytes (an image); answers the body or throws the kit's ApiError. */
export function contentUploadRequest<T>(path: string, file: Blob): Promise<T> {
  return contentRequest<T>(path, { method: 'POST', body: file, headers: { 'content-type': file.type } });
}

/** The page list's reads (pages-model.ts) against the workspace's API. */
export const pagesApi: PagesApi = {
  list: (page) => contentRequest(`/api/pages?page=${page}`),
  published: (id) => contentRequest(`/api/pages/${id}/published`),
};
