/**
 * Sending as the app (issue 34, item 1): the one way the reference's "Try it" and the Inspector's
 * "Edit and resend" send a request through the site's own API (answered by the service worker,
 * journaled like every request of the app) and read its answer: timed, a redirect kept as the answer
 * it is, a binary body kept as its type and size, and the answer redacted when the caller says so.
 * Imported by path, never from kit/index.ts; what only the lazy screens need (the headers a program
 * sends, new keys) is in headers.ts, so the Inspector's start carries no more than it sends with.
 */
import { VIA_HEADER } from '../../shared/bridge-protocol.mjs';
import { redactHeaders, redactText } from '../../shared/redact.mjs';
import { apiUrl } from '../app/client.ts';
import { backendReady } from '../app/offline-backend.ts';

import type { HeaderPair } from './headers.ts';

export type { HeaderPair } from './headers.ts';

/** A request as a program would send it: path and query below the API's root, e.g. `/v1/drafts`. */
export interface OutgoingRequest {
  method: string;
  path: string;
  headers: readonly HeaderPair[];
  /** A text body; undefined for none. */
  body?: string | undefined;
}

/** An answer as shown. */
export interface Answer {
  status: number;
  headers: HeaderPair[];
  /** A text body (empty for none); undefined for a binary one, of which only type and size are shown. */
  body: string | undefined;
  mimeType: string;
  /** The body's size in bytes. */
  size: number;
  /** From sending to the whole body read, in milliseconds. */
  ms: number;
}

export interface SendOptions {
  /**
   * `true`: the answer is redacted by the journal's own rule (src/shared/redact.mjs) before anyone
   * sees it (the Inspector shows the journal's world, never a secret). `false`: shown as it came (a
   * try in the reference shows the person the token their own request made).
   */
  redact: boolean;
  /** The app's mark for the journal (`reference`): which of the app's screens sent it. None: the app's own. */
  via?: string;
}

/** Bodies read as text; anything else (a PDF, an image) is binary. */
const TEXTUAL = /json|text|xml|javascript|x-www-form-urlencoded/;

export function isTextual(mimeType: string): boolean {
  return TEXTUAL.test(mimeType);
}

export async function sendAsApp(request: OutgoingRequest, options: SendOptions): Promise<Answer> {
  await backendReady();
  const headers = new Headers(request.headers.map((header): [string, string] => [header.name, header.value]));
  // A copied mark never rides along: the mark says which screen sent it, and that is this one.
  headers.delete(VIA_HEADER);
  if (options.via) headers.set(VIA_HEADER, options.via);
  const started = performance.now();
  const response = await fetch(apiUrl(request.path), {
    method: request.method,
    headers,
    ...(request.body !== undefined ? { body: request.body } : {}),
    // An answer is shown as it came: a redirect is an answer too.
    redirect: 'manual',
  });
  const mimeType = response.headers.get('content-type') ?? '';
  const bytes = new Uint8Array(await response.arrayBuffer());
  const ms = performance.now() - started;
  return answerOf(response.status, [...response.headers], mimeType, bytes, ms, options.redact);
}

/** The answer from what arrived: pure, so the binary and the redaction rules are tested without a network. */
export function answerOf(
  status: number,
  headers: Iterable<[string, string]>,
  mimeType: string,
  bytes: Uint8Array,
  ms: number,
  redact: boolean,
): Answer {
  const textual = bytes.length === 0 || isTextual(mimeType);
  const text = textual ? new TextDecoder().decode(bytes) : undefined;
  const pairs = redact ? redactHeaders(headers) : [...headers];
  return {
    status,
    headers: pairs.map(([name, value]) => ({ name, value })),
    body: text !== undefined && redact ? redactText(text) : text,
    mimeType,
    size: bytes.length,
    ms,
  };
}
