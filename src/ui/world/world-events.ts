/**
 * A change of the tab's practice world, said once to the screen models that show it (issue 20: no
 * version counters to trigger re-reads). Whoever changed the world (an action of this tab, another
 * tab by BroadcastChannel, a move of the clock) calls `worldChanged()`; each model that reads the
 * world subscribed with `followWorld` and refreshes itself. Free of DOM and worker globals, so the
 * models are tested in Node with a world of their own (`createWorldSource`).
 */
import { computed, effect, type ReadonlySignal, signal, untracked } from '@preact/signals';

/** What a screen model needs of the world: which one is open, and word when it changed. */
export interface WorldSource {
  /** The local id of this tab's world (never its capability); undefined before one is open. */
  readonly id: ReadonlySignal<string | undefined>;
  /** Calls `listener` on every change of the world's content; answers the unsubscribe. */
  onChange(listener: () => void): () => void;
}

/** A world source with its trigger: the app has one (api.ts), each test makes its own. */
export function createWorldSource(id: ReadonlySignal<string | undefined> = signal(undefined)) {
  const listeners = new Set<() => void>();
  const source: WorldSource = {
    id: computed(() => id.value),
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  /** Tells every subscribed model that the world's content changed. */
  function changed(): void {
    for (const listener of [...listeners]) listener();
  }
  return { source, changed };
}

/**
 * Loads now, again whenever another world is opened (or the tab leaves its world), and on every
 * change of the world's content. Answers the stop function (a component calls it when it goes).
 */
export function followWorld(world: WorldSource, refresh: () => unknown): () => void {
  // The effect reads only the id: a new expiry time of the same world is no reason to read again.
  const stopId = effect(() => {
    void world.id.value;
    untracked(() => void refresh());
  });
  const stopChanges = world.onChange(() => void refresh());
  return () => {
    stopId();
    stopChanges();
  };
}
