/**
 * A screen model in a component: made once per set of `keys` (a new case id makes a new model),
 * started when the component shows and stopped when it goes. The model holds the screen's data,
 * failure and busy state (issue 20, "a model per screen"); the component only renders it.
 */
import { useEffect, useMemo } from 'preact/hooks';

/** What every screen model offers the component: `start` loads and follows, its answer stops. */
export interface ScreenModel {
  start(): () => void;
}

export function useModel<M extends ScreenModel>(make: () => M, keys: readonly unknown[] = []): M {
  const model = useMemo(make, keys);
  useEffect(() => model.start(), [model]);
  return model;
}
