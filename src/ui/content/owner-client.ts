/**
 * Talks to the engine's owner operations through the service worker's message channel: not an HTTP
 * path, so no agent with a token can reach it.
 */

import type { NewToken, TokenSummary } from '../../engine/content/tokens.ts';

/** A connection as the owner sees it (the token's secret is never listed). */
export type Connection = TokenSummary;
/** A connection just made: its token is shown once. */
export type NewConnection = NewToken;

export class OwnerError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

async function ownerCall<T>(op: string, args?: unknown): Promise<T> {
  const registration = await navigator.serviceWorker.ready;
  const worker = registration.active;
  if (!worker) throw new OwnerError('backend_missing', 'The offline backend is not active.');
  const channel = new MessageChannel();
  const reply = new Promise<T>((resolve, reject) => {
    channel.port1.onmessage = (event) => {
      const data = event.data as { ok: boolean; result?: T; error?: { code: string; message: string } };
      if (data.ok) resolve(data.result as T);
      else reject(new OwnerError(data.error?.code ?? 'internal_error', data.error?.message ?? ''));
    };
  });
  worker.postMessage({ type: 'owner', op, args }, [channel.port2]);
  return reply;
}

export const owner = {
  createToken: (name: string, scopes: string[]) => ownerCall<NewConnection>('createToken', { name, scopes }),
  listTokens: () => ownerCall<Connection[]>('listTokens'),
  revokeToken: (id: string) => ownerCall<void>('revokeToken', { id }),
  workspaceToken: () => ownerCall<{ token: string }>('workspaceToken'),
};
