/**
 * The owner channel's contract: each operation the owner may do outside the public API (the app's
 * Agents area and workspace), declared once with its argument schema and result type. The worker
 * checks and runs messages with `answerOwner`; the UI calls the same operations typed
 * (`import type` only). No HTTP route reaches any of them.
 */
import * as v from 'valibot';
import type { NewToken, TokenSummary } from './content/tokens.ts';
import { ApiError } from './http/errors.ts';
import type { JournalPage } from './journal/schemas.ts';
import type { RuleSummary } from './report/rule-list.ts';
import type { ReportCard } from './report/schemas.ts';
import { ImportedOrigin, STUDIO_OPERATIONS, StudioImportChoices, type StudioResults } from './studio/types.ts';
import type { ExportedFile } from './transfer/export.ts';
import type { ImportResult } from './transfer/import.ts';
import type { ImportPreview } from './transfer/plan.ts';

/** The bytes of an export file, exactly as read from disk or the network (docs/workshop.md). */
const FileBytes = v.custom<Uint8Array>((input) => input instanceof Uint8Array, 'Send the file’s bytes.');

/** The arguments of each operation. */
export const OWNER_OPERATIONS = {
  createToken: v.strictObject({ name: v.string(), scopes: v.array(v.string()) }),
  listTokens: v.strictObject({}),
  revokeToken: v.strictObject({ id: v.string() }),
  /** A fresh all-scopes token for the owner's own workspace. */
  workspaceToken: v.strictObject({}),
  /** The journal of every content token and of requests without a credential, entries after `after`. */
  readJournal: v.strictObject({ after: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0) }),
  /**
   * The report card of one content token's own requests (issue #21), for the Agents area and the
   * Inspector; or of one studio project's requests in every world and token (issue 38, report/project.ts).
   */
  readReport: v.union([
    v.strictObject({
      tokenId: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
      lang: v.optional(v.picklist(['en', 'de'])),
    }),
    v.strictObject({
      project: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
      lang: v.optional(v.picklist(['en', 'de'])),
    }),
  ]),
  /** What studio pages did, in every world and token, entries after `after` (issue 38: the Inspector's studio view). */
  readStudioJournal: v.strictObject({ after: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0) }),
  /** The studio projects to judge: those the studio has and those the journal names, sorted. */
  listJudgedProjects: v.strictObject({}),
  /** Every rule's title, advice and guide section (issue #28): the room board names the rules of handed-in cards. */
  listRules: v.strictObject({ lang: v.optional(v.picklist(['en', 'de'])) }),
  /** The content store, and the worlds of these capabilities (never written into the file), as one file. */
  exportFile: v.strictObject({
    worlds: v.optional(v.pipe(v.array(v.pipe(v.string(), v.regex(/^[a-f0-9]{64}$/))), v.maxLength(10)), []),
  }),
  /** What importing the file would add and replace; changes nothing. */
  previewImport: v.strictObject({ file: FileBytes }),
  /**
   * Imports the file in one transaction; each world in it becomes a new world with a new capability.
   * `projects`: for each studio project whose name is taken here, `replace` or `keep-both` (the default).
   * `origin`: the file's name or the scenario link, stored with its studio projects (they wait for Run).
   */
  importFile: v.strictObject({ file: FileBytes, projects: StudioImportChoices, origin: ImportedOrigin }),
  /** The studio's projects (issue #32, docs/studio.md): stored in IndexedDB, served at `<base>studio/<name>/`. */
  ...STUDIO_OPERATIONS,
};

/** What each operation answers. */
export interface OwnerResults extends StudioResults {
  createToken: NewToken;
  listTokens: TokenSummary[];
  revokeToken: null;
  workspaceToken: { token: string };
  readJournal: JournalPage;
  readReport: ReportCard;
  readStudioJournal: JournalPage;
  listJudgedProjects: string[];
  listRules: RuleSummary[];
  exportFile: ExportedFile;
  previewImport: ImportPreview;
  importFile: ImportResult;
}

export type OwnerOperation = keyof typeof OWNER_OPERATIONS;
type OwnerArgs<K extends OwnerOperation> = v.InferOutput<(typeof OWNER_OPERATIONS)[K]>;
/** What a caller sends: members with a default may be left out. */
export type OwnerInput<K extends OwnerOperation> = v.InferInput<(typeof OWNER_OPERATIONS)[K]>;

/** The engine's side of the channel: one function per operation. */
export type OwnerApi = { [K in OwnerOperation]: (args: OwnerArgs<K>) => Promise<OwnerResults[K]> };

/** A message on the channel (posted with a MessagePort for the reply). */
export interface OwnerMessage<K extends OwnerOperation = OwnerOperation> {
  type: 'owner';
  op: K;
  args: OwnerInput<K>;
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
