import type { JournalEntry } from '../../engine/journal/schemas.ts';
import { t } from '../i18n/index.ts';
import { useChunk } from '../kit/index.ts';

/**
 * `#/referenz`: the API reference, loaded on demand with its snippet library, so the app's start
 * does not carry it.
 */
export function ReferenceRoute() {
  const [Screen, failed] = useChunk(() => import('./ReferenceScreen.tsx').then((m) => m.ReferenceScreen));
  if (Screen) return <Screen />;
  return <p role="status">{failed ? t('reference.loadFailed') : t('reference.loading')}</p>;
}

/** The Inspector row's "Copy as", from the same chunk family: nothing of it in the start script. */
export function CopyEntryAsLater({ entry }: { entry: JournalEntry }) {
  const [CopyEntryAs] = useChunk(() => import('./CopyEntryAs.tsx').then((m) => m.CopyEntryAs));
  return CopyEntryAs ? <CopyEntryAs entry={entry} /> : null;
}
