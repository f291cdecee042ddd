/** The world bar: pending until known, the choice of worlds, settings only with an open world, actions' failures. */
import { signal } from '@preact/signals';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/ui/kit/api.ts';
import { problemMessage } from '../../../src/ui/kit/problem.ts';
import type { WorldSettings } from '../../../src/ui/municipal/api.ts';
import { createWorldBarModel, type WorldBarDeps } from '../../../src/ui/municipal/world-bar-model.ts';
import type { WorldSummary } from '../../../src/ui/world/session.ts';
import { createWorldSource } from '../../../src/ui/world/world-events.ts';
import { setLangForTest } from '../kit/lang.ts';
import { deferred, settings, settle } from './fakes.ts';

afterEach(() => setLangForTest('de'));

const summary = (id: string, cases: number): WorldSummary => ({
  world: { id, token: `secret-${id}`, expires_at: '2026-03-31T09:00:00.000Z', created_at: '', used_at: 0 },
  cases,
});

function setup(id: string | undefined, overrides: Partial<WorldBarDeps> = {}) {
  const worldId = signal(id);
  const { source, changed } = createWorldSource(worldId);
  const restored = deferred<void>();
  let settingsReads = 0;
  let held = [summary('a', 2), summary('b', 0)];
  const done: string[] = [];
  const model = createWorldBarModel({
    startNewWorld: async () => {
      done.push('new');
    },
    endWorld: async (ended) => {
      done.push(`end ${ended}`);
      worldId.value = undefined;
    },
    world: source,
    restored: restored.promise,
    summaries: async () => held,
    settings: async () => {
      settingsReads += 1;
      return settings({ clock_offset_seconds: 600 });
    },
    ...overrides,
  });
  return {
    model,
    worldId,
    changed,
    restored,
    done,
    settingsReads: () => settingsReads,
    hold: (next: WorldSummary[]) => (held = next),
  };
}

describe('world bar model', () => {
  it('keeps its space until the tab knows its world, then shows the open world with its case count', async () => {
    const { model, restored } = setup('a');
    model.start();
    await settle();
    expect(model.pending.value).toBe(true);
    restored.resolve();
    await settle();
    expect(model.pending.value).toBe(false);
    expect(model.choosing.value).toBe(false);
    expect(model.mine.value?.cases).toBe(2);
    expect(model.others.value.map((w) => w.world.id)).toEqual(['b']);
    expect(model.settings.data.value?.clock_offset_seconds).toBe(600);
  });

  it('offers the remembered worlds to a tab without one, and never reads settings (that would open a world)', async () => {
    const { model, restored, settingsReads } = setup(undefined);
    model.start();
    restored.resolve();
    await settle();
    expect(model.choosing.value).toBe(true);
    expect(settingsReads()).toBe(0);
    expect(model.settings.data.value).toBeUndefined();
  });

  it('worlds that cannot be read are none to choose from', async () => {
    const { model, restored } = setup(undefined, {
      summaries: async () => {
        throw new Error('no IndexedDB');
      },
    });
    model.start();
    restored.resolve();
    await settle();
    expect(model.worlds.data.value).toEqual([]);
    expect(model.choosing.value).toBe(false);
    expect(model.pending.value).toBe(false);
  });

  it('reads again on a change (a new case) and when the tab opens another world', async () => {
    const harness = setup('a');
    harness.model.start();
    harness.restored.resolve();
    await settle();
    harness.hold([summary('a', 3), summary('b', 0)]);
    harness.changed();
    await settle();
    expect(harness.model.mine.value?.cases).toBe(3);
    harness.worldId.value = 'b';
    await settle();
    expect(harness.model.mine.value?.world.id).toBe('b');
    expect(harness.settingsReads()).toBe(3);
  });

  it('an action that fails shows its failure worded by problemMessage; the next action clears it', async () => {
    const { model, restored } = setup('a');
    model.start();
    restored.resolve();
    await settle();
    await model.act(async () => {
      throw new ApiError(0, { error: 'backend' });
    });
    expect(problemMessage(model.actionError.value, 'm')).toMatch(/^Das Offline-Backend hat nicht geantwortet/);
    setLangForTest('en');
    expect(problemMessage(model.actionError.value, 'm')).toMatch(/^The offline backend did not answer/);
    await model.act(async () => undefined);
    expect(model.actionError.value).toBeUndefined();
  });

  it('a late answer for the old world never overwrites the new world’s settings', async () => {
    const slow = deferred<WorldSettings>();
    const answers = [slow.promise, Promise.resolve(settings({ clock_offset_seconds: 60 }))];
    const { model, worldId, restored } = setup('a', { settings: () => answers.shift() as Promise<WorldSettings> });
    model.start();
    restored.resolve();
    worldId.value = 'b';
    await settle();
    slow.resolve(settings({ clock_offset_seconds: 9999 }));
    await settle();
    expect(model.settings.data.value?.clock_offset_seconds).toBe(60);
  });

  it('keeps the room of a bar with a world while waiting for the world the tab had, and while showing one', async () => {
    const had = setup('a', { expectsWorld: true });
    had.model.start();
    expect(had.model.pending.value).toBe(true);
    expect(had.model.roomForWorld.value).toBe(true);
    had.restored.resolve();
    await settle();
    expect(had.model.pending.value).toBe(false);
    expect(had.model.roomForWorld.value).toBe(true);

    const fresh = setup(undefined, { expectsWorld: false, summaries: async () => [] });
    fresh.model.start();
    expect(fresh.model.roomForWorld.value).toBe(false);
    fresh.restored.resolve();
    await settle();
    expect(fresh.model.roomForWorld.value).toBe(false); // No world: the short bar.
    fresh.worldId.value = 'new';
    expect(fresh.model.roomForWorld.value).toBe(true);
  });
  it('shows the settings the tab last saw of its world until this page’s read answers, then remembers the new ones', async () => {
    const kept = new Map<string, WorldSettings>([['a', settings({ clock_offset_seconds: 600 })]]);
    const memory = {
      get: (id: string) => kept.get(id),
      put: (id: string, value: WorldSettings | undefined) => {
        if (value) kept.set(id, value);
        else kept.delete(id);
      },
    };
    const read = deferred<WorldSettings>();
    const { model, restored } = setup('a', { settings: () => read.promise, remembered: memory });
    model.start();
    restored.resolve();
    await settle();
    // The clock line is there from the first paint: nothing is inserted above the screen later.
    expect(model.settings.data.value).toBeUndefined();
    expect(model.shownSettings.value?.clock_offset_seconds).toBe(600);
    read.resolve(settings({ clock_offset_seconds: 7200 }));
    await settle();
    expect(model.shownSettings.value?.clock_offset_seconds).toBe(7200);
    expect(kept.get('a')?.clock_offset_seconds).toBe(7200);
  });

  it('shows no remembered settings without an open world, nor once a read found none', async () => {
    const kept = new Map<string, WorldSettings>([['a', settings({ clock_offset_seconds: 600 })]]);
    const memory = { get: (id: string) => kept.get(id), put: (id: string) => void kept.delete(id) };
    const none = setup(undefined, { remembered: memory });
    none.model.start();
    none.restored.resolve();
    await settle();
    expect(none.model.shownSettings.value).toBeUndefined();
    const failing = setup('a', {
      remembered: memory,
      settings: async () => {
        throw new ApiError(0, { error: 'backend' });
      },
    });
    failing.model.start();
    failing.restored.resolve();
    await settle();
    expect(failing.model.shownSettings.value).toBeUndefined();
    expect(kept.has('a')).toBe(false);
  });

  it('ends a world only after the question on the page, then says it ended until another world opens', async () => {
    const { model, restored, done, worldId } = setup('a');
    model.start();
    restored.resolve();
    await settle();
    model.asking.value = { kind: 'end', id: 'a', cases: 2 };
    model.keep();
    await model.confirmAsked();
    expect(done).toEqual([]);
    expect(model.ended.value).toBe(false);
    model.asking.value = { kind: 'end', id: 'a', cases: 2 };
    await model.confirmAsked();
    expect(done).toEqual(['end a']);
    expect(model.asking.value).toBeUndefined();
    expect(model.ended.value).toBe(true);
    worldId.value = 'b';
    await settle();
    expect(model.ended.value).toBe(false);
  });

  it('a failed end is no "it ended": the failure shows instead', async () => {
    const { model, restored } = setup('a', {
      endWorld: async () => {
        throw new ApiError(0, { error: 'backend' });
      },
    });
    model.start();
    restored.resolve();
    await settle();
    model.asking.value = { kind: 'end', id: 'a', cases: undefined };
    await model.confirmAsked();
    expect(model.ended.value).toBe(false);
    expect(model.actionError.value).toBeInstanceOf(ApiError);
  });
});
