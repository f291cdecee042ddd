/**
 * A world's workshop settings (issue #13) in memory: its clock offset and fault switches. One object
 * per world, shared by the person's and every agent connection's cached WorldRef, so a change made
 * through one credential is seen at once through the others without reading IndexedDB per request.
 */
import type { MunicipalDb } from '../db/database.ts';
import type { FaultFiredRow, FaultSettingsRow, WorldRow } from '../db/municipal-tables.ts';
import type { MunicipalContext } from './context.ts';
import type { ScenarioName } from './scenario-names.ts';

/** Faults of a world nobody has touched: all off. */
export const NO_FAULTS: FaultSettingsRow = {
  fault: 'none',
  when: 'next',
  rate: 0,
  latency_ms: 0,
  latency_jitter_ms: 0,
  seed: 1,
  applies_to: 'everyone',
};

export interface WorldState {
  clockOffsetMs: number;
  faults: FaultSettingsRow;
  /** The scenario the world was last filled with, for a reset. */
  scenario: ScenarioName | null;
  /** The last "next request" fault that fired, or null. */
  faultFired: FaultFiredRow | null;
  /** How many seeded draws the world's faults have made since they were set (memory only). */
  draws: number;
}

const states = new WeakMap<MunicipalDb, Map<string, WorldState>>();

/** Bound of the map: worlds swept by expiry are not forgotten one by one, so it is cleared now and then. */
const MAX_KEPT = 1000;

function stateMap(db: MunicipalDb): Map<string, WorldState> {
  let map = states.get(db);
  if (!map) {
    map = new Map();
    states.set(db, map);
  }
  return map;
}

/** The world's state, made from its row the first time. */
export function worldState(db: MunicipalDb, row: WorldRow): WorldState {
  const map = stateMap(db);
  let state = map.get(row.id);
  if (!state) {
    if (map.size >= MAX_KEPT) map.clear();
    state = {
      clockOffsetMs: row.clockOffsetMs ?? 0,
      faults: row.faults ?? NO_FAULTS,
      scenario: (row.scenario as ScenarioName | undefined) ?? null,
      faultFired: row.faultFired ?? null,
      draws: 0,
    };
    map.set(row.id, state);
  }
  return state;
}

export function forgetWorldState(db: MunicipalDb, worldId: string): void {
  stateMap(db).delete(worldId);
}

/**
 * The context a world's request runs in: its clock is the device's plus the world's offset, so
 * drafts, reviews, submits and slots all see the world's time (and no other world's).
 */
export function inWorldTime(context: MunicipalContext, state: WorldState): MunicipalContext {
  const offset = state.clockOffsetMs;
  if (offset === 0) return context;
  const device = context.clock;
  return { ...context, clock: { now: () => device.now() + offset } };
}
