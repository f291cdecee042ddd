/** A first visit follows the browser's languages; the person's choice then wins (issue 33). */
import { describe, expect, it } from 'vitest';
import { initialLang } from '../../../src/ui/i18n/lang.ts';

const none = () => null;

describe('the language a screen opens in', () => {
  it('follows the first of German and English among the browser’s preferred languages', () => {
    expect(initialLang(none, ['en-US', 'en'])).toBe('en');
    expect(initialLang(none, ['de-DE', 'en'])).toBe('de');
    expect(initialLang(none, ['fr-FR', 'en-GB', 'de'])).toBe('en');
    expect(initialLang(none, ['FR', 'DE-at'])).toBe('de');
  });

  it('is German when the browser prefers neither, or says nothing', () => {
    expect(initialLang(none, ['fr-FR', 'it'])).toBe('de');
    expect(initialLang(none, [])).toBe('de');
  });

  it('keeps the person’s remembered choice over the browser’s languages', () => {
    expect(initialLang(() => 'de', ['en-US'])).toBe('de');
    expect(initialLang(() => 'en', ['de-DE'])).toBe('en');
  });

  it('ignores a remembered value that is no language of the app, and storage that cannot be read', () => {
    expect(initialLang(() => 'fr', ['en-US'])).toBe('en');
    const blocked = () => {
      throw new Error('SecurityError');
    };
    expect(initialLang(blocked, ['en-US'])).toBe('en');
  });
});
