/**
 * The owner channel's contract: each operation the owner may do outside the public API (the app's
 * Agents area and workspace), declared once with its argument schema and result type. The worker
 * checks and runs messages with `answerOwner`; the UI calls the same operations typed
 * (`import type` only). No HTTP route reaches any of them.
 */
import * as v from 'valibot';
import type { NewToken, TokenSummary } from './content/tokens.ts';
import { ApiError } from './http/errors.ts';

/** The arguments of each operation. */
export const OWNER_OPERATIONS = {
  createToken: v.strictObject({ name: v.string(), scopes: v.array(v.string()) }),
  listTokens: v.strictObject({}),
  revokeToken: v.strictObject({ id: v.string() }),
  /** A fresh all-scopes token for the owner's own workspace. */
  workspaceToken: v.strictObject({}),
};

/** What each operation answers. */
export interface OwnerResults {
  createToken: NewToken;
  listTokens: TokenSummary[];
  revokeToken: null;
  workspaceToken: { token: string };
}

export type OwnerOperation = keyof typeof OWNER_OPERATIONS;
export type OwnerArgs<K extends OwnerOperation> = v.InferOutput<(typeof OWNER_OPERATIONS)[K]>;

/** The engine's side of the channel: one function per operation. */
export type OwnerApi = { [K in OwnerOperation]: (args: OwnerArgs<K>) => Promise<OwnerResults[K]> };

/** A message on the channel (posted with a MessagePort for the reply). */
export interface OwnerMessage<K extends OwnerOperation = OwnerOperation> {
  type: 'owner';
  op: K;
  args: OwnerArgs<K>;
}

export type OwnerReply<K extends OwnerOperation = OwnerOperation> =
  | { ok: true; result: OwnerResults[K] }
  | { ok: false; error: { code: string; message: string } };

export function isOwnerMessage(data: unknown): data is { type: 'owner'; op?: unknown; args?: unknown } {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'owner';
}

/** Checks a message against the operation's schema and runs it; every failure is a reply, never a throw. */
export async function answerOwner(owner: OwnerApi, message: { op?: unknown; args?: unknown }): Promise<OwnerReply> {
  try {
    const op = message.op as OwnerOperation;
    const schema = Object.hasOwn(OWNER_OPERATIONS, op) ? OWNER_OPERATIONS[op] : undefined;
    if (!schema) throw new ApiError(400, 'malformed_request', `Unknown owner operation ${String(message.op)}.`);
    const args = v.safeParse(schema, message.args ?? {});
    if (!args.success) throw new ApiError(400, 'malformed_request', `The arguments of ${op} are not valid.`);
    const run = owner[op] as (input: unknown) => Promise<OwnerResults[OwnerOperation]>;
    return { ok: true, result: await run(args.output) };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, error: { code: error.code, message: error.message } };
    console.error('[engine] owner operation failed', error);
    return { ok: false, error: { code: 'internal_error', message: 'The offline backend hit an unexpected error.' } };
  }
}
