/**
 * Scoped tokens ("connections"). Only the owner makes, lists and revokes them, through
 * `engine.owner` (the app's Agents area, over a channel that is not the public API): no HTTP route
 * touches tokens. A token is shown once; only its SHA-256 is stored.
 */
import { randomHex, sha256Hex } from '../clock.ts';
import { tokenByHash } from '../db/content-tables.ts';
import { bearerToken } from '../http/bearer.ts';
import type { ContentContext } from './context.ts';
import { invalid, missingScope, problem, tokenRequired } from './problems.ts';
import type { Scope, TokenRow } from './stores.ts';

const GRANTABLE_SCOPES = ['content:write', 'content:publish'] as const;

export interface NewToken {
  id: string;
  name: string;
  scopes: Scope[];
  /** The secret itself: shown to the owner once, never stored. */
  token: string;
  created_at: string;
}

export interface TokenSummary {
  id: string;
  name: string;
  scopes: Scope[];
  created_at: string;
  last_used_at: string | null;
  revoked: boolean;
}

export async function createToken(
  context: ContentContext,
  input: { name: string; scopes: string[] },
): Promise<NewToken> {
  const name = input.name.trim();
  if (name.length === 0 || name.length > 80) throw invalid('Give the connection a name of 1 to 80 characters.');
  const unknown = input.scopes.filter((scope) => !(GRANTABLE_SCOPES as readonly string[]).includes(scope));
  if (unknown.length > 0) throw invalid(`Unknown scope: ${unknown.join(', ')}.`);
  if (input.scopes.includes('content:publish') && !input.scopes.includes('content:write')) {
    throw invalid('content:publish needs content:write too: publishing writes.');
  }
  const token = `cms_${randomHex(context.random, 32)}`;
  const row: TokenRow = {
    id: randomHex(context.random, 8),
    name,
    hash: await sha256Hex(token),
    scopes: ['content:read', ...(input.scopes as Scope[])],
    createdAt: context.clock.now(),
    lastUsedAt: null,
    revokedAt: null,
  };
  await context.db.tokens.add(row);
  return { id: row.id, name, scopes: row.scopes, token, created_at: new Date(row.createdAt).toISOString() };
}

export async function listTokens(context: ContentContext): Promise<TokenSummary[]> {
  const rows = await context.db.tokens.filter((row) => !row.workspace).toArray();
  return rows
    .sort((a, b) => a.createdAt - b.createdAt)
    .map((row) => ({
      id: row.id,
      name: row.name,
      scopes: row.scopes,
      created_at: new Date(row.createdAt).toISOString(),
      last_used_at: row.lastUsedAt === null ? null : new Date(row.lastUsedAt).toISOString(),
      revoked: row.revokedAt !== null,
    }));
}

/** How many workspace tokens (one per open owner tab) stay valid at once; the oldest ends first. */
export const WORKSPACE_TABS = 32;

/**
 * The token the owner's workspace uses for /api: every scope, kept in the page's memory only. There
 * is one workspace per browser (one row, one journal identity, "Owner workspace"), and every owner
 * tab gets its own secret for it: a new tab adds its token's hash to the row and never ends another
 * tab's (issue #26). Only the newest WORKSPACE_TABS secrets stay valid; a tab whose secret was
 * dropped asks again (src/ui/content/workspace-api.ts). Requests find the row by any of them (`tokenByHash`).
 */
export async function workspaceToken(context: ContentContext): Promise<{ token: string }> {
  const token = `cms_${randomHex(context.random, 32)}`;
  const hash = await sha256Hex(token);
  const { db } = context;
  await db.transaction('rw', db.tokens, async () => {
    const rows = await db.tokens.filter((row) => row.workspace === true).toArray();
    const current = rows.at(-1);
    if (!current) {
      await db.tokens.add({
        id: randomHex(context.random, 8),
        name: 'Owner workspace',
        hash,
        scopes: ['content:read', 'content:write', 'content:publish'],
        createdAt: context.clock.now(),
        lastUsedAt: null,
        revokedAt: null,
        workspace: true,
        earlierHashes: [],
      });
      return;
    }
    // Rows of an older build (one per issue) become this one row.
    for (const row of rows.slice(0, -1)) await db.tokens.delete(row.id);
    const earlier = [...(current.earlierHashes ?? []), current.hash].slice(-(WORKSPACE_TABS - 1));
    await db.tokens.update(current.id, { hash, earlierHashes: earlier });
  });
  return { token };
}

export async function revokeToken(context: ContentContext, id: string): Promise<void> {
  const changed = await context.db.tokens.update(id, { revokedAt: context.clock.now() });
  if (changed === 0) throw problem('not_found', 'There is no such connection.');
}

/** The token of a request, or 401. Records when it was last used. */
export async function authenticate(context: ContentContext, request: Request): Promise<TokenRow> {
  const token = await findToken(context, request);
  if (!token) throw tokenRequired();
  return token;
}

/** A request without Authorization is anonymous (undefined); a bad token is still 401. */
export async function optionalToken(context: ContentContext, request: Request): Promise<TokenRow | undefined> {
  if (!request.headers.has('authorization')) return undefined;
  return authenticate(context, request);
}

async function findToken(context: ContentContext, request: Request): Promise<TokenRow | undefined> {
  const token = bearerToken(request, /^cms_[a-f0-9]{64}$/);
  if (!token) return undefined;
  const row = await tokenByHash(context.db.tokens, await sha256Hex(token));
  if (!row || row.revokedAt !== null) return undefined;
  const now = context.clock.now();
  // Last use is shown to the owner to the minute; writing it more often would slow every request.
  if (row.lastUsedAt === null || now - row.lastUsedAt > 60_000) {
    await context.db.tokens.update(row.id, { lastUsedAt: now });
    row.lastUsedAt = now;
  }
  return row;
}

/** 403 insufficient_scope unless the token has every scope named. */
export function requireScopes(token: TokenRow, ...scopes: Scope[]): void {
  for (const scope of scopes) if (!token.scopes.includes(scope)) throw missingScope(scope);
}
