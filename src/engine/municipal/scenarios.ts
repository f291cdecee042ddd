/**
 * Named scenarios (issue #13): a world filled with the same material for everyone in a room. The
 * cases are made by the same rule functions as real requests (newCase, submitCase, cancelCase), in
 * the world's time, so a scenario case is exactly what a client could have made.
 */

import { findService, type Service } from './catalogue.ts';
import { requirePerson } from './connections.ts';
import type { MunicipalContext } from './context.ts';
import type { WorldSettings } from './contract.ts';
import { MUNICIPAL_LIMITS } from './contract.ts';
import { type DraftInputValue, newCase, parseDraftInput } from './drafts.ts';
import { unauthorized } from './problems.ts';
import { PROFILES } from './profiles.ts';
import { SCENARIO_NAMES, type ScenarioName } from './scenario-names.ts';
import { offeredSlots, slotQuery } from './slots.ts';
import type { CaseRow, WorldRow } from './stores.ts';
import { cancelCase, submitCase } from './transitions.ts';
import { checkMembers, workshopRefusal } from './workshop-refusals.ts';
import { worldSettings } from './world-clock.ts';
import { inWorldTime } from './world-state.ts';
import type { WorldRef } from './worlds.ts';

/** How long before its end the "about to expire" review is left: one minute. */
const ABOUT_TO_EXPIRE_MS = 60 * 1000;

const WOHNGELD = { service: 'wohngeld', profile: 'anna', fields: { haushalt: 'familie', wohnung: 'miete' } };
const HUND = { service: 'hund', profile: 'ben', fields: { hund: 'bello', haltung: 'familie' } };

/** A world as a new session leaves it, with its identity, times and settings kept. */
function emptiedWorld(world: WorldRow): WorldRow {
  return {
    ...world,
    caseCount: 0,
    receiptCount: 0,
    addresses: Object.fromEntries(PROFILES.map((profile) => [profile.id, profile.initialAddress])),
  };
}

/** The body of PUT /v1/sessions/current/scenario: exactly {"name": <a scenario>}. */
export function scenarioName(body: unknown): ScenarioName {
  const allowed = `one of ${SCENARIO_NAMES.join(', ')}`;
  const name = checkMembers(body, { name: { type: 'string', allowed } }).name as string;
  if (!(SCENARIO_NAMES as readonly string[]).includes(name)) {
    throw workshopRefusal('unsupported_input', 'name', allowed, `${JSON.stringify(name)} is not a scenario`);
  }
  return name as ScenarioName;
}

/** The cases of a scenario and the world after them; `context` reads the world's time. */
function scenarioCases(
  context: MunicipalContext,
  start: WorldRow,
  name: ScenarioName,
): { world: WorldRow; cases: CaseRow[] } {
  let world = emptiedWorld(start);
  const cases: CaseRow[] = [];
  const now = context.clock.now();
  /** Drafts as a request at `at` would have, then applies the transitions in order. */
  const make = (input: DraftInputValue, steps: Array<'submit' | 'cancel'> = [], at = now) => {
    const inTime = { ...context, clock: { now: () => at } };
    let change = newCase(inTime, { world, bookings: cases }, input);
    for (const step of steps) {
      const loaded = { row: change.row, current: change.world, bookings: cases };
      change =
        step === 'submit'
          ? submitCase(inTime, loaded, change.row.version)
          : cancelCase(inTime, loaded, change.row.version);
    }
    world = change.world;
    cases.push(change.row);
  };
  if (name === 'every-state') {
    make(parseDraftInput(WOHNGELD));
    make(parseDraftInput(WOHNGELD), ['submit']);
    make(parseDraftInput(HUND), ['cancel']);
    const termin = findService('termin') as Service;
    const [slot] = offeredSlots(world.id, now, slotQuery(termin, 'egal', undefined), cases);
    if (slot) {
      make(
        parseDraftInput({
          service: 'termin',
          profile: 'clara',
          fields: { anliegen: 'ausweis', zeitraum: 'egal', slot },
        }),
        ['submit'],
      );
    }
    // Drafted 14 minutes ago: its review ends one minute from now.
    make(parseDraftInput({ ...WOHNGELD, profile: 'deniz' }), [], now - MUNICIPAL_LIMITS.reviewMs + ABOUT_TO_EXPIRE_MS);
  }
  if (name === 'nearly-full') {
    for (let i = 0; i < MUNICIPAL_LIMITS.casesPerWorld - 1; i++) make(parseDraftInput(WOHNGELD));
  }
  return { world, cases };
}

/**
 * PUT /v1/sessions/current/scenario: the world's cases and idempotency records are replaced by the
 * scenario's in one transaction (a reader never sees half a scenario); its clock, faults and agent
 * connections stay. The same name again is the reset.
 */
export async function applyScenario(context: MunicipalContext, world: WorldRef, body: unknown): Promise<WorldSettings> {
  requirePerson(world, 'fill the world with a scenario');
  const name = scenarioName(body);
  const { db } = context;
  const inTime = inWorldTime(context, world.state);
  await db.transaction('rw', [db.worlds, db.cases, db.idempotency], async () => {
    const row = await db.worlds.get(world.id);
    // The world ended (and was deleted) after the request was authorised.
    if (!row) throw unauthorized();
    const filled = scenarioCases(inTime, row, name);
    await db.cases.where('worldId').equals(world.id).delete();
    await db.idempotency.where('worldId').equals(world.id).delete();
    await db.cases.bulkPut(filled.cases);
    await db.worlds.put({ ...filled.world, scenario: name, revision: (row.revision ?? 0) + 1 });
  });
  world.state.scenario = name;
  return worldSettings(context, world);
}
