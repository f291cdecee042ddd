/** Focus for each new step: the heading, once the step's content has arrived. */
import type { RefObject } from 'preact';
import { useEffect } from 'preact/hooks';

/**
 * When `ready` turns true and focus was lost (the loading heading it sat on was replaced, so it fell
 * to <body>), the step's heading takes it: keyboard and screen-reader users land on the new step.
 */
export function useHeadingFocus(heading: RefObject<HTMLElement | null>, ready: boolean): void {
  useEffect(() => {
    const active = document.activeElement;
    if (ready && (!active || active === document.body || !active.isConnected)) heading.current?.focus();
  }, [ready]);
}
