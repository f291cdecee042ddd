/** The Inspector's filters: pure, so they are tested without a browser. */
import type { JournalEntry } from '../../engine/journal/schemas.ts';

export interface Filters {
  source: string;
  method: string;
  /** '2', '3', '4', '5' (the status class) or '' for all. */
  status: string;
  /** A connection's or token's name, PERSON, ANONYMOUS or '' for all. */
  who: string;
}

export const PERSON = '\u0000person';
export const ANONYMOUS = '\u0000anonymous';
export const NO_FILTERS: Filters = { source: '', method: '', status: '', who: '' };

/** Every method the APIs answer (HEAD and OPTIONS on every path): the method filter offers them all. */
export const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** The method filter's choices: every known method, then any other the journal holds (a 405 teaches too). */
export function methodChoices(entries: JournalEntry[]): string[] {
  const known: readonly string[] = METHODS;
  return [...METHODS, ...choices(entries, (entry) => entry.method).filter((method) => !known.includes(method))];
}

export function whoOf(entry: JournalEntry): string {
  if (entry.name !== null) return entry.name;
  return entry.actor === 'person' ? PERSON : ANONYMOUS;
}

/** A studio page's requests can be chosen by their project: `studio:<name>` (docs/studio.md). */
export function studioClientOf(entry: JournalEntry): string | undefined {
  return entry.source === 'studio' && entry.project !== null ? `studio:${entry.project}` : undefined;
}

/** The studio projects the journal names (and `chosen`, a project's filter), as source filter values (`studio:<name>`), sorted. */
export function studioChoices(entries: JournalEntry[], chosen = ''): string[] {
  const clients = entries.map(studioClientOf).filter((client) => client !== undefined);
  if (chosen.startsWith('studio:')) clients.push(chosen);
  return [...new Set(clients)].sort();
}

export function matches(entry: JournalEntry, filters: Filters): boolean {
  return (
    (!filters.source || entry.source === filters.source || studioClientOf(entry) === filters.source) &&
    (!filters.method || entry.method === filters.method) &&
    (!filters.status || String(entry.status).startsWith(filters.status)) &&
    (!filters.who || whoOf(entry) === filters.who)
  );
}

/** The distinct values of a field, sorted, for a filter's choices. */
export function choices(entries: JournalEntry[], of: (entry: JournalEntry) => string): string[] {
  return [...new Set(entries.map(of))].sort();
}
