// The one way the sandbox writes a date or time for people (issue #18): the UI (src/ui/i18n/dates.ts),
// the PDFs and the case labels (src/engine/municipal) join the same words in the same pattern, one per
// language, always in Europe/Berlin (the municipal world's zone, as its slots are). The words come from
// these tables, never from Intl's own patterns: engines differ there (WebKit writes "Thursday, 26
// November" in en-GB, Chromium "Thursday 26 November").

// The types are declared beside it (time-text.d.mts); the JSDoc below checks this file against them.
/** @typedef {import('./time-text.mjs').Lang} Lang */
/** @typedef {import('./time-text.mjs').DayParts} DayParts */
/** @typedef {import('./time-text.mjs').DayTimeParts} DayTimeParts */
/** @typedef {import('./time-text.mjs').DayOptions} DayOptions */

export const TIME_ZONE = 'Europe/Berlin';

/** The zone's name where a reader could take a time for their own zone (PDFs, the Workshop page). */
export const ZONE_NAME = { de: 'Berliner Zeit', en: 'Berlin time' };

const WEEKDAYS = {
  de: ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'],
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
};

const MONTHS = {
  de: [
    'Januar',
    'Februar',
    'März',
    'April',
    'Mai',
    'Juni',
    'Juli',
    'August',
    'September',
    'Oktober',
    'November',
    'Dezember',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};

const zoneParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The offset at the start of an hour, read from Intl (about 30 µs a call, so it is cached). */
function offsetFromIntl(/** @type {number} */ instant) {
  /** @type {Record<string, number>} */
  const p = {};
  for (const part of zoneParts.formatToParts(new Date(instant))) {
    if (part.type !== 'literal') p[part.type] = Number(part.value);
  }
  const asUtc = Date.UTC(p.year ?? 0, (p.month ?? 1) - 1, p.day ?? 1, p.hour ?? 0, p.minute ?? 0, p.second ?? 0);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

const HOUR = 3_600_000;
/** Offsets change only at whole hours, so one lookup per hour is exact. */
/** @type {Map<number, number>} */
const offsetByHour = new Map();

/** Offset of Berlin from UTC at an instant, in milliseconds (+1 h in winter, +2 h in summer). */
export function berlinOffset(/** @type {number} */ instant) {
  const hour = Math.floor(instant / HOUR);
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    if (offsetByHour.size > 50_000) offsetByHour.clear();
    offset = offsetFromIntl(hour * HOUR);
    offsetByHour.set(hour, offset);
  }
  return offset;
}

/** The Berlin calendar and clock numbers of an instant (epoch milliseconds): the one extractor. */
export function berlinParts(/** @type {number} */ instant) {
  const local = new Date(instant + berlinOffset(instant));
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
  };
}

/**
 * 0 = Sunday, of a calendar day.
 * @param {number} year
 * @param {number} month
 * @param {number} day
 */
function weekdayOf(year, month, day) {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/**
 * A calendar day: "Donnerstag, 26. November 2026" / "Thursday 26 November 2026"; without the weekday
 * "26. November 2026" / "26 November 2026"; without the year "Donnerstag, 26. November".
 * @param {Lang} lang
 * @param {DayParts} parts
 * @param {DayOptions} [options]
 * @returns {string}
 */
export function dayText(lang, { year, month, day }, { weekday = false, withYear = true } = {}) {
  const date = lang === 'de' ? `${day}. ${MONTHS.de[month - 1]}` : `${day} ${MONTHS.en[month - 1]}`;
  const dated = withYear ? `${date} ${year}` : date;
  if (!weekday) return dated;
  const name = WEEKDAYS[lang][weekdayOf(year, month, day)];
  return lang === 'de' ? `${name}, ${dated}` : `${name} ${dated}`;
}

/**
 * A day and a time of day: "26. November 2026, 14:05" / "26 November 2026, 14:05".
 * @param {Lang} lang
 * @param {DayTimeParts} parts
 * @param {DayOptions} [options]
 * @returns {string}
 */
export function dayTimeText(lang, parts, options = {}) {
  const pad = (/** @type {number} */ n) => String(n).padStart(2, '0');
  return `${dayText(lang, parts, options)}, ${pad(parts.hour)}:${pad(parts.minute)}`;
}
