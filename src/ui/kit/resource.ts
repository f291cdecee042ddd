/**
 * A screen's data as a small model (Preact Signals): `data`, `error` and `loading` signals and a
 * `refresh`. A stale answer never overwrites a newer one: each load is numbered and only the latest
 * one's answer (or failure) is kept. While a refresh runs the last data stays on screen, so nothing
 * jumps (no layout shift) and nothing the person looks at vanishes.
 */
import { type ReadonlySignal, type Signal, signal } from '@preact/signals';
import { useEffect, useMemo } from 'preact/hooks';

export interface Resource<T> {
  readonly data: ReadonlySignal<T | undefined>;
  readonly error: ReadonlySignal<unknown>;
  /** True while a load runs (first load or refresh). */
  readonly loading: ReadonlySignal<boolean>;
  /** Loads again; resolves when this load (or a newer one) has settled. Never rejects. */
  refresh(): Promise<void>;
  /** Puts an answer the screen already has (e.g. a write's result) in place of the data. */
  set(data: T): void;
}

export function createResource<T>(load: () => Promise<T>): Resource<T> {
  const data: Signal<T | undefined> = signal(undefined);
  const error: Signal<unknown> = signal(undefined);
  const loading = signal(false);
  let latest = 0;

  async function refresh(): Promise<void> {
    latest += 1;
    const mine = latest;
    loading.value = true;
    try {
      const answer = await load();
      if (mine !== latest) return; // A newer load was started: this answer is stale.
      data.value = answer;
      error.value = undefined;
    } catch (failure) {
      if (mine !== latest) return;
      error.value = failure ?? new Error('failed');
    } finally {
      if (mine === latest) loading.value = false;
    }
  }

  return {
    data,
    error,
    loading,
    refresh,
    set(next: T) {
      latest += 1; // A load still running must not overwrite what the screen just put in place.
      data.value = next;
      error.value = undefined;
      loading.value = false;
    },
  };
}

/**
 * The resource of a component: made once, loaded on mount and whenever `keys` change. Pass the
 * signals the load reads as keys (e.g. the world's id) so a change reads again without any counter.
 */
export function useResource<T>(load: () => Promise<T>, keys: readonly unknown[] = []): Resource<T> {
  // The latest `load` closure is used by every refresh (it may read props).
  const ref = useMemo(() => ({ load }), []);
  ref.load = load;
  const resource = useMemo(() => createResource(() => ref.load()), []);
  useEffect(() => {
    void resource.refresh();
  }, keys);
  return resource;
}
