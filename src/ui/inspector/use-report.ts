/** A report card, read when a screen opens it and again on demand (report-model.ts). */
import { useEffect, useMemo } from 'preact/hooks';
import { lang } from '../i18n/index.ts';
import { type ReportSubject, readReport } from './report-api.ts';
import { createReportModel, subjectKey } from './report-model.ts';

/** The card of `subject` in the screen's language (read again when the language changes). */
export function useReport(chosen: ReportSubject | undefined) {
  const model = useMemo(() => createReportModel(readReport), []);
  const subject = chosen && { ...chosen, lang: lang.value };
  const key = subjectKey(subject);
  useEffect(() => {
    void model.show(subject);
  }, [key]);
  const error = model.card.error.value;
  return {
    card: model.cardOf(subject),
    error,
    failed: error !== undefined,
    loading: model.card.loading.value,
    reload: model.reload,
  };
}
