/**
 * Europe/Berlin local time, correct across daylight-saving changes, with Intl only.
 * Slot values are local wall-clock times `YYYY-MM-DDTHH:MM`; instants are epoch milliseconds.
 */

import { berlinOffset, berlinParts, dayTimeText, TIME_ZONE } from '../shared/time-text.mjs';
import type { Lang } from './words.ts';

// The offset and the numbers of an instant come from the shared module, which the UI uses too.
export { berlinOffset, TIME_ZONE };

/** The instant of a Berlin wall-clock time (for a time that does not exist, the hour after). */
export function berlinToInstant(localDate: string, localTime: string): number {
  const [y, m, d] = localDate.split('-').map(Number) as [number, number, number];
  const [hh, mm] = localTime.split(':').map(Number) as [number, number];
  const guess = Date.UTC(y, m - 1, d, hh, mm);
  const first = guess - berlinOffset(guess);
  return guess - berlinOffset(first);
}

/** `YYYY-MM-DD` of the Berlin calendar day of an instant. */
export function berlinDate(instant: number): string {
  const p = berlinParts(instant);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** ISO 8601 with the Berlin offset, e.g. `2026-03-29T10:00:00+02:00`. */
export function berlinIso(instant: number): string {
  const p = berlinParts(instant);
  const offsetMinutes = berlinOffset(instant) / 60_000;
  const sign = offsetMinutes >= 0 ? '+' : '-';
  const abs = Math.abs(offsetMinutes);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** Adds whole calendar days to a `YYYY-MM-DD` date (no time zone involved). */
export function addDays(localDate: string, days: number): string {
  const [y, m, d] = localDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** 0 = Sunday ... 6 = Saturday, of a `YYYY-MM-DD` date. */
export function weekday(localDate: string): number {
  const [y, m, d] = localDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** `2026-03-30T09:00` -> `Monday 30 March 2026, 09:00` (src/shared/time-text.mjs: the UI's pattern too). */
export function slotLabelEn(slot: string): string {
  return slotText('en', slot);
}

/** `2026-03-30T09:00` -> `Montag, 30. März 2026, 09:00`. */
export function slotLabel(slot: string): string {
  return slotText('de', slot);
}

function slotText(lang: Lang, slot: string): string {
  const [date, time] = slot.split('T') as [string, string];
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return dayTimeText(lang, { year, month, day, hour, minute }, { weekday: true });
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}
