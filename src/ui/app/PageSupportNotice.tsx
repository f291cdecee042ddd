import { lang, t } from '../i18n/index.ts';
import { BASE } from './client.ts';
import { backendState, registrationError } from './offline-backend.ts';
import { roomGuide } from './page-support.ts';

/**
 * Says what is wrong where it is wrong: a page opened over plain HTTP at a room's address needs
 * HTTPS or localhost (not another browser); a registration the browser refused says why (often an
 * untrusted certificate); a secure page in a browser without service workers says that. Each links
 * the room guide.
 */
export function PageSupportNotice() {
  const state = backendState.value;
  if (state !== 'insecure' && state !== 'unsupported' && state !== 'failed') return null;
  return (
    <div class="notice page-support" role="alert" data-testid="page-support" data-state={state}>
      {state === 'insecure' && (
        <>
          <h2>{t('room.insecureTitle')}</h2>
          <p>{t('room.insecure', { host: window.location.host })}</p>
        </>
      )}
      {state === 'failed' && (
        <>
          <h2>{t('room.failedTitle')}</h2>
          <p>{t('room.failed', { reason: registrationError.value })}</p>
        </>
      )}
      {state === 'unsupported' && <p>{t('room.unsupported')}</p>}
      <p>
        <a href={`${BASE}${roomGuide(lang.value)}`} hreflang={lang.value}>
          {t('room.guideLink')}
        </a>
      </p>
    </div>
  );
}
