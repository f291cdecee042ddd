/**
 * Room settings as a link (issue #28): one link a facilitator hands out (as a QR code) that sets a
 * device's practice world the same way on every device: faults, latency, a clock offset, a scenario
 * and the exercise's name. The settings travel in the hash (`#/uebung?v=1&...`), so no server log
 * sees them, and they are plain words a person can read. The link never holds a capability: only
 * the members below exist, and a link with any other member is refused as not one of ours.
 */
import type { FaultSettings, WorldSettings } from '../../engine/municipal/contract.ts';
import { hrefTo } from '../routes.ts';

/** The format's version: any change of the members' meaning is a new version. */
const SETTINGS_LINK_VERSION = 1;
/** The name is shown in the world bar: short. */
export const MAX_NAME_LENGTH = 80;
/** The clock is set 0 to 23 hours ahead: a world lasts 24 hours and must still have time left. */
export const MAX_CLOCK_MINUTES = 23 * 60;

export type Scenario = NonNullable<WorldSettings['scenario']>;

export interface RoomSettings {
  /** "Übung 2: verlorene Antworten". */
  name: string;
  /** The world's fault switches as the link sets them (`fault: 'none'` switches every fault off). */
  faults: FaultSettings;
  /** How far the world's clock runs ahead of the device's, in minutes. */
  clockMinutes: number;
  /** The scenario the world is filled with, or null to leave its cases as they are. */
  scenario: Scenario | null;
}

export const NO_FAULTS: FaultSettings = {
  fault: 'none',
  when: 'next',
  rate: 0,
  latency_ms: 0,
  latency_jitter_ms: 0,
  seed: 0,
  applies_to: 'everyone',
};

/** Why a link was refused: each has its own words in both languages (strings.ts, `exercise.err.*`). */
export type SettingsLinkProblem =
  /** Not a settings link of this app (no version, or a member this app never writes). */
  | { kind: 'foreign'; member?: string }
  /** A settings link of another version of the app. */
  | { kind: 'version'; version: string }
  /** One of ours, but a member's value is not allowed (damaged or edited by hand). */
  | { kind: 'malformed'; member: string };

export type DecodedSettings = { ok: true; settings: RoomSettings } | { ok: false; problem: SettingsLinkProblem };

const FAULT_KINDS: readonly FaultSettings['fault'][] = ['none', '429', '503', 'lost-answer'];
const SCENARIOS: readonly Scenario[] = ['empty', 'every-state', 'nearly-full'];
const MEMBERS = ['v', 'name', 'fault', 'when', 'rate', 'latency', 'jitter', 'seed', 'to', 'clock', 'scenario'];

/** The link's query (after `#/uebung?`): only what differs from no faults is written, so codes stay small. */
export function encodeSettings(settings: RoomSettings): string {
  const query = new URLSearchParams({ v: String(SETTINGS_LINK_VERSION), name: settings.name });
  const faults = settings.faults;
  if (faults.fault !== 'none') {
    query.set('fault', faults.fault);
    query.set('when', faults.when);
    if (faults.when === 'rate') query.set('rate', String(Math.round(faults.rate * 100)));
  }
  if (faults.latency_ms > 0) query.set('latency', String(faults.latency_ms));
  if (faults.latency_jitter_ms > 0) query.set('jitter', String(faults.latency_jitter_ms));
  if (faults.seed > 0) query.set('seed', String(faults.seed));
  if (faults.applies_to === 'agents') query.set('to', 'agents');
  if (settings.clockMinutes > 0) query.set('clock', String(settings.clockMinutes));
  if (settings.scenario) query.set('scenario', settings.scenario);
  return query.toString();
}

/** The whole link: the site's address (with its sub-path) and the settings in the hash. */
export function settingsLink(site: string, settings: RoomSettings): string {
  return `${site.split('#')[0]}${hrefTo('exercise', {}, encodeSettings(settings))}`;
}

/** A whole number from `min` to `max` written as digits only ("007" and "1e3" are refused). */
function wholeNumber(text: string | null, min: number, max: number): number | undefined {
  if (text === null) return min;
  if (!/^(0|[1-9]\d{0,9})$/.test(text)) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
}

/** Reads a link's query (what follows `#/uebung?`), refusing anything this app would not have written. */
export function decodeSettings(query: string): DecodedSettings {
  const params = new URLSearchParams(query);
  const refuse = (problem: SettingsLinkProblem): DecodedSettings => ({ ok: false, problem });
  const version = params.get('v');
  if (version === null) return refuse({ kind: 'foreign' });
  for (const key of new Set(params.keys())) {
    if (!MEMBERS.includes(key)) return refuse({ kind: 'foreign', member: key });
    if (params.getAll(key).length > 1) return refuse({ kind: 'malformed', member: key });
  }
  if (version !== String(SETTINGS_LINK_VERSION)) return refuse({ kind: 'version', version });

  const name = (params.get('name') ?? '').trim();
  if (name.length === 0 || name.length > MAX_NAME_LENGTH) return refuse({ kind: 'malformed', member: 'name' });
  const fault = (params.get('fault') ?? 'none') as FaultSettings['fault'];
  if (!FAULT_KINDS.includes(fault)) return refuse({ kind: 'malformed', member: 'fault' });
  const when = params.get('when') ?? 'next';
  if (when !== 'next' && when !== 'rate') return refuse({ kind: 'malformed', member: 'when' });
  if (fault === 'none' && params.has('when')) return refuse({ kind: 'malformed', member: 'when' });
  // A rate is written exactly when the fault is drawn at a rate: 1 to 100 per cent.
  const rate = when === 'rate' ? wholeNumber(params.get('rate') ?? '', 1, 100) : params.has('rate') ? undefined : 0;
  if (rate === undefined) return refuse({ kind: 'malformed', member: 'rate' });
  const latency = wholeNumber(params.get('latency'), 0, 10_000);
  if (latency === undefined) return refuse({ kind: 'malformed', member: 'latency' });
  const jitter = wholeNumber(params.get('jitter'), 0, 10_000);
  if (jitter === undefined) return refuse({ kind: 'malformed', member: 'jitter' });
  const seed = wholeNumber(params.get('seed'), 0, 2 ** 31 - 1);
  if (seed === undefined) return refuse({ kind: 'malformed', member: 'seed' });
  const to = params.get('to') ?? 'everyone';
  if (to !== 'everyone' && to !== 'agents') return refuse({ kind: 'malformed', member: 'to' });
  const clock = wholeNumber(params.get('clock'), 0, MAX_CLOCK_MINUTES);
  if (clock === undefined) return refuse({ kind: 'malformed', member: 'clock' });
  const scenario = params.get('scenario');
  if (scenario !== null && !SCENARIOS.includes(scenario as Scenario)) {
    return refuse({ kind: 'malformed', member: 'scenario' });
  }
  return {
    ok: true,
    settings: {
      name,
      faults: {
        fault,
        when,
        rate: rate / 100,
        latency_ms: latency,
        latency_jitter_ms: jitter,
        seed,
        applies_to: to,
      },
      clockMinutes: clock,
      scenario: scenario as Scenario | null,
    },
  };
}
