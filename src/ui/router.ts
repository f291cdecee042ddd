/**
 * Hash routes (`#/greeting`): they work on any static host and under any sub-path, and never put
 * anything secret in a path the server sees.
 */
import { signal } from '@preact/signals';
import { allowRouteChange } from './kit/unsaved.ts';

function currentRoute(): string {
  const hash = window.location.hash.replace(/^#/, '');
  return hash.startsWith('/') ? hash : '/';
}

export const route = signal(currentRoute());

window.addEventListener('hashchange', (event) => {
  // Unsaved edits on the screen being left: the old address stays and the page asks first.
  if (!allowRouteChange(new URL(event.oldURL).hash, new URL(event.newURL).hash)) return;
  route.value = currentRoute();
});

export function navigate(path: string): void {
  window.location.hash = path;
}

/** `href('/greeting')` -> `#/greeting`. */
export function href(path: string): string {
  return `#${path}`;
}
