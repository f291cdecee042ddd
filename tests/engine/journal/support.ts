/** Reading the journal in tests: written first (the engine writes it in batches, after the answers). */
import type { JournalEntry, JournalPage } from '../../../src/engine/journal/schemas.ts';
import { auth } from '../municipal/support.ts';
import type { TestEngine } from '../support.ts';

export async function worldJournal(engine: TestEngine, capability: string, after = 0): Promise<JournalEntry[]> {
  await engine.journal.flush();
  const res = await engine.call('GET', `/v1/journal?after=${after}`, undefined, auth(capability));
  if (res.status !== 200) throw new Error(`GET /v1/journal answered ${res.status}`);
  return ((await res.json()) as JournalPage).entries;
}

export async function ownerJournal(engine: TestEngine, after = 0): Promise<JournalEntry[]> {
  await engine.journal.flush();
  return (await engine.owner.readJournal({ after })).entries;
}

/** `GET /v1/services 200` for each entry: what most assertions compare. */
export function lines(entries: JournalEntry[]): string[] {
  return entries.map((entry) => `${entry.method} ${entry.url} ${entry.status}`);
}
