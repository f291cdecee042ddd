/**
 * THE rule for which world a tab works in when its page loads (issue 33, docs/decisions.md), the same
 * for every screen: the world this tab last used, while it is alive; else (a new tab, the browser
 * reopened) the live world used most recently in any tab; else none, until a first step starts one.
 */
import type { StoredWorld } from './world-store.ts';

/**
 * @param own the world this tab last used (its id in sessionStorage), if the browser still remembers it
 * @param live the remembered live worlds, most recently used first (world-store.ts `listWorlds`)
 */
export function worldForTab(own: StoredWorld | undefined, live: readonly StoredWorld[], now = Date.now()) {
  return own && Date.parse(own.expires_at) > now ? own : live[0];
}
