/** The import's steps, shared by the file chooser and `#/import?from=`: check, preview, confirm or cancel. */
import { useState } from 'preact/hooks';
import { owner } from '../content/owner-client.ts';
import { type ImportPreview, importAndAdopt, type Message, messageText, transferError } from './transfer-api.ts';

export interface ImportModel {
  /** The checked file and what it would do, while the person decides. */
  pending: { file: Uint8Array; preview: ImportPreview } | undefined;
  busy: boolean;
  /** For the status and alert regions, in the current language. */
  status: string;
  failure: string;
  check(file: Uint8Array): Promise<void>;
  confirm(): Promise<void>;
  cancel(): void;
  fail(message: Message): void;
}

export function useImport(): ImportModel {
  const [pending, setPending] = useState<ImportModel['pending']>();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Message[]>([]);
  const [failure, setFailure] = useState<Message[]>([]);

  function fail(message: Message) {
    setStatus([]);
    setFailure([message]);
  }

  async function check(file: Uint8Array) {
    setPending(undefined);
    setFailure([]);
    setStatus([{ key: 'transfer.checking' }]);
    setBusy(true);
    try {
      setPending({ file, preview: await owner.previewImport(file) });
      setStatus([{ key: 'transfer.previewReady' }]);
    } catch (error) {
      fail(transferError(error));
    } finally {
      setBusy(false);
    }
  }

  async function confirm() {
    if (!pending) return;
    setBusy(true);
    setFailure([]);
    try {
      const result = await importAndAdopt(pending.file);
      const { pages, images } = result.preview;
      const done: Message = {
        key: 'transfer.done',
        values: {
          pages: pages.added.length + pages.replaced.length,
          images: images.added + images.replaced,
          worlds: result.worlds.length,
        },
      };
      setStatus(result.worlds.length > 0 ? [done, { key: 'transfer.doneWorld' }] : [done]);
      setPending(undefined);
    } catch (error) {
      fail(transferError(error));
    } finally {
      setBusy(false);
    }
  }

  function cancel() {
    setPending(undefined);
    setFailure([]);
    setStatus([{ key: 'transfer.cancelled' }]);
  }

  return {
    pending,
    busy,
    status: messageText(status),
    failure: messageText(failure),
    check,
    confirm,
    cancel,
    fail,
  };
}
