/**
 * Where the Report card view reads a card: a world's over HTTP (GET /v1/journal/report with the
 * world's capability, as any client could) and a content token's through the owner channel.
 */
import type { ReportCard } from '../../engine/report/schemas.ts';
import type { Lang } from '../../engine/words.ts';
import { owner } from '../api/owner-client.ts';
import { requestJson } from '../app/client.ts';
import { ApiError, problemOf } from '../kit/api.ts';

/**
 * Whose card: this tab's world (or, with `agent`, one of its agent connections', with `project` one
 * studio project's page's: docs/studio.md), or a content token's;
 * `lang` is the screen's language: the engine writes the card's words in it (issue #26: one source of
 * the rules' words, in the engine, for the API, MCP and the app alike).
 */
export type ReportSubject = (
  | { kind: 'world'; token: string; agent?: string; project?: string }
  | { kind: 'token'; tokenId: string }
  /** A studio project's card across every world and token its pages used (owner channel, issue 38). */
  | { kind: 'project'; project: string }
) & {
  lang?: Lang;
};

export async function readReport(subject: ReportSubject): Promise<ReportCard> {
  const lang = subject.lang ?? 'en';
  if (subject.kind === 'token') return owner.readReport(subject.tokenId, lang);
  if (subject.kind === 'project') return owner.readProjectReport(subject.project, lang);
  const query = new URLSearchParams({ lang });
  if (subject.agent !== undefined) query.set('agent', subject.agent);
  if (subject.project !== undefined) query.set('project', subject.project);
  const result = await requestJson<ReportCard>(`/v1/journal/report?${query}`, {
    headers: { authorization: `Bearer ${subject.token}` },
  });
  if (result.unexpected) throw ApiError.backend();
  if (!result.ok) throw new ApiError(result.status, problemOf(result.body, result.status));
  return result.body;
}
