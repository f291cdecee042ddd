/** The page editor's model, driven by a fake content API holding one page. */
import { describe, expect, it } from 'vitest';
import { CONTENT_LIMITS, SLUG_PATTERN } from '../../../src/engine/content/choices.ts';
import type { Page, Revision } from '../../../src/engine/content/contract.ts';
import { createEditorModel, type EditorApi, type Transition } from '../../../src/ui/content/editor-model.ts';
import { ApiError } from '../../../src/ui/kit/api.ts';
import { problemMessage } from '../../../src/ui/kit/problem.ts';
import { deferred } from '../support/deferred.ts';

function pageOf(version: number, fields: Partial<Page> = {}): Page {
  return {
    id: 'p1',
    title: 'Öffnungszeiten',
    slug: 'oeffnungszeiten',
    excerpt: '',
    body: 'Montag',
    cover: null,
    type: 'page',
    locale: 'de',
    fields: {},
    status: 'draft',
    version,
    ...fields,
  } as Page;
}

/** A content API with one page; `someoneElse` changes it behind the editor's back. */
function fakeContent() {
  let stored = pageOf(1);
  const calls: string[] = [];
  const api: EditorApi & { refuse?: ApiError; refuseRead?: ApiError; someoneElse(change: Partial<Page>): void } = {
    someoneElse(change) {
      stored = { ...stored, ...change, version: stored.version + 1 };
    },
    async read() {
      if (api.refuseRead) throw api.refuseRead;
      return { ...stored };
    },
    async history() {
      return [] as Required<Revision>[];
    },
    async create(fields) {
      calls.push('create');
      stored = { ...pageOf(1), ...fields } as Page;
      return { ...stored };
    },
    async replace(_id, fields, expected) {
      calls.push(`replace ${expected}`);
      if (api.refuse) throw api.refuse;
      if (expected !== stored.version) throw new ApiError(409, { error: 'stale_revision' });
      stored = { ...stored, ...fields, version: stored.version + 1 } as Page;
      return { ...stored };
    },
    async transition(_id, action, expected) {
      calls.push(`${action} ${expected}`);
      if (expected !== stored.version) throw new ApiError(409, { error: 'stale_revision' });
      stored = { ...stored, status: action === 'publish' ? 'published' : stored.status, version: stored.version + 1 };
      return { ...stored };
    },
    async uploadCover(_file, alt) {
      calls.push(`upload ${alt}`);
      return { id: 'img1' };
    },
  };
  return { api, calls, stored: () => stored };
}

const RULES = { limits: CONTENT_LIMITS, slug: SLUG_PATTERN };

/** Asks for a transition and answers the page's question with its "yes" button. */
async function confirmed(model: ReturnType<typeof createEditorModel>, action: Transition) {
  model.ask(action);
  await model.confirmAsked();
}

describe('editor model', () => {
  it('loads the page and is clean until something is typed', async () => {
    const { api } = fakeContent();
    const model = createEditorModel(api, 'de', RULES);
    await model.load('p1');
    expect(model.draft.value.body).toBe('Montag');
    expect(model.dirty.value).toBe(false);
    model.edit('body', 'Dienstag');
    expect(model.dirty.value).toBe(true);
  });

  it('a new page is in the language the person works in', () => {
    expect(createEditorModel(fakeContent().api, 'en', RULES).draft.value.locale).toBe('en');
  });

  it('Publish saves the edit on screen first and publishes that version', async () => {
    const { api, calls, stored } = fakeContent();
    const model = createEditorModel(api, 'de', RULES);
    await model.load('p1');
    model.edit('body', 'Dienstag');
    model.ask('publish');
    expect(model.asking.value).toEqual({ action: 'publish', question: 'saveAndPublish' });
    expect(calls).toEqual([]);
    await model.confirmAsked();
    expect(model.asking.value).toBeUndefined();
    expect(calls).toEqual(['replace 1', 'publish 2']);
    expect(stored()).toMatchObject({ body: 'Dienstag', status: 'published' });
    expect(model.dirty.value).toBe(false);
    expect(model.status.value).toEqual({ said: 'done', status: 'published' });
  });

  it('a stale revision on Publish keeps the edit, shows the comparison and publishes nothing', async () => {
    const { api, calls, stored } = fakeContent();
    const model = createEditorModel(api, 'de', RULES);
    await model.load('p1');
    model.edit('body', 'Mittwoch');
    api.someoneElse({ body: 'Dienstag', title: 'Sprechzeiten' });
    await confirmed(model, 'publish');
    expect(calls).toEqual(['replace 1']);
    expect(stored().status).toBe('draft');
    expect(model.status.value).toEqual({ said: 'notPublished' });
    expect(model.merge.value?.conflicts).toEqual(['body']);
    // My edit stays; the field only they changed takes the latest value.
    expect(model.draft.value.body).toBe('Mittwoch');
    expect(model.draft.value.title).toBe('Sprechzeiten');
    model.choose('body', 'theirs');
    expect(model.draft.value.body).toBe('Dienstag');
  });

  it('a failed save keeps every edit and words the failure for the workspace', async () => {
    const { api } = fakeContent();
    api.refuse = new ApiError(507, { error: 'store_full' });
    const model = createEditorModel(api, 'de', RULES);
    await model.load('p1');
    model.edit('title', 'Neu');
    expect(await model.save()).toEqual({ outcome: 'failed' });
    expect(model.draft.value.title).toBe('Neu');
    expect(model.dirty.value).toBe(true);
    expect(problemMessage(model.failure.value, 'content')).not.toContain('store_full');
    expect(model.busy.value).toBe(false);
  });

  it('unpublish with unsaved edits refuses ("save first") rather than drop them', async () => {
    const { api, calls } = fakeContent();
    const model = createEditorModel(api, 'de', RULES);
    await model.load('p1');
    model.edit('body', 'Dienstag');
    await confirmed(model, 'archive');
    expect(calls).toEqual([]);
    expect(model.status.value).toEqual({ said: 'saveFirst' });
    expect(model.draft.value.body).toBe('Dienstag');
  });

  it('a cover chosen but not uploaded is unsaved; saving asks for its alt text, then uploads it', async () => {
    const { api, calls, stored } = fakeContent();
    const model = createEditorModel(api, 'de', RULES);
    await model.load('p1');
    model.pendingCover.value = { file: new File(['x'], 'a.png', { type: 'image/png' }), alt: '' };
    expect(model.dirty.value).toBe(true);
    await model.save();
    expect((model.failure.value as ApiError).code).toBe('cover_alt_missing');
    expect(model.pendingCover.value.file).toBeDefined();
    model.pendingCover.value = { ...model.pendingCover.value, alt: 'Rathaus' };
    await model.save();
    expect(calls).toEqual(['upload Rathaus', 'replace 1']);
    expect(stored().cover).toBe('img1');
    expect(model.dirty.value).toBe(false);
  });

  it('an earlier read answering late never replaces a later one', async () => {
    const slow = deferred<Page>();
    const { api } = fakeContent();
    let first = true;
    const model = createEditorModel(
      {
        ...api,
        read: () => {
          if (!first) return Promise.resolve(pageOf(5, { title: 'Neuer' }));
          first = false;
          return slow.promise;
        },
      },
      'de',
      RULES,
    );
    const early = model.load('p1');
    await model.load('p1');
    slow.resolve(pageOf(1, { title: 'Alter' }));
    await early;
    expect(model.page.value?.version).toBe(5);
    expect(model.draft.value.title).toBe('Neuer');
  });

  it('asks on the page before it acts: "change nothing" publishes nothing', async () => {
    const { api, calls } = fakeContent();
    const model = createEditorModel(api, 'de', RULES);
    await model.load('p1');
    model.ask('publish');
    expect(model.asking.value).toEqual({ action: 'publish', question: 'publish' });
    model.keep();
    await model.confirmAsked();
    expect(calls).toEqual([]);
  });

  it('an empty title is a problem at the title field, and nothing is sent', async () => {
    const { api, calls } = fakeContent();
    const model = createEditorModel(api, 'de', RULES);
    model.edit('title', '   ');
    model.edit('slug', 'Nicht Gültig');
    expect(await model.save()).toEqual({ outcome: 'invalid' });
    expect(model.fieldProblems.value).toEqual([
      { field: 'title', problem: 'required' },
      { field: 'slug', problem: 'format' },
    ]);
    expect(calls).toEqual([]);
    model.edit('title', 'Sprechzeiten');
    model.edit('slug', '');
    expect((await model.save()).outcome).toBe('saved');
    expect(model.fieldProblems.value).toEqual([]);
  });

  it('an Edit whose page cannot be read stays an Edit: saving never makes a new page', async () => {
    const { api, calls } = fakeContent();
    api.refuseRead = new ApiError(401, { error: 'unauthorized' });
    const model = createEditorModel(api, 'de', RULES);
    await model.load('p1');
    expect(model.page.value).toBeUndefined();
    expect(model.editing.value).toBe('p1');
    expect(model.failure.value).toBeInstanceOf(ApiError);
    model.edit('title', 'Getippt');
    expect((await model.save()).outcome).toBe('failed');
    expect(calls).toEqual([]);
    expect(model.draft.value.title).toBe('Getippt');
  });
});
