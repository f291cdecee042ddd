import { BASE } from '../app/client.ts';
import { roomGuide } from '../app/page-support.ts';
import { lang, t } from '../i18n/index.ts';
import { tp } from './page-strings.ts';
import type { AddressCheck } from './room-model.ts';

/** Why devices would not get the offline app from this address, and what to use instead (the room guide). */
export function AddressWarning({ check }: { check: AddressCheck }) {
  if (check.kind === 'ok') return null;
  const reason =
    check.kind === 'invalid'
      ? tp('door.warn.invalid')
      : check.kind === 'not-web'
        ? tp('door.warn.not-web', { protocol: check.protocol })
        : tp(`door.warn.${check.kind}`, { host: check.host });
  return (
    <>
      <h2>{tp('door.warnTitle')}</h2>
      <p>{reason}</p>
      <p>{tp('door.warn.instead')}</p>
      <p>
        <a href={`${BASE}${roomGuide(lang.value)}`} hreflang={lang.value}>
          {t('room.guideLink')}
        </a>
      </p>
    </>
  );
}
