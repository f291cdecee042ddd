/**
 * The Prefer header (RFC 7240) as the workshop reads it (issue #13): a client asks for one fault on
 * one request, as Prism's `Prefer: code=...` does. Preferences it does not know are ignored (as the
 * RFC says); a fault or latency it knows with a value it cannot honour is 400, so a typo is noticed.
 * Shared by the municipal routes (with the world's switches) and the content API (issue #21).
 */
import { ApiError } from './errors.ts';

const malformed = (message: string) => new ApiError(400, 'malformed_request', message);

export type FaultKind = '429' | '503' | 'lost-answer';

interface Preferred {
  fault?: FaultKind;
  latencyMs?: number;
}

const FAULT_KINDS: readonly string[] = ['429', '503', 'lost-answer'];
/** The longest latency a request may ask for. */
const MAX_LATENCY_MS = 10_000;

export function preferredFaults(request: Request): Preferred {
  const header = request.headers.get('prefer');
  if (!header) return {};
  const preferred: Preferred = {};
  // `fault=429, latency=500` (one header) or several Prefer headers, which arrive joined by ", ".
  for (const part of header.split(/[,;]/)) {
    const [rawName, rawValue] = part.split('=', 2);
    const name = rawName?.trim().toLowerCase();
    const value = rawValue?.trim().replace(/^"(.*)"$/, '$1') ?? '';
    if (name === 'fault') {
      if (!FAULT_KINDS.includes(value)) {
        throw malformed('Prefer: fault must be 429, 503 or lost-answer, e.g. "Prefer: fault=503".');
      }
      preferred.fault = value as FaultKind;
    } else if (name === 'latency') {
      const ms = /^\d{1,5}$/.test(value) ? Number(value) : Number.NaN;
      if (!(ms <= MAX_LATENCY_MS)) {
        throw malformed(
          `Prefer: latency must be whole milliseconds from 0 to ${MAX_LATENCY_MS}, e.g. "Prefer: latency=500".`,
        );
      }
      preferred.latencyMs = ms;
    }
  }
  return preferred;
}
