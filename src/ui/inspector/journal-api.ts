/**
 * Where the Inspector reads the journal: a world's over HTTP (GET /v1/journal with the world's
 * capability, as any client could) and the owner's (content tokens, no credentials) through the
 * owner channel, which only the app's own window may use.
 */
import type { JournalPage } from '../../engine/journal/schemas.ts';
import { owner } from '../api/owner-client.ts';
import { requestJson } from '../app/client.ts';
import { ApiError, problemOf } from '../kit/api.ts';

/** This tab's world, the owner's (content tokens, no credentials), or every studio page's requests (issue 38). */
export type JournalView = 'world' | 'owner' | 'studio';

export async function readJournal(view: JournalView, after: number, token: string | undefined): Promise<JournalPage> {
  if (view === 'owner') return owner.readJournal(after);
  if (view === 'studio') return owner.readStudioJournal(after);
  if (!token) return { entries: [], last_id: after };
  const result = await requestJson<JournalPage>(`/v1/journal?after=${after}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (result.unexpected) throw ApiError.backend();
  if (!result.ok) throw new ApiError(result.status, problemOf(result.body, result.status));
  return result.body;
}
