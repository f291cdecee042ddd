/**
 * `#/referenz`: the API reference (issue 27). The list and every endpoint's details come from the
 * served documents (reference.ts); "Try it" sends through the app's own worker; "Copy as" writes the
 * request as code for the local bridge. Loaded on demand (the kit's `lazy`, route-screens.tsx), precached like every
 * chunk. The parts: the index (ReferenceIndex), an endpoint (ReferenceEndpoint), its try
 * (ReferenceTry) and its copy (ReferenceCopy).
 */
import './reference.css';
import { useEffect } from 'preact/hooks';
import { apiUrl } from '../app/client.ts';
import { lang } from '../i18n/index.ts';
import { FailureRegion, Loading, useTitle } from '../kit/index.ts';
import { EndpointView } from './ReferenceEndpoint.tsx';
import { EndpointIndex } from './ReferenceIndex.tsx';
import { DOCUMENTS } from './reference-documents.ts';
import { model } from './reference-state.ts';
import { rt } from './strings.ts';

/** `id`: the endpoint (`municipal.createDraft`) or group (`municipal`) of `#/referenz/<id>`. */
export function ReferenceScreen({ id }: { id?: string }) {
  useTitle(rt('title'));
  // The documents in the screen's language: read again when the language is switched.
  useEffect(() => model.show(lang.value), [lang.value]);
  const reference = model.reference.value;
  // `#/referenz/municipal` (the start page's "OpenAPI" links): the group's first endpoint.
  const selected = reference?.endpoints.find((endpoint) => endpoint.id === id || endpoint.group === id);
  return (
    <section class="reference-screen" data-testid="reference-screen">
      <h1 tabIndex={-1}>{rt('title')}</h1>
      <p class="lead">{rt('intro')}</p>
      <p class="reference-documents">
        {rt('documents')}:{' '}
        {Object.values(DOCUMENTS).map((path, index) => (
          <span key={path}>
            {index > 0 && ' · '}
            <a href={apiUrl(path)}>{path}</a>
          </span>
        ))}
      </p>
      {model.loadError.value !== undefined ? (
        <FailureRegion
          error={model.loadError.value}
          onRetry={() => {
            void model.load(lang.value);
          }}
        />
      ) : !reference ? (
        <Loading label={rt('loading')} minHeight="20rem" />
      ) : (
        <div class="reference-layout">
          <EndpointIndex selectedId={selected?.id} />
          <div class="reference-detail" data-testid="reference-detail">
            {selected ? <EndpointView key={selected.id} endpoint={selected} /> : <p>{rt('choose')}</p>}
          </div>
        </div>
      )}
    </section>
  );
}
