/**
 * This tab's world (issue 34: its own module, apart from the /v1 client): which remembered world the
 * tab works in, its settings as last read, and word of every change. Side effects at import: the tab's
 * world is restored from IndexedDB, and the other tabs' changes are listened for (BroadcastChannel).
 * Capabilities are kept in memory and in the UI's own IndexedDB (world-store.ts), so worlds last
 * across tabs and restarts: never in a URL, localStorage, a log, the console or page text.
 */
import { computed, signal } from '@preact/signals';
import type { Session as ApiSession, Problem, WorldSettings } from '../../engine/municipal/contract.ts';
import { BACKGROUND_MARK, VIA_HEADER } from '../../shared/bridge-protocol.mjs';
import { apiUrl, requestJson } from '../app/client.ts';
import { backendReady } from '../app/offline-backend.ts';
import { ApiError, apiRequest, problemOf } from '../kit/api.ts';
import type { TabChanges } from '../kit/tab-changes.ts';
import { createWorldSource, type WorldSource } from './world-events.ts';
import { worldForTab } from './world-rule.ts';
import { forgetWorld, getWorld, listWorlds, type StoredWorld, saveWorld } from './world-store.ts';

/** Settings kept per world's local id: clock and faults only, never the capability. */
export interface SettingsMemory {
  get(worldId: string): WorldSettings | undefined;
  put(worldId: string, settings: WorldSettings | undefined): void;
}

/** This tab's world: its local id in sessionStorage (never the capability), so a reload keeps it. */
const TAB_KEY = 'sandbox.municipal.world';

/** The world this tab works in; its token is never rendered. */
export interface Session {
  id: string;
  token: string;
  expires_at: string;
}

/** The open world of this tab, once it has one (restored, chosen or started). */
export const session = signal<Session | undefined>(undefined);

function tabWorldId(): string | undefined {
  try {
    return sessionStorage.getItem(TAB_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

function setTabWorldId(id: string | undefined) {
  try {
    if (id) sessionStorage.setItem(TAB_KEY, id);
    else sessionStorage.removeItem(TAB_KEY);
  } catch {
    // Storage unavailable: the choice lasts as long as this page.
  }
}

/**
 * The world settings this tab last read, per world's local id (clock and faults only: never the
 * capability). The world bar shows them until its read answers (world-bar-model.ts).
 */
const SETTINGS_KEY = 'sandbox.municipal.settings';
export const tabSettingsMemory: SettingsMemory = {
  get(worldId) {
    try {
      const kept = sessionStorage.getItem(`${SETTINGS_KEY}.${worldId}`);
      return kept ? (JSON.parse(kept) as WorldSettings) : undefined;
    } catch {
      return undefined;
    }
  },
  put(worldId, settings) {
    try {
      if (settings) sessionStorage.setItem(`${SETTINGS_KEY}.${worldId}`, JSON.stringify(settings));
      else sessionStorage.removeItem(`${SETTINGS_KEY}.${worldId}`);
    } catch {
      // Storage unavailable: the line shows once this page has read it.
    }
  },
};

/**
 * Whether this tab had a world when the page loaded (known at once, before IndexedDB answers): the
 * world bar keeps the room of a bar with a world meanwhile.
 */
export function tabHadWorld(): boolean {
  return tabWorldId() !== undefined;
}

/**
 * Applies the world rule (world-rule.ts) once, when the page loads. Every screen reads the world only
 * after `tabRestored`, so the Inspector, the report card, Try it, the citizen services and the
 * Workshop all work in the same one.
 */
async function restoreTabWorld(): Promise<void> {
  const id = tabWorldId();
  const own = id ? await getWorld(id).catch(() => undefined) : undefined;
  const alive = own && Date.parse(own.expires_at) > Date.now();
  const world = worldForTab(own, alive ? [] : await listWorlds().catch(() => []));
  if (world) {
    session.value = { id: world.id, token: world.token, expires_at: world.expires_at };
    setTabWorldId(world.id);
  } else setTabWorldId(undefined);
}
/** Settles once this tab knows its world by the rule above (read it before deciding anything). */
export const tabRestored = typeof indexedDB === 'undefined' ? Promise.resolve() : restoreTabWorld();

/** How far this tab's world's clock runs ahead of the device's (workshop time travel), as last read. */
export const worldOffsetMs = signal(0);

/** Keeps the offset of a world's settings just read (the /v1 client's reads of settings call it). */
export function noteSettings(settings: WorldSettings): WorldSettings {
  worldOffsetMs.value = settings.clock_offset_seconds * 1000;
  return settings;
}

/**
 * The tab's world as the screen models follow it (world-events.ts): its id, and word of every
 * change, made here or in another tab (BroadcastChannel). Models refresh themselves on it.
 */
const worldEvents = createWorldSource(computed(() => session.value?.id));
export const world: WorldSource = worldEvents.source;
const changes = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel('sandbox-municipal');
changes?.addEventListener('message', () => worldEvents.changed());
/** Tells this tab's models and the other tabs that the world changed. */
export function announceChange() {
  worldEvents.changed();
  changes?.postMessage('changed');
}
/**
 * The world's changes as the kit's credential list follows them: a write told to the other tabs
 * (this tab's list reads again itself), and every change of the world, this tab's or another's.
 */
export const worldTabChanges: TabChanges = {
  announce: () => changes?.postMessage('changed'),
  listen: (listener) => world.onChange(listener),
};

/**
 * The mark of the app's own background reads (showing a screen, refreshing it): they meet no
 * workshop fault and are not journaled, so a facilitator's "next request" fault waits for the
 * participant and the journal shows the participants' requests (docs/workshop.md, issue #18).
 */
export const BACKGROUND_HEADERS: Record<string, string> = { [VIA_HEADER]: BACKGROUND_MARK };

/** The opening of a world in progress (shared by the requests that wait for it). */
let opening: Promise<Session> | undefined;

/**
 * The world for the next request: this tab's, else the most recently used remembered world (a tab
 * that went straight to a form continues rather than silently starting an empty world), else a new one.
 */
export async function ensureSession(): Promise<Session> {
  await tabRestored;
  const current = session.value;
  if (current && Date.parse(current.expires_at) > Date.now()) return current;
  // Screens read several things at once (the Workshop page its settings and cases): they share one
  // opening, so a tab without a world opens exactly one.
  opening ??= (async () => {
    const [latest] = await listWorlds();
    return latest ? continueWorld(latest) : startNewWorld();
  })().finally(() => {
    opening = undefined;
  });
  return opening;
}

/** This tab continues a remembered world. */
export async function continueWorld(world: StoredWorld): Promise<Session> {
  if (session.value?.id !== world.id) worldOffsetMs.value = 0;
  const next = { id: world.id, token: world.token, expires_at: world.expires_at };
  session.value = next;
  setTabWorldId(world.id);
  await saveWorld({ ...world, used_at: Date.now() });
  announceChange();
  return next;
}

export async function startNewWorld(): Promise<Session> {
  const created = await apiRequest<ApiSession>('/v1/sessions', { method: 'POST', body: '{}' });
  const world: StoredWorld = {
    id: crypto.randomUUID(),
    token: created.token,
    expires_at: created.expires_at,
    created_at: new Date().toISOString(),
    used_at: Date.now(),
  };
  await saveWorld(world).catch(() => undefined); // Without IndexedDB the world lasts as long as this tab.
  return continueWorld(world);
}

/** This tab leaves its world without ending it: the choice of worlds is offered again. */
export function leaveWorld(): void {
  session.value = undefined;
  setTabWorldId(undefined);
  announceChange();
}

/** Ends a world: the backend deletes it with all its cases, and this browser forgets it. */
export async function endWorld(id: string): Promise<void> {
  const world = await getWorld(id);
  if (world) {
    await backendReady();
    // 401 (already gone) is as good as 204.
    await fetch(apiUrl('/v1/sessions/current'), {
      method: 'DELETE',
      headers: { authorization: `Bearer ${world.token}` },
    }).catch(() => undefined);
  }
  await forgetWorld(id);
  if (session.value?.id === id) leaveWorld();
  else announceChange();
}

/**
 * Names the exercise a settings link set in a world (issue #28), so the world bar shows it. Kept with
 * the remembered world on this device only: the backend's world has no name.
 */
export async function nameExercise(id: string, name: string): Promise<void> {
  const stored = await getWorld(id).catch(() => undefined);
  if (stored) await saveWorld({ ...stored, exercise: name }).catch(() => undefined);
  announceChange();
}

/** A remembered world as the chooser shows it: when it ends and how many cases it holds. */
export interface WorldSummary {
  world: StoredWorld;
  cases: number;
}

/** The remembered live worlds with their case counts; worlds the backend no longer knows are forgotten. */
export async function worldSummaries(): Promise<WorldSummary[]> {
  await backendReady();
  const summaries: WorldSummary[] = [];
  for (const world of await listWorlds()) {
    const result = await requestJson<{ cases: unknown[] }>('/v1/drafts', {
      headers: { authorization: `Bearer ${world.token}`, ...BACKGROUND_HEADERS },
    }).catch(() => undefined);
    if (result?.status === 401) await forgetWorld(world.id);
    else summaries.push({ world, cases: result?.ok ? result.body.cases.length : 0 });
  }
  return summaries;
}

/** Forgets the tab's world (it expired: the next step opens a new one). */
export function forgetSession() {
  const id = session.value?.id;
  if (id) void forgetWorld(id).catch(() => undefined);
  session.value = undefined;
  setTabWorldId(undefined);
}

/**
 * Workshop (issue #13): moves this tab's world's clock. The world's end comes nearer in device time;
 * the remembered world learns it, so the time left shown and the expiry check stay right. 'ended'
 * when the move reached the end (the backend deleted the world).
 */
export async function moveWorldClock(seconds: number): Promise<WorldSettings | 'ended'> {
  const current = await ensureSession();
  await backendReady();
  const response = await fetch(apiUrl('/v1/sessions/current/clock'), {
    method: 'POST',
    headers: { authorization: `Bearer ${current.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ advance_seconds: seconds }),
  }).catch(() => undefined);
  if (!response) throw ApiError.backend();
  if (response.status === 204) {
    forgetSession();
    announceChange();
    return 'ended';
  }
  const body = (await response.json()) as WorldSettings | Problem;
  if (!response.ok) throw new ApiError(response.status, problemOf(body, response.status));
  const settings = noteSettings(body as WorldSettings);
  const expires_at = new Date(Date.parse(settings.ends_at) - settings.clock_offset_seconds * 1000).toISOString();
  session.value = { ...current, expires_at };
  const stored = await getWorld(current.id).catch(() => undefined);
  if (stored) await saveWorld({ ...stored, expires_at }).catch(() => undefined);
  announceChange();
  return settings;
}
