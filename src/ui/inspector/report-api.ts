/**
 * Where the Report card view reads a card: a world's over HTTP (GET /v1/journal/report with the
 * world's capability, as any client could) and a content token's through the owner channel.
 */
import type { ReportCard } from '../../engine/report/schemas.ts';
import { requestJson } from '../api/client.ts';
import { owner } from '../content/owner-client.ts';
import { ApiError, problemOf } from '../kit/api.ts';

export type ReportSubject = { kind: 'world'; token: string } | { kind: 'token'; tokenId: string };

export async function readReport(subject: ReportSubject): Promise<ReportCard> {
  if (subject.kind === 'token') return owner.readReport(subject.tokenId);
  const result = await requestJson<ReportCard>('/v1/journal/report', {
    headers: { authorization: `Bearer ${subject.token}` },
  });
  if (result.unexpected) throw ApiError.backend();
  if (!result.ok) throw new ApiError(result.status, problemOf(result.body, result.status));
  return result.body;
}
