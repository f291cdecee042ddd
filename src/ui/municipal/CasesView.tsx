import { useEffect, useState } from 'preact/hooks';
import { type MessageKey, t } from '../i18n/index.ts';
import { useTitle } from '../kit/index.ts';
import { href } from '../router.ts';
import { type Case, municipal, session, tabRestored, worldVersion } from './api.ts';
import { describeError, euros, loadCatalogue, serviceName } from './flow.ts';
import { WorldBar } from './WorldBar.tsx';

/** All cases of the world with their states; they update when another tab changes the world. */
export function CasesView() {
  useTitle(t('m.myCases'));
  const [cases, setCases] = useState<Case[] | undefined>();
  const [failure, setFailure] = useState('');

  const chosen = session.value?.id;
  useEffect(() => {
    // A tab that has not chosen a world is offered the choice (WorldBar); nothing is opened for it.
    const load = () =>
      Promise.all([tabRestored, loadCatalogue().catch(() => undefined)])
        .then(() => (session.value ? municipal.cases() : []))
        .then(setCases)
        .catch((error) => setFailure(describeError(error)));
    void load();
    // Another frontend may change the world without telling this tab: look again when it is shown.
    const onVisible = () => document.visibilityState === 'visible' && void load();
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [worldVersion.value, chosen]);

  return (
    <section>
      <h1 tabIndex={-1}>{t('m.myCases')}</h1>
      <WorldBar />
      <div role="alert">{failure && <p class="error">{failure}</p>}</div>
      {cases && cases.length === 0 && session.value && <p>{t('m.casesNone')}</p>}
      {cases && cases.length > 0 && (
        // A list, not a table: it reflows to 320 px (WCAG 1.4.10) without sideways scrolling.
        <ul class="case-list" data-testid="cases">
          {cases.map((c) => {
            const name = serviceName(c.service, c.details.service_name);
            return (
              <li key={c.id}>
                <h2 class="case-title">{name}</h2>
                <p>
                  <span class={`tag tag-state-${c.state}`}>{t(`m.state.${c.state}` as MessageKey)}</span>
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
                <a
                  href={href(
                    c.state === 'review' ? `/buergerservice/pruefen/${c.id}` : `/buergerservice/vorgang/${c.id}`,
                  )}
                >
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
