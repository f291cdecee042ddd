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

  it('reads the same numbers as the engine across the spring change (one extractor, berlinParts)', () => {
    lang.value = 'de';
    // 00:59:59Z is 01:59:59 winter time; a second later the clocks jump to 03:00:00 summer time.
    expect(timeOfDayText('2026-03-29T00:59:59Z')).toBe('01:59:59');
    expect(timeOfDayText('2026-03-29T01:00:00Z')).toBe('03:00:00');
    expect(dateTimeText('2026-10-25T00:30:00Z')).toBe('25. Oktober 2026, 02:30');
    expect(dateTimeText('2026-10-25T01:30:00Z')).toBe('25. Oktober 2026, 02:30');
  });
});

describe('one pattern for the UI, the PDFs and the case labels (issue #18)', () => {
  it('the UI writes a Berlin instant exactly as a slot label and a PDF write the same wall-clock time', async () => {
    const { slotLabel, slotLabelEn } = await import('../../../src/engine/berlin-time.ts');
    const { PDF_WORDS } = await import('../../../src/engine/municipal/documents.ts');
    // 08:00Z in November is 09:00 in Berlin (winter time), 07:00Z in July is 09:00 (summer time).
    for (const [instant, slot] of [
      ['2026-11-26T08:00:00Z', '2026-11-26T09:00'],
      ['2026-07-06T07:00:00Z', '2026-07-06T09:00'],
    ] as const) {
      lang.value = 'de';
      expect(slotLabel(slot)).toBe(`${dayWithYear(slot.slice(0, 10))}, 09:00`);
      expect(dateTimeText(instant, { weekday: true })).toBe(slotLabel(slot));
      expect(PDF_WORDS.de.time(`${slot}:00+02:00`)).toBe(`${dateTimeText(instant)} (Berliner Zeit)`);
      lang.value = 'en';
      expect(dateTimeText(instant, { weekday: true })).toBe(slotLabelEn(slot));
      expect(PDF_WORDS.en.time(`${slot}:00+02:00`)).toBe(`${dateTimeText(instant)} (Berlin time)`);
    }
  });

  it('no comma after an English weekday, whatever the engine: the words come from tables', () => {
    lang.value = 'en';
    expect(dateTimeText('2026-11-26T13:05:00Z', { weekday: true })).toBe('Thursday 26 November 2026, 14:05');
    lang.value = 'de';
    expect(dateTimeText('2026-11-26T13:05:00Z', { weekday: true })).toBe('Donnerstag, 26. November 2026, 14:05');
  });
});
