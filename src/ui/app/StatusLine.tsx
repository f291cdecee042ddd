import { t } from '../i18n/index.ts';
import { backendState } from './offline-backend.ts';
import { online, readiness, repairReadiness } from './readiness.ts';
import { StorageStatusView } from './StorageStatusView.tsx';

/** Says whether the offline backend answers and whether the app is ready to work offline. */
export function StatusLine() {
  const state = backendState.value;
  const stateText = {
    checking: t('status.checking'),
    active: t('status.active'),
    inactive: t('status.inactive'),
    insecure: t('status.insecure'),
    unsupported: t('status.unsupported'),
    failed: t('status.failed'),
  }[state];
  return (
    <section class="status-line" aria-label={t('status.label')}>
      <p role="status" data-testid="backend-status" data-state={state}>
        <span class={`dot dot-${state}`} aria-hidden="true" /> {stateText}
      </p>
      {(state === 'checking' || state === 'active' || state === 'inactive') && <OfflineReadiness />}
      <StorageStatusView />
    </section>
  );
}

/** "Ready to work offline" only when every precached file is there, unchanged; else what is not and a repair. */
function OfflineReadiness() {
  const ready = readiness.value;
  const attrs = {
    'data-testid': 'offline-status',
    'data-ready': String(ready.state === 'ready'),
    'data-state': ready.state,
  };
  if (ready.state === 'ready') return <p {...attrs}>{t('status.offlineReady')}</p>;
  if (ready.state === 'checking') return <p {...attrs}>{t('status.offlinePending')}</p>;
  if (ready.state === 'repairing') return <p {...attrs}>{t('ready.repairing')}</p>;
  if (ready.state === 'unknown') return <p {...attrs}>{t('ready.unknown')}</p>;
  return (
    <p {...attrs} role="alert">
      {ready.missing > 0 && `${t('ready.missing', { missing: ready.missing, total: ready.total })} `}
      {ready.changed > 0 &&
        `${t(ready.missing > 0 ? 'ready.changedToo' : 'ready.changed', { changed: ready.changed, total: ready.total })} `}
      {ready.failed > 0 && `${t('ready.failed', { failed: ready.failed })} `}
      {online.value ? (
        <button type="button" class="secondary" onClick={() => void repairReadiness()}>
          {t('ready.repair')}
        </button>
      ) : (
        t('ready.repairOffline')
      )}
    </p>
  );
}
