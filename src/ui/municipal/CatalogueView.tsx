import { useEffect, useState } from 'preact/hooks';
import { lang, t } from '../i18n/index.ts';
import { useTitle } from '../kit/index.ts';
import { href } from '../router.ts';
import { municipal, type ServiceEntry } from './api.ts';
import { catalogue, describeError, feeRuleText, loadCatalogue, text } from './flow.ts';
import { WorldBar } from './WorldBar.tsx';

type Kind = 'all' | 'completed' | 'received';

/** The 16 services: name, one line, fee and outcome; filter by words and by kind. */
export function CatalogueView() {
  useTitle(t('m.catalogue'));
  const [query, setQuery] = useState('');
  const [kind, setKind] = useState<Kind>('all');
  const [failure, setFailure] = useState('');

  useEffect(() => {
    loadCatalogue().catch((error) => setFailure(describeError(error)));
  }, []);

  const words = query.trim().toLowerCase();
  const matches = (service: ServiceEntry) =>
    (kind === 'all' || service.outcome === kind) &&
    (words === '' ||
      [service.name.de, service.name.en, service.description.de, service.description.en, service.id].some((s) =>
        s.toLowerCase().includes(words),
      ));
  const services = (catalogue.value ?? []).filter(matches);

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
            value={query}
            onInput={(e) => setQuery(e.currentTarget.value)}
          />
          <span id="service-filter-hint" class="hint">
            {t('m.filterHint')}
          </span>
        </div>
        <fieldset>
          <legend>{t('m.kind')}</legend>
          {(['all', 'completed', 'received'] as Kind[]).map((value) => (
            <label class="check" key={value}>
              <input type="radio" name="kind" checked={kind === value} onChange={() => setKind(value)} />
              {t(value === 'all' ? 'm.kindAll' : value === 'completed' ? 'm.kindBooking' : 'm.kindApplication')}
            </label>
          ))}
        </fieldset>
      </div>
      <div role="alert">{failure && <p class="error">{failure}</p>}</div>
      {!catalogue.value && !failure && <p>{t('m.loading')}</p>}
      {catalogue.value && services.length === 0 && <p role="status">{t('m.noMatch')}</p>}
      <ul class="service-list" data-testid="services">
        {services.map((service) => (
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
              <a class="button" href={href(`/buergerservice/antrag/${service.id}`)}>
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
