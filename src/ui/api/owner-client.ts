/**
 * Talks to the engine's owner operations through the service worker's message channel: not an HTTP
 * path, so no agent with a token can reach it.
 */

import type { NewToken, TokenSummary } from '../../engine/content/tokens.ts';
import type { OwnerInput, OwnerMessage, OwnerOperation, OwnerReply, OwnerResults } from '../../engine/owner.ts';
import type { Lang } from '../../engine/words.ts';
import { ApiError } from '../kit/api.ts';

/** A connection as the owner sees it (the token's secret is never listed). */
export type Connection = TokenSummary;
/** A connection just made: its token is shown once. */
export type NewConnection = NewToken;

/** The owner channel's refusals are the kit's one error type (status 0: no HTTP answer). */
function ownerError(code: string, message: string): ApiError {
  return new ApiError(0, { error: code === 'backend_missing' ? 'backend' : code, message });
}

/** Calls one operation of the owner channel's contract (src/engine/owner.ts), typed by it. */
export async function ownerCall<K extends OwnerOperation>(op: K, args: OwnerInput<K>): Promise<OwnerResults[K]> {
  const registration = await navigator.serviceWorker.ready;
  const worker = registration.active;
  if (!worker) throw ownerError('backend_missing', 'The offline backend is not active.');
  const channel = new MessageChannel();
  const reply = new Promise<OwnerResults[K]>((resolve, reject) => {
    channel.port1.onmessage = (event) => {
      const data = event.data as OwnerReply<K>;
      if (data.ok) resolve(data.result);
      else reject(ownerError(data.error.code, data.error.message));
    };
  });
  const message: OwnerMessage<K> = { type: 'owner', op, args };
  worker.postMessage(message, [channel.port2]);
  return reply;
}

export const owner = {
  createToken: (name: string, scopes: string[]) => ownerCall('createToken', { name, scopes }),
  listTokens: () => ownerCall('listTokens', {}),
  revokeToken: (id: string) => ownerCall('revokeToken', { id }),
  workspaceToken: () => ownerCall('workspaceToken', {}),
  readJournal: (after: number) => ownerCall('readJournal', { after }),
  readReport: (tokenId: string, lang: Lang) => ownerCall('readReport', { tokenId, lang }),
  /** A studio project's card across every world and token it used (issue 38). */
  readProjectReport: (project: string, lang: Lang) => ownerCall('readReport', { project, lang }),
  readStudioJournal: (after: number) => ownerCall('readStudioJournal', { after }),
  listJudgedProjects: () => ownerCall('listJudgedProjects', {}),
  listRules: (lang: Lang) => ownerCall('listRules', { lang }),
  exportFile: (worlds: string[]) => ownerCall('exportFile', { worlds }),
  previewImport: (file: Uint8Array) => ownerCall('previewImport', { file }),
  /**
   * `projects`: for each studio project whose name is taken here, `replace` or `keep-both` (the default).
   * `origin`: the file's name or the scenario link; the file's studio projects wait for Run with it.
   */
  importFile: (
    file: Uint8Array,
    projects: Record<string, 'replace' | 'keep-both'> = {},
    origin?: { kind: 'export' | 'scenario'; name: string },
  ) => ownerCall('importFile', { file, projects, ...(origin && { origin }) }),
};
