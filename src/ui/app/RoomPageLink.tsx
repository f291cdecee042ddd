import { t } from '../i18n/index.ts';
import { hrefTo } from '../routes.ts';

/** The link to the room page, shown on the start page and the citizen-services page. */
export function RoomPageLink() {
  return (
    <p class="room-link">
      {t('room.forFacilitators')} <a href={hrefTo('room')}>{t('room.pageLink')}</a>
    </p>
  );
}
