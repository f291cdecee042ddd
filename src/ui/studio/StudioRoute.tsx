import { t } from '../i18n/index.ts';
import { useChunk } from '../kit/index.ts';

/**
 * `#/studio`: the studio, loaded on demand with its editor (CodeMirror) and zip library, so the
 * app's start does not carry them. Precached like every chunk, so it opens offline too.
 */
export function StudioRoute() {
  const [Screen, failed] = useChunk(() => import('./StudioScreen.tsx').then((m) => m.StudioScreen));
  if (Screen) return <Screen />;
  return <p role="status">{failed ? t('studio.loadFailed') : t('studio.loading')}</p>;
}
