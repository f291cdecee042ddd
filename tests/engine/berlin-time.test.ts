/** Europe/Berlin local time across daylight-saving changes (2026: 29 March and 25 October). */
import { describe, expect, it } from 'vitest';
import {
  addDays,
  berlinDate,
  berlinIso,
  berlinOffset,
  berlinToInstant,
  slotLabel,
  slotLabelEn,
} from '../../src/engine/berlin-time.ts';

describe('Berlin time', () => {
  it('is UTC+1 in winter and UTC+2 in summer', () => {
    expect(berlinOffset(Date.parse('2026-01-15T12:00:00Z'))).toBe(3_600_000);
    expect(berlinOffset(Date.parse('2026-07-15T12:00:00Z'))).toBe(7_200_000);
  });

  it('maps wall-clock times to instants on both sides of the spring change', () => {
    expect(new Date(berlinToInstant('2026-03-28', '09:00')).toISOString()).toBe('2026-03-28T08:00:00.000Z');
    expect(new Date(berlinToInstant('2026-03-30', '09:00')).toISOString()).toBe('2026-03-30T07:00:00.000Z');
  });

  it('maps wall-clock times to instants on both sides of the autumn change', () => {
    expect(new Date(berlinToInstant('2026-10-23', '09:00')).toISOString()).toBe('2026-10-23T07:00:00.000Z');
    expect(new Date(berlinToInstant('2026-10-26', '09:00')).toISOString()).toBe('2026-10-26T08:00:00.000Z');
  });

  it('writes ISO 8601 with the offset in force', () => {
    expect(berlinIso(Date.parse('2026-03-29T00:30:00Z'))).toBe('2026-03-29T01:30:00+01:00');
    expect(berlinIso(Date.parse('2026-03-29T01:30:00Z'))).toBe('2026-03-29T03:30:00+02:00');
  });

  it('knows the Berlin calendar day, which differs from UTC around midnight', () => {
    expect(berlinDate(Date.parse('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
  });

  it('labels slots in German and English, in the UI’s pattern (src/shared/time-text.mjs)', () => {
    expect(slotLabel('2026-03-30T09:00')).toBe('Montag, 30. März 2026, 09:00');
    expect(slotLabelEn('2026-03-30T09:00')).toBe('Monday 30 March 2026, 09:00');
  });
});
