/**
 * A studio project's report card (issue 38, docs/studio.md): every request its pages made, in every
 * world they opened and with every content token they used, judged by the same rules as any client's.
 * Each world (and token) is a client of its own, because an Idempotency-Key, a case and its version
 * mean something only in their world. Only the owner channel asks for it: the app's report screen.
 */
import type Dexie from 'dexie';
import type { JournalTables } from '../db/journal-tables.ts';
import { readProjectEntries } from '../journal/read.ts';
import type { JournalEntry } from '../journal/schemas.ts';
import type { Lang } from '../words.ts';
import { reportCard } from './card.ts';
import type { ReportCard } from './schemas.ts';
import type { RuleFamily } from './types.ts';

type JournalDb = Dexie & JournalTables;

export async function projectCard(
  db: JournalDb,
  project: string,
  options: { base: string; lang?: Lang },
): Promise<ReportCard> {
  const { entries, scopes } = await readProjectEntries(db, project);
  return reportCard(entries, {
    card: 'project',
    base: options.base,
    ...(options.lang && { lang: options.lang }),
    families: familiesOf(entries, options.base),
    partOf: (entry) => scopes.get(entry.id) ?? 'public',
  });
}

/** The municipal rules when the project called `/v1`, the content rules when it called `/api`; a project that called nothing gets the municipal ones (the studio's templates call `/v1`). */
function familiesOf(entries: readonly JournalEntry[], base: string): RuleFamily[] {
  const content = entries.some((entry) => entry.url.startsWith(`${base}api/`));
  const municipal = entries.some((entry) => !entry.url.startsWith(`${base}api/`));
  return content && !municipal ? ['content'] : content ? ['municipal', 'content'] : ['municipal'];
}
