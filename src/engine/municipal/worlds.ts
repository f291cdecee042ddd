/** Sessions and their worlds: creation, the bearer capability, expiry. */

import { berlinIso } from '../berlin-time.ts';
import { randomHex, sha256Hex, wholeSecondEnd } from '../clock.ts';
import type { MunicipalDb } from '../db/database.ts';
import { bearerToken } from '../http/bearer.ts';
import { noteWorldClock } from '../journal/world-time.ts';
import type { MunicipalContext } from './context.ts';
import { MUNICIPAL_LIMITS, type Session } from './contract.ts';
import { unauthorized, worldsFull } from './problems.ts';
import { PROFILES, profileResource } from './profiles.ts';
import type { WorldRow } from './stores.ts';
import { forgetWorldState, type WorldState, worldState } from './world-state.ts';

const { worldMs, liveWorlds } = MUNICIPAL_LIMITS;

/** GET /v1/profiles: the four profiles; with a world, each one's current address there. */
export async function profileList(context: MunicipalContext, world: WorldRef | undefined) {
  const addresses = world ? (await context.db.worlds.get(world.id))?.addresses : undefined;
  return { profiles: PROFILES.map((profile) => profileResource(profile, addresses?.[profile.id])) };
}

/** POST /v1/sessions: a new world and its capability, shown once. */
export async function openSession(context: MunicipalContext): Promise<Session> {
  const { token, world } = await createWorld(context);
  return { token, expires_at: berlinIso(world.expiresAt), mode: 'fictional_demo' };
}

async function createWorld(context: MunicipalContext): Promise<{ token: string; world: WorldRow }> {
  const { db, clock, random } = context;
  const token = randomHex(random, 32);
  const tokenHash = await sha256Hex(token);
  const now = clock.now();
  await deleteExpiredWorlds(db, now);
  const world: WorldRow = {
    id: randomHex(random, 16),
    tokenHash,
    createdAt: now,
    expiresAt: wholeSecondEnd(now + worldMs, 0),
    caseCount: 0,
    receiptCount: 0,
    revision: 0,
    addresses: Object.fromEntries(PROFILES.map((profile) => [profile.id, profile.initialAddress])),
  };
  await db.transaction('rw', db.worlds, async () => {
    if ((await db.worlds.count()) >= liveWorlds) {
      const oldest = await db.worlds.orderBy('expiresAt').first();
      const wait = Math.max(1, Math.ceil(((oldest?.expiresAt ?? now) - now) / 1000));
      throw worldsFull(liveWorlds, wait);
    }
    await db.worlds.add(world);
  });
  return { token, world };
}

/** Which world a request belongs to. Handlers read the world's row in their own transaction. */
export interface WorldRef {
  id: string;
  /** When the world ends, by the device's clock (a time travel brings it nearer). */
  expiresAt: number;
  /** Its clock offset and faults, shared by all of the world's credentials (world-state.ts). */
  state: WorldState;
  /** Who acts in the world: the person (its capability) or an agent through a named connection. */
  actor: Actor;
}

type Actor = { kind: 'person' } | { kind: 'agent'; connectionId: string; name: string };

/** The person's capability (64 hex) or an agent connection's token (`agt_` + 64 hex). */
const CREDENTIAL = /^(?:[a-f0-9]{64}|agt_[a-f0-9]{64})$/;

/**
 * Capability hash -> world, per database: saves one IndexedDB transaction on every request.
 * Memory only, so a restarted worker simply reads IndexedDB again; worlds disappear only by
 * expiry, which each entry knows.
 */
const knownWorlds = new WeakMap<MunicipalDb, Map<string, WorldRef>>();

function worldCache(db: MunicipalDb): Map<string, WorldRef> {
  let cache = knownWorlds.get(db);
  if (!cache) {
    cache = new Map();
    knownWorlds.set(db, cache);
  }
  return cache;
}

/** The world of the request's bearer capability; 401 when it is missing, unknown or expired. */
export async function requireWorld(context: MunicipalContext, request: Request): Promise<WorldRef> {
  const world = await findWorld(context, request);
  if (!world) throw unauthorized();
  return world;
}

/** Like requireWorld, but a request without Authorization is fine (undefined). */
export async function optionalWorld(context: MunicipalContext, request: Request): Promise<WorldRef | undefined> {
  if (!request.headers.has('authorization')) return undefined;
  return requireWorld(context, request);
}

async function findWorld(context: MunicipalContext, request: Request): Promise<WorldRef | undefined> {
  const token = bearerToken(request, CREDENTIAL);
  if (!token) return undefined;
  const tokenHash = await sha256Hex(token);
  const cache = worldCache(context.db);
  let world = cache.get(tokenHash);
  if (!world) {
    world = token.startsWith('agt_')
      ? await connectionWorld(context, tokenHash)
      : await personWorld(context, tokenHash);
  }
  if (world?.actor.kind === 'agent') await noteConnectionUse(context, world.actor.connectionId);
  const now = context.clock.now();
  if (world && world.expiresAt <= now) {
    cache.delete(tokenHash);
    await deleteExpiredWorlds(context.db, now);
    return undefined;
  }
  if (world) {
    cache.set(tokenHash, world);
    // The journal keeps the world's clock with the request's entry (journal/world-time.ts).
    noteWorldClock(request, world.state.clockOffsetMs);
  }
  return world;
}

async function personWorld(context: MunicipalContext, tokenHash: string): Promise<WorldRef | undefined> {
  const row = await context.db.worlds.where('tokenHash').equals(tokenHash).first();
  return row && { id: row.id, expiresAt: row.expiresAt, state: worldState(context.db, row), actor: { kind: 'person' } };
}

/** The world an agent connection belongs to; a revoked connection is no credential. */
async function connectionWorld(context: MunicipalContext, tokenHash: string): Promise<WorldRef | undefined> {
  const connection = await context.db.connections.where('hash').equals(tokenHash).first();
  if (!connection || connection.revokedAt !== null) return undefined;
  const row = await context.db.worlds.get(connection.worldId);
  if (!row) return undefined;
  return {
    id: row.id,
    expiresAt: row.expiresAt,
    state: worldState(context.db, row),
    actor: { kind: 'agent', connectionId: connection.id, name: connection.name },
  };
}

/** When each connection was last noted as used, so the owner sees it to the minute without a write per request. */
const lastNoted = new WeakMap<MunicipalDb, Map<string, number>>();

async function noteConnectionUse(context: MunicipalContext, connectionId: string): Promise<void> {
  const now = context.clock.now();
  let noted = lastNoted.get(context.db);
  if (!noted) {
    noted = new Map();
    lastNoted.set(context.db, noted);
  }
  if (now - (noted.get(connectionId) ?? Number.NEGATIVE_INFINITY) < 60_000) return;
  noted.set(connectionId, now);
  await context.db.connections.update(connectionId, { lastUsedAt: now });
}

/** Forgets a revoked connection's token at once (it is kept in memory to save a lookup per request). */
export function forgetCredential(db: MunicipalDb, tokenHash: string): void {
  worldCache(db).delete(tokenHash);
}

/** Ends the world of the request's capability at once: it is deleted with everything in it. */
export async function endWorld(context: MunicipalContext, request: Request): Promise<void> {
  const world = await requireWorld(context, request);
  await deleteWorld(context.db, world.id);
}

/** Deletes one world now and forgets every credential of it kept in memory. */
export async function deleteWorld(db: MunicipalDb, worldId: string): Promise<void> {
  for (const [hash, known] of worldCache(db)) if (known.id === worldId) worldCache(db).delete(hash);
  forgetWorldState(db, worldId);
  await deleteWorlds(db, [worldId]);
}

/** A time travel brought the world's end nearer: every cached credential of it learns the new end. */
export function moveKnownEnd(db: MunicipalDb, worldId: string, expiresAt: number): void {
  for (const known of worldCache(db).values()) if (known.id === worldId) known.expiresAt = expiresAt;
}

/** Expired worlds are deleted with everything in them. */
export async function deleteExpiredWorlds(db: MunicipalDb, now: number): Promise<void> {
  const expired = await db.worlds.where('expiresAt').belowOrEqual(now).primaryKeys();
  if (expired.length === 0) return;
  await deleteWorlds(db, expired);
}

async function deleteWorlds(db: MunicipalDb, ids: string[]): Promise<void> {
  const expired = ids;
  // One transaction: a world never disappears while its cases, idempotency records, connections or
  // journal stay behind.
  await db.transaction('rw', [db.worlds, db.cases, db.idempotency, db.connections, db.journal], async () => {
    await db.journal
      .where('scope')
      .anyOf(expired.map((id) => `world:${id}`))
      .delete();
    await db.cases.where('worldId').anyOf(expired).delete();
    await db.idempotency.where('worldId').anyOf(expired).delete();
    await db.connections.where('worldId').anyOf(expired).delete();
    await db.worlds.bulkDelete(expired);
  });
}
