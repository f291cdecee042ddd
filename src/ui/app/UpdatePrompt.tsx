import { t } from '../i18n/index.ts';
import { acceptUpdate, dismissUpdate, updateWaiting } from './offline-backend.ts';

/** A new version waits until the person accepts: code is never swapped mid-flow. */
export function UpdatePrompt() {
  if (!updateWaiting.value) return null;
  return (
    <div class="update-prompt" role="alert" data-testid="update-prompt">
      <p>{t('update.text')}</p>
      <button type="button" onClick={() => void acceptUpdate()}>
        {t('update.reload')}
      </button>
      <button type="button" class="secondary" onClick={dismissUpdate}>
        {t('update.later')}
      </button>
    </div>
  );
}
