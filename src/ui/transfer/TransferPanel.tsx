import { useMemo, useState } from 'preact/hooks';
// A dependency-free constant: the UI refuses an oversized file before reading it, by the engine's own bound.
import { MAX_FILE_BYTES } from '../../engine/transfer/limits.ts';
import { t } from '../i18n/index.ts';
import { FailureRegion } from '../kit/components.tsx';
import { ImportOutcome } from './ImportOutcome.tsx';
import { createImportModel } from './import-model.ts';
import { exportAndDownload, type ImportResult, importApi, type Message, messageText } from './transfer-api.ts';

/**
 * Export and import (issue #13): the content store, and this tab's world when chosen, as one file;
 * a chosen file is checked and previewed first, and imported only on confirmation.
 */
export function TransferPanel({
  worldByDefault = false,
  onImported,
}: {
  worldByDefault?: boolean;
  /** Reads again what the import changed (the screen's lists). */
  onImported?: (result: ImportResult) => void;
}) {
  const [includeWorld, setIncludeWorld] = useState(worldByDefault);
  const [exported, setExported] = useState<Message[]>([]);
  const [exportFailure, setExportFailure] = useState<unknown>();
  const importing = useMemo(() => createImportModel(importApi, (result) => onImported?.(result)), []);

  async function download(event: Event) {
    event.preventDefault();
    setExported([]);
    setExportFailure(undefined);
    try {
      const name = await exportAndDownload(includeWorld);
      setExported([{ key: 'transfer.exported', values: { name } }]);
    } catch (error) {
      setExportFailure(error);
    }
  }

  async function choose(input: HTMLInputElement) {
    const chosen = input.files?.[0];
    if (!chosen) return;
    if (chosen.size > MAX_FILE_BYTES) {
      input.value = '';
      importing.fail('file_too_large');
      return;
    }
    const bytes = new Uint8Array(await chosen.arrayBuffer());
    // The same file can be chosen again after a cancel.
    input.value = '';
    await importing.check(bytes, { kind: 'export', name: chosen.name });
  }

  return (
    <section aria-labelledby="transfer-heading" data-testid="transfer">
      <h2 id="transfer-heading">{t('transfer.title')}</h2>
      <p>{t('transfer.intro')}</p>

      <form class="stack" onSubmit={download}>
        {/* Always offered: the tab's world is the one the world rule gives it (api.ts tabRestored). */}
        <label class="check">
          <input
            type="checkbox"
            checked={includeWorld}
            onChange={(event) => setIncludeWorld(event.currentTarget.checked)}
          />
          <span>{t('transfer.includeWorld')}</span>
        </label>
        <button type="submit">{t('transfer.export')}</button>
      </form>
      <div role="status">{exported.length > 0 && <p class="notice">{messageText(exported)}</p>}</div>
      <FailureRegion error={exportFailure} area="transfer" />

      <div class="stack transfer-import">
        <label for="import-file">{t('transfer.choose')}</label>
        <span class="hint" id="import-file-hint">
          {t('transfer.chooseHint')}
        </span>
        <input
          id="import-file"
          type="file"
          accept=".sandbox,application/octet-stream"
          aria-describedby="import-file-hint"
          disabled={importing.busy.value}
          onChange={(event) => void choose(event.currentTarget)}
        />
      </div>
      <ImportOutcome importing={importing} heading="h3" />
    </section>
  );
}
