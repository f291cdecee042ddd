/**
 * Unsaved edits are never dropped without asking: while any open editor says it has unsaved edits,
 * leaving the page (`beforeunload`) asks the browser's question, and leaving the screen inside the
 * app (a hash route change, or the editor's own Close) asks with `confirmLeave()`.
 */
import { useEffect, useRef } from 'preact/hooks';
import { t } from '../i18n/index.ts';

const dirtyChecks = new Set<() => boolean>();

export function hasUnsavedEdits(): boolean {
  for (const check of dirtyChecks) if (check()) return true;
  return false;
}

/** Asks before unsaved edits are thrown away; true when there are none or the person agrees. */
export function confirmLeave(): boolean {
  return !hasUnsavedEdits() || window.confirm(t('kit.unsaved'));
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
      if (dirtyChecks.size === 0) window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, []);
}

/**
 * In-app navigation: a hash change away from a screen with unsaved edits asks first; "stay" puts the
 * previous address back (the hashchange has already happened, so the router is told to ignore it).
 * Returns true when the change may go ahead.
 */
export function allowRouteChange(previousHash: string): boolean {
  if (confirmLeave()) return true;
  history.replaceState(history.state, '', previousHash || '#/');
  return false;
}
