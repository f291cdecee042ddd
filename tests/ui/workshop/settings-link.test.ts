import { describe, expect, it } from 'vitest';
import { matchRoute } from '../../../src/ui/routes.ts';
import {
  decodeSettings,
  encodeSettings,
  MAX_CLOCK_MINUTES,
  NO_FAULTS,
  type RoomSettings,
  settingsLink,
} from '../../../src/ui/workshop/settings-link.ts';

const LOST_ANSWERS: RoomSettings = {
  name: 'Übung 2: verlorene Antworten',
  faults: { ...NO_FAULTS, fault: 'lost-answer', when: 'next' },
  clockMinutes: 90,
  scenario: 'every-state',
};

/** Settings a facilitator can compose: every fault, both "when"s, latencies, seeds, clocks and scenarios. */
function everyCombination(): RoomSettings[] {
  const all: RoomSettings[] = [];
  for (const fault of ['none', '429', '503', 'lost-answer'] as const) {
    for (const when of fault === 'none' ? (['next'] as const) : (['next', 'rate'] as const)) {
      for (const scenario of [null, 'empty', 'every-state', 'nearly-full'] as const) {
        all.push({
          name: `${fault}/${when} & #?= ü`,
          faults: {
            fault,
            when,
            rate: when === 'rate' ? 0.35 : 0,
            latency_ms: fault === '503' ? 10_000 : 0,
            latency_jitter_ms: fault === '429' ? 250 : 0,
            seed: fault === 'lost-answer' ? 2 ** 31 - 1 : 0,
            applies_to: when === 'rate' ? 'agents' : 'everyone',
          },
          clockMinutes: scenario ? MAX_CLOCK_MINUTES : 0,
          scenario,
        });
      }
    }
  }
  return all;
}

describe('a settings link', () => {
  it('reads back exactly the settings it was made of, for every fault, timing, clock and scenario', () => {
    for (const settings of everyCombination()) {
      const link = settingsLink('https://room.example/sandbox/', settings);
      expect(link.startsWith('https://room.example/sandbox/#/uebung?v=1&')).toBe(true);
      const opened = matchRoute(link.split('#')[1] as string);
      expect(opened.name).toBe('exercise');
      expect(decodeSettings(opened.query)).toEqual({ ok: true, settings });
    }
  });

  it('is plain words a person can read, with only what differs from "no faults"', () => {
    expect(encodeSettings(LOST_ANSWERS)).toBe(
      'v=1&name=%C3%9Cbung+2%3A+verlorene+Antworten&fault=lost-answer&when=next&clock=90&scenario=every-state',
    );
    expect(encodeSettings({ name: 'Ruhe', faults: NO_FAULTS, clockMinutes: 0, scenario: null })).toBe('v=1&name=Ruhe');
  });

  it('never holds a capability: it has no member for one, and a link carrying one is refused', () => {
    const capability = 'a'.repeat(64);
    for (const settings of everyCombination()) {
      const members = [...new URLSearchParams(encodeSettings(settings)).keys()];
      expect(
        members.every((m) =>
          ['v', 'name', 'fault', 'when', 'rate', 'latency', 'jitter', 'seed', 'to', 'clock', 'scenario'].includes(m),
        ),
      ).toBe(true);
      expect(encodeSettings(settings)).not.toMatch(/[a-f0-9]{32}/);
    }
    for (const member of ['token', 'capability', 'authorization', 'bearer']) {
      expect(decodeSettings(`${encodeSettings(LOST_ANSWERS)}&${member}=${capability}`)).toEqual({
        ok: false,
        problem: { kind: 'foreign', member },
      });
    }
  });

  it('refuses a link of another app or of no version as foreign', () => {
    expect(decodeSettings('')).toEqual({ ok: false, problem: { kind: 'foreign' } });
    expect(decodeSettings('name=x&fault=429')).toEqual({ ok: false, problem: { kind: 'foreign' } });
    expect(decodeSettings('v=1&name=x&utm_source=mail')).toEqual({
      ok: false,
      problem: { kind: 'foreign', member: 'utm_source' },
    });
  });

  it('refuses a link of an older or newer format version, naming the version', () => {
    for (const version of ['0', '2', '1.0', 'x']) {
      expect(decodeSettings(`v=${version}&name=x`)).toEqual({ ok: false, problem: { kind: 'version', version } });
    }
  });

  it('refuses a damaged or hand-edited link, naming the member that is wrong', () => {
    const cases: Array<[string, string]> = [
      ['v=1', 'name'],
      ['v=1&name=%20%20', 'name'],
      [`v=1&name=${'x'.repeat(81)}`, 'name'],
      ['v=1&name=x&fault=418', 'fault'],
      ['v=1&name=x&fault=429&when=sometimes', 'when'],
      ['v=1&name=x&when=next', 'when'],
      ['v=1&name=x&fault=429&when=rate', 'rate'],
      ['v=1&name=x&fault=429&when=rate&rate=0', 'rate'],
      ['v=1&name=x&fault=429&when=rate&rate=101', 'rate'],
      ['v=1&name=x&fault=429&when=next&rate=30', 'rate'],
      ['v=1&name=x&latency=-1', 'latency'],
      ['v=1&name=x&latency=1e3', 'latency'],
      ['v=1&name=x&jitter=10001', 'jitter'],
      ['v=1&name=x&seed=2147483648', 'seed'],
      ['v=1&name=x&to=nobody', 'to'],
      [`v=1&name=x&clock=${MAX_CLOCK_MINUTES + 1}`, 'clock'],
      ['v=1&name=x&clock=007', 'clock'],
      ['v=1&name=x&scenario=full', 'scenario'],
      ['v=1&name=x&name=y', 'name'],
    ];
    for (const [query, member] of cases) {
      expect(decodeSettings(query), query).toEqual({ ok: false, problem: { kind: 'malformed', member } });
    }
  });
});
