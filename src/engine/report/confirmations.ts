/**
 * An agent's requests to submit (202, waiting for the person) and what the person did with them
 * (issue #26): confirmed (the case submitted with the capability), declined (cancelled instead) or
 * still waiting. Counted on a world's card and on an agent's, from the world's journal: an agent's own
 * requests do not show the person's answer.
 */
import type { JournalEntry } from '../journal/schemas.ts';
import type { ReportCard } from './schemas.ts';

const TRANSITION = /^\/v1\/drafts\/([a-f0-9]{32})\/(submit|cancel)$/;

type Confirmations = NonNullable<ReportCard['confirmations']>;

/** The case id and transition of an answered POST to submit or cancel, below the base. */
function transitionOf(entry: JournalEntry, base: string): { id: string; name: string } | undefined {
  if (entry.method !== 'POST') return undefined;
  const path = entry.url.split('?')[0] ?? '';
  const route = path.startsWith(base) ? `/${path.slice(base.length)}` : path;
  const match = TRANSITION.exec(route);
  return match ? { id: match[1] as string, name: match[2] as string } : undefined;
}

export function confirmationsOf(
  asked: readonly JournalEntry[],
  world: readonly JournalEntry[],
  base: string,
): Confirmations {
  // The cases the card's agents asked to submit, and when they last asked.
  const requests = new Map<string, number>();
  for (const entry of asked) {
    const transition = transitionOf(entry, base);
    if (entry.status === 202 && entry.actor === 'agent' && transition?.name === 'submit') {
      requests.set(transition.id, entry.id);
    }
  }
  const answers = new Map<string, 'confirmed' | 'declined'>();
  for (const entry of world) {
    const transition = transitionOf(entry, base);
    if (!transition || entry.status !== 200 || entry.actor !== 'person') continue;
    if ((requests.get(transition.id) ?? Number.MAX_SAFE_INTEGER) > entry.id) continue;
    answers.set(transition.id, transition.name === 'submit' ? 'confirmed' : 'declined');
  }
  const counts: Confirmations = { asked: requests.size, confirmed: 0, declined: 0, waiting: 0 };
  for (const id of requests.keys()) counts[answers.get(id) ?? 'waiting'] += 1;
  return counts;
}
