/**
 * Why the offline backend can or cannot run on this page. A service worker registers only in a
 * secure context (HTTPS, or `localhost` / `127.x.y.z` on the device itself); on a plain-HTTP page at
 * any other address (a laptop's LAN address in a room) `navigator.serviceWorker` is missing although
 * the browser supports it. So "no service workers" is said only when the page is secure.
 */
export type PageSupport = 'insecure' | 'unsupported' | 'supported';

export function pageSupport(isSecureContext: boolean, hasServiceWorker: boolean): PageSupport {
  if (!isSecureContext) return 'insecure';
  return hasServiceWorker ? 'supported' : 'unsupported';
}

/** The room guide (docs/room.md), built into the site beside the app as `room.html`. */
export const ROOM_GUIDE = 'room.html';
