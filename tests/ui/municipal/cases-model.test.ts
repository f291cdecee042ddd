/** "My cases": load per world, failure in the flow's words, refresh on a change, stale answers dropped. */
import { signal } from '@preact/signals';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/ui/kit/api.ts';
import { problemMessage } from '../../../src/ui/kit/problem.ts';
import type { Case } from '../../../src/ui/municipal/api.ts';
import { createCasesModel } from '../../../src/ui/municipal/cases-model.ts';
import { createWorldSource } from '../../../src/ui/world/world-events.ts';
import { setLangForTest } from '../kit/lang.ts';
import { aCase, deferred, settle } from './fakes.ts';

afterEach(() => setLangForTest('de'));

function setup(id: string | undefined, cases: () => Promise<Case[]>) {
  const worldId = signal(id);
  const { source, changed } = createWorldSource(worldId);
  let catalogueReads = 0;
  const model = createCasesModel({
    world: source,
    restored: Promise.resolve(),
    catalogue: async () => {
      catalogueReads += 1;
      throw new Error('no catalogue'); // Not this screen's failure: the cases still show.
    },
    cases,
  });
  return { model, worldId, changed, catalogueReads: () => catalogueReads };
}

describe('cases model', () => {
  it('reads the open world cases (after the catalogue), and says "none" only in an open world', async () => {
    const { model, catalogueReads } = setup('w1', async () => [aCase('c1', 'completed')]);
    const stop = model.start();
    await settle();
    expect(catalogueReads()).toBe(1);
    expect(model.cases.data.value?.map((c) => c.id)).toEqual(['c1']);
    expect(model.cases.error.value).toBeUndefined();
    expect(model.none.value).toBe(false);
    stop();

    const empty = setup('w1', async () => []);
    empty.model.start();
    await settle();
    expect(empty.model.none.value).toBe(true);
  });

  it('opens nothing for a tab without a world: no request, no "none"', async () => {
    let asked = 0;
    const { model } = setup(undefined, async () => {
      asked += 1;
      return [];
    });
    model.start();
    await settle();
    expect(asked).toBe(0);
    expect(model.cases.data.value).toEqual([]);
    expect(model.none.value).toBe(false);
  });

  it('keeps a failure worded by problemMessage, in either language', async () => {
    const { model } = setup('w1', async () => {
      throw new ApiError(401, { error: 'unauthorized' });
    });
    model.start();
    await settle();
    expect(problemMessage(model.cases.error.value, 'm')).toBe(
      'Ihre Übungswelt ist abgelaufen. Es wurde eine neue geöffnet; beginnen Sie bitte neu.',
    );
    setLangForTest('en');
    expect(problemMessage(model.cases.error.value, 'm')).toMatch(/^Your practice world has expired/);
  });

  it('reads again when the world changes (another tab, an action) and when another world opens', async () => {
    const held: Case[][] = [[aCase('c1', 'completed')]];
    const { model, changed, worldId } = setup('w1', async () => held[held.length - 1] as Case[]);
    model.start();
    await settle();
    held.push([aCase('c1', 'completed'), aCase('c2', 'received')]);
    changed();
    await settle();
    expect(model.cases.data.value?.map((c) => c.id)).toEqual(['c1', 'c2']);
    held.push([]);
    worldId.value = 'w2';
    await settle();
    expect(model.cases.data.value).toEqual([]);
  });

  it('never lets the old world answer late over the new world cases', async () => {
    const oldWorld = deferred<Case[]>();
    const answers = [oldWorld.promise, Promise.resolve([aCase('new', 'received')])];
    const { model, worldId } = setup('w1', () => answers.shift() as Promise<Case[]>);
    model.start();
    worldId.value = 'w2';
    await settle();
    oldWorld.resolve([aCase('old', 'completed')]);
    await settle();
    expect(model.cases.data.value?.map((c) => c.id)).toEqual(['new']);
  });

  it('stops following when the screen goes', async () => {
    let reads = 0;
    const { model, changed } = setup('w1', async () => {
      reads += 1;
      return [];
    });
    const stop = model.start();
    await settle();
    stop();
    changed();
    await settle();
    expect(reads).toBe(1);
  });
});
