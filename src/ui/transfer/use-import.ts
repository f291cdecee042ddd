/** The import's steps, shared by the file chooser and `#/import?from=`: check, preview, confirm or cancel. */
import { useState } from 'preact/hooks';
import { owner } from '../content/owner-client.ts';
import { t } from '../i18n/index.ts';
import { type ImportPreview, importAndAdopt, transferError } from './transfer-api.ts';

export interface ImportModel {
  /** The checked file and what it would do, while the person decides. */
  pending: { file: Uint8Array; preview: ImportPreview } | undefined;
  busy: boolean;
  status: string;
  failure: string;
  check(file: Uint8Array): Promise<void>;
  confirm(): Promise<void>;
  cancel(): void;
  fail(message: string): void;
}

export function useImport(): ImportModel {
  const [pending, setPending] = useState<ImportModel['pending']>();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState('');

  function fail(message: string) {
    setStatus('');
    setFailure(message);
  }

  async function check(file: Uint8Array) {
    setPending(undefined);
    setFailure('');
    setStatus(t('transfer.checking'));
    setBusy(true);
    try {
      setPending({ file, preview: await owner.previewImport(file) });
      setStatus(t('transfer.previewReady'));
    } catch (error) {
      fail(transferError(error));
    } finally {
      setBusy(false);
    }
  }

  async function confirm() {
    if (!pending) return;
    setBusy(true);
    setFailure('');
    try {
      const result = await importAndAdopt(pending.file);
      const { pages, images } = result.preview;
      const done = t('transfer.done', {
        pages: pages.added.length + pages.replaced.length,
        images: images.added + images.replaced,
        worlds: result.worlds.length,
      });
      const message = result.worlds.length > 0 ? `${done} ${t('transfer.doneWorld')}` : done;
      setStatus(message);
      setPending(undefined);
    } catch (error) {
      fail(transferError(error));
    } finally {
      setBusy(false);
    }
  }

  function cancel() {
    setPending(undefined);
    setFailure('');
    setStatus(t('transfer.cancelled'));
  }

  return { pending, busy, status, failure, check, confirm, cancel, fail };
}
