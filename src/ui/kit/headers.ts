/**
 * The headers of a request a program sends (issue 34): one list of what is left out, for "Copy as"
 * and "Edit and resend", and the Idempotency-Key's helpers. Loaded with those lazy parts only.
 */
import { VIA_HEADER } from '../../shared/bridge-protocol.mjs';

/** One header: the journal's and HAR's shape, used for every request and answer the UI shows or sends. */
export interface HeaderPair {
  name: string;
  value: string;
}

/**
 * Headers a program (and a page's fetch) does not send itself: what the browser adds, and the app's
 * own journal mark. One list for "Copy as" and "Edit and resend".
 */
const LEFT_OUT = new Set([
  VIA_HEADER,
  'host',
  'origin',
  'referer',
  'user-agent',
  'content-length',
  'cookie',
  'connection',
  'accept-language',
  'accept-encoding',
  'cache-control',
  'pragma',
  'priority',
  'dnt',
]);

/** Whether a journaled request's header is part of what a program or the resend form sends. */
export function sentByProgram(header: HeaderPair): boolean {
  const name = header.name.toLowerCase();
  if (LEFT_OUT.has(name) || name.startsWith('sec-')) return false;
  return !(name === 'accept' && header.value === '*/*');
}

/** The Idempotency-Key header's name, as the contracts spell it. */
export const IDEMPOTENCY_KEY = 'Idempotency-Key';

export function isIdempotencyKey(name: string): boolean {
  return name.toLowerCase() === 'idempotency-key';
}

/** A fresh Idempotency-Key: `prefix-` and a random UUID. */
export function newIdempotencyKey(prefix: string): string {
  return `${prefix}-${crypto.randomUUID()}`;
}
