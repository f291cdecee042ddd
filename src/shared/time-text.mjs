// The one way the sandbox writes a date or time for people (issue #18): the UI (src/ui/i18n/dates.ts),
// the PDFs and the case labels (src/engine/municipal) join the same words in the same pattern, one per
// language, always in Europe/Berlin (the municipal world's zone, as its slots are). The words come from
// these tables, never from Intl's own patterns: engines differ there (WebKit writes "Thursday, 26
// November" in en-GB, Chromium "Thursday 26 November").

export const TIME_ZONE = 'Europe/Berlin';

/** The zone's name where a reader could take a time for their own zone (PDFs, the Workshop page). */
export const ZONE_NAME = { de: 'Berliner Zeit', en: 'Berlin time' };

export const WEEKDAYS = {
  de: ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'],
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
};

export const MONTHS = {
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

/** 0 = Sunday, of a calendar day. */
function weekdayOf(year, month, day) {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/**
 * A calendar day: "Donnerstag, 26. November 2026" / "Thursday 26 November 2026"; without the weekday
 * "26. November 2026" / "26 November 2026"; without the year "Donnerstag, 26. November".
 */
export function dayText(lang, { year, month, day }, { weekday = false, withYear = true } = {}) {
  const date = lang === 'de' ? `${day}. ${MONTHS.de[month - 1]}` : `${day} ${MONTHS.en[month - 1]}`;
  const dated = withYear ? `${date} ${year}` : date;
  if (!weekday) return dated;
  const name = WEEKDAYS[lang][weekdayOf(year, month, day)];
  return lang === 'de' ? `${name}, ${dated}` : `${name} ${dated}`;
}

/** A day and a time of day: "26. November 2026, 14:05" / "26 November 2026, 14:05". */
export function dayTimeText(lang, parts, options = {}) {
  const pad = (n) => String(n).padStart(2, '0');
  return `${dayText(lang, parts, options)}, ${pad(parts.hour)}:${pad(parts.minute)}`;
}
