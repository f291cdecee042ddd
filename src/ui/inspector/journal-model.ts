/**
 * The journal as a model, read live while a screen shows it (the Inspector, the report card, the
 * facilitator page): the entries read so far, the last failure, and `open(view, token)` to start
 * over for another journal. A read for a journal no longer shown is dropped, and reads never
 * overlap (a slow read and the next tick would both ask from the same entry and show it twice).
 */
import { signal } from '@preact/signals';
import type { JournalEntry, JournalPage } from '../../engine/journal/schemas.ts';
import type { JournalView } from './journal-api.ts';

/** Entries the page keeps at most (the journal itself keeps 500 per world). */
const KEPT = 1000;

export type ReadJournal = (view: JournalView, after: number, token: string | undefined) => Promise<JournalPage>;

export function createJournalModel(read: ReadJournal) {
  const entries = signal<JournalEntry[]>([]);
  const error = signal<unknown>(undefined);
  let shown: { view: JournalView; token: string | undefined } = { view: 'world', token: undefined };
  let after = 0;
  /** Which journal is shown: a read started for an earlier one is dropped. */
  let generation = 0;
  let reading: Promise<void> | undefined;

  async function readOnce(mine: number) {
    try {
      const page = await read(shown.view, after, shown.token);
      if (mine !== generation) return;
      after = page.last_id;
      error.value = undefined;
      if (page.entries.length > 0) entries.value = [...entries.value, ...page.entries].slice(-KEPT);
    } catch (failure) {
      if (mine === generation) error.value = failure;
    }
  }

  /** Asks for entries newer than the last read; while a read runs, it is that read. */
  function poll(): Promise<void> {
    if (reading) return reading;
    const mine = generation;
    reading = readOnce(mine).finally(() => {
      if (mine === generation) reading = undefined;
    });
    return reading;
  }

  return {
    entries,
    error,
    poll,
    /** Starts over with another journal (or the same again): nothing of the earlier one is kept. */
    open(view: JournalView, token: string | undefined): Promise<void> {
      generation += 1;
      shown = { view, token };
      after = 0;
      entries.value = [];
      error.value = undefined;
      reading = undefined;
      return poll();
    },
  };
}

export type JournalModel = ReturnType<typeof createJournalModel>;
