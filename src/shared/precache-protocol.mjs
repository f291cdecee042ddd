// Plain JavaScript with types beside it (precache-protocol.d.mts): the messages between the app and
// its worker about the precache (src/sw/precache-check.ts answers, src/ui/room/readiness.ts asks).

/** True for a message the worker's precache check answers. */
export function isPrecacheMessage(data) {
  const type = data?.type;
  return type === 'precache-check' || type === 'precache-repair';
}
