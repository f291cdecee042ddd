/**
 * Agent connections to a world: the person names one in the app and puts its token into an agent's
 * configuration. The agent reads and prepares drafts; only the person submits or cancels (an agent's
 * submit asks for the person's confirmation instead). The token is shown once; only its SHA-256 is stored.
 */
import * as v from 'valibot';
import { randomHex, sha256Hex } from '../clock.ts';
import type { ConnectionRow } from '../db/municipal-tables.ts';
import { isJsonObject } from '../http/body.ts';
import type { MunicipalContext } from './context.ts';
import { type AgentConnection, ConnectionRequest, type NewAgentConnection } from './contract.ts';
import { malformed, problem, unsupported } from './problems.ts';
import { forgetCredential, type WorldRef } from './worlds.ts';

/** Connections one world holds at most (revoked ones count until the world ends). */
const MAX_CONNECTIONS_PER_WORLD = 20;

/** 403 for an agent where only the person may act. */
export function requirePerson(world: WorldRef, what: string): void {
  if (world.actor.kind === 'agent') {
    throw problem(
      'person_required',
      `Only the person can ${what}: an agent connection cannot. Ask the person to do it in the app.`,
    );
  }
}

export async function createConnection(
  context: MunicipalContext,
  world: WorldRef,
  body: unknown,
): Promise<NewAgentConnection> {
  requirePerson(world, 'make agent connections');
  if (!isJsonObject(body) || typeof body.name !== 'string' || Object.keys(body).length !== 1) {
    throw malformed('The body must be {"name": "<a name for the agent>"}.');
  }
  const parsed = v.safeParse(ConnectionRequest, body);
  if (!parsed.success) throw unsupported('Give the connection a name of 1 to 80 characters.');
  const { name } = parsed.output;
  const { db, clock, random } = context;
  if ((await db.connections.where('worldId').equals(world.id).count()) >= MAX_CONNECTIONS_PER_WORLD) {
    throw problem('capacity_reached', `A world holds at most ${MAX_CONNECTIONS_PER_WORLD} agent connections.`, {
      extra: { limit: MAX_CONNECTIONS_PER_WORLD },
    });
  }
  const token = `agt_${randomHex(random, 32)}`;
  const row: ConnectionRow = {
    id: randomHex(random, 8),
    worldId: world.id,
    name,
    hash: await sha256Hex(token),
    createdAt: clock.now(),
    lastUsedAt: null,
    revokedAt: null,
  };
  await db.connections.add(row);
  return { ...connectionResource(row), token };
}

export async function listConnections(context: MunicipalContext, world: WorldRef): Promise<AgentConnection[]> {
  requirePerson(world, 'see agent connections');
  const rows = await context.db.connections.where('worldId').equals(world.id).toArray();
  return rows.sort((a, b) => a.createdAt - b.createdAt).map(connectionResource);
}

export async function revokeConnection(
  context: MunicipalContext,
  world: WorldRef,
  id: string,
): Promise<AgentConnection> {
  requirePerson(world, 'revoke agent connections');
  const row = await context.db.connections.get(id);
  if (!row || row.worldId !== world.id) throw problem('not_found', 'There is no such agent connection in your world.');
  const revoked = { ...row, revokedAt: row.revokedAt ?? context.clock.now() };
  await context.db.connections.put(revoked);
  forgetCredential(context.db, row.hash);
  return connectionResource(revoked);
}

function connectionResource(row: ConnectionRow): AgentConnection {
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    id: row.id,
    name: row.name,
    created_at: iso(row.createdAt),
    last_used_at: row.lastUsedAt === null ? null : iso(row.lastUsedAt),
    revoked: row.revokedAt !== null,
  };
}
