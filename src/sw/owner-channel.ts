/**
 * The owner's channel to the engine: messages from the app's own pages, answered on a MessagePort.
 * It is not an HTTP path, so no bearer token and no fetch from an agent can reach it. Any page of
 * the origin can post to the worker, so only the app's own top-level window is answered
 * (`isAppWindow`): a page beside the app cannot mint content tokens through it (issue #10).
 */

import type { OwnerReply } from '../engine/owner.ts';
import { isAppUrl } from './app-url.ts';

/** What refused messages get, so the caller is told instead of waiting forever. */
export const NOT_THE_APP: OwnerReply = {
  ok: false,
  error: { code: 'forbidden', message: 'Only the sandbox app itself may use the owner channel.' },
};

/** The parts of a message's source that decide: a Client has them, a ServiceWorker or MessagePort does not. */
interface MessageSource {
  type?: string;
  frameType?: string;
  url?: string;
}

/**
 * True when the message came from the app's own window: a top-level window client (not a frame,
 * which another page could script) whose URL is the app, `{origin}{base}` or `{origin}{base}index.html`
 * with any query or hash. Pages beside the app, workers and frames are refused.
 */
export function isAppWindow(source: MessageSource | null | undefined, origin: string, base: string): boolean {
  if (source?.type !== 'window' || source.frameType !== 'top-level' || !source.url) return false;
  const url = new URL(source.url);
  return url.origin === origin && isAppUrl(url, base);
}
