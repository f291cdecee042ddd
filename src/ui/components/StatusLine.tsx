import { t } from '../i18n/index.ts';
import { backendState, offlineReady, persisted } from '../offline-backend.ts';

/** Says whether the offline backend answers and whether the app is ready to work offline. */
export function StatusLine() {
  const state = backendState.value;
  const stateText = {
    checking: t('status.checking'),
    active: t('status.active'),
    inactive: t('status.inactive'),
    insecure: t('status.insecure'),
    unsupported: t('status.unsupported'),
  }[state];
  return (
    <section class="status-line" aria-label={t('status.label')}>
      <p role="status" data-testid="backend-status" data-state={state}>
        <span class={`dot dot-${state}`} aria-hidden="true" /> {stateText}
      </p>
      {state !== 'unsupported' && state !== 'insecure' && (
        <p data-testid="offline-status" data-ready={String(offlineReady.value)}>
          {offlineReady.value ? t('status.offlineReady') : t('status.offlinePending')}
        </p>
      )}
      {persisted.value !== undefined && (
        <p data-testid="persist-status">{persisted.value ? t('status.persisted') : t('status.notPersisted')}</p>
      )}
    </section>
  );
}
