import { useEffect, useState } from 'preact/hooks';
import { type MessageKey, t } from '../i18n/index.ts';
import { href } from '../router.ts';
import { type Case, municipal, session, tabRestored, worldVersion } from './api.ts';
import { describeError, euros } from './flow.ts';
import { WorldBar } from './WorldBar.tsx';

/** All cases of the world with their states; they update when another tab changes the world. */
export function CasesView() {
  const [cases, setCases] = useState<Case[] | undefined>();
  const [failure, setFailure] = useState('');

  const chosen = session.value?.id;
  useEffect(() => {
    // A tab that has not chosen a world is offered the choice (WorldBar); nothing is opened for it.
    const load = () =>
      tabRestored
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
        <table class="table" data-testid="cases">
          <thead>
            <tr>
              <th scope="col">{t('m.service')}</th>
              <th scope="col">{t('m.person')}</th>
              <th scope="col">{t('m.reference')}</th>
              <th scope="col">{t('m.feeLabel')}</th>
              <th scope="col">Status</th>
              <th scope="col">
                <span class="visually-hidden">{t('m.open')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {cases.map((c) => (
              <tr key={c.id}>
                <td>{c.details.service_name}</td>
                <td>{c.profile.name}</td>
                <td>{c.receipt?.number ?? '–'}</td>
                <td>{euros(c.fee)}</td>
                <td>{t(`m.state.${c.state}` as MessageKey)}</td>
                <td>
                  <a
                    href={href(
                      c.state === 'review' ? `/buergerservice/pruefen/${c.id}` : `/buergerservice/vorgang/${c.id}`,
                    )}
                  >
                    {t('m.open')}
                    <span class="visually-hidden"> {c.details.service_name}</span>
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
