/**
 * The world's clock at a request (issue #26, "one clock"): when the municipal service finds the world
 * a request belongs to, it notes the world's clock offset on the request, and the journal keeps it
 * with the entry, so the entry's world time is the world's clock when the request arrived. Noted
 * before any handler runs: a move of the clock is recorded at the world time it was asked at.
 */
const offsets = new WeakMap<Request, number>();

/** Notes the world's clock offset (ms ahead of the device) for this request; the first note counts. */
export function noteWorldClock(request: Request, offsetMs: number): void {
  if (!offsets.has(request)) offsets.set(request, offsetMs);
}

/** The offset noted for this request, if it was a world's. */
export function worldClockOf(request: Request): number | undefined {
  return offsets.get(request);
}
