/**
 * A world from a file becomes a new world here: a new id and capability, new case and connection ids
 * (the same file may be imported twice), and every time moved by one delta (import time minus export
 * time), so the world is at the same point of its 24 hours and relations hold: a review about to
 * expire is still about to expire. Stored answers (idempotency records) and journal texts get the same
 * renaming and shift, so a replayed answer names the case as it now is.
 */

import { berlinIso } from '../berlin-time.ts';
import { type RandomSource, randomHex, wholeSecondEnd } from '../clock.ts';
import type { JournalBody, JournalRow } from '../db/journal-tables.ts';
import type { CaseRow, ConnectionRow, IdempotencyRow, WorldRow } from '../db/municipal-tables.ts';
import { JOURNAL_LIMITS } from '../journal/limits.ts';
import type { WorldEntry } from './schemas.ts';

/** The new world's identity, made before the transaction (hashing is asynchronous). */
export interface FreshWorld {
  id: string;
  token: string;
  tokenHash: string;
}

interface MovedWorld {
  world: WorldRow;
  cases: CaseRow[];
  idempotency: IdempotencyRow[];
  journal: JournalRow[];
  connections: ConnectionRow[];
}

/** A timestamp as the sandbox writes them in answers (with seconds and an offset); slot values have neither. */
const TIMESTAMP = /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})/g;

export function moveWorld(
  entry: WorldEntry,
  fresh: FreshWorld,
  delta: number,
  now: number,
  random: RandomSource,
): MovedWorld {
  const ids = new Map<string, string>([[entry.id, fresh.id]]);
  for (const item of entry.cases) ids.set(item.id, randomHex(random, 16));
  for (const connection of entry.connections) ids.set(connection.id, randomHex(random, 8));
  const rename = (id: string) => ids.get(id) ?? id;
  // Ids are hex (schemas.ts), so they need no escaping; \b keeps them from matching inside longer hex.
  const known = new RegExp(`\\b(?:${[...ids.keys()].join('|')})\\b`, 'g');
  const rewrite = (text: string) =>
    text
      .replace(known, (id) => rename(id))
      .replace(TIMESTAMP, (time) => {
        const at = Date.parse(time);
        return Number.isNaN(at) ? time : berlinIso(at + delta);
      });
  const shift = (at: number) => at + delta;
  const scope = `world:${fresh.id}`;
  const worldNow = now + (entry.clockOffsetMs ?? 0);
  const { cases, idempotency, journal, connections, ...row } = entry;

  return {
    world: {
      ...row,
      id: fresh.id,
      tokenHash: fresh.tokenHash,
      createdAt: shift(row.createdAt),
      expiresAt: wholeSecondEnd(shift(row.expiresAt), row.clockOffsetMs ?? 0),
    },
    cases: cases.map((item) => ({
      ...item,
      id: rename(item.id),
      worldId: fresh.id,
      createdAt: shift(item.createdAt),
      reviewExpiresAt: shift(item.reviewExpiresAt),
      receipt: item.receipt && { ...item.receipt, issuedAt: shift(item.receipt.issuedAt) },
      ...(item.confirmationRequest && {
        confirmationRequest: {
          ...item.confirmationRequest,
          connectionId: rename(item.confirmationRequest.connectionId),
          at: shift(item.confirmationRequest.at),
          ...(item.confirmationRequest.declinedAt !== undefined && {
            declinedAt: shift(item.confirmationRequest.declinedAt),
          }),
        },
      }),
    })),
    idempotency: idempotency.map((record) => ({
      key: rewrite(record.key),
      worldId: fresh.id,
      payload: rewrite(record.payload),
      status: record.status,
      body: rewrite(record.body),
    })),
    // The newest entries within the per-world bound, as the recorder would have kept them.
    journal: journal.slice(-JOURNAL_LIMITS.perScope).map((item) => ({
      ...item,
      scope,
      at: shift(item.at),
      url: rewrite(item.url),
      requestHeaders: item.requestHeaders.map(([name, value]) => [name, rewrite(value)]),
      responseHeaders: item.responseHeaders.map(([name, value]) => [name, rewrite(value)]),
      requestBody: rewriteBody(item.requestBody, rewrite),
      responseBody: rewriteBody(item.responseBody, rewrite),
    })),
    // Ended: the file has no secret of theirs, so they could never be used; kept so the journal's
    // names still mean something and the person sees which agents worked here.
    connections: connections.map((connection) => ({
      id: rename(connection.id),
      worldId: fresh.id,
      name: connection.name,
      hash: unusableHash(random),
      createdAt: shift(connection.createdAt),
      lastUsedAt: connection.lastUsedAt === null ? null : shift(connection.lastUsedAt),
      revokedAt: connection.revokedAt === null ? worldNow : shift(connection.revokedAt),
    })),
  };
}

function rewriteBody(body: JournalBody | null, rewrite: (text: string) => string): JournalBody | null {
  if (!body || body.text === undefined) return body;
  return { ...body, text: rewrite(body.text) };
}

/**
 * The hash of an imported connection: unique (the index needs it) and never the SHA-256 hex of any
 * token, so nothing can ever authenticate with it.
 */
export function unusableHash(random: RandomSource): string {
  return `imported:${randomHex(random, 16)}`;
}
