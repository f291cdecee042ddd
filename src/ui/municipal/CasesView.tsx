import { useEffect } from 'preact/hooks';
import { t } from '../i18n/index.ts';
import { FailureRegion, useTitle } from '../kit/index.ts';
import { hrefTo } from '../routes.ts';
import { tabRestored, world } from '../world/session.ts';
import { municipal } from './api.ts';
import { createCasesModel } from './cases-model.ts';
import { euros, loadCatalogue, serviceName } from './flow.ts';
import { useModel } from './use-model.ts';
import { WorldBar } from './WorldBar.tsx';

/** All cases of the world with their states (cases-model.ts); they follow changes made in other tabs. */
export function CasesView() {
  useTitle(t('m.myCases'));
  const model = useModel(() =>
    createCasesModel({ world, restored: tabRestored, catalogue: loadCatalogue, cases: municipal.cases }),
  );
  useEffect(() => {
    // Another frontend may change the world without telling this tab: look again when it is shown.
    const onVisible = () => document.visibilityState === 'visible' && void model.reload();
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [model]);
  const cases = model.cases.data.value;

  return (
    <section>
      <h1 tabIndex={-1}>{t('m.myCases')}</h1>
      <WorldBar />
      <FailureRegion error={model.cases.error.value} area="m" onRetry={() => void model.reload()} />
      {model.none.value && <p>{t('m.casesNone')}</p>}
      {cases && cases.length > 0 && (
        // A list, not a table: it reflows to 320 px (WCAG 1.4.10) without sideways scrolling.
        <ul class="case-list" data-testid="cases">
          {cases.map((c) => {
            const name = serviceName(c.service, c.details.service_name);
            return (
              <li key={c.id}>
                <h2 class="case-title">{name}</h2>
                <p>
                  <span class={`tag tag-state-${c.state}`}>{t(`m.state.${c.state}`)}</span>
                </p>
                {c.awaiting_confirmation && (
                  <p class="awaiting" data-testid="awaiting">
                    <strong>{t('m.awaiting', { name: c.awaiting_confirmation.by })}</strong>
                  </p>
                )}
                <p>
                  {t('m.casePerson', { name: c.profile.name })}
                  {c.receipt && (
                    <>
                      <br />
                      {t('m.caseReference', { number: c.receipt.number })}
                    </>
                  )}
                  <br />
                  {t('m.caseFee', { fee: c.fee === 0 ? t('m.noFee') : euros(c.fee) })}
                </p>
                <a href={c.state === 'review' ? hrefTo('review', { case: c.id }) : hrefTo('case', { case: c.id })}>
                  {t('m.open')}
                  <span class="visually-hidden"> {name}</span>
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
