/**
 * Word between the app's open tabs that something changed, so each shows the others' changes without
 * a reload (issue 33): a BroadcastChannel per area. A tab is not told of its own changes (the channel
 * never delivers to its sender): it reads again itself. Without BroadcastChannel (tests, old
 * browsers) announcing does nothing.
 */

/** One area's channel: say that it changed, and listen to the other tabs saying so. */
export interface TabChanges {
  announce(): void;
  /** Calls `listener` whenever another tab announced a change; answers the stop function. */
  listen(listener: () => void): () => void;
}

const opened = new Map<string, TabChanges>();

/** The channel of an area, e.g. `sandbox-content`; one per name and page. */
export function tabChanges(name: string): TabChanges {
  let changes = opened.get(name);
  if (!changes) {
    changes = open(name);
    opened.set(name, changes);
  }
  return changes;
}

function open(name: string): TabChanges {
  const channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(name);
  // Node (unit tests) has BroadcastChannel too: an open one must not keep the process alive.
  (channel as { unref?: () => void } | undefined)?.unref?.();
  const listeners = new Set<() => void>();
  channel?.addEventListener('message', () => {
    for (const listener of [...listeners]) listener();
  });
  return {
    announce: () => channel?.postMessage('changed'),
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
