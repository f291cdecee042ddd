/**
 * The owner's channel to the engine: messages from the app's own pages, answered on a MessagePort.
 * It is not an HTTP path, so no bearer token and no fetch from an agent can reach it; only pages of
 * this origin (the owner's browser) can post to the worker.
 */

import { ApiError } from '../engine/http/errors.ts';
import type { Engine } from '../engine/index.ts';

export interface OwnerMessage {
  type: 'owner';
  op: 'createToken' | 'listTokens' | 'revokeToken' | 'workspaceToken';
  args?: unknown;
}

export type OwnerReply = { ok: true; result: unknown } | { ok: false; error: { code: string; message: string } };

export function isOwnerMessage(data: unknown): data is OwnerMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'owner';
}

export async function answerOwner(engine: Engine, message: OwnerMessage): Promise<OwnerReply> {
  try {
    return { ok: true, result: await run(engine, message) };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, error: { code: error.code, message: error.message } };
    console.error('[sw] owner operation failed', error);
    return { ok: false, error: { code: 'internal_error', message: 'The offline backend hit an unexpected error.' } };
  }
}

function run(engine: Engine, { op, args }: OwnerMessage): Promise<unknown> {
  const input = (args ?? {}) as { name?: unknown; scopes?: unknown; id?: unknown };
  switch (op) {
    case 'createToken':
      return engine.owner.createToken({
        name: String(input.name ?? ''),
        scopes: Array.isArray(input.scopes) ? input.scopes.map(String) : [],
      });
    case 'listTokens':
      return engine.owner.listTokens();
    case 'revokeToken':
      return engine.owner.revokeToken(String(input.id ?? ''));
    case 'workspaceToken':
      return engine.owner.workspaceToken();
    default:
      throw new ApiError(400, 'malformed_request', `Unknown owner operation ${String(op)}.`);
  }
}
