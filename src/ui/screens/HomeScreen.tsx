import { DEFAULT_PORT } from '../../shared/bridge-protocol.mjs';
import { apiUrl } from '../app/client.ts';
import { RoomPageLink } from '../app/RoomPageLink.tsx';
import { bridgePort, bridgeState } from '../bridge/connection.ts';
import { lang, t } from '../i18n/index.ts';
import { useTitle } from '../kit/index.ts';
import { hrefTo } from '../routes.ts';

/**
 * The guides open in the screen's language (issue #27): `?lang=` wins over the browser's preference.
 * Paired with a bridge on another port than the default, they pass it, so their curl lines go there.
 */
export function HomeScreen() {
  useTitle(t('nav.home'));
  const paired = bridgeState.value === 'paired' && bridgePort.value !== DEFAULT_PORT;
  const guideQuery = `?lang=${lang.value}${paired ? `&bridge=${bridgePort.value}` : ''}`;
  return (
    <section>
      <h1 tabIndex={-1}>{t('home.title')}</h1>
      <p class="lead">{t('home.intro')}</p>
      <ul class="cards">
        <li>
          <a href={hrefTo('catalogue')}>{t('nav.municipal')}</a>
          <p>{t('home.municipal')}</p>
        </li>
        <li>
          <a href={hrefTo('content')}>{t('nav.content')}</a>
          <p>{t('home.content')}</p>
        </li>
        <li>
          <a href={hrefTo('greeting')}>{t('nav.greeting')}</a>
          <p>{t('home.greeting')}</p>
        </li>
        <li>
          <a href={hrefTo('workshop')}>{t('nav.workshop')}</a>
          <p>{t('home.workshop')}</p>
        </li>
      </ul>
      {/* Everything a participant needs, all precached or answered by the worker (docs/room.md). */}
      <h2>{t('home.developers')}</h2>
      <ul class="home-links" data-testid="developer-links">
        <li>
          <a href={apiUrl('/examples/booking/')}>{t('home.reference')}</a>
        </li>
        <li>
          <a href={apiUrl(`/v1/guide${guideQuery}`)} hreflang={lang.value}>
            {t('home.municipalGuide')}
          </a>{' '}
          · <a href={hrefTo('referenceEntry', { id: 'municipal' })}>{t('home.municipalOpenApi')}</a>
        </li>
        <li>
          <a href={apiUrl(`/api/guide${guideQuery}`)} hreflang={lang.value}>
            {t('home.contentGuide')}
          </a>{' '}
          · <a href={hrefTo('referenceEntry', { id: 'content' })}>{t('home.contentOpenApi')}</a>
        </li>
        <li>
          <a href={apiUrl('/llms.txt')}>{t('home.llms')}</a>
        </li>
        <li>
          <a href={hrefTo('inspector')}>{t('home.inspector')}</a>
        </li>
        <li>
          <a href={hrefTo('tools')}>{t('home.tools')}</a>
        </li>
      </ul>
      <RoomPageLink />
    </section>
  );
}
