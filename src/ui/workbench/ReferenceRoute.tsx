import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { t } from '../i18n/index.ts';

/**
 * `#/referenz`: the API reference, loaded on demand with its snippet library, so the app's start
 * does not carry it. It is precached like every chunk of the build, so it opens offline too.
 */
export function ReferenceRoute() {
  const [Screen, setScreen] = useState<ComponentType | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    import('./ReferenceScreen.tsx').then(
      (module) => setScreen(() => module.ReferenceScreen),
      () => setFailed(true),
    );
  }, []);
  if (Screen) return <Screen />;
  return <p role="status">{failed ? t('reference.loadFailed') : t('reference.loading')}</p>;
}
