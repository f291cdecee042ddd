/** One case: load, review hand-over, cancellation (and its failure), the receipt per version and language. */
import { signal } from '@preact/signals';
import { afterEach, describe, expect, it } from 'vitest';
import type { Lang } from '../../../src/engine/words.ts';
import { ApiError } from '../../../src/ui/kit/api.ts';
import { problemMessage } from '../../../src/ui/kit/problem.ts';
import type { Case } from '../../../src/ui/municipal/api.ts';
import { type CaseDeps, createCaseModel } from '../../../src/ui/municipal/case-model.ts';
import { createWorldSource } from '../../../src/ui/world/world-events.ts';
import { setLangForTest } from '../kit/lang.ts';
import { aCase, deferred, settle } from './fakes.ts';

afterEach(() => setLangForTest('de'));

const RECEIPT = { number: 'NW-2026-0007' } as Case['receipt'];

function setup(overrides: Partial<CaseDeps> = {}) {
  const { source, changed } = createWorldSource(signal('w1'));
  const language = signal<Lang>('de');
  const log = { toReview: [] as string[], receipts: [] as string[], revoked: [] as string[] };
  let stored = aCase('c1', 'completed', 1, { receipt: RECEIPT });
  const deps: CaseDeps = {
    world: source,
    getCase: async () => stored,
    cancel: async (id, version) => {
      stored = aCase(id, 'cancelled', version + 1, { receipt: RECEIPT, can_cancel: false });
      return stored;
    },
    catalogue: async () => [],
    receiptUrl: async (found, lang) => {
      const url = `blob:${found.id}/${found.version}/${lang}`;
      log.receipts.push(url);
      return url;
    },
    revokeUrl: (url) => log.revoked.push(url),
    language,
    toReview: (id) => log.toReview.push(id),
    ...overrides,
  };
  const model = createCaseModel('c1', deps);
  return { model, changed, language, log, setStored: (next: Case) => (stored = next) };
}

describe('case model', () => {
  it('loads the case, marks the names final once the catalogue was read, and fetches its receipt', async () => {
    const { model, log } = setup();
    model.start();
    await settle();
    expect(model.found.data.value?.state).toBe('completed');
    expect(model.named.value).toBe(true);
    expect(model.receipt.value).toBe('blob:c1/1/de');
    expect(log.toReview).toEqual([]);
  });

  it('hands a case still in review to the review screen', async () => {
    const { model, log } = setup({ getCase: async () => aCase('c9', 'review') });
    model.start();
    await settle();
    expect(log.toReview).toEqual(['c9']);
  });

  it('keeps a loading failure worded by problemMessage', async () => {
    const { model } = setup({
      getCase: async () => {
        throw new ApiError(404, { error: 'not_found' });
      },
    });
    model.start();
    await settle();
    expect(model.found.data.value).toBeUndefined();
    expect(problemMessage(model.failure.value, 'm')).toMatch(/not_found/);
  });

  it('cancels: the answer replaces the case, the confirmation closes, a new receipt is made for the new version', async () => {
    const { model, log } = setup();
    model.start();
    await settle();
    model.asking.value = true;
    expect(await model.cancel()).toBe(true);
    await settle();
    expect(model.found.data.value?.state).toBe('cancelled');
    expect(model.asking.value).toBe(false);
    expect(model.failure.value).toBeUndefined();
    expect(model.receipt.value).toBe('blob:c1/2/de');
    expect(log.revoked).toContain('blob:c1/1/de'); // The old version's blob is let go.
  });

  it('a refused cancellation shows its failure and, when the case changed meanwhile, reads it again', async () => {
    let version = 1;
    const { model } = setup({
      getCase: async () => aCase('c1', 'completed', version, { receipt: RECEIPT }),
      cancel: async () => {
        throw new ApiError(409, { error: 'stale_version' });
      },
    });
    model.start();
    await settle();
    version = 5; // Another tab changed the case.
    model.asking.value = true;
    expect(await model.cancel()).toBe(false);
    expect(model.found.data.value?.version).toBe(5);
    expect(model.asking.value).toBe(true);
    expect(problemMessage(model.failure.value, 'm')).toMatch(/^Der Vorgang wurde inzwischen geändert/);
    setLangForTest('en');
    expect(problemMessage(model.failure.value, 'm')).toMatch(/^The case has changed in the meantime/);
  });

  it('reads the case again when the world changes (another tab cancelled it)', async () => {
    const harness = setup();
    harness.model.start();
    await settle();
    harness.setStored(aCase('c1', 'cancelled', 2, { receipt: RECEIPT }));
    harness.changed();
    await settle();
    expect(harness.model.found.data.value?.state).toBe('cancelled');
  });

  it('makes the receipt again in the new language, and a late receipt of the old language is dropped and let go', async () => {
    const slow = deferred<string>();
    const answers: Array<Promise<string>> = [slow.promise, Promise.resolve('blob:en')];
    const harness = setup({ receiptUrl: () => answers.shift() as Promise<string> });
    harness.model.start();
    await settle();
    harness.language.value = 'en';
    await settle();
    slow.resolve('blob:de-late');
    await settle();
    expect(harness.model.receipt.value).toBe('blob:en');
    expect(harness.log.revoked).toContain('blob:de-late');
  });

  it('lets the receipt go when the screen goes', async () => {
    const harness = setup();
    const stop = harness.model.start();
    await settle();
    stop();
    expect(harness.log.revoked).toEqual(['blob:c1/1/de']);
    expect(harness.model.receipt.value).toBeUndefined();
  });
});
