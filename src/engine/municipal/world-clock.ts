/**
 * Workshop time travel (issue #13): a world's clock runs ahead of the device's by an offset kept on
 * the world's row. Moving it forward never touches another world; reaching the world's end ends it.
 */
import * as v from 'valibot';
import { isJsonObject } from '../http/body.ts';
import { berlinIso } from './berlin-time.ts';
import { requirePerson } from './connections.ts';
import type { MunicipalContext } from './context.ts';
import { ClockMoveSchema, MUNICIPAL_LIMITS, type WorldSettings } from './contract.ts';
import { malformed, unauthorized, unsupported } from './problems.ts';
import { deleteWorld, moveKnownEnd, type WorldRef } from './worlds.ts';

/** The longest single move: a whole world's life. */
export const MAX_MOVE_SECONDS = MUNICIPAL_LIMITS.worldMs / 1000;

/** GET /v1/sessions/current: the world's clock and faults, for the facilitator page. */
export function worldSettings(context: MunicipalContext, world: WorldRef): WorldSettings {
  const { clockOffsetMs, faults, scenario } = world.state;
  return {
    now: berlinIso(context.clock.now() + clockOffsetMs),
    clock_offset_seconds: Math.round(clockOffsetMs / 1000),
    // `expiresAt` is the device's time of the end; the world's clock reads it plus the offset.
    ends_at: berlinIso(world.expiresAt + clockOffsetMs),
    faults,
    scenario,
  };
}

/**
 * POST /v1/sessions/current/clock: moves the world's clock forward. The offset grows and the
 * device-time end comes nearer by the same amount, in one write of the world's row; the answer is
 * the new settings, or 'ended' when the move reached the world's end (it is then deleted).
 */
export async function moveClock(
  context: MunicipalContext,
  world: WorldRef,
  body: unknown,
): Promise<WorldSettings | 'ended'> {
  requirePerson(world, 'move the world’s clock');
  const parsed = v.safeParse(ClockMoveSchema, body);
  if (!parsed.success || !isJsonObject(body)) {
    throw malformed('The body must be exactly {"advance_seconds": <integer>}.');
  }
  const seconds = parsed.output.advance_seconds;
  if (seconds < 1 || seconds > MAX_MOVE_SECONDS) {
    throw unsupported(`advance_seconds must be between 1 and ${MAX_MOVE_SECONDS}.`);
  }
  const ms = seconds * 1000;
  const { db } = context;
  const moved = await db.transaction('rw', db.worlds, async () => {
    const row = await db.worlds.get(world.id);
    // The world ended (and was deleted) after the request was authorised.
    if (!row) throw unauthorized();
    const updated = { ...row, clockOffsetMs: (row.clockOffsetMs ?? 0) + ms, expiresAt: row.expiresAt - ms };
    await db.worlds.put(updated);
    return updated;
  });
  world.state.clockOffsetMs = moved.clockOffsetMs;
  moveKnownEnd(db, world.id, moved.expiresAt);
  if (moved.expiresAt <= context.clock.now()) {
    await deleteWorld(db, world.id);
    return 'ended';
  }
  return worldSettings(context, { ...world, expiresAt: moved.expiresAt });
}
