/** One formatter for dates and times: the same words in every engine, in Berlin time (issue 22). */
import { afterEach, describe, expect, it } from 'vitest';
import { dateTimeText, dayHeading, dayWithYear, timeOfDayText } from '../../../src/ui/i18n/dates.ts';
import { lang } from '../../../src/ui/i18n/index.ts';

afterEach(() => {
  lang.value = 'de';
});

describe('dates as people of each language read them', () => {
  it('writes day headings in one pattern per language, no engine-dependent comma', () => {
    lang.value = 'de';
    expect(dayHeading('2026-11-26')).toBe('Donnerstag, 26. November');
    expect(dayWithYear('2026-03-30')).toBe('Montag, 30. März 2026');
    lang.value = 'en';
    expect(dayHeading('2026-11-26')).toBe('Thursday 26 November');
    expect(dayWithYear('2026-03-30')).toBe('Monday 30 March 2026');
  });

  it('shows instants in Berlin time, in winter and in summer', () => {
    lang.value = 'de';
    expect(dateTimeText('2026-11-26T13:05:00Z')).toBe('26. November 2026, 14:05');
    expect(dateTimeText('2026-07-01T22:30:00Z')).toBe('2. Juli 2026, 00:30');
    lang.value = 'en';
    expect(dateTimeText('2026-11-26T13:05:00Z')).toBe('26 November 2026, 14:05');
    expect(timeOfDayText('2026-07-01T06:07:08Z')).toBe('08:07:08');
  });
});
