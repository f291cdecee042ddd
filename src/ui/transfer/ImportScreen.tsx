import { useEffect, useMemo } from 'preact/hooks';
// A dependency-free constant: the UI refuses an oversized file before reading it, by the engine's own bound.
import { MAX_FILE_BYTES } from '../../engine/transfer/limits.ts';
import { BASE } from '../app/client.ts';
import { t } from '../i18n/index.ts';
import { useTitle } from '../kit/index.ts';
import { hrefTo } from '../routes.ts';
import { fromParameter, importSource } from './from-url.ts';
import { ImportOutcome } from './ImportOutcome.tsx';
import { createImportModel } from './import-model.ts';
import { importApi } from './transfer-api.ts';

/**
 * `#/import?from=<url>` (issue #13): a scenario file served beside the app, opened by a link. Same
 * origin only (from-url.ts); it shows the same preview and imports only after confirmation.
 */
export function ImportScreen({ query }: { query: string }) {
  useTitle(t('transfer.openTitle'));
  const from = fromParameter(query);
  const importing = useMemo(() => createImportModel(importApi), []);

  useEffect(() => {
    const source = importSource(from, new URL(BASE, window.location.origin).href);
    if (!source.ok) {
      importing.fail(`from_${source.reason}`);
      return;
    }
    void importing.checkFrom(
      source.url.href,
      (url) => fetch(url, { credentials: 'same-origin', cache: 'no-cache' }),
      window.location.origin,
      MAX_FILE_BYTES,
    );
  }, [from]);

  return (
    <section data-testid="import-screen">
      <h1 tabIndex={-1}>{t('transfer.openTitle')}</h1>
      {from && <p>{t('transfer.openFrom', { file: from })}</p>}
      <ImportOutcome importing={importing} heading="h2" />
      <p class="actions">
        <a href={hrefTo('content')}>{t('transfer.toContent')}</a>
        <a href={hrefTo('workshop')}>{t('transfer.toWorkshop')}</a>
      </p>
    </section>
  );
}
