/**
 * Who made a request, from its bearer credential: a world's person (worlds.tokenHash), an agent
 * connection (connections.hash -> its world and name) or a content token (tokens.hash -> id and name).
 * Known credentials are kept in memory by hash, so a request of a known credential costs the
 * journal no IndexedDB lookup; unknown ones are looked up once per batch, off the answer's path.
 * Revoked connections and tokens still name their scope: a facilitator sees an agent's refused
 * attempts too.
 */
import { sha256Hex } from '../clock.ts';
import { tokenByHash } from '../db/content-tables.ts';
import type { SandboxDb } from '../db/database.ts';
import type { JournalActor } from '../db/journal-tables.ts';

export interface Identity {
  scope: string;
  actor: JournalActor;
  name: string | null;
  /** The world of a world scope, and when it expires: its entries are dropped after that. */
  worldId?: string;
  expiresAt?: number;
  /** The world's clock offset when it was looked up: for entries whose request noted none. */
  clockOffsetMs?: number;
}

export const PUBLIC: Identity = { scope: 'public', actor: 'anonymous', name: null };

/** Any credential the sandbox issues: a capability, an agent connection's or a content token. */
const CREDENTIAL = /^(?:[a-f0-9]{64}|agt_[a-f0-9]{64}|cms_[a-f0-9]{64})$/;

/** The request's bearer credential when it has one of the sandbox's forms. */
export function credentialOf(headers: Headers): string | undefined {
  const match = /^bearer +(\S+)$/i.exec(headers.get('authorization')?.trim() ?? '');
  const token = match?.[1];
  return token && CREDENTIAL.test(token) ? token : undefined;
}

/** Credentials known in memory at most; past it the map starts again (a cache, never the truth). */
const CACHE_LIMIT = 1000;

export class Identities {
  private readonly known = new Map<string, Identity>();

  constructor(private readonly db: () => Promise<SandboxDb>) {}

  /** Identity per credential; a credential that names nothing (unknown, or its world ended) is PUBLIC. */
  async resolve(credentials: Iterable<string>): Promise<Map<string, Identity>> {
    const resolved = new Map<string, Identity>();
    const missing = new Map<string, string>();
    for (const credential of new Set(credentials)) {
      const hash = await sha256Hex(credential);
      const known = this.known.get(hash);
      if (known) resolved.set(credential, known);
      else missing.set(credential, hash);
    }
    if (missing.size === 0) return resolved;
    const db = await this.db();
    await db.transaction('r', [db.worlds, db.connections, db.tokens], async () => {
      for (const [credential, hash] of missing) {
        const identity = await this.lookUp(db, credential, hash);
        resolved.set(credential, identity ?? PUBLIC);
        if (identity) this.remember(hash, identity);
      }
    });
    return resolved;
  }

  private async lookUp(db: SandboxDb, credential: string, hash: string): Promise<Identity | undefined> {
    if (credential.startsWith('cms_')) {
      const token = await tokenByHash(db.tokens, hash);
      return token && { scope: `token:${token.id}`, actor: 'token', name: token.name };
    }
    if (credential.startsWith('agt_')) {
      const connection = await db.connections.where('hash').equals(hash).first();
      const world = connection && (await db.worlds.get(connection.worldId));
      return (
        world && {
          scope: `world:${world.id}`,
          actor: 'agent',
          name: connection.name,
          worldId: world.id,
          expiresAt: world.expiresAt,
          clockOffsetMs: world.clockOffsetMs ?? 0,
        }
      );
    }
    const world = await db.worlds.where('tokenHash').equals(hash).first();
    return (
      world && {
        scope: `world:${world.id}`,
        actor: 'person',
        name: null,
        worldId: world.id,
        expiresAt: world.expiresAt,
        clockOffsetMs: world.clockOffsetMs ?? 0,
      }
    );
  }

  /** Forgets every credential of a world that ended: their later requests name nothing any more. */
  forgetWorld(worldId: string): void {
    for (const [hash, identity] of this.known) if (identity.worldId === worldId) this.known.delete(hash);
  }

  private remember(hash: string, identity: Identity): void {
    if (this.known.size >= CACHE_LIMIT) this.known.clear();
    this.known.set(hash, identity);
  }
}
