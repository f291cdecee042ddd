import { t } from '../i18n/index.ts';
import { ReportCardView } from '../inspector/ReportCardView.tsx';
import { useReport } from '../inspector/use-report.ts';
import { FailureRegion } from '../kit/index.ts';
import { hrefTo } from '../routes.ts';
import { session } from '../world/session.ts';

/** The world's report card on the facilitator page (issue #21): which client rules its clients kept or broke. */
export function WorkshopReport() {
  const token = session.value?.token;
  const { card, error, loading, reload } = useReport(token ? { kind: 'world', token } : undefined);
  return (
    <section aria-labelledby="workshop-report">
      <h2 id="workshop-report">{t('report.headingWorld')}</h2>
      <p>{t('report.intro')}</p>
      <div class="actions">
        <button type="button" onClick={() => void reload()} disabled={!token || loading}>
          {t('report.refresh')}
        </button>
        <a href={hrefTo('report')}>{t('report.toScreen')}</a>
      </div>
      <FailureRegion error={error} area="report" />
      {card && <ReportCardView card={card} heading={t('report.headingWorld')} entries={[]} compact />}
    </section>
  );
}
