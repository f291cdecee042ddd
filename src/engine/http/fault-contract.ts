/**
 * Workshop faults as a contract declares them (issues #13 and #21), one copy for the municipal and the
 * content contracts: the Prefer header a faulted route takes and the errors a fault can give. How a
 * request's Prefer is read is prefer.ts (not imported here, so a contract carries no request code).
 */
import * as v from 'valibot';
import type { Words } from './contract.ts';

/** Errors a faulted route can give: a bad Prefer (400), `fault=429`, `fault=503`. */
export const FAULT_ERRORS = ['malformed_request', 'rate_limited', 'unavailable'] as const;
/** Idempotent writes can also lose their answer after the write committed. */
export const WRITE_FAULT_ERRORS = [...FAULT_ERRORS, 'answer_lost'] as const;

/**
 * The Prefer header of a faulted route, like Prism's Prefer; `writes` names the routes that can lose
 * their answer (the municipal service's drafts, submit and cancel; the content API's writes).
 */
export const preferHeader = (writes: Words) => ({
  Prefer: {
    schema: v.string(),
    required: false,
    description: {
      en: `Ask for a workshop fault on this request only: fault=429 (with Retry-After), fault=503, fault=lost-answer (${writes.en}: stored, then answered 503 answer_lost), latency=<0 to 10000 ms>; e.g. "Prefer: fault=lost-answer, latency=500". Other preferences are ignored; a bad fault or latency value is 400.`,
      de: `Eine Werkstatt-Störung nur für diese Anfrage: fault=429 (mit Retry-After), fault=503, fault=lost-answer (${writes.de}: gespeichert, dann mit 503 answer_lost beantwortet), latency=<0 bis 10000 ms>; z. B. „Prefer: fault=lost-answer, latency=500“. Andere Wünsche werden übergangen; ein falscher Wert für fault oder latency ergibt 400.`,
    },
  },
});
