import { apiUrl } from '../api/client.ts';
import { t } from '../i18n/index.ts';
import { useTitle } from '../kit/index.ts';
import { href } from '../router.ts';

export function HomeScreen() {
  useTitle(t('nav.home'));
  return (
    <section>
      <h1 tabIndex={-1}>{t('home.title')}</h1>
      <p class="lead">{t('home.intro')}</p>
      <ul class="cards">
        <li>
          <a href={href('/buergerservice')}>{t('nav.municipal')}</a>
          <p>{t('home.municipal')}</p>
        </li>
        <li>
          <a href={href('/inhalte')}>{t('nav.content')}</a>
          <p>{t('home.content')}</p>
        </li>
        <li>
          <a href={href('/gruesse')}>{t('nav.greeting')}</a>
          <p>{t('home.greeting')}</p>
        </li>
      </ul>
      <p>
        {t('home.developers')} <a href={apiUrl('/llms.txt')}>llms.txt</a> ·{' '}
        <a href={apiUrl('/v1/guide')}>{t('home.municipalGuide')}</a> ·{' '}
        <a href={apiUrl('/api/guide')}>{t('home.contentGuide')}</a>
      </p>
    </section>
  );
}
