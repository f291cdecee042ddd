/**
 * The one way a part of the app loads on demand (issue 34): a screen or a panel the start does not
 * need is a chunk of its own (precached like every chunk, so it opens offline too), and the start
 * script does not carry it (docs/performance.md, "Worker size and start script").
 *
 *   const RoomScreen = lazy(() => import('./RoomScreen.tsx').then((m) => m.RoomScreen), {
 *     loading: () => t('room.loading'),
 *     failed: () => t('room.loadFailed'),
 *   });
 */
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { Failure, Loading } from './components.tsx';

/** What a lazy part says while it loads and when it could not be loaded (read at render: the page's language). */
export interface LazyTexts {
  /** Said politely while the chunk loads; without it nothing shows (a part that simply appears). */
  loading?: () => string;
  /** Said with "Try again" when loading failed; without it nothing shows (a part the screen can do without). */
  failed?: () => string;
}

/** A component that loads `load`'s component on first render, then renders it with the same props. */
export function lazy<P extends object>(load: () => Promise<ComponentType<P>>, texts: LazyTexts = {}): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<unknown> | undefined;
  // One load for every mount; a failed one is forgotten, so "Try again" loads anew.
  const start = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  function Lazy(props: P) {
    const [, setLoaded] = useState(false);
    const [failed, setFailed] = useState(false);
    const [attempt, setAttempt] = useState(0);
    useEffect(() => {
      if (loaded) return;
      let live = true;
      start().then(
        () => live && setLoaded(true),
        () => live && setFailed(true),
      );
      return () => {
        live = false;
      };
    }, [attempt]);
    if (loaded) {
      const Loaded = loaded;
      return <Loaded {...props} />;
    }
    if (failed) {
      if (!texts.failed) return null;
      const retry = () => {
        setFailed(false);
        setAttempt((n) => n + 1);
      };
      return <Failure message={texts.failed()} onRetry={retry} />;
    }
    return texts.loading ? <Loading label={texts.loading()} /> : null;
  }
  return Lazy;
}
