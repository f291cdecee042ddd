import { lang, t } from '../i18n/index.ts';
import { formatBytes, keepStorage, storageStatus } from './storage-status.ts';

/** Whether the browser keeps the data, how much is stored, and what to do (status line and room page). */
export function StorageStatusView() {
  const status = storageStatus.value;
  if (status.persistence === 'unknown') return null;
  const text = {
    granted: t('storage.granted'),
    'not-granted': status.asked ? t('storage.notGranted') : t('storage.notAsked'),
    unavailable: t('storage.unavailable'),
  }[status.persistence];
  return (
    <p data-testid="persist-status" data-persistence={status.persistence} data-asked={String(status.asked)}>
      {text}
      {status.usageBytes !== undefined && (
        <>
          {' '}
          <span data-testid="storage-usage">
            {t('storage.usage', { size: formatBytes(status.usageBytes, lang.value) })}
          </span>
        </>
      )}
      {status.persistence === 'not-granted' && (
        <>
          {' '}
          <button type="button" class="secondary" onClick={() => void keepStorage()}>
            {status.asked ? t('storage.askAgain') : t('storage.keep')}
          </button>
        </>
      )}
    </p>
  );
}
