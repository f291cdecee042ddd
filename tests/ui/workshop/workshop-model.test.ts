/** The Workshop page's model: load, the fault form, clock moves (and the end), scenarios, polling, failures. */
import { signal } from '@preact/signals';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/ui/kit/api.ts';
import { problemMessage } from '../../../src/ui/kit/problem.ts';
import type { Case, FaultSettings, WorldSettings } from '../../../src/ui/municipal/api.ts';
import { createWorkshopModel, type WorkshopDeps } from '../../../src/ui/workshop/workshop-model.ts';
import { createWorldSource } from '../../../src/ui/world/world-events.ts';
import { setLangForTest } from '../kit/lang.ts';
import { aCase, deferred, settings, settle } from '../municipal/fakes.ts';

afterEach(() => setLangForTest('de'));

function setup(overrides: Partial<WorkshopDeps> = {}) {
  const worldId = signal<string | undefined>('w1');
  const { source, changed } = createWorldSource(worldId);
  let current = settings();
  let cases: Case[] = [aCase('c1', 'completed')];
  const log = { settingsReads: 0, moves: [] as number[], scenarios: [] as string[], faults: [] as FaultSettings[] };
  const deps: WorkshopDeps = {
    world: source,
    ensureSession: async () => undefined,
    worldSettings: async () => {
      log.settingsReads += 1;
      return { ...current }; // A new answer each time, as over HTTP.
    },
    cases: async () => cases,
    moveClock: async (seconds) => {
      log.moves.push(seconds);
      current = settings({ clock_offset_seconds: current.clock_offset_seconds + seconds, now: 'moved' });
      return current;
    },
    setScenario: async (name) => {
      log.scenarios.push(name);
      cases = [aCase('s1', 'review'), aCase('s2', 'received')];
      current = settings({ scenario: name });
      return current;
    },
    setFaults: async (faults) => {
      log.faults.push(faults);
      current = settings({ faults });
      return current;
    },
    pollMs: 10,
    ...overrides,
  };
  const model = createWorkshopModel(deps);
  return { model, worldId, changed, log, setCurrent: (next: WorldSettings) => (current = next) };
}

describe('workshop model', () => {
  it('loads the world settings and cases; the fault form starts from the world faults', async () => {
    const { model } = setup();
    const stop = model.start();
    await settle();
    expect(model.settings.data.value?.clock_offset_seconds).toBe(0);
    expect(model.cases.data.value?.map((c) => c.id)).toEqual(['c1']);
    expect(model.faults.value?.fault).toBe('none');
    stop();
  });

  it('keeps the fault form as edited while the settings are read again, and saves what is on screen', async () => {
    const { model, changed, log } = setup();
    model.start();
    await settle();
    model.editFaults({ fault: '503', when: 'rate', rate: 0.5 });
    changed(); // Another tab changed the world: the form keeps what was typed.
    await settle();
    expect(model.faults.value).toMatchObject({ fault: '503', when: 'rate', rate: 0.5 });
    await model.saveFaults();
    expect(log.faults[0]).toMatchObject({ fault: '503', rate: 0.5 });
    expect(model.settings.data.value?.faults.fault).toBe('503');
    expect(model.status.value).toEqual({ kind: 'faults' });
  });

  it('refuses a fault on a share of 0 % (or above 100 %) without sending; off, or once, needs no share', async () => {
    const { model, log } = setup();
    model.start();
    await settle();
    for (const rate of [0, 1.01, 0.005, Number.NaN]) {
      model.editFaults({ fault: '503', when: 'rate', rate });
      expect(await model.saveFaults()).toBe(false);
      expect(model.rateInvalid.value).toBe(true);
    }
    expect(log.faults).toEqual([]);
    model.editFaults({ fault: 'none', when: 'rate', rate: 0 });
    expect(await model.saveFaults()).toBe(true);
    model.editFaults({ fault: '429', when: 'next', rate: 0 });
    expect(await model.saveFaults()).toBe(true);
    expect(model.rateInvalid.value).toBe(false);
    model.editFaults({ fault: '503', when: 'rate', rate: 0.01 });
    expect(await model.saveFaults()).toBe(true);
    expect(log.faults.map((f) => [f.fault, f.rate])).toEqual([
      ['none', 0],
      ['429', 0],
      ['503', 0.01],
    ]);
  });

  it('refuses a minutes value that is not 1 to 1440 without sending, and moves by a good one', async () => {
    const { model, log } = setup();
    model.start();
    await settle();
    for (const typed of ['0', '1441', '2.5', 'abc', '']) {
      model.minutes.value = typed;
      expect(model.moveByMinutes()).toBe(false);
      expect(model.minutesInvalid.value).toBe(true);
    }
    expect(log.moves).toEqual([]);
    model.minutes.value = '30';
    expect(model.moveByMinutes()).toBe(true);
    await settle();
    expect(model.minutesInvalid.value).toBe(false);
    expect(log.moves).toEqual([1800]);
    expect(model.settings.data.value?.clock_offset_seconds).toBe(1800);
    expect(model.status.value).toEqual({ kind: 'moved', now: 'moved' });
  });

  it('moving to the end ends the world: settings and form go, the status says so', async () => {
    const { model, log } = setup({ moveClock: async () => 'ended' });
    model.start();
    await settle();
    await model.moveToEnd();
    expect(model.settings.data.value).toBeUndefined();
    expect(model.faults.value).toBeUndefined();
    expect(model.status.value).toEqual({ kind: 'ended' });
    expect(log.moves).toEqual([]);
  });

  it('filling a scenario reads the cases again (refresh after an action)', async () => {
    const { model } = setup();
    model.start();
    await settle();
    await model.fill('every-state');
    expect(model.cases.data.value?.map((c) => c.id)).toEqual(['s1', 's2']);
    expect(model.settings.data.value?.scenario).toBe('every-state');
    expect(model.status.value).toEqual({ kind: 'scenario', name: 'every-state' });
  });

  it('a refused action shows its failure worded by problemMessage (the member and what it may be)', async () => {
    const { model } = setup({
      setFaults: async () => {
        throw new ApiError(422, { error: 'invalid_faults', member: 'latency_ms', allowed: '0–10000' });
      },
    });
    model.start();
    await settle();
    await model.saveFaults();
    expect(model.status.value).toBeUndefined();
    expect(problemMessage(model.failure.value, 'm')).toBe('latency_ms: 0–10000. (invalid_faults)');
  });

  it('polls the settings while a world is open (so a fired fault shows), and stops with the screen', async () => {
    const { model, log, worldId, setCurrent } = setup();
    const stop = model.start();
    await settle();
    setCurrent(
      settings({ fault_fired: { at: 'x', request: 'POST /v1/drafts', fault: '503' } } as Partial<WorldSettings>),
    );
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(model.settings.data.value?.fault_fired).toBeDefined();
    worldId.value = undefined;
    await settle();
    const reads = log.settingsReads;
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(log.settingsReads).toBe(reads); // No world: no poll.
    stop();
  });

  it('a poll answer older than an action’s answer never overwrites it', async () => {
    const slow = deferred<WorldSettings>();
    let first = true;
    const model = createWorkshopModel({
      world: createWorldSource(signal('w1')).source,
      ensureSession: async () => undefined,
      worldSettings: () => {
        if (first) {
          first = false;
          return slow.promise;
        }
        return Promise.resolve(settings());
      },
      cases: async () => [],
      moveClock: async () => settings({ clock_offset_seconds: 900 }),
      setScenario: async () => settings(),
      setFaults: async () => settings(),
    });
    const stop = model.start(); // Its first read is slow.
    await model.move(900);
    slow.resolve(settings({ clock_offset_seconds: 0 }));
    await settle();
    expect(model.settings.data.value?.clock_offset_seconds).toBe(900);
    stop();
  });

  it('fills with a scenario or moves to the end only after the question on the page', async () => {
    const { model, log } = setup();
    model.start();
    await settle();
    model.asking.value = { kind: 'scenario', name: 'every-state' };
    model.keep();
    await model.confirmAsked();
    expect(log.scenarios).toEqual([]);
    model.asking.value = { kind: 'scenario', name: 'every-state' };
    await model.confirmAsked();
    expect(log.scenarios).toEqual(['every-state']);
    expect(model.asking.value).toBeUndefined();
    model.asking.value = { kind: 'clockEnd' };
    await model.confirmAsked();
    expect(log.moves).toHaveLength(1);
  });
});
