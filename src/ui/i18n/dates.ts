/**
 * The one formatter for dates and times the UI shows. The numbers (`berlinParts`), the words and the
 * pattern, one per language, come from src/shared/time-text.mjs, which the PDFs and the case labels
 * use too; always Europe/Berlin, the municipal world's zone (its slots are Berlin times). Engines
 * disagree on Intl's own patterns (WebKit writes "Thursday, 26 November" in en-GB; issue 22).
 */
import { berlinParts, type DayOptions, dayText, dayTimeText, TIME_ZONE } from '../../shared/time-text.mjs';
import { lang } from './index.ts';

export { TIME_ZONE };

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
  return dayTimeText(lang.value, berlinParts(Date.parse(iso)), options);
}

/** The time of day to the second in Berlin time, for lists of requests: "14:05:09". */
export function timeOfDayText(iso: string): string {
  const p = berlinParts(Date.parse(iso));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}
