// Plain JavaScript with types beside it (precache-protocol.d.mts): the messages between the app and
// its worker about the precache (src/sw/precache-check.ts answers, src/ui/app/readiness.ts asks).

/**
 * True for a message the worker's precache check answers.
 * @param {unknown} data
 * @returns {data is import('./precache-protocol.mjs').PrecacheMessage}
 */
export function isPrecacheMessage(data) {
  const type = typeof data === 'object' && data !== null ? /** @type {{ type?: unknown }} */ (data).type : undefined;
  return type === 'precache-check' || type === 'precache-repair';
}
