/**
 * The facilitator's page (issue #13): the world's settings (clock, faults, scenario) and cases, read
 * in the background and followed (followWorld, plus a poll of the settings so the page shows when an
 * armed "next request" fault fired), and the actions that move the clock, fill a scenario and switch
 * faults. What an action did is kept as a status to be worded at render (a language switch rewords it).
 */
import { computed, effect, signal } from '@preact/signals';
import { createAction } from '../kit/action.ts';
import { createResource } from '../kit/resource.ts';
import type { Case, FaultSettings, WorldSettings } from '../municipal/api.ts';
import type { ScreenModel } from '../municipal/use-model.ts';
import { followWorld, type WorldSource } from '../world/world-events.ts';

export type Scenario = NonNullable<WorldSettings['scenario']>;
export const FAULTS: FaultSettings['fault'][] = ['none', '429', '503', 'lost-answer'];
export const SCENARIOS: Scenario[] = ['every-state', 'nearly-full', 'empty'];
/** The clock moves forward by 1 to 1440 minutes at once (a world lasts 24 hours). */
export const MAX_MINUTES = 24 * 60;
/** How often the settings are read again in the background. */
const SETTINGS_POLL_MS = 2000;

/** What the last action did. */
export type WorkshopStatus =
  | { kind: 'moved'; now: string }
  | { kind: 'ended' }
  | { kind: 'scenario'; name: Scenario }
  | { kind: 'faults' };

export interface WorkshopDeps {
  world: WorldSource;
  /** Opens (or continues) a world: the page works on the tab's world and opens one if there is none. */
  ensureSession: () => Promise<unknown>;
  worldSettings: () => Promise<WorldSettings>;
  /** The cases, read in the background (no fault, no journal row). */
  cases: () => Promise<Case[]>;
  moveClock: (seconds: number) => Promise<WorldSettings | 'ended'>;
  setScenario: (name: Scenario) => Promise<WorldSettings>;
  setFaults: (faults: FaultSettings) => Promise<WorldSettings>;
  pollMs?: number;
}

/** A question the Workshop asks before it deletes: moving the clock to the end, or filling with a scenario. */
export type WorkshopQuestion = { kind: 'clockEnd' } | { kind: 'scenario'; name: Scenario };

export function createWorkshopModel(deps: WorkshopDeps) {
  const settings = createResource<WorldSettings | undefined>(async () => {
    await deps.ensureSession();
    return deps.worldSettings();
  });
  const cases = createResource<Case[]>(async () => {
    await deps.ensureSession();
    return deps.cases();
  });
  /** The fault form as edited; it starts from the world's faults and keeps what is typed. */
  const faults = signal<FaultSettings | undefined>(undefined);
  /** The minutes field, as typed. */
  const minutes = signal('15');
  const minutesInvalid = signal(false);
  /** A fault switched on "on a share of the requests" at a share outside 1 to 100 % (0 % would never fire). */
  const rateInvalid = signal(false);
  const scenario = signal<Scenario>('every-state');
  const status = signal<WorkshopStatus | undefined>(undefined);
  /** The question on the page before a step that deletes (the kit's ConfirmStep, never a native dialog). */
  const asking = signal<WorkshopQuestion | undefined>(undefined);
  const action = createAction();
  /** What fails: the last action, else reading the page's data. */
  const failure = computed(() => action.error.value ?? settings.error.value ?? cases.error.value);

  async function act(work: () => Promise<WorkshopStatus | undefined>): Promise<void> {
    minutesInvalid.value = false;
    status.value = undefined;
    await action.run(async () => {
      status.value = await work();
    });
  }

  /** Moves the world's clock forward; at the end the world is gone (and the form with it). */
  function move(seconds: number): Promise<void> {
    return act(async () => {
      const moved = await deps.moveClock(seconds);
      if (moved === 'ended') {
        settings.set(undefined);
        faults.value = undefined;
        return { kind: 'ended' };
      }
      settings.set(moved);
      return { kind: 'moved', now: moved.now };
    });
  }

  /** The minutes field's move; false (nothing sent) when it is not a whole number from 1 to MAX_MINUTES. */
  function moveByMinutes(): boolean {
    const value = Number(minutes.value);
    if (!Number.isInteger(value) || value < 1 || value > MAX_MINUTES) {
      status.value = undefined;
      action.clear();
      minutesInvalid.value = true;
      return false;
    }
    void move(value * 60);
    return true;
  }

  /**
   * The time left as the backend counts it (`seconds_left`: rounded up, from the clock the move
   * reads too), so the move always ends the world; settings read earlier only overshoot.
   */
  function moveToEnd(): Promise<void> {
    const current = settings.data.value;
    return current ? move(Math.max(1, current.seconds_left)) : Promise.resolve();
  }

  function fill(name: Scenario): Promise<void> {
    return act(async () => {
      settings.set(await deps.setScenario(name));
      await cases.refresh();
      return { kind: 'scenario', name };
    });
  }

  /** Saves the fault form; false (nothing sent) when a share of 0 % or above 100 % would be switched on. */
  function saveFaults(): Promise<boolean> {
    const edited = faults.value;
    if (!edited) return Promise.resolve(true);
    const percent = edited.rate * 100;
    const rated = edited.fault !== 'none' && edited.when === 'rate';
    rateInvalid.value = rated && !(Number.isInteger(Math.round(percent * 1e6) / 1e6) && percent >= 1 && percent <= 100);
    if (rateInvalid.value) {
      status.value = undefined;
      action.clear();
      return Promise.resolve(false);
    }
    return act(async () => {
      const saved = await deps.setFaults(edited);
      settings.set(saved);
      faults.value = saved.faults;
      return { kind: 'faults' };
    }).then(() => true);
  }

  /** Changes fields of the fault form (kept as typed; the backend refuses what is out of range). */
  function editFaults(change: Partial<FaultSettings>): void {
    if (faults.value) faults.value = { ...faults.value, ...change };
  }

  function refresh(): Promise<unknown> {
    return Promise.all([settings.refresh(), cases.refresh()]);
  }

  /** Does what was asked: the clock to the world's end, or the scenario's cases in place of the world's. */
  async function confirmAsked(): Promise<void> {
    const asked = asking.value;
    asking.value = undefined;
    if (asked?.kind === 'clockEnd') await moveToEnd();
    else if (asked?.kind === 'scenario') await fill(asked.name);
  }

  return {
    asking,
    confirmAsked,
    /** "Change nothing": the question goes. */
    keep() {
      asking.value = undefined;
    },
    settings,
    cases,
    faults,
    minutes,
    minutesInvalid,
    rateInvalid,
    scenario,
    status,
    actionError: action.error,
    busy: action.busy,
    failure,
    move,
    moveByMinutes,
    moveToEnd,
    fill,
    saveFaults,
    editFaults,
    reload: refresh,
    start() {
      // The form starts from the world's faults once they are known (and again for a new world).
      const stopForm = effect(() => {
        const loaded = settings.data.value;
        if (loaded && faults.peek() === undefined) faults.value = loaded.faults;
      });
      const stopWorld = followWorld(deps.world, refresh);
      const timer = setInterval(() => {
        if (deps.world.id.peek() !== undefined) void settings.refresh();
      }, deps.pollMs ?? SETTINGS_POLL_MS);
      return () => {
        clearInterval(timer);
        stopWorld();
        stopForm();
      };
    },
  } satisfies ScreenModel & Record<string, unknown>;
}
export type WorkshopModel = ReturnType<typeof createWorkshopModel>;
