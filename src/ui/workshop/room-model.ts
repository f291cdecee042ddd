/**
 * The room's part of the Workshop (issue #28): the door sheet's event name, address and Wi-Fi line;
 * whether that address can bring the offline app to other devices; the settings-link composer and
 * the links made. All of it is kept in this browser's localStorage (none of it is a secret: a
 * settings link holds no capability). Storage is injected, so the model runs in Node with a fake.
 */
import { computed, signal } from '@preact/signals';
import type { FaultSettings } from '../municipal/api.ts';
import {
  decodeSettings,
  MAX_CLOCK_MINUTES,
  MAX_NAME_LENGTH,
  type RoomSettings,
  type Scenario,
  settingsLink,
} from './settings-link.ts';

/** Whether devices that open an address get the offline app (a service worker needs a secure context). */
export type AddressCheck =
  | { kind: 'ok' }
  /** Not an address at all. */
  | { kind: 'invalid' }
  /** localhost, 127.x.y.z, [::1]: on every other device it names that device itself. */
  | { kind: 'this-device'; host: string }
  /** Plain HTTP at any other address (a laptop's LAN address): no secure context, no worker. */
  | { kind: 'plain-http'; host: string }
  /** Neither http nor https (file:, data:, ...). */
  | { kind: 'not-web'; protocol: string };

function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127\.\d+\.\d+\.\d+$/.test(host) ||
    host === '::1' ||
    host === '0.0.0.0'
  );
}

export function checkAddress(address: string): AddressCheck {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return { kind: 'invalid' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'not-web', protocol: url.protocol };
  if (isLoopback(url.hostname)) return { kind: 'this-device', host: url.host };
  if (url.protocol === 'http:') return { kind: 'plain-http', host: url.host };
  return { kind: 'ok' };
}

/** What the door sheet says, as the facilitator typed it. */
export interface DoorSheet {
  event: string;
  address: string;
  wifi: string;
}

/** A settings link made on this device, as the room's list keeps it. */
export interface MadeLink {
  name: string;
  link: string;
  /** ms since the epoch. */
  madeAt: number;
}

/** The composer's fields as typed (numbers as text: a wrong one is said beside its field). */
export interface LinkDraft {
  name: string;
  fault: FaultSettings['fault'];
  when: FaultSettings['when'];
  ratePercent: string;
  latency: string;
  jitter: string;
  seed: string;
  appliesTo: FaultSettings['applies_to'];
  clockMinutes: string;
  scenario: Scenario | '';
}

export type DraftField = 'link-name' | 'link-rate' | 'link-latency' | 'link-jitter' | 'link-seed' | 'link-clock';
/** A field's problem, worded at render (a language switch rewords it). */
export interface DraftProblem {
  target: DraftField;
  /** Which rule: the name is missing or too long, or a number is out of its range. */
  rule: 'name' | 'range';
  min?: number;
  max?: number;
}

export const EMPTY_DRAFT: LinkDraft = {
  name: '',
  fault: 'none',
  when: 'next',
  ratePercent: '50',
  latency: '0',
  jitter: '0',
  seed: '0',
  appliesTo: 'everyone',
  clockMinutes: '0',
  scenario: '',
};

/** At most this many links are kept (the oldest go first). */
const MAX_LINKS = 50;
const SHEET_KEY = 'sandbox.room.sheet';
const LINKS_KEY = 'sandbox.room.links';

export type KeptStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** localStorage, or nothing kept where the browser refuses it. */
export function keptStorage(): KeptStorage {
  try {
    return window.localStorage;
  } catch {
    return { getItem: () => null, setItem: () => undefined };
  }
}

function read<T>(storage: KeptStorage, key: string): T | undefined {
  try {
    const kept = storage.getItem(key);
    return kept ? (JSON.parse(kept) as T) : undefined;
  } catch {
    return undefined;
  }
}

function write(storage: KeptStorage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage unavailable or full: it lasts as long as this page.
  }
}

/** A whole number from min to max as typed, else undefined. */
function wholeIn(text: string, min: number, max: number): number | undefined {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(value) && value >= min && value <= max ? value : undefined;
}

/** The settings a draft stands for, or what is wrong with it (every field at once). */
function settingsOfDraft(draft: LinkDraft): { settings?: RoomSettings; problems: DraftProblem[] } {
  const problems: DraftProblem[] = [];
  const name = draft.name.trim();
  if (name.length === 0 || name.length > MAX_NAME_LENGTH) problems.push({ target: 'link-name', rule: 'name' });
  const number = (target: DraftField, text: string, min: number, max: number, used = true): number => {
    if (!used) return 0;
    const value = wholeIn(text, min, max);
    if (value === undefined) problems.push({ target, rule: 'range', min, max });
    return value ?? 0;
  };
  const rated = draft.fault !== 'none' && draft.when === 'rate';
  const rate = number('link-rate', draft.ratePercent, 1, 100, rated);
  const latency = number('link-latency', draft.latency, 0, 10_000);
  const jitter = number('link-jitter', draft.jitter, 0, 10_000);
  const seed = number('link-seed', draft.seed, 0, 2 ** 31 - 1);
  const clock = number('link-clock', draft.clockMinutes, 0, MAX_CLOCK_MINUTES);
  if (problems.length > 0) return { problems };
  return {
    problems,
    settings: {
      name,
      faults: {
        fault: draft.fault,
        when: draft.fault === 'none' ? 'next' : draft.when,
        rate: rate / 100,
        latency_ms: latency,
        latency_jitter_ms: jitter,
        seed,
        applies_to: draft.appliesTo,
      },
      clockMinutes: clock,
      scenario: draft.scenario === '' ? null : draft.scenario,
    },
  };
}

/** The settings a made link holds (read back by the same reader the device uses). */
export function settingsOfLink(link: string): RoomSettings | undefined {
  const hash = link.split('#')[1] ?? '';
  const decoded = decodeSettings(hash.slice(hash.indexOf('?') + 1));
  return decoded.ok ? decoded.settings : undefined;
}

export interface RoomDeps {
  storage: KeptStorage;
  /** This page's own address (the app's base), the door sheet's address until one is typed. */
  site: string;
  now?: () => number;
}

export function createRoomModel(deps: RoomDeps) {
  const now = deps.now ?? Date.now;
  const kept = read<Partial<DoorSheet>>(deps.storage, SHEET_KEY) ?? {};
  const sheet = signal<DoorSheet>({
    event: kept.event ?? '',
    address: kept.address || deps.site,
    wifi: kept.wifi ?? '',
  });
  const links = signal<MadeLink[]>(read<MadeLink[]>(deps.storage, LINKS_KEY) ?? []);
  const draft = signal<LinkDraft>(EMPTY_DRAFT);
  const problems = signal<DraftProblem[]>([]);
  /** The link just made, shown with its code. */
  const made = signal<MadeLink | undefined>(undefined);
  const address = computed(() => checkAddress(sheet.value.address));
  /** Where the door sheet and the settings links lead: the typed address, else this page's. */
  const base = computed(() =>
    address.value.kind === 'invalid' ? deps.site : new URL(sheet.value.address.trim()).href,
  );

  function editSheet(change: Partial<DoorSheet>): void {
    sheet.value = { ...sheet.value, ...change };
    write(deps.storage, SHEET_KEY, sheet.value);
  }

  function editDraft(change: Partial<LinkDraft>): void {
    draft.value = { ...draft.value, ...change };
  }

  /** Makes the draft's link and keeps it first in the list; false (nothing kept) when a field is wrong. */
  function makeLink(): boolean {
    const { settings, problems: found } = settingsOfDraft(draft.value);
    problems.value = found;
    if (!settings) return false;
    const link = settingsLink(base.value, settings);
    const entry: MadeLink = { name: settings.name, link, madeAt: now() };
    links.value = [entry, ...links.value.filter((l) => l.link !== link)].slice(0, MAX_LINKS);
    write(deps.storage, LINKS_KEY, links.value);
    made.value = entry;
    return true;
  }

  function removeLink(link: string): void {
    links.value = links.value.filter((l) => l.link !== link);
    write(deps.storage, LINKS_KEY, links.value);
    if (made.value?.link === link) made.value = undefined;
  }

  return { sheet, address, base, links, draft, problems, made, editSheet, editDraft, makeLink, removeLink };
}
export type RoomModel = ReturnType<typeof createRoomModel>;
