/**
 * The app's own background requests (issue #18): the reads the app makes to show a screen (the
 * Workshop page's settings and cases, the world chooser's case counts, polling and refreshes) carry
 * `X-Sandbox-Via: background`. They meet no workshop fault (so a "next request" fault waits for the
 * participant's request) and are not written into the journal (so the facilitator reads the
 * participants' requests, not the app's). The worker believes the mark only from the app's own
 * window and strips it from any other client (src/sw/bridge-via.ts), as it does the bridge's mark;
 * the embed strips it always.
 */
import { BACKGROUND_MARK, VIA_HEADER } from '../../shared/bridge-protocol.mjs';

export function isAppBackground(request: Request): boolean {
  return request.headers.get(VIA_HEADER) === BACKGROUND_MARK;
}
