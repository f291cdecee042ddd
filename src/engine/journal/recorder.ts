/**
 * The journal's writer: entries wait in memory and are written together after their answers were
 * given, never on an answer's path (docs/journal.md, docs/performance.md). The adapter keeps the
 * worker alive until they are written (`waitUntil`); tests call `flush()`.
 */
import type { SandboxDb } from '../db/database.ts';
import type { JournalBody, JournalRow } from '../db/journal-tables.ts';
import { Bounds } from './bounds.ts';
import { Identities, type Identity, PUBLIC } from './identity.ts';
import { JOURNAL_LIMITS } from './limits.ts';
import { redactHeaders, redactText } from './redact.ts';
import { sourceParts } from './source-parts.ts';
import type { RequestSource } from './sources.ts';
import { worldOffsets } from './world-offsets.ts';

/** An answered request whose bodies (and, in the worker, whose source) are still being read. */
interface PendingEntry {
  at: number;
  /** The world's clock offset noted while the request was answered (world-time.ts), if it was a world's. */
  worldOffsetMs: number | undefined;
  durationMs: number;
  source: Promise<RequestSource>;
  method: string;
  /** Path and query as sent; redacted, like the headers, when the batch is written. */
  url: string;
  /** The path below the base, as the engine routes it. */
  path: string | undefined;
  status: number;
  /** The bearer credential, or for POST /v1/sessions the new world's capability from its answer. */
  credential: Promise<string | undefined>;
  requestHeaders: [string, string][];
  requestBody: Promise<JournalBody | null>;
  responseHeaders: [string, string][];
  responseBody: Promise<JournalBody | null>;
}

interface Deferred {
  promise: Promise<void>;
  resolve(): void;
}

/** An entry, or how to make it: made in the batch, after the answer was handed back (watch.ts). */
type LaterEntry = PendingEntry | (() => PendingEntry);

export class JournalRecorder {
  private pending: LaterEntry[] = [];
  private waiting: Deferred | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private writing: Promise<void> = Promise.resolve();
  private readonly identities: Identities;
  private readonly bounds = new Bounds();

  constructor(
    /** The database, opened (with the services that own it) when the first batch is written. */
    private readonly db: () => Promise<SandboxDb>,
    private readonly now: () => number,
  ) {
    this.identities = new Identities(db);
  }

  /** Keeps an entry; the promise settles once it is written (or writing it failed, which is logged). */
  record(entry: LaterEntry): Promise<void> {
    // Writing fails or lags far behind: drop the oldest rather than grow without end.
    if (this.pending.length >= JOURNAL_LIMITS.buffer) this.pending.shift();
    this.pending.push(entry);
    if (!this.waiting) {
      let resolve = () => {};
      const promise = new Promise<void>((done) => {
        resolve = done;
      });
      this.waiting = { promise, resolve };
      this.timer = setTimeout(() => void this.flush(), JOURNAL_LIMITS.batchDelayMs);
    }
    const written = this.waiting.promise;
    if (this.pending.length >= JOURNAL_LIMITS.batchSize) void this.flush();
    return written;
  }

  /** Writes every waiting entry now (after any write under way). */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    const waiting = this.waiting;
    this.waiting = undefined;
    const batch = this.pending.splice(0);
    this.writing = this.writing
      .then(() => (batch.length > 0 ? this.write(batch) : undefined))
      .catch((error: unknown) => console.error('[engine] the journal could not be written', error))
      .then(() => waiting?.resolve());
    return this.writing;
  }

  private async write(batch: LaterEntry[]): Promise<void> {
    const outcomes = await Promise.allSettled(
      batch.map(async (entry) => settle(typeof entry === 'function' ? entry() : entry)),
    );
    const settled: Settled[] = [];
    for (const outcome of outcomes) {
      if (outcome.status === 'fulfilled') settled.push(outcome.value);
      // One entry that cannot be made must not cost the batch.
      else console.error('[engine] a journal entry could not be made', outcome.reason);
    }
    const credentials = settled.flatMap(({ credential }) => (credential ? [credential] : []));
    const identities = await this.identities.resolve(credentials);
    const ended = this.endedWorlds(settled, identities);
    const now = this.now();
    const identityOf = ({ credential }: Settled) => (credential && identities.get(credential)) || PUBLIC;
    const offsets = worldOffsets(
      settled.map((entry) => {
        const identity = identityOf(entry);
        const { row, path, worldOffsetMs: noted } = entry;
        return { worldId: identity.worldId, noted, lookedUp: identity.clockOffsetMs ?? 0, row, path };
      }),
    );
    const rows: JournalRow[] = [];
    settled.forEach((entry, index) => {
      const { row } = entry;
      const identity = identityOf(entry);
      // A world that expired or ended takes its journal with it: its late entries go nowhere.
      if (identity.worldId && (ended.has(identity.worldId) || (identity.expiresAt ?? 0) <= now)) return;
      const worldOffsetMs = offsets[index];
      rows.push({
        ...row,
        scope: identity.scope,
        actor: identity.actor,
        name: identity.name,
        ...(worldOffsetMs === undefined ? {} : { worldOffsetMs }),
      });
    });
    if (rows.length === 0 && ended.size === 0) return;
    const db = await this.db();
    await db.transaction('rw', db.journal, async () => {
      if (rows.length > 0) await db.journal.bulkAdd(rows);
      // Entries of an ended world written after it was deleted (by an earlier batch) go too.
      if (ended.size > 0) {
        const scopes = [...ended].map((id) => `world:${id}`);
        await db.journal.where('scope').anyOf(scopes).delete();
        for (const scope of scopes) this.bounds.forget(scope);
      }
      await this.bounds.apply(db, rows);
    });
  }

  /**
   * Worlds ended in this batch, known from the entries themselves, so no batch has to read the worlds
   * table (which a draft's transaction writes): DELETE /v1/sessions/current answered 204, or a move of
   * the world's clock that reached its end (204). A move that did not end it brings the end closer:
   * the world's cached identities are dropped, so the next lookup reads its new end.
   */
  private endedWorlds(settled: Settled[], identities: Map<string, Identity>): Set<string> {
    const ended = new Set<string>();
    for (const { credential, row, path } of settled) {
      const worldId = credential ? identities.get(credential)?.worldId : undefined;
      if (!worldId) continue;
      const route = `${row.method} ${path}`;
      if (
        (route === 'DELETE /v1/sessions/current' || route === 'POST /v1/sessions/current/clock') &&
        row.status === 204
      ) {
        ended.add(worldId);
        this.identities.forgetWorld(worldId);
      } else if (route === 'POST /v1/sessions/current/clock') this.identities.forgetWorld(worldId);
    }
    return ended;
  }
}

interface Settled {
  credential: string | undefined;
  worldOffsetMs: number | undefined;
  row: JournalRow;
  path: string | undefined;
}

async function settle(entry: PendingEntry): Promise<Settled> {
  const [source, credential, requestBody, responseBody] = await Promise.all([
    entry.source,
    entry.credential,
    entry.requestBody,
    entry.responseBody,
  ]);
  const { at, durationMs, method, url, status, requestHeaders, responseHeaders } = entry;
  return {
    credential,
    worldOffsetMs: entry.worldOffsetMs,
    path: entry.path,
    row: {
      scope: PUBLIC.scope,
      at,
      durationMs,
      ...sourceParts(source),
      actor: PUBLIC.actor,
      name: null,
      method,
      // Redacted here, in the batch, not on the answer's path.
      url: redactText(url),
      status,
      requestHeaders: redactHeaders(requestHeaders),
      requestBody,
      responseHeaders: redactHeaders(responseHeaders),
      responseBody,
    },
  };
}
