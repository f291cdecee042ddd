import { lang, t } from '../i18n/index.ts';
import { FailureRegion, Loading, useTitle } from '../kit/index.ts';
import { hrefTo } from '../routes.ts';
import { municipal } from './api.ts';
import { createCatalogueModel, KINDS } from './catalogue-model.ts';
import { catalogue, feeRuleText, loadCatalogue, text } from './flow.ts';
import { useModel } from './use-model.ts';
import { WorldBar } from './WorldBar.tsx';

/** The 16 services: name, one line, fee and outcome; filter by words and by kind (catalogue-model.ts). */
export function CatalogueView() {
  useTitle(t('m.catalogue'));
  const model = useModel(() => createCatalogueModel(loadCatalogue, catalogue.value));
  const { query, kind } = model;
  const services = model.shown.value;

  return (
    <section>
      <h1 tabIndex={-1}>{t('m.title')}</h1>
      <p class="lead">{t('m.intro')}</p>
      <WorldBar />
      <h2>{t('m.catalogue')}</h2>
      <div class="filters">
        <div class="stack">
          <label for="service-filter">{t('m.filter')}</label>
          <input
            id="service-filter"
            type="search"
            aria-describedby="service-filter-hint"
            value={query.value}
            onInput={(e) => {
              query.value = e.currentTarget.value;
            }}
          />
          <span id="service-filter-hint" class="hint">
            {t('m.filterHint')}
          </span>
        </div>
        <fieldset>
          <legend>{t('m.kind')}</legend>
          {KINDS.map((value) => (
            <label class="check" key={value}>
              <input
                type="radio"
                name="kind"
                checked={kind.value === value}
                onChange={() => {
                  kind.value = value;
                }}
              />
              {t(value === 'all' ? 'm.kindAll' : value === 'completed' ? 'm.kindBooking' : 'm.kindApplication')}
            </label>
          ))}
        </fieldset>
      </div>
      <FailureRegion error={model.catalogue.error.value} area="m" onRetry={() => void model.reload()} />
      {/* The list's room is kept while it loads: what follows it starts below the fold. */}
      {!services && model.catalogue.error.value === undefined && <Loading minHeight="40rem" />}
      {services && services.length === 0 && <p role="status">{t('m.noMatch')}</p>}
      <ul class="service-list" data-testid="services">
        {(services ?? []).map((service) => (
          <li key={service.id}>
            <h3>{text(service.name)}</h3>
            <p>{text(service.description)}</p>
            <p class="meta">
              <span class={`tag tag-${service.outcome}`}>
                {service.outcome === 'completed' ? t('m.booking') : t('m.application')}
              </span>{' '}
              {t('m.fee', { fee: feeRuleText(service) })}
            </p>
            <p class="actions">
              <a class="button" href={hrefTo('form', { service: service.id })}>
                {t('m.start')}
                <span class="visually-hidden"> {text(service.name)}</span>
              </a>
              <a href={municipal.formUrl(service.id, lang.value)} target="_blank" rel="noopener">
                {t('m.form')}
                <span class="visually-hidden"> {text(service.name)}</span>
              </a>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
