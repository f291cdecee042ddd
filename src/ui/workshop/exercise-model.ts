/**
 * Opening a settings link (issue #28): the page shows what the link will set, and only after the
 * person confirms applies it to this tab's practice world through the same public /v1 routes any
 * client uses (clock, scenario, faults), then names the exercise in the world bar. A second link
 * replaces the first: every fault switch is written (what the link leaves out is off), the clock is
 * set to the link's offset, the name is replaced.
 */
import { signal } from '@preact/signals';
import { createAction } from '../kit/action.ts';
import type { FaultSettings, WorldSettings } from '../municipal/api.ts';
import { type DecodedSettings, decodeSettings, type RoomSettings, type Scenario } from './settings-link.ts';

export interface ExerciseDeps {
  /** The tab's world, or a new one when it has none. */
  ensureSession: () => Promise<{ id: string }>;
  startNewWorld: () => Promise<{ id: string }>;
  worldSettings: () => Promise<WorldSettings>;
  moveClock: (seconds: number) => Promise<WorldSettings | 'ended'>;
  setScenario: (name: Scenario) => Promise<WorldSettings>;
  setFaults: (faults: FaultSettings) => Promise<WorldSettings>;
  nameExercise: (worldId: string, name: string) => Promise<void>;
}

/** What the page shows: the link's settings to confirm, the outcome, or that nothing was changed. */
export type ExerciseState =
  | { kind: 'preview' }
  | { kind: 'applied'; settings: WorldSettings; newWorld: boolean }
  | { kind: 'cancelled' };

/**
 * Whether the settings need a new world: the clock only moves forward, so a world already further
 * ahead than the link sets cannot take it, nor one whose end the move would reach.
 */
function needsNewWorld(current: WorldSettings, clockMinutes: number): boolean {
  const advance = clockMinutes * 60 - current.clock_offset_seconds;
  return advance < 0 || advance >= current.seconds_left;
}

/** Applies the settings to the tab's world (a new one when needed); answers the world's settings after. */
async function applySettings(
  deps: ExerciseDeps,
  settings: RoomSettings,
): Promise<{ settings: WorldSettings; newWorld: boolean }> {
  let world = await deps.ensureSession();
  let current = await deps.worldSettings();
  const newWorld = needsNewWorld(current, settings.clockMinutes);
  if (newWorld) {
    world = await deps.startNewWorld();
    current = await deps.worldSettings();
  }
  const advance = settings.clockMinutes * 60 - current.clock_offset_seconds;
  // The clock first, so a scenario's "review about to expire" is about to expire in the new time.
  if (advance > 0 && (await deps.moveClock(advance)) === 'ended') throw new Error('the world ended');
  if (settings.scenario) await deps.setScenario(settings.scenario);
  const after = await deps.setFaults(settings.faults);
  await deps.nameExercise(world.id, settings.name);
  return { settings: after, newWorld };
}

export function createExerciseModel(deps: ExerciseDeps, query: string) {
  const decoded: DecodedSettings = decodeSettings(query);
  const state = signal<ExerciseState>({ kind: 'preview' });
  const action = createAction();

  function apply(): Promise<boolean> {
    if (!decoded.ok) return Promise.resolve(false);
    const settings = decoded.settings;
    return action.run(async () => {
      const { settings: after, newWorld } = await applySettings(deps, settings);
      state.value = { kind: 'applied', settings: after, newWorld };
    });
  }

  function cancel(): void {
    action.clear();
    state.value = { kind: 'cancelled' };
  }

  return { decoded, state, error: action.error, busy: action.busy, apply, cancel };
}
export type ExerciseModel = ReturnType<typeof createExerciseModel>;
