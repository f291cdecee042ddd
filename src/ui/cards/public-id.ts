/**
 * A world's public id for a handed-in card (issue #28, docs/room.md): a world has no id outside the
 * engine but its capability, which must never leave the device. So the card carries the first 8 bytes
 * of SHA-256 over a fixed label and the capability. SHA-256 cannot be turned back, and the capability
 * is 256 random bits, so nobody can find it from the id by trying; the label keeps the id unlike the
 * engine's stored hash of the capability (SHA-256 of the capability alone). The same world always
 * gives the same id, which is how a card handed in again replaces the row of the same participant.
 */
const LABEL = 'offline-sandbox room card v1\n';

export async function worldPublicId(capability: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(LABEL + capability));
  return [...new Uint8Array(digest).slice(0, 8)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Where this device keeps the random value its projects' ids are made from. */
const DEVICE_KEY = 'sandbox-card-device';

/**
 * A studio project's public id for a handed-in card (issue 38): a project has no capability and its
 * name is the same on many devices (every participant's `booking`), so the id is made from the name and
 * a random value this device keeps. The same project on this device always gives the same id (a card
 * handed in again replaces its row); another device's project of the same name gets another row.
 */
export async function projectPublicId(project: string): Promise<string> {
  return worldPublicId(`${deviceValue()}\nproject ${project}`);
}

function deviceValue(): string {
  try {
    const kept = localStorage.getItem(DEVICE_KEY);
    if (kept) return kept;
    const made = crypto.randomUUID();
    localStorage.setItem(DEVICE_KEY, made);
    return made;
  } catch {
    // No storage (a private window may refuse it): an id for this page's life.
    fallback ??= crypto.randomUUID();
    return fallback;
  }
}
let fallback: string | undefined;
