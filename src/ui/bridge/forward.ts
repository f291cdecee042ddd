/**
 * Answers one request the local bridge forwarded: the tab fetches it from its own origin, so the
 * service worker answers it exactly as it answers any frontend, and the answer goes back as bytes.
 */
import type { FrameHeader } from '../../shared/bridge-protocol.mjs';
import { BRIDGE_MARK, VIA_HEADER } from '../../shared/bridge-protocol.mjs';

type RequestHeader = Extract<FrameHeader, { type: 'request' }>;
type Answer = { header: Extract<FrameHeader, { type: 'response' | 'failed' }>; body?: Uint8Array };

/**
 * `appBase` is the app's base URL (`http://localhost:4173/sandbox/`); the forwarded path is
 * relative to it and must stay inside it. The request is marked with `X-Sandbox-Via: bridge`, which
 * the worker trusts only from the app's own window (src/sw/request-source.ts).
 */
export async function answerForwarded(
  request: RequestHeader,
  body: Uint8Array,
  appBase: string,
  fetchImpl: typeof fetch = fetch,
  signal?: AbortSignal,
): Promise<Answer> {
  const { id } = request;
  const url = new URL(request.path, appBase);
  const base = new URL(appBase);
  if (url.origin !== base.origin || !url.pathname.startsWith(base.pathname)) {
    return { header: { type: 'failed', id, message: `The path ${request.path} is outside the app.` } };
  }
  // Plain pairs, not a Headers object fetch would copy again; the mark replaces any the frame names.
  const headers = request.headers.filter(([name]) => name.toLowerCase() !== VIA_HEADER);
  headers.push([VIA_HEADER, BRIDGE_MARK]);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  try {
    const response = await fetchImpl(url, {
      method: request.method,
      headers,
      body: hasBody ? (body as BodyInit) : undefined,
      cache: 'no-store',
      credentials: 'omit',
      signal,
    });
    const bytes = new Uint8Array(await response.arrayBuffer());
    return { header: { type: 'response', id, status: response.status, headers: [...response.headers] }, body: bytes };
  } catch (error) {
    return { header: { type: 'failed', id, message: error instanceof Error ? error.message : String(error) } };
  }
}
