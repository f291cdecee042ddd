import { t } from '../i18n/index.ts';
import { href } from '../router.ts';
import { session, startNewWorld } from './api.ts';
import { dateTime } from './flow.ts';

/** When the practice world expires, a way to start a new one, and the way to my cases. */
export function WorldBar() {
  async function restart() {
    if (window.confirm(t('m.newWorldConfirm'))) await startNewWorld();
  }
  return (
    <div class="world-bar">
      <p>{session.value ? t('m.world', { time: dateTime(session.value.expires_at) }) : t('m.noWorld')}</p>
      <div class="actions">
        <a href={href('/buergerservice/vorgaenge')}>{t('m.myCases')}</a>
        <button type="button" class="secondary" onClick={restart}>
          {t('m.newWorld')}
        </button>
      </div>
    </div>
  );
}
