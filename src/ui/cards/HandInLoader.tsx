import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { ReportCard } from '../../engine/report/schemas.ts';
import { t } from '../i18n/index.ts';

type HandInProps = { card: ReportCard; token: string };

/**
 * "Hand in" on the Report card screen, loaded on demand with the QR maker (HandIn.tsx), so the app's
 * start carries neither. Like every chunk it is precached, so it opens offline too.
 */
export function HandInLoader(props: HandInProps) {
  const [Screen, setScreen] = useState<ComponentType<HandInProps> | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    import('./HandIn.tsx').then(
      (module) => setScreen(() => module.HandIn),
      () => setFailed(true),
    );
  }, []);
  if (Screen) return <Screen {...props} />;
  return failed ? <p role="alert">{t('report.handInFailed')}</p> : null;
}
