/** The journal, read live while a screen shows it (the Inspector, the facilitator page). */
import { useEffect, useMemo } from 'preact/hooks';
import { type JournalView, readJournal } from './journal-api.ts';
import { createJournalModel } from './journal-model.ts';

/** How often an open screen asks for new entries. */
const POLL_MS = 2000;

/** The journal, read live: new entries are asked for every two seconds while the screen is open. */
export function useJournal(view: JournalView, token: string | undefined) {
  const model = useMemo(() => createJournalModel(readJournal), []);
  useEffect(() => {
    void model.open(view, token);
    const timer = setInterval(() => void model.poll(), POLL_MS);
    return () => clearInterval(timer);
  }, [view, token]);
  const error = model.error.value;
  return { entries: model.entries.value, error, failed: error !== undefined };
}
