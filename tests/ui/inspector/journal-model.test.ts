/** The live journal model and the Inspector's model over it, driven by a fake journal reader. */
import { afterEach, describe, expect, it } from 'vitest';
import type { JournalEntry, JournalPage } from '../../../src/engine/journal/schemas.ts';
import { createInspectorModel } from '../../../src/ui/inspector/inspector-model.ts';
import type { JournalView } from '../../../src/ui/inspector/journal-api.ts';
import { createJournalModel, type ReadJournal } from '../../../src/ui/inspector/journal-model.ts';
import { ApiError } from '../../../src/ui/kit/api.ts';
import { problemMessage } from '../../../src/ui/kit/problem.ts';
import { setLangForTest } from '../kit/lang.ts';
import { deferred } from '../support/deferred.ts';

afterEach(() => setLangForTest('de'));

function entry(id: number, extra: Partial<JournalEntry> = {}): JournalEntry {
  return {
    id,
    method: 'GET',
    url: `/v1/x/${id}`,
    status: 200,
    source: 'app',
    actor: 'person',
    name: null,
    ...extra,
  } as JournalEntry;
}

/** A journal per view the test appends to; the reader answers what is newer than `after`. */
function fakeJournal() {
  const journals: Record<JournalView, JournalEntry[]> = { world: [], owner: [], studio: [] };
  const reads: string[] = [];
  const read: ReadJournal = async (view, after, token) => {
    reads.push(`${view} ${after} ${token ?? '-'}`);
    const entries = journals[view].filter((e) => e.id > after);
    return { entries, last_id: entries.at(-1)?.id ?? after } as JournalPage;
  };
  return { journals, reads, read };
}

describe('journal model', () => {
  it('reads the journal, then only what is newer', async () => {
    const { journals, reads, read } = fakeJournal();
    journals.world.push(entry(1), entry(2));
    const model = createJournalModel(read);
    await model.open('world', 'cap');
    expect(model.entries.value.map((e) => e.id)).toEqual([1, 2]);
    journals.world.push(entry(3));
    await model.poll();
    expect(model.entries.value.map((e) => e.id)).toEqual([1, 2, 3]);
    expect(reads).toEqual(['world 0 cap', 'world 2 cap']);
  });

  it('keeps a failure as an error worded by problemMessage, and clears it when a read works again', async () => {
    const { read } = fakeJournal();
    let fail = true;
    const model = createJournalModel(async (...args) => {
      if (fail) throw new ApiError(503, { error: 'unavailable' });
      return read(...args);
    });
    await model.open('world', 'cap');
    expect(problemMessage(model.error.value, 'inspector')).toBe(
      'Das Protokoll konnte nicht gelesen werden (Fehler unavailable). Es wird weiter versucht.',
    );
    setLangForTest('en');
    expect(problemMessage(model.error.value, 'inspector')).toContain('The journal could not be read');
    fail = false;
    await model.poll();
    expect(model.error.value).toBeUndefined();
  });

  it('never overlaps reads: a tick while a read runs waits for it, so no entry shows twice', async () => {
    const slow = deferred<JournalPage>();
    let calls = 0;
    const model = createJournalModel(() => {
      calls += 1;
      return slow.promise;
    });
    const first = model.open('world', 'cap');
    const tick = model.poll();
    slow.resolve({ entries: [entry(1)], last_id: 1 } as JournalPage);
    await Promise.all([first, tick]);
    expect(calls).toBe(1);
    expect(model.entries.value.map((e) => e.id)).toEqual([1]);
  });

  it('drops a read for the journal shown before (another world or view)', async () => {
    const slow = deferred<JournalPage>();
    const { journals, read } = fakeJournal();
    journals.owner.push(entry(7, { source: 'mcp' }));
    const model = createJournalModel((view, after, token) =>
      view === 'world' ? slow.promise : read(view, after, token),
    );
    const old = model.open('world', 'cap');
    await model.open('owner', undefined);
    slow.resolve({ entries: [entry(1)], last_id: 1 } as JournalPage);
    await old;
    expect(model.entries.value.map((e) => e.id)).toEqual([7]);
  });
});

describe('Inspector model', () => {
  it('shows the entries the filters let through, newest first, with the choices found', async () => {
    const { journals, read } = fakeJournal();
    journals.world.push(entry(1), entry(2, { method: 'POST', status: 422 }), entry(3, { source: 'page' }));
    const model = createInspectorModel(read);
    await model.follow('cap');
    expect(model.shown.value.map((e) => e.id)).toEqual([3, 2, 1]);
    expect(model.methods.value).toEqual(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
    model.filter('status', '4');
    expect(model.shown.value.map((e) => e.id)).toEqual([2]);
  });

  it('choosing the owner’s journal clears the filters and the open entry, and reads that journal afresh', async () => {
    const { journals, reads, read } = fakeJournal();
    journals.world.push(entry(1));
    journals.owner.push(entry(9, { source: 'mcp' }));
    const model = createInspectorModel(read);
    await model.follow('cap');
    model.filter('source', 'app');
    model.toggle(1);
    await model.choose('owner');
    expect(model.filters.value.source).toBe('');
    expect(model.open.value).toBeUndefined();
    expect(model.shown.value.map((e) => e.id)).toEqual([9]);
    expect(reads.at(-1)).toBe('owner 0 cap');
  });
});
