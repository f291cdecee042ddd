/**
 * The owner's channel to the engine: messages from the app's own pages, answered on a MessagePort.
 * It is not an HTTP path, so no bearer token and no fetch from an agent can reach it. Any page of
 * the origin can post to the worker, so only the app's own top-level window is answered
 * (`isAppWindow`): a page beside the app cannot mint content tokens through it (issue #10).
 */

import { ApiError } from '../engine/http/errors.ts';
import type { Engine } from '../engine/index.ts';
import { isAppUrl } from './app-url.ts';

export interface OwnerMessage {
  type: 'owner';
  op: 'createToken' | 'listTokens' | 'revokeToken' | 'workspaceToken';
  args?: unknown;
}

export type OwnerReply = { ok: true; result: unknown } | { ok: false; error: { code: string; message: string } };

/** What refused messages get, so the caller is told instead of waiting forever. */
export const NOT_THE_APP: OwnerReply = {
  ok: false,
  error: { code: 'forbidden', message: 'Only the sandbox app itself may use the owner channel.' },
};

/** The parts of a message's source that decide: a Client has them, a ServiceWorker or MessagePort does not. */
interface MessageSource {
  type?: string;
  frameType?: string;
  url?: string;
}

/**
 * True when the message came from the app's own window: a top-level window client (not a frame,
 * which another page could script) whose URL is the app, `{origin}{base}` or `{origin}{base}index.html`
 * with any query or hash. Pages beside the app, workers and frames are refused.
 */
export function isAppWindow(source: MessageSource | null | undefined, origin: string, base: string): boolean {
  if (source?.type !== 'window' || source.frameType !== 'top-level' || !source.url) return false;
  const url = new URL(source.url);
  return url.origin === origin && isAppUrl(url, base);
}

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
