/**
 * The one formatter for dates and times the UI shows. The numbers come from Intl in Europe/Berlin
 * (the municipal world's zone: its slots are Berlin times); the words and the pattern, one per
 * language, from src/shared/time-text.mjs, which the PDFs and the case labels use too. Engines
 * disagree on Intl's own patterns (WebKit writes "Thursday, 26 November" in en-GB; issue 22).
 */
import { type DayOptions, dayText, dayTimeText, TIME_ZONE } from '../../shared/time-text.mjs';
import { lang } from './index.ts';

export { TIME_ZONE };

type Part = 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second';

/** Made once per zone: making one costs tens of microseconds. */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The instant's calendar and clock numbers in a zone. */
function numbersOf(date: Date, timeZone: string): Record<Part, number> {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  const numbers = {} as Record<Part, number>;
  for (const part of format.formatToParts(date)) {
    if (part.type in PART_NAMES) numbers[part.type as Part] = Number(part.value);
  }
  return numbers;
}

const PART_NAMES: Record<Part, true> = { year: true, month: true, day: true, hour: true, minute: true, second: true };

/** A calendar day `2026-11-26` (no zone involved). */
function dayParts(day: string) {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return { year, month, day: date };
}

/** A calendar day (`2026-11-26`) as a heading: "Donnerstag, 26. November" / "Thursday 26 November". */
export function dayHeading(day: string): string {
  return dayText(lang.value, dayParts(day), { weekday: true, withYear: false });
}

/** A calendar day with its year: "Donnerstag, 26. November 2026" / "Thursday 26 November 2026". */
export function dayWithYear(day: string): string {
  return dayText(lang.value, dayParts(day), { weekday: true });
}

/** An instant in Berlin time: "26. November 2026, 14:05" / "26 November 2026, 14:05". */
export function dateTimeText(iso: string, options: DayOptions = {}): string {
  return dayTimeText(lang.value, numbersOf(new Date(iso), TIME_ZONE), options);
}

/** The time of day to the second in Berlin time, for lists of requests: "14:05:09". */
export function timeOfDayText(iso: string): string {
  const p = numbersOf(new Date(iso), TIME_ZONE);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}
