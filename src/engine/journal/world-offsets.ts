/**
 * The world's clock offset of each entry of a batch (issue #26, "one clock"). A request the municipal
 * service answered for a world noted the offset itself (world-time.ts). One it answered without
 * looking its world up (a catalogue read with the capability, a 404) takes it from its neighbours in
 * the batch: every move of a clock is noted (with the offset it was asked at), so the offset holds
 * from one noted entry to the next, and after a move that answered 200 it is the move's new one. A
 * world with no noted entry in the batch was not moved in it: the offset the batch looked up holds.
 */
import type { JournalRow } from '../db/journal-tables.ts';

interface OffsetInput {
  /** The entry's world, if it belongs to one. */
  worldId: string | undefined;
  /** The offset noted while its request was answered. */
  noted: number | undefined;
  /** The world's offset as the batch looked it up (its identity). */
  lookedUp: number;
  row: JournalRow;
  /** The path below the base, as the engine routed it. */
  path: string | undefined;
}

/** Per entry, in the batch's order: its world's offset in ms, or undefined for an entry of no world. */
export function worldOffsets(entries: OffsetInput[]): (number | undefined)[] {
  const offsets: (number | undefined)[] = entries.map(({ worldId, noted }) => (worldId ? noted : undefined));
  // Forward: after a noted entry, its world's offset is known (moved on by a successful move).
  const since = new Map<string, number>();
  entries.forEach((entry, index) => {
    const { worldId, noted } = entry;
    if (!worldId) return;
    if (noted === undefined) {
      const known = since.get(worldId);
      if (known !== undefined) offsets[index] = known;
      return;
    }
    since.set(worldId, movedTo(entry) ?? noted);
  });
  // Backward: before a world's first noted entry, that entry's noted offset held (a move notes the old one).
  const until = new Map<string, number>();
  for (let index = entries.length - 1; index >= 0; index--) {
    const { worldId, noted, lookedUp } = entries[index] as OffsetInput;
    if (!worldId) continue;
    if (noted !== undefined) until.set(worldId, noted);
    else if (offsets[index] === undefined) offsets[index] = until.get(worldId) ?? lookedUp;
  }
  return offsets;
}

/** The new offset a move of the clock answered (its settings' `clock_offset_seconds`), if it was one. */
function movedTo({ row, path }: OffsetInput): number | undefined {
  if (row.method !== 'POST' || path !== '/v1/sessions/current/clock' || row.status !== 200) return undefined;
  try {
    const seconds = (JSON.parse(row.responseBody?.text ?? '') as { clock_offset_seconds?: unknown })
      .clock_offset_seconds;
    return typeof seconds === 'number' ? seconds * 1000 : undefined;
  } catch {
    return undefined;
  }
}
