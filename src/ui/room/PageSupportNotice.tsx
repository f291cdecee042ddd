import { BASE } from '../api/client.ts';
import { t } from '../i18n/index.ts';
import { backendState } from '../offline-backend.ts';
import { ROOM_GUIDE } from './context.ts';

/**
 * Says what is wrong where it is wrong: a page opened over plain HTTP at a room's address needs
 * HTTPS or localhost (not another browser), and links the room guide; a secure page in a browser
 * without service workers says that instead.
 */
export function PageSupportNotice() {
  const state = backendState.value;
  if (state !== 'insecure' && state !== 'unsupported') return null;
  return (
    <div class="notice page-support" role="alert" data-testid="page-support" data-state={state}>
      {state === 'insecure' ? (
        <>
          <h2>{t('room.insecureTitle')}</h2>
          <p>{t('room.insecure', { host: window.location.host })}</p>
        </>
      ) : (
        <p>{t('room.unsupported')}</p>
      )}
      <p>
        <a href={`${BASE}${ROOM_GUIDE}`}>{t('room.guideLink')}</a>
      </p>
    </div>
  );
}
