/**
 * Why the offline backend can or cannot run on this page. A service worker registers only in a
 * secure context (HTTPS, or `localhost` / `127.x.y.z` on the device itself); on a plain-HTTP page at
 * any other address (a laptop's LAN address in a room) `navigator.serviceWorker` is missing although
 * the browser supports it. So "no service workers" is said only when the page is secure.
 */
import type { Lang } from '../../engine/words.ts';

export type PageSupport = 'insecure' | 'unsupported' | 'supported';

export function pageSupport(isSecureContext: boolean, hasServiceWorker: boolean): PageSupport {
  if (!isSecureContext) return 'insecure';
  return hasServiceWorker ? 'supported' : 'unsupported';
}

/**
 * The room guide in the screen's language, built into the site beside the app (scripts/room-guide.mjs):
 * `room.html` from docs/room.md, `room.de.html` from docs/room.de.md.
 */
export function roomGuide(language: Lang): string {
  return language === 'de' ? 'room.de.html' : 'room.html';
}
