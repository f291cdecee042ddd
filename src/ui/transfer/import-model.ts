/**
 * An import as a model (STYLE.md "A model per screen"), shared by the file chooser and
 * `#/import?from=`: check, preview, confirm or cancel. A failed check or import keeps what was
 * chosen (a failed import keeps the preview, so Import can be pressed again). After an import the
 * screen's `onImported` reads again what depends on the store; there is no version counter.
 */
import { computed, signal } from '@preact/signals';
import { t } from '../i18n/index.ts';
import { ApiError } from '../kit/api.ts';
import { problemMessage } from '../kit/problem.ts';
import type { FileOrigin, ImportPreview, ImportResult, Message, ProjectChoices } from './transfer-api.ts';

/** What the model asks of the owner channel (the app's, a fake in tests). */
export interface ImportApi {
  previewImport(file: Uint8Array): Promise<ImportPreview>;
  /**
   * Imports and adopts the worlds it made (transfer-api.ts `importAndAdopt`); `projects` is the
   * person's choice for each studio project of a taken name (docs/studio.md); `origin` where the file
   * came from (its studio projects wait for Run with it).
   */
  importFile(file: Uint8Array, projects: ProjectChoices, origin?: FileOrigin): Promise<ImportResult>;
}

export function createImportModel(api: ImportApi, onImported: (result: ImportResult) => void = () => {}) {
  /** The checked file and what it would do, while the person decides. */
  const pending = signal<{ file: Uint8Array; preview: ImportPreview; origin?: FileOrigin } | undefined>(undefined);
  const busy = signal(false);
  /** Per studio project of a taken name: replace it or keep both; none chosen is keep both (never overwrite unasked). */
  const choices = signal<ProjectChoices>({});
  /** Kept as keys and errors, worded when shown (so they follow a change of language). */
  const messages = signal<Message[]>([]);
  const error = signal<unknown>(undefined);
  /** Numbers each check: a file chosen later wins over an earlier one still being checked. */
  let latest = 0;

  function showFailure(failure: unknown) {
    messages.value = [];
    error.value = failure;
  }

  function fail(code: string) {
    latest += 1;
    busy.value = false;
    showFailure(new ApiError(0, { error: code }));
  }

  async function check(file: Uint8Array, origin?: FileOrigin): Promise<void> {
    latest += 1;
    const mine = latest;
    pending.value = undefined;
    choices.value = {};
    error.value = undefined;
    messages.value = [{ key: 'transfer.checking' }];
    busy.value = true;
    try {
      const preview = await api.previewImport(file);
      if (mine !== latest) return;
      pending.value = { file, preview, ...(origin && { origin }) };
      messages.value = [{ key: 'transfer.previewReady' }];
    } catch (failure) {
      if (mine === latest) showFailure(failure);
    } finally {
      if (mine === latest) busy.value = false;
    }
  }

  return {
    pending,
    busy,
    error,
    choices,
    /** The person's choice for one studio project whose name is taken here. */
    choose(project: string, choice: 'replace' | 'keep-both') {
      choices.value = { ...choices.value, [project]: choice };
    },
    status: computed(() => messages.value.map((message) => t(message.key, message.values)).join(' ')),
    failure: computed(() => (error.value === undefined ? '' : problemMessage(error.value, 'transfer'))),

    /** Fails with a transfer error code (`file_too_large`, `from_foreign`, …): nothing was imported. */
    fail,
    check,

    /**
     * Reads a file from an address the screen has already found to be of this site (`#/import?from=`),
     * then checks it. Too large (by its length), redirected to another origin, or not readable: refused.
     */
    async checkFrom(
      url: string,
      fetchFile: (url: string) => Promise<Response>,
      origin: string,
      /** The engine's bound (transfer/limits.ts): a larger file is refused before it is read. */
      maxBytes: number,
    ): Promise<void> {
      let bytes: Uint8Array;
      try {
        const response = await fetchFile(url);
        if (!response.ok) throw new Error(String(response.status));
        if (Number(response.headers.get('content-length') ?? 0) > maxBytes) return fail('file_too_large');
        // A same-origin address that redirected elsewhere is refused like a foreign one.
        if (new URL(response.url || url).origin !== origin) return fail('from_foreign');
        bytes = new Uint8Array(await response.arrayBuffer());
      } catch {
        return fail('fetch_failed');
      }
      await check(bytes, { kind: 'scenario', name: url });
    },

    async confirmImport(): Promise<void> {
      const chosen = pending.value;
      if (!chosen || busy.value) return;
      busy.value = true;
      error.value = undefined;
      try {
        const result = await api.importFile(chosen.file, choices.value, chosen.origin);
        const { pages, images } = result.preview;
        const done: Message = {
          key: 'transfer.done',
          values: {
            pages: pages.added.length + pages.replaced.length,
            images: images.added + images.replaced,
            worlds: result.worlds.length,
          },
        };
        messages.value = result.worlds.length > 0 ? [done, { key: 'transfer.doneWorld' }] : [done];
        pending.value = undefined;
        onImported(result);
      } catch (failure) {
        // The preview stays: nothing was imported, and Import can be tried again.
        showFailure(failure);
      } finally {
        busy.value = false;
      }
    },

    cancel() {
      latest += 1;
      pending.value = undefined;
      error.value = undefined;
      busy.value = false;
      messages.value = [{ key: 'transfer.cancelled' }];
    },
  };
}

export type ImportModel = ReturnType<typeof createImportModel>;
