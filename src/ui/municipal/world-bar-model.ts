/**
 * The world bar: which practice world this tab works in, the remembered ones to choose from (with
 * their case counts), the open world's clock and fault, and the actions on worlds. Read again on
 * every change of the world (followWorld), never by a version counter.
 */
import { computed, effect, signal, untracked } from '@preact/signals';
import { createAction } from '../kit/action.ts';
import { createResource } from '../kit/resource.ts';
import type { SettingsMemory, WorldSummary } from '../world/session.ts';
import { followWorld, type WorldSource } from '../world/world-events.ts';
import type { WorldSettings } from './api.ts';
import type { ScreenModel } from './use-model.ts';

export interface WorldBarDeps {
  world: WorldSource;
  /** Settles once the tab knows whether it had a world. */
  restored: Promise<void>;
  summaries: () => Promise<WorldSummary[]>;
  /** The open world's settings (never called without an open world: it would open one). */
  settings: () => Promise<WorldSettings>;
  /** The tab had a world before the page loaded (sessionStorage), so one will most likely show. */
  expectsWorld?: boolean;
  /**
   * The settings last read per world (the app: sessionStorage). Shown until this page's read
   * answers, so a clock or fault line that was there before a reload is there from the first paint
   * and never pushes the screen down when it arrives (issue 20, no layout shift).
   */
  remembered?: SettingsMemory;
  /** Starts a new world for this tab (api.ts startNewWorld). */
  startNewWorld: () => Promise<unknown>;
  /** Ends a world: the backend deletes it with its cases (api.ts endWorld). */
  endWorld: (id: string) => Promise<void>;
}

/** The question the bar shows on the page before it acts (the kit's ConfirmStep, never a native dialog). */
export type WorldQuestion = { kind: 'new' } | { kind: 'end'; id: string; cases: number | undefined };

export function createWorldBarModel(deps: WorldBarDeps) {
  const ready = signal(false);
  // Remembered worlds that cannot be read are none to choose from (a new one is always offered).
  const worlds = createResource(() => deps.summaries().catch((): WorldSummary[] => []));
  // The world's clock and faults, when a facilitator moved or switched them (issue #13).
  const settings = createResource(async () => {
    const id = deps.world.id.value;
    if (!id) return undefined;
    const read = await deps.settings().catch(() => undefined);
    deps.remembered?.put(id, read);
    return read;
  });
  /** This page's read, or until it answers, what the tab last saw of the open world. */
  const shownSettings = computed(() => {
    const id = deps.world.id.value;
    if (!id) return undefined;
    return settings.data.value ?? (settings.loading.value ? deps.remembered?.get(id) : undefined);
  });
  /** The actions on worlds: busy, and the last one's failure, shown in the bar. */
  const action = createAction();
  /** The open world's summary (its case count), once read. */
  const mine = computed(() => worlds.data.value?.find((w) => w.world.id === deps.world.id.value));
  const others = computed(() => (worlds.data.value ?? []).filter((w) => w.world.id !== deps.world.id.value));
  /** The bar keeps its space until the tab's world is known (nothing is inserted above content later). */
  const pending = computed(() => !ready.value || (deps.world.id.value === undefined && !worlds.data.value));
  /** A tab without a world, with remembered ones: offer them. */
  const choosing = computed(
    () => ready.value && deps.world.id.value === undefined && (worlds.data.value?.length ?? 0) > 0,
  );
  /**
   * The bar keeps the taller room of a bar with a world while it shows one, and while it waits for
   * the world the tab had: the change from waiting to showing moves nothing below it.
   */
  const roomForWorld = computed(() =>
    pending.value ? deps.expectsWorld === true : deps.world.id.value !== undefined && !choosing.value,
  );

  /** The question on screen, until answered. */
  const asking = signal<WorldQuestion | undefined>(undefined);
  /** A world was ended from this bar: it says so, and where to go on, until another world opens. */
  const ended = signal(false);

  /** Runs an action on worlds; its failure is shown in the bar. The world's change refreshes the bar. */
  async function act(work: () => Promise<unknown>): Promise<boolean> {
    return action.run(work);
  }

  /** Does what was asked: a new world, or the end of one (then the bar says it ended). */
  async function confirmAsked(): Promise<void> {
    const asked = asking.value;
    asking.value = undefined;
    if (!asked) return;
    if (asked.kind === 'new') {
      await act(deps.startNewWorld);
      return;
    }
    if (await act(() => deps.endWorld(asked.id))) ended.value = true;
  }

  function refresh(): Promise<unknown> {
    return Promise.all([worlds.refresh(), settings.refresh()]);
  }

  return {
    ready,
    worlds,
    settings,
    shownSettings,
    mine,
    others,
    pending,
    choosing,
    roomForWorld,
    actionError: action.error,
    busy: action.busy,
    asking,
    ended,
    act,
    confirmAsked,
    /** "Change nothing": the question goes, nothing happens. */
    keep() {
      asking.value = undefined;
    },
    reload: refresh,
    start() {
      void deps.restored.then(() => {
        ready.value = true;
      });
      // Another world opened: the "it ended" notice is about the last one.
      const forget = effect(() => {
        if (deps.world.id.value !== undefined) untracked(() => (ended.value = false));
      });
      const stop = followWorld(deps.world, refresh);
      return () => {
        forget();
        stop();
      };
    },
  } satisfies ScreenModel & Record<string, unknown>;
}
export type WorldBarModel = ReturnType<typeof createWorldBarModel>;
