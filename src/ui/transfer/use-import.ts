/** The import's steps, shared by the file chooser and `#/import?from=`: check, preview, confirm or cancel. */
import { useState } from 'preact/hooks';
import { owner } from '../content/owner-client.ts';
import { ApiError } from '../kit/api.ts';
import { problemMessage } from '../kit/problem.ts';
import { type ImportPreview, importAndAdopt, type Message, messageText } from './transfer-api.ts';

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
  /** Fails with a transfer error code (`file_too_large`, `from_foreign`, …): nothing was imported. */
  fail(code: string): void;
}

export function useImport(): ImportModel {
  const [pending, setPending] = useState<ImportModel['pending']>();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Message[]>([]);
  // The failure itself, worded when shown (so it follows a change of language).
  const [failure, setFailure] = useState<unknown>();

  function showFailure(error: unknown) {
    setStatus([]);
    setFailure(error);
  }

  function fail(code: string) {
    showFailure(new ApiError(0, { error: code }));
  }

  async function check(file: Uint8Array) {
    setPending(undefined);
    setFailure(undefined);
    setStatus([{ key: 'transfer.checking' }]);
    setBusy(true);
    try {
      setPending({ file, preview: await owner.previewImport(file) });
      setStatus([{ key: 'transfer.previewReady' }]);
    } catch (error) {
      showFailure(error);
    } finally {
      setBusy(false);
    }
  }

  async function confirm() {
    if (!pending) return;
    setBusy(true);
    setFailure(undefined);
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
      showFailure(error);
    } finally {
      setBusy(false);
    }
  }

  function cancel() {
    setPending(undefined);
    setFailure(undefined);
    setStatus([{ key: 'transfer.cancelled' }]);
  }

  return {
    pending,
    busy,
    status: messageText(status),
    failure: failure === undefined ? '' : problemMessage(failure, 'transfer'),
    check,
    confirm,
    cancel,
    fail,
  };
}
