/**
 * The journal's bounds: the newest entries of each scope, then the newest overall. Counts are kept in
 * memory (read once per scope from IndexedDB, then moved by what is written and deleted), so a batch
 * asks IndexedDB to count nothing and deletes only when a bound is passed. A count that drifted (another
 * worker wrote meanwhile) is put right the next time that scope passes its bound.
 */
import type { SandboxDb } from '../db/database.ts';
import type { JournalRow } from '../db/journal-tables.ts';
import { PUBLIC } from './identity.ts';
import { JOURNAL_LIMITS } from './limits.ts';

export class Bounds {
  private readonly counts = new Map<string, number>();
  private total: number | undefined;

  /** Inside the batch's transaction, after its rows were added. */
  async apply(db: SandboxDb, added: JournalRow[]): Promise<void> {
    const perScope = new Map<string, number>();
    for (const row of added) perScope.set(row.scope, (perScope.get(row.scope) ?? 0) + 1);
    for (const [scope, count] of perScope) {
      const known = this.counts.get(scope);
      const now = known === undefined ? await db.journal.where('scope').equals(scope).count() : known + count;
      const bound = scope === PUBLIC.scope ? JOURNAL_LIMITS.public : JOURNAL_LIMITS.perScope;
      this.counts.set(scope, now);
      if (now > bound) {
        // An index lists equal keys by primary key: these are the scope's oldest entries.
        const real = await db.journal.where('scope').equals(scope).count();
        if (real > bound)
          await db.journal
            .where('scope')
            .equals(scope)
            .limit(real - bound)
            .delete();
        this.counts.set(scope, Math.min(real, bound));
      }
    }
    this.total = this.total === undefined ? await db.journal.count() : this.total + added.length;
    if (this.total > JOURNAL_LIMITS.total) {
      const real = await db.journal.count();
      if (real > JOURNAL_LIMITS.total)
        await db.journal
          .orderBy(':id')
          .limit(real - JOURNAL_LIMITS.total)
          .delete();
      // Scopes lost entries to the overall bound: count them again when next written.
      this.counts.clear();
      this.total = Math.min(real, JOURNAL_LIMITS.total);
    }
  }

  /** Entries deleted outside the bounds (a world ended): its scope is counted again when next written. */
  forget(scope: string): void {
    this.counts.delete(scope);
    this.total = undefined;
  }
}
