/**
 * A citizen's answers being prepared, kept per world and service so that looking at the catalogue, a
 * reload or a closed tab loses nothing (GOV.UK "save and come back"). Kept in localStorage under the
 * world's LOCAL id (world-store.ts) and the service id: only the person chosen and the answers to the
 * catalogue's questions, never the world's capability. Cleared when the case is submitted and when
 * the world ends or is forgotten.
 */

export interface Answers {
  profile?: string;
  fields: Record<string, string>;
}

const PREFIX = 'sandbox.answers.';

function key(world: string, service: string): string {
  return `${PREFIX}${world}.${service}`;
}

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // Storage blocked: answers last as long as the page.
  }
}

/** The kept answers of a service in a world, if any (a damaged entry counts as none). */
export function readAnswers(world: string, service: string): Answers | undefined {
  const raw = storage()?.getItem(key(world, service));
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(raw) as Partial<Answers>;
    const fields = Object.fromEntries(
      Object.entries(parsed.fields ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
    return { ...(typeof parsed.profile === 'string' ? { profile: parsed.profile } : {}), fields };
  } catch {
    return undefined;
  }
}

export function keepAnswers(world: string, service: string, answers: Answers): void {
  const empty = !answers.profile && Object.values(answers.fields).every((value) => !value);
  try {
    if (empty) storage()?.removeItem(key(world, service));
    else storage()?.setItem(key(world, service), JSON.stringify({ profile: answers.profile, fields: answers.fields }));
  } catch {
    // Storage full or blocked: the answers stay on screen for this visit.
  }
}

/** After the case is submitted: its answers are in the case now. */
export function clearAnswers(world: string, service: string): void {
  storage()?.removeItem(key(world, service));
}

/** When a world ends or is forgotten: every service's answers in it go with it. */
export function forgetWorldAnswers(world: string): void {
  const store = storage();
  if (!store) return;
  const prefix = `${PREFIX}${world}.`;
  const keys: string[] = [];
  for (let i = 0; i < store.length; i += 1) {
    const name = store.key(i);
    if (name?.startsWith(prefix)) keys.push(name);
  }
  for (const name of keys) store.removeItem(name);
}
