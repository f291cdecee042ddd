/**
 * Requests the local bridge forwarded reach the worker from the app's own tab, marked
 * `X-Sandbox-Via: bridge` (src/ui/bridge/forward.ts), so the request journal can show their source.
 * Any page of the origin could set that header, so it is believed only from the app's own window
 * (the owner channel's rule); from anyone else it is removed before the engine sees the request.
 */
import { BACKGROUND_MARK, BRIDGE_MARK, REFERENCE_MARK, VIA_HEADER } from '../shared/bridge-protocol.mjs';
import { isAppWindow } from './owner-channel.ts';

/**
 * The marks only the app's own window may set: `bridge` (a forwarded request), `background` (the
 * app's own reads for a screen, which meet no workshop fault and are not journaled; issue #18) and
 * `reference` (a try on the reference screen, journaled with that source).
 */
const APP_MARKS: ReadonlySet<string> = new Set([BRIDGE_MARK, BACKGROUND_MARK, REFERENCE_MARK]);

/** True when the request says it came through the bridge and its client is the app's own window. */
/** The parts of a Client that decide (structural, so tests need no worker types). */
type ClientLike = { type?: string; frameType?: string; url?: string };

export function isBridgeRequest(
  request: Request,
  client: ClientLike | null | undefined,
  origin: string,
  base: string,
): boolean {
  return request.headers.get(VIA_HEADER) === BRIDGE_MARK && isAppWindow(client, origin, base);
}

/** True when the request is a try of the reference screen and its client is the app's own window. */
export function isReferenceRequest(
  request: Request,
  client: ClientLike | null | undefined,
  origin: string,
  base: string,
): boolean {
  return request.headers.get(VIA_HEADER) === REFERENCE_MARK && isAppWindow(client, origin, base);
}

/** True when the request carries one of the app's marks and its client is the app's own window. */
export function isTrustedMark(
  request: Request,
  client: ClientLike | null | undefined,
  origin: string,
  base: string,
): boolean {
  const mark = request.headers.get(VIA_HEADER);
  return mark !== null && APP_MARKS.has(mark) && isAppWindow(client, origin, base);
}

/**
 * Clients found to be the app's own window. A client id names one document for its life, so the
 * answer does not change: asking `clients.get` (a round trip to the browser) once per window, not
 * for every marked request, takes it off the path of every bridged request and every app read
 * (docs/performance.md). Bounded: windows come and go.
 */
const appWindows = new Set<string>();
const APP_WINDOWS_KEPT = 64;

/** The request the engine gets: as sent when the mark is absent or believed, else without the mark. */
export async function withTrustedVia(
  event: { request: Request; clientId: string },
  clients: { get(id: string): Promise<ClientLike | undefined> },
  origin: string,
  base: string,
): Promise<Request> {
  const { request } = event;
  const mark = request.headers.get(VIA_HEADER);
  if (mark === null) return request;
  if (!APP_MARKS.has(mark)) return withoutMark(request);
  if (event.clientId && appWindows.has(event.clientId)) return request;
  const client = event.clientId ? await clients.get(event.clientId) : undefined;
  if (!isAppWindow(client, origin, base)) return withoutMark(request);
  if (appWindows.size >= APP_WINDOWS_KEPT) appWindows.clear();
  appWindows.add(event.clientId);
  return request;
}

/** The request without the app's mark (the embed removes it always: it has no app window). */
export function withoutMark(request: Request): Request {
  if (!request.headers.has(VIA_HEADER)) return request;
  const headers = new Headers(request.headers);
  headers.delete(VIA_HEADER);
  return new Request(request, { headers });
}
