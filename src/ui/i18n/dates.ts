/**
 * The one formatter for dates and times the UI shows. Engines disagree on `toLocaleDateString` for
 * the same options (WebKit writes "Thursday, 26 November" in en-GB, Chromium and Firefox "Thursday
 * 26 November"; issue 22), so the words come from `formatToParts` and are joined here, one pattern
 * per language. Times are in Europe/Berlin, the municipal world's zone (its slots are Berlin times).
 */
import { type Lang, lang } from './index.ts';

export const TIME_ZONE = 'Europe/Berlin';

const LOCALES: Record<Lang, string> = { de: 'de-DE', en: 'en-GB' };

type Part = 'weekday' | 'day' | 'month' | 'year' | 'hour' | 'minute' | 'second';

/** Formatters are made once per language and shape: making one costs tens of microseconds. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function partsOf(date: Date, options: Intl.DateTimeFormatOptions, timeZone: string): Record<Part, string> {
  const key = `${lang.value}|${timeZone}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[lang.value], { ...options, timeZone, hourCycle: 'h23' });
    formatters.set(key, format);
  }
  const parts = {} as Record<Part, string>;
  for (const part of format.formatToParts(date)) {
    if (part.type in PART_NAMES) parts[part.type as Part] = part.value;
  }
  return parts;
}

const PART_NAMES: Record<Part, true> = {
  weekday: true,
  day: true,
  month: true,
  year: true,
  hour: true,
  minute: true,
  second: true,
};

/** A calendar day (`2026-11-26`) as a heading: "Donnerstag, 26. November" / "Thursday 26 November". */
export function dayHeading(day: string): string {
  const p = partsOf(new Date(`${day}T12:00:00Z`), { weekday: 'long', day: 'numeric', month: 'long' }, 'UTC');
  return lang.value === 'de' ? `${p.weekday}, ${p.day}. ${p.month}` : `${p.weekday} ${p.day} ${p.month}`;
}

/** A calendar day with its year: "Donnerstag, 26. November 2026" / "Thursday 26 November 2026". */
export function dayWithYear(day: string): string {
  const p = partsOf(
    new Date(`${day}T12:00:00Z`),
    { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
    'UTC',
  );
  return lang.value === 'de'
    ? `${p.weekday}, ${p.day}. ${p.month} ${p.year}`
    : `${p.weekday} ${p.day} ${p.month} ${p.year}`;
}

/** An instant in Berlin time: "26. November 2026, 14:05" / "26 November 2026, 14:05". */
export function dateTimeText(iso: string): string {
  const p = partsOf(
    new Date(iso),
    { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' },
    TIME_ZONE,
  );
  const date = lang.value === 'de' ? `${p.day}. ${p.month} ${p.year}` : `${p.day} ${p.month} ${p.year}`;
  return `${date}, ${p.hour}:${p.minute}`;
}

/** The time of day to the second in Berlin time, for lists of requests: "14:05:09". */
export function timeOfDayText(iso: string): string {
  const p = partsOf(new Date(iso), { hour: '2-digit', minute: '2-digit', second: '2-digit' }, TIME_ZONE);
  return `${p.hour}:${p.minute}:${p.second}`;
}
