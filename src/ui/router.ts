/**
 * Hash routes (`#/greeting`): they work on any static host and under any sub-path, and never put
 * anything secret in a path the server sees. The routes themselves are declared in routes.ts.
 */
import { computed, signal } from '@preact/signals';
import { allowRouteChange } from './kit/unsaved.ts';
import { matchRoute, pathTo, type RouteArgs, type RouteMatch, type RouteName } from './routes.ts';

function currentPath(): string {
  const hash = window.location.hash.replace(/^#/, '');
  return hash.startsWith('/') ? hash : '/';
}

/** The hash path as it is (`/buergerservice/antrag/termin`): what changes when the screen changes. */
export const route = signal(currentPath());

/** The current route with its parameters by name (routes.ts). */
export const currentRoute = computed<RouteMatch>(() => matchRoute(route.value));

window.addEventListener('hashchange', (event) => {
  // Unsaved edits on the screen being left: the old address stays and the page asks first.
  if (!allowRouteChange(new URL(event.oldURL).hash, new URL(event.newURL).hash)) return;
  route.value = currentPath();
});

/** Goes to a route: `navigateTo('review', { case: id })`. */
export function navigateTo<N extends RouteName>(name: N, ...args: RouteArgs<N>): void {
  window.location.hash = pathTo(name, ...args);
}
