/**
 * The entries a card judges: a scope's newest 500, read incrementally. Reading the journal, not
 * judging it, is what a card costs (bench: GET /v1/journal of 500 entries takes longer than the card
 * itself), so the entries of the scopes asked for lately are kept in memory and only entries newer than
 * the last one read are fetched; entries the journal dropped since (its bounds) are dropped here too.
 * A card is made again only when its entries changed. Only the report routes call this: nothing of it
 * is on the answer path of other requests.
 */
import type Dexie from 'dexie';
import type { JournalTables } from '../db/journal-tables.ts';
import { JOURNAL_LIMITS } from '../journal/limits.ts';
import { readScopeJournal } from '../journal/read.ts';
import type { JournalEntry } from '../journal/schemas.ts';
import { type CardOptions, reportCard } from './card.ts';
import type { ReportCard } from './schemas.ts';

interface Kept {
  entries: JournalEntry[];
  cards: Map<string, ReportCard>;
}

/** Scopes kept in memory at most (each at most 500 entries, a few hundred KB). */
const SCOPES_KEPT = 8;
const kept = new WeakMap<object, Map<string, Kept>>();

type JournalDb = Dexie & JournalTables;

/** The card of a scope's entries (those `filter` keeps), made from the kept entries plus the new ones. */
export async function scopeCard(
  db: JournalDb,
  scope: string,
  options: CardOptions,
  filter?: { key: string; keep: (entry: JournalEntry) => boolean },
): Promise<ReportCard> {
  let scopes = kept.get(db);
  if (!scopes) {
    scopes = new Map();
    kept.set(db, scopes);
  }
  const known = scopes.get(scope);
  const after = known?.entries.at(-1)?.id ?? 0;
  const { oldest, fresh } = await db.transaction('r', db.journal, async () => {
    const first = await db.journal
      .where('[scope+id]')
      .between([scope, 0], [scope, Number.MAX_SAFE_INTEGER], true, true)
      .first();
    return { oldest: first?.id ?? Number.MAX_SAFE_INTEGER, fresh: (await readScopeJournal(db, scope, after)).entries };
  });
  let entry = known;
  const dropped = known ? known.entries.length > 0 && (known.entries[0]?.id ?? 0) < oldest : false;
  if (!entry || fresh.length > 0 || dropped) {
    const previous = known ? known.entries.filter((item) => item.id >= oldest) : [];
    entry = { entries: [...previous, ...fresh].slice(-JOURNAL_LIMITS.perScope), cards: new Map() };
    scopes.delete(scope);
    if (scopes.size >= SCOPES_KEPT) scopes.delete(scopes.keys().next().value as string);
    scopes.set(scope, entry);
  }
  const cardKey = `${options.card} ${options.lang ?? 'en'} ${options.base} ${filter?.key ?? ''}`;
  let card = entry.cards.get(cardKey);
  if (!card) {
    card = reportCard(filter ? entry.entries.filter(filter.keep) : entry.entries, options, entry.entries);
    entry.cards.set(cardKey, card);
  }
  return card;
}

/** A studio project as a client of its own (`?project=`, docs/studio.md): only the requests its page made. */
export function studioFilter(project: string): { key: string; keep: (entry: JournalEntry) => boolean } {
  return { key: `studio:${project}`, keep: (entry) => entry.source === 'studio' && entry.project === project };
}
