/** The content screen's page list model, driven by a fake content API (no browser). */
import { afterEach, describe, expect, it } from 'vitest';
import type { LiveRevision, PageSummary } from '../../../src/engine/content/contract.ts';
import { createPagesModel, type PagesApi } from '../../../src/ui/content/pages-model.ts';
import { ApiError } from '../../../src/ui/kit/api.ts';
import { problemMessage } from '../../../src/ui/kit/problem.ts';
import { setLangForTest } from '../kit/lang.ts';
import { deferred } from '../support/deferred.ts';

afterEach(() => setLangForTest('de'));

function summary(id: string, title = id): PageSummary {
  return { id, title, status: 'published', version: 1, has_unpublished_changes: false } as PageSummary;
}

function pagesOf(count: number, prefix: string): PageSummary[] {
  return Array.from({ length: count }, (_, index) => summary(`${prefix}${index}`));
}

/** A fake API with a store of pages the test changes, counting its calls. */
function fakeApi(store: { pages: PageSummary[] }) {
  const calls: string[] = [];
  const api: PagesApi = {
    async list(page) {
      calls.push(`list ${page}`);
      const pages = store.pages.slice((page - 1) * 50, page * 50);
      return { pages, next_page: store.pages.length > page * 50 ? page + 1 : null };
    },
    async published(id) {
      calls.push(`published ${id}`);
      if (id === 'draft') throw new ApiError(404, { error: 'not_found' });
      return { id, title: `Live ${id}`, excerpt: '', body: 'text' } as unknown as LiveRevision;
    },
  };
  return { api, calls };
}

describe('pages model', () => {
  it('loads the first list page with its range and the next page', async () => {
    const { api } = fakeApi({ pages: pagesOf(70, 'p') });
    const model = createPagesModel(api);
    expect(model.list.data.value).toBeUndefined();
    await model.reload();
    expect(model.list.data.value?.pages).toHaveLength(50);
    expect(model.list.data.value?.next).toBe(2);
    expect(model.range.value).toEqual({ from: 1, to: 50 });
    await model.go(2);
    expect(model.list.data.value?.page).toBe(2);
    expect(model.range.value).toEqual({ from: 51, to: 70 });
  });

  it('keeps a failure as an error worded by problemMessage, with the last list still shown', async () => {
    const store = { pages: pagesOf(3, 'p') };
    const { api } = fakeApi(store);
    const model = createPagesModel(api);
    await model.reload();
    api.list = async () => {
      throw ApiError.backend();
    };
    await model.reload();
    expect(model.list.data.value?.pages).toHaveLength(3);
    expect(problemMessage(model.list.error.value, 'content')).toContain('Offline-Backend hat nicht geantwortet');
    setLangForTest('en');
    expect(problemMessage(model.list.error.value, 'content')).toContain('offline backend did not answer');
  });

  it('reads the shown list page again after the editor closes (no version counter needed)', async () => {
    const store = { pages: pagesOf(60, 'p') };
    const { api, calls } = fakeApi(store);
    const model = createPagesModel(api);
    await model.reload();
    await model.go(2);
    model.edit('p55');
    expect(model.editing.value).toBe('p55');
    store.pages[55] = summary('p55', 'Changed in the editor');
    await model.doneEditing();
    expect(model.editing.value).toBeUndefined();
    expect(calls.at(-1)).toBe('list 2');
    expect(model.list.data.value?.pages.map((page) => page.title)).toContain('Changed in the editor');
  });

  it('never lets an older list page overwrite a newer one that answered first', async () => {
    type Answer = { pages: PageSummary[]; next_page: number | null };
    const answers = new Map([1, 2].map((page) => [page, deferred<Answer>()]));
    const model = createPagesModel({
      list: (page) => (answers.get(page) ?? deferred<Answer>()).promise,
      published: async () => {
        throw new Error('unused');
      },
    });
    const first = model.go(1);
    const second = model.go(2);
    answers.get(2)?.resolve({ pages: [summary('two')], next_page: null });
    await second;
    answers.get(1)?.resolve({ pages: [summary('one')], next_page: 2 });
    await first;
    expect(model.list.data.value?.page).toBe(2);
    expect(model.list.data.value?.pages[0]?.id).toBe('two');
  });

  it('previews the live revision; a page without one fails with not_found; a late preview never replaces a newer one', async () => {
    const { api } = fakeApi({ pages: [] });
    const model = createPagesModel(api);
    await model.showPreview('a');
    expect(model.preview.data.value?.title).toBe('Live a');
    await model.showPreview('draft');
    expect((model.preview.error.value as ApiError).code).toBe('not_found');

    const slow = deferred<LiveRevision>();
    const late = createPagesModel({ ...api, published: (id) => (id === 'slow' ? slow.promise : api.published(id)) });
    const a = late.showPreview('slow');
    await late.showPreview('b');
    slow.resolve({ title: 'Live slow' } as LiveRevision);
    await a;
    expect(late.preview.data.value?.title).toBe('Live b');
  });
});
