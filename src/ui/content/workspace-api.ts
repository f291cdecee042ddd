/** The owner workspace's client of /api, with its own token kept in memory only. */
import { requestJson } from '../api/client.ts';
import { backendReady } from '../offline-backend.ts';
import { owner } from './owner-client.ts';

let token: string | undefined;

async function workspaceToken(): Promise<string> {
  token ??= (await owner.workspaceToken()).token;
  return token;
}

export async function contentApi<T>(path: string, init: RequestInit = {}) {
  await backendReady();
  const headers = new Headers(init.headers);
  headers.set('authorization', `Bearer ${await workspaceToken()}`);
  return requestJson<T>(path, { ...init, headers });
}
