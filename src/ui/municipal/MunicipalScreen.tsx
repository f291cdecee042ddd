import { t } from '../i18n/index.ts';

export function MunicipalScreen() {
  return (
    <section>
      <h1 tabIndex={-1}>{t('nav.municipal')}</h1>
      <p>{t('placeholder.municipal')}</p>
    </section>
  );
}
