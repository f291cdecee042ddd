/** Opening a settings link: nothing before the person confirms; then clock, scenario, faults and the name. */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/ui/kit/api.ts';
import type { FaultSettings, WorldSettings } from '../../../src/ui/municipal/api.ts';
import { createExerciseModel, type ExerciseDeps } from '../../../src/ui/workshop/exercise-model.ts';
import { encodeSettings, NO_FAULTS, type RoomSettings } from '../../../src/ui/workshop/settings-link.ts';
import { settings } from '../municipal/fakes.ts';

const FIRST: RoomSettings = {
  name: 'Übung 1: zu viele Anfragen',
  faults: { ...NO_FAULTS, fault: '429', when: 'rate', rate: 0.5, latency_ms: 300 },
  clockMinutes: 90,
  scenario: 'every-state',
};
const SECOND: RoomSettings = { name: 'Übung 2: Ruhe', faults: NO_FAULTS, clockMinutes: 120, scenario: null };

/** A fake world behind the /v1 routes, with a log of every call. */
function setup(start: Partial<WorldSettings> = {}) {
  let world = { id: 'w1', settings: settings(start) };
  const log: string[] = [];
  const names: Record<string, string> = {};
  const deps: ExerciseDeps = {
    ensureSession: async () => {
      log.push('ensure');
      return { id: world.id };
    },
    startNewWorld: async () => {
      log.push('new world');
      world = { id: 'w2', settings: settings() };
      return { id: world.id };
    },
    worldSettings: async () => ({ ...world.settings }),
    moveClock: async (seconds) => {
      log.push(`clock +${seconds}`);
      const s = world.settings;
      world.settings = {
        ...s,
        clock_offset_seconds: s.clock_offset_seconds + seconds,
        seconds_left: s.seconds_left - seconds,
      };
      return world.settings;
    },
    setScenario: async (name) => {
      log.push(`scenario ${name}`);
      world.settings = { ...world.settings, scenario: name };
      return world.settings;
    },
    setFaults: async (faults: FaultSettings) => {
      log.push(`faults ${faults.fault}`);
      world.settings = { ...world.settings, faults };
      return world.settings;
    },
    nameExercise: async (id, name) => {
      names[id] = name;
    },
  };
  return { deps, log, names, world: () => world };
}

describe('a settings link opened on a device', () => {
  it('shows the settings and changes nothing before the person confirms', () => {
    const { deps, log } = setup();
    const model = createExerciseModel(deps, encodeSettings(FIRST));
    expect(model.decoded).toEqual({ ok: true, settings: FIRST });
    expect(model.state.value).toEqual({ kind: 'preview' });
    model.cancel();
    expect(model.state.value).toEqual({ kind: 'cancelled' });
    expect(log).toEqual([]);
  });

  it('confirmed, sets the clock, fills the scenario, switches the faults and names the exercise', async () => {
    const { deps, log, names, world } = setup();
    const model = createExerciseModel(deps, encodeSettings(FIRST));
    expect(await model.apply()).toBe(true);
    expect(log).toEqual(['ensure', 'clock +5400', 'scenario every-state', 'faults 429']);
    expect(world().settings.faults).toEqual(FIRST.faults);
    expect(world().settings.clock_offset_seconds).toBe(5400);
    expect(names).toEqual({ w1: FIRST.name });
    expect(model.state.value).toMatchObject({ kind: 'applied', newWorld: false });
  });

  it('a second link replaces the first: faults off, the clock at its offset, the name replaced', async () => {
    const { deps, log, names, world } = setup();
    await createExerciseModel(deps, encodeSettings(FIRST)).apply();
    log.length = 0;
    await createExerciseModel(deps, encodeSettings(SECOND)).apply();
    expect(log).toEqual(['ensure', 'clock +1800', 'faults none']);
    expect(world().settings.faults).toEqual(NO_FAULTS);
    expect(world().settings.clock_offset_seconds).toBe(7200);
    expect(names).toEqual({ w1: SECOND.name });
  });

  it('opens a new world when the tab’s clock is already further ahead, or the move would end it', async () => {
    for (const start of [{ clock_offset_seconds: 3 * 3600 }, { seconds_left: 60 }]) {
      const { deps, log, names, world } = setup(start);
      const model = createExerciseModel(deps, encodeSettings(FIRST));
      await model.apply();
      expect(log.slice(0, 3)).toEqual(['ensure', 'new world', 'clock +5400']);
      expect(world().id).toBe('w2');
      expect(names).toEqual({ w2: FIRST.name });
      expect(model.state.value).toMatchObject({ kind: 'applied', newWorld: true });
    }
  });

  it('keeps a failure to show with Try again, and applies nothing of a refused link', async () => {
    const { deps, log } = setup();
    const failing = createExerciseModel(
      {
        ...deps,
        setFaults: async () => {
          throw ApiError.backend();
        },
      },
      encodeSettings(FIRST),
    );
    expect(await failing.apply()).toBe(false);
    expect(failing.error.value).toBeInstanceOf(ApiError);
    expect(failing.state.value).toEqual({ kind: 'preview' });

    log.length = 0;
    const refused = createExerciseModel(deps, 'v=2&name=x');
    expect(refused.decoded).toEqual({ ok: false, problem: { kind: 'version', version: '2' } });
    expect(await refused.apply()).toBe(false);
    expect(log).toEqual([]);
  });
});
