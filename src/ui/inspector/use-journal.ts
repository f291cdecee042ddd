/** The journal, read live while a screen shows it (the Inspector, the facilitator page). */
import { useEffect, useState } from 'preact/hooks';
import type { JournalEntry } from '../../engine/journal/schemas.ts';
import { type JournalView, readJournal } from './journal-api.ts';

/** How often the open Inspector asks for new entries. */
const POLL_MS = 2000;
/** Entries the page keeps at most (the journal itself keeps 500 per world). */
const KEPT = 1000;

/** The journal, read live: new entries are asked for every two seconds while the screen is open. */
export function useJournal(view: JournalView, token: string | undefined) {
  const [entries, setEntries] = useState<JournalEntry[]>([]);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let after = 0;
    let stopped = false;
    setEntries([]);
    async function poll() {
      try {
        const page = await readJournal(view, after, token);
        if (stopped) return;
        after = page.last_id;
        setFailed(false);
        if (page.entries.length > 0) setEntries((kept) => [...kept, ...page.entries].slice(-KEPT));
      } catch {
        if (!stopped) setFailed(true);
      }
    }
    void poll();
    const timer = setInterval(poll, POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [view, token]);
  return { entries, failed };
}
