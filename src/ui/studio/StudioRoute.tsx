import { t } from '../i18n/index.ts';
import { Loading, useChunk } from '../kit/index.ts';

/**
 * `#/studio`: the studio, loaded on demand with its editor (CodeMirror) and zip library, so the
 * app's start does not carry them. Precached like every chunk, so it opens offline too. The wrapper
 * widens the page at once and the loading box reserves the screen's height, so nothing shifts when
 * the chunk arrives (layout shift < 0.1).
 */
export function StudioRoute() {
  const [Screen, failed] = useChunk(() => import('./StudioScreen.tsx').then((m) => m.StudioScreen));
  return (
    <div class="studio-route">
      {Screen ? (
        <Screen />
      ) : failed ? (
        <p role="status">{t('studio.loadFailed')}</p>
      ) : (
        <Loading minHeight="100vh" label={t('studio.loading')} />
      )}
    </div>
  );
}
