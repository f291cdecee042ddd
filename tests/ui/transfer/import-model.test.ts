/** The import model (file chooser and `#/import?from=`), driven by a fake owner channel. */
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/ui/kit/api.ts';
import { createImportModel, type ImportApi } from '../../../src/ui/transfer/import-model.ts';
import type { ImportPreview, ImportResult } from '../../../src/ui/transfer/transfer-api.ts';
import { setLangForTest } from '../kit/lang.ts';
import { deferred } from '../support/deferred.ts';

afterEach(() => setLangForTest('de'));

const preview = (name: string) =>
  ({
    name,
    pages: { added: [{ id: 'p1', title: 'Start', status: 'published' }], replaced: [] },
    images: { added: 1, replaced: 0 },
  }) as unknown as ImportPreview;

function fakeApi() {
  const imported: Uint8Array[] = [];
  const chosen: unknown[] = [];
  const origins: unknown[] = [];
  const api: ImportApi & { refuse?: ApiError } = {
    async previewImport(file) {
      if (file[0] === 0) throw new ApiError(0, { error: 'not_an_export' });
      return preview(`file ${file[0]}`);
    },
    async importFile(file, projects, origin) {
      if (api.refuse) throw api.refuse;
      imported.push(file);
      chosen.push(projects);
      origins.push(origin);
      return { preview: preview('done'), worlds: [] } as unknown as ImportResult;
    },
  };
  return { api, imported, chosen, origins };
}

describe('import model', () => {
  it('checks a file and shows its preview; confirming imports it and tells the screen to read again', async () => {
    const { api, imported } = fakeApi();
    let told = 0;
    const model = createImportModel(api, () => {
      told += 1;
    });
    await model.check(new Uint8Array([1]));
    expect(model.pending.value?.preview).toMatchObject({ name: 'file 1' });
    expect(model.status.value).toContain('Die Datei ist geprüft');
    await model.confirmImport();
    expect(imported).toHaveLength(1);
    expect(told).toBe(1);
    expect(model.pending.value).toBeUndefined();
    expect(model.status.value).toBe('Importiert: 1 Seite, 1 Bild, 0 Übungswelten.');
  });

  it('a failed import keeps the preview (Import can be pressed again), says why, and refreshes nothing', async () => {
    const { api, imported } = fakeApi();
    let told = 0;
    const model = createImportModel(api, () => {
      told += 1;
    });
    await model.check(new Uint8Array([1]));
    api.refuse = new ApiError(0, { error: 'store_full' });
    await model.confirmImport();
    expect(model.pending.value?.preview).toMatchObject({ name: 'file 1' });
    expect(model.failure.value).toContain('Nichts wurde geändert');
    expect(told).toBe(0);
    api.refuse = undefined;
    await model.confirmImport();
    expect(imported).toHaveLength(1);
    expect(told).toBe(1);
  });

  it('words a refused file by problemMessage and follows a change of language', async () => {
    const model = createImportModel(fakeApi().api);
    await model.check(new Uint8Array([0]));
    expect(model.pending.value).toBeUndefined();
    const german = model.failure.value;
    expect(german).not.toBe('');
    setLangForTest('en');
    expect(model.failure.value).not.toBe(german);
    expect(model.failure.value).not.toContain('not_an_export');
  });

  it('a file checked earlier but answering later never replaces the file chosen last', async () => {
    const slow = deferred<ImportPreview>();
    const { api } = fakeApi();
    const model = createImportModel({
      ...api,
      previewImport: (file) => (file[0] === 9 ? slow.promise : api.previewImport(file)),
    });
    const first = model.check(new Uint8Array([9]));
    await model.check(new Uint8Array([2]));
    slow.resolve(preview('file 9'));
    await first;
    expect(model.pending.value?.preview).toMatchObject({ name: 'file 2' });
    expect(model.busy.value).toBe(false);
  });

  it('cancel drops the preview and a late check answer after it', async () => {
    const slow = deferred<ImportPreview>();
    const model = createImportModel({ ...fakeApi().api, previewImport: () => slow.promise });
    const checking = model.check(new Uint8Array([1]));
    model.cancel();
    slow.resolve(preview('late'));
    await checking;
    expect(model.pending.value).toBeUndefined();
    expect(model.status.value).toContain('abgebrochen');
  });
});

describe('import model: a file opened by link', () => {
  const origin = 'https://sandbox.example';
  const MAX = 96 * 1024 * 1024;
  const answer = (body: Uint8Array, init: { url?: string; length?: number; status?: number } = {}) => {
    const response = new Response(new Blob([body as BlobPart]), {
      status: init.status ?? 200,
      headers: init.length === undefined ? {} : { 'content-length': String(init.length) },
    });
    Object.defineProperty(response, 'url', { value: init.url ?? `${origin}/scenarios/a.sandbox` });
    return async () => response;
  };

  it('reads the file and checks it', async () => {
    const model = createImportModel(fakeApi().api);
    await model.checkFrom(`${origin}/scenarios/a.sandbox`, answer(new Uint8Array([3])), origin, MAX);
    expect(model.pending.value?.preview).toMatchObject({ name: 'file 3' });
  });

  it('says where the file came from, so its studio projects wait for Run with it (issue 38)', async () => {
    const { api, origins } = fakeApi();
    const model = createImportModel(api);
    await model.check(new Uint8Array([1]), { kind: 'export', name: 'sandbox-2026-03-27.sandbox' });
    await model.confirmImport();
    await model.checkFrom(`${origin}/scenarios/a.sandbox`, answer(new Uint8Array([3])), origin, MAX);
    await model.confirmImport();
    expect(origins).toEqual([
      { kind: 'export', name: 'sandbox-2026-03-27.sandbox' },
      { kind: 'scenario', name: `${origin}/scenarios/a.sandbox` },
    ]);
  });

  it('refuses a file too large by its length, one redirected elsewhere, and one not readable', async () => {
    const model = createImportModel(fakeApi().api);
    await model.checkFrom(`${origin}/a`, answer(new Uint8Array([3]), { length: 200 * 1024 * 1024 }), origin, MAX);
    expect((model.error.value as ApiError).code).toBe('file_too_large');
    await model.checkFrom(
      `${origin}/a`,
      answer(new Uint8Array([3]), { url: 'https://elsewhere.example/a' }),
      origin,
      MAX,
    );
    expect((model.error.value as ApiError).code).toBe('from_foreign');
    await model.checkFrom(`${origin}/a`, answer(new Uint8Array([3]), { status: 404 }), origin, MAX);
    expect((model.error.value as ApiError).code).toBe('fetch_failed');
    expect(model.pending.value).toBeUndefined();
  });

  it('sends the choice for each studio project of a taken name; none chosen sends none (keep both); a new file forgets them', async () => {
    const { api, chosen } = fakeApi();
    const model = createImportModel(api);
    await model.check(new Uint8Array([1]));
    await model.confirmImport();
    await model.check(new Uint8Array([2]));
    model.choose('demo', 'replace');
    model.choose('feed', 'keep-both');
    await model.confirmImport();
    await model.check(new Uint8Array([3]));
    expect(model.choices.value).toEqual({});
    expect(chosen).toEqual([{}, { demo: 'replace', feed: 'keep-both' }]);
  });
});
