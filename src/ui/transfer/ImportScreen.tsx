import { useEffect, useMemo } from 'preact/hooks';
import { MAX_FILE_BYTES } from '../../engine/transfer/limits.ts';
import { BASE } from '../api/client.ts';
import { t } from '../i18n/index.ts';
import { useTitle } from '../kit/index.ts';
import { href, route } from '../router.ts';
import { fromParameter, importSource } from './from-url.ts';
import { ImportOutcome } from './ImportOutcome.tsx';
import { createImportModel } from './import-model.ts';
import { importApi } from './transfer-api.ts';

/**
 * `#/import?from=<url>` (issue #13): a scenario file served beside the app, opened by a link. Same
 * origin only (from-url.ts); it shows the same preview and imports only after confirmation.
 */
export function ImportScreen() {
  useTitle(t('transfer.openTitle'));
  const from = fromParameter(route.value);
  const importing = useMemo(() => createImportModel(importApi), []);

  useEffect(() => {
    const source = importSource(from, new URL(BASE, window.location.origin).href);
    if (!source.ok) {
      importing.fail(`from_${source.reason}`);
      return;
    }
    void (async () => {
      let bytes: Uint8Array;
      try {
        const response = await fetch(source.url, { credentials: 'same-origin', cache: 'no-cache' });
        if (!response.ok) throw new Error(String(response.status));
        if (Number(response.headers.get('content-length') ?? 0) > MAX_FILE_BYTES) {
          importing.fail('file_too_large');
          return;
        }
        // A same-origin address that redirected elsewhere is refused like a foreign one.
        if (new URL(response.url).origin !== window.location.origin) {
          importing.fail('from_foreign');
          return;
        }
        bytes = new Uint8Array(await response.arrayBuffer());
      } catch {
        importing.fail('fetch_failed');
        return;
      }
      await importing.check(bytes);
    })();
  }, [from]);

  return (
    <section data-testid="import-screen">
      <h1 tabIndex={-1}>{t('transfer.openTitle')}</h1>
      {from && <p>{t('transfer.openFrom', { file: from })}</p>}
      <ImportOutcome importing={importing} heading="h2" />
      <p class="actions">
        <a href={href('/inhalte')}>{t('transfer.toContent')}</a>
        <a href={href('/buergerservice/werkstatt')}>{t('transfer.toWorkshop')}</a>
      </p>
    </section>
  );
}
