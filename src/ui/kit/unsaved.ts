/**
 * Unsaved edits are never dropped without asking: while any open editor says it has unsaved edits,
 * leaving the page (`beforeunload`) asks the browser's question, and leaving the screen inside the
 * app (a hash route change, or the editor's own Close) asks in the page (`LeaveStep`, the kit's
 * confirmation pattern; never the browser's native dialog, issue #26).
 */
import { signal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';

const dirtyChecks = new Set<() => boolean>();

/** The leave the person asked for while edits were unsaved: shown as `LeaveStep` until answered. */
export const pendingLeave = signal<{ go: () => void } | undefined>(undefined);

/** True once: the route change `LeaveStep` lets through after "leave and discard". */
let letNextRouteChange = false;

export function hasUnsavedEdits(): boolean {
  for (const check of dirtyChecks) if (check()) return true;
  return false;
}

/** Leaves at once when nothing is unsaved; else asks on the page first (`go` runs on "leave"). */
export function confirmLeave(go: () => void): void {
  if (hasUnsavedEdits()) pendingLeave.value = { go };
  else go();
}

/** The person chose to leave: the edits are thrown away. */
export function leaveAnyway(): void {
  const leave = pendingLeave.value;
  pendingLeave.value = undefined;
  leave?.go();
}

/** The person chose to stay: nothing changes. */
export function stay(): void {
  pendingLeave.value = undefined;
}

function onBeforeUnload(event: BeforeUnloadEvent) {
  if (!hasUnsavedEdits()) return;
  event.preventDefault();
  // Older engines need a returnValue to ask.
  event.returnValue = '';
}

/** Registers a component's "do I have unsaved edits?" while it is mounted. */
export function useUnsavedGuard(dirty: () => boolean): void {
  const ref = useRef(dirty);
  ref.current = dirty;
  useEffect(() => {
    const check = () => ref.current();
    dirtyChecks.add(check);
    if (dirtyChecks.size === 1) window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      dirtyChecks.delete(check);
      if (dirtyChecks.size === 0) {
        window.removeEventListener('beforeunload', onBeforeUnload);
        pendingLeave.value = undefined;
      }
    };
  }, []);
}

/**
 * In-app navigation: a hash change away from a screen with unsaved edits puts the previous address
 * back (the hashchange has already happened, so the router is told to ignore it) and asks on the
 * page; "leave" goes to `nextHash` then. Returns true when the change may go ahead.
 */
export function allowRouteChange(previousHash: string, nextHash: string): boolean {
  if (letNextRouteChange) {
    letNextRouteChange = false;
    return true;
  }
  if (!hasUnsavedEdits()) return true;
  history.replaceState(history.state, '', previousHash || '#/');
  pendingLeave.value = {
    go: () => {
      letNextRouteChange = true;
      window.location.hash = nextHash;
    },
  };
  return false;
}
