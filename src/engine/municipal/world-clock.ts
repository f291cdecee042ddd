/**
 * Workshop time travel (issue #13): a world's clock runs ahead of the device's by an offset kept on
 * the world's row. Moving it forward never touches another world; reaching the world's end ends it.
 */
import { berlinIso } from '../berlin-time.ts';
import { requirePerson } from './connections.ts';
import type { MunicipalContext } from './context.ts';
import { MUNICIPAL_LIMITS, type WorldSettings } from './contract.ts';
import { unauthorized } from './problems.ts';
import { checkMembers, workshopRefusal } from './workshop-refusals.ts';
import { deleteWorld, moveKnownEnd, type WorldRef } from './worlds.ts';

/** The longest single move: a whole world's life. */
const MAX_MOVE_SECONDS = MUNICIPAL_LIMITS.worldMs / 1000;

/** GET /v1/sessions/current: the world's clock and faults, for the facilitator page. */
export function worldSettings(context: MunicipalContext, world: WorldRef): WorldSettings {
  const { clockOffsetMs, faults, scenario, faultFired } = world.state;
  // One reading of the clock for `now` and the time left; the move compares with the same clock.
  const device = context.clock.now();
  return {
    now: berlinIso(device + clockOffsetMs),
    clock_offset_seconds: Math.round(clockOffsetMs / 1000),
    // `expiresAt` is the device's time of the end; the world's clock reads it plus the offset.
    ends_at: berlinIso(world.expiresAt + clockOffsetMs),
    seconds_left: secondsLeft(world.expiresAt, device),
    faults,
    fault_fired: faultFired ? { ...faultFired, at: berlinIso(faultFired.at) } : null,
    scenario,
  };
}

/**
 * Whole seconds until the end, rounded up (issue #18). A move by this many seconds takes the
 * device-time end to at most the instant this was read, which is never after the move's own
 * reading of the clock, so "to the end" always ends the world. `ends_at - now` does too: the world
 * ends on a whole second of its clock (`wholeSecondEnd`), and `now` is cut to its second.
 */
function secondsLeft(expiresAt: number, deviceNow: number): number {
  return Math.max(0, Math.ceil((expiresAt - deviceNow) / 1000));
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
  const allowed = `an integer from 1 to ${MAX_MOVE_SECONDS} (seconds_left of GET /v1/sessions/current ends the world)`;
  const members = checkMembers(body, { advance_seconds: { type: 'integer', allowed } });
  const seconds = members.advance_seconds as number;
  if (seconds < 1 || seconds > MAX_MOVE_SECONDS) {
    throw workshopRefusal('unsupported_input', 'advance_seconds', allowed, `${seconds} is out of range`);
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
