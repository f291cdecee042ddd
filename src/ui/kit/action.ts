/**
 * A screen's action state (Preact Signals): whether an action runs, and the last one's failure,
 * kept as the error and worded when shown (problemMessage). One place for what the models of the
 * world bar, the Workshop page and both agent screens each wrote again.
 */
import { type ReadonlySignal, signal } from '@preact/signals';

export interface Action {
  readonly busy: ReadonlySignal<boolean>;
  /** The last action's failure; cleared when the next one starts. */
  readonly error: ReadonlySignal<unknown>;
  /** Runs `work`; true when it succeeded, false when it failed (its failure is kept in `error`). */
  run(work: () => Promise<unknown>): Promise<boolean>;
  /** Clears the kept failure (a screen that checks its own input first). */
  clear(): void;
}

export function createAction(): Action {
  const busy = signal(false);
  const error = signal<unknown>(undefined);
  return {
    busy,
    error,
    async run(work) {
      error.value = undefined;
      busy.value = true;
      try {
        await work();
        return true;
      } catch (failure) {
        error.value = failure;
        return false;
      } finally {
        busy.value = false;
      }
    },
    clear() {
      error.value = undefined;
    },
  };
}
