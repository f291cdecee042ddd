/**
 * The journal's writer: entries wait in memory and are written together after their answers were
 * given, never on an answer's path (docs/journal.md, docs/performance.md). The adapter keeps the
 * worker alive until they are written (`waitUntil`); tests call `flush()`.
 */
import type { SandboxDb } from '../db/database.ts';
import type { JournalBody, JournalRow, JournalSource } from '../db/journal-tables.ts';
import { Identities, type Identity, PUBLIC } from './identity.ts';
import { JOURNAL_LIMITS } from './limits.ts';

/** An answered request whose bodies (and, in the worker, whose source) are still being read. */
export interface PendingEntry {
  at: number;
  durationMs: number;
  source: Promise<JournalSource>;
  method: string;
  url: string;
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

export class JournalRecorder {
  private pending: PendingEntry[] = [];
  private waiting: Deferred | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private writing: Promise<void> = Promise.resolve();
  private readonly identities: Identities;

  constructor(
    private readonly db: () => SandboxDb,
    private readonly now: () => number,
  ) {
    this.identities = new Identities(db);
  }

  /** Keeps an entry; the promise settles once it is written (or writing it failed, which is logged). */
  record(entry: PendingEntry): Promise<void> {
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

  private async write(batch: PendingEntry[]): Promise<void> {
    const settled = await Promise.all(batch.map(settle));
    const credentials = settled.flatMap(({ credential }) => (credential ? [credential] : []));
    const identities = await this.identities.resolve(credentials);
    const live = await this.liveWorlds(identities.values());
    const rows: JournalRow[] = settled.map(({ credential, row }) => {
      const identity = (credential && identities.get(credential)) || PUBLIC;
      // A world that ended meanwhile took its journal with it: its late entries go nowhere.
      if (identity.worldId && !live.has(identity.worldId)) return { ...row, scope: '' };
      return { ...row, scope: identity.scope, actor: identity.actor, name: identity.name };
    });
    const kept = rows.filter((row) => row.scope !== '');
    if (kept.length === 0) return;
    const db = this.db();
    await db.transaction('rw', db.journal, async () => {
      await db.journal.bulkAdd(kept);
      await prune(db, new Set(kept.map((row) => row.scope)));
    });
  }

  private async liveWorlds(identities: Iterable<Identity>): Promise<Set<string>> {
    const ids = [...new Set([...identities].flatMap((identity) => (identity.worldId ? [identity.worldId] : [])))];
    if (ids.length === 0) return new Set();
    const now = this.now();
    const worlds = await this.db().worlds.bulkGet(ids);
    return new Set(worlds.flatMap((world) => (world && world.expiresAt > now ? [world.id] : [])));
  }
}

async function settle(entry: PendingEntry): Promise<{ credential: string | undefined; row: JournalRow }> {
  const [source, credential, requestBody, responseBody] = await Promise.all([
    entry.source,
    entry.credential,
    entry.requestBody,
    entry.responseBody,
  ]);
  const { at, durationMs, method, url, status, requestHeaders, responseHeaders } = entry;
  return {
    credential,
    row: {
      scope: PUBLIC.scope,
      at,
      durationMs,
      source,
      actor: PUBLIC.actor,
      name: null,
      method,
      url,
      status,
      requestHeaders,
      requestBody,
      responseHeaders,
      responseBody,
    },
  };
}

/** The bounds: the newest entries of each scope written to, then the newest overall. */
async function prune(db: SandboxDb, scopes: Set<string>): Promise<void> {
  for (const scope of scopes) {
    const bound = scope === PUBLIC.scope ? JOURNAL_LIMITS.public : JOURNAL_LIMITS.perScope;
    const count = await db.journal.where('scope').equals(scope).count();
    // An index lists equal keys by primary key: these are the scope's oldest entries.
    if (count > bound)
      await db.journal
        .where('scope')
        .equals(scope)
        .limit(count - bound)
        .delete();
  }
  const total = await db.journal.count();
  if (total > JOURNAL_LIMITS.total)
    await db.journal
      .orderBy(':id')
      .limit(total - JOURNAL_LIMITS.total)
      .delete();
}
