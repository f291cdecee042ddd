import { t } from '../i18n/index.ts';

export function ContentScreen() {
  return (
    <section>
      <h1 tabIndex={-1}>{t('nav.content')}</h1>
      <p>{t('placeholder.content')}</p>
    </section>
  );
}
