import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { t } from '../i18n/index.ts';

/**
 * `#/raum`: the room page, loaded on demand with its QR library, so the app's start does not carry it.
 * It is precached like every chunk of the build, so it opens offline too.
 */
export function RoomRoute() {
  const [Screen, setScreen] = useState<ComponentType | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    import('./RoomScreen.tsx').then(
      (module) => setScreen(() => module.RoomScreen),
      () => setFailed(true),
    );
  }, []);
  if (Screen) return <Screen />;
  return <p role="status">{failed ? t('room.loadFailed') : t('room.loading')}</p>;
}
