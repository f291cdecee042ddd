/** A report card, read when a screen opens it and again on demand (never on other requests' path). */
import { useCallback, useEffect, useState } from 'preact/hooks';
import type { ReportCard } from '../../engine/report/schemas.ts';
import { type ReportSubject, readReport } from './report-api.ts';

export function useReport(subject: ReportSubject | undefined) {
  const [card, setCard] = useState<ReportCard | undefined>();
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(false);
  const key = subject ? (subject.kind === 'world' ? `world ${subject.token}` : `token ${subject.tokenId}`) : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names the subject; the object changes every render.
  const load = useCallback(async () => {
    if (!subject) return;
    setLoading(true);
    try {
      setCard(await readReport(subject));
      setFailed(false);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }, [key]);
  useEffect(() => {
    setCard(undefined);
    void load();
  }, [load]);
  return { card, failed, loading, reload: load };
}
