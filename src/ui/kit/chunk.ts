import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';

/**
 * A component of a chunk loaded on mount (precached like every chunk, so offline too): undefined
 * until it is there, and whether loading it failed. Parts the start does not need load this way, so
 * the start script does not carry them (docs/performance.md, "Worker size and start script").
 */
export function useChunk<P>(load: () => Promise<ComponentType<P>>): [ComponentType<P> | undefined, boolean] {
  const [Loaded, setLoaded] = useState<ComponentType<P> | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    load().then(
      (component) => setLoaded(() => component),
      () => setFailed(true),
    );
  }, []);
  return [Loaded, failed];
}
