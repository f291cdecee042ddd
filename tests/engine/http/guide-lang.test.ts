/** The guides' language (issue #27): ?lang wins, then Accept-Language, else English; Vary says so. */
import { describe, expect, it } from 'vitest';
import { fromAcceptLanguage, guideLang } from '../../../src/engine/http/guide-lang.ts';
import { testEngine } from '../support.ts';

const choose = (query: string, accept?: string) =>
  guideLang(new URL(`http://localhost/v1/guide${query}`), new Headers(accept ? { 'accept-language': accept } : {}));

describe('the language of a guide', () => {
  it('takes the first of German and English the browser prefers, by q-value and then order', () => {
    expect(fromAcceptLanguage('de-DE,de;q=0.9,en;q=0.8')).toBe('de');
    expect(fromAcceptLanguage('en-GB, de;q=0.5')).toBe('en');
    expect(fromAcceptLanguage('fr-FR, de;q=0.4, en;q=0.6')).toBe('en');
    expect(fromAcceptLanguage('en;q=0.3, DE-at;q=0.7')).toBe('de');
    expect(fromAcceptLanguage('de;q=0, en;q=0.1')).toBe('en');
    expect(fromAcceptLanguage('fr, *')).toBeUndefined();
    expect(fromAcceptLanguage(null)).toBeUndefined();
  });

  it('lets ?lang=de|en win over Accept-Language, ignores another value, and falls back to English', () => {
    expect(choose('?lang=de', 'en-US')).toBe('de');
    expect(choose('?lang=en', 'de-DE')).toBe('en');
    expect(choose('?lang=fr', 'de-DE')).toBe('de');
    expect(choose('', 'de-CH')).toBe('de');
    expect(choose('')).toBe('en');
    expect(choose('', 'fr')).toBe('en');
  });

  it.each(['/v1/guide', '/api/guide'])(
    '%s is served in the chosen language, varying by Accept-Language',
    async (path) => {
      const engine = testEngine();
      const german = await engine.call('GET', path, undefined, { 'accept-language': 'de-DE,de;q=0.9' });
      expect(german.status).toBe(200);
      expect(german.headers.get('vary')).toBe('Accept-Language');
      expect(german.headers.get('content-language')).toBe('de');
      expect(await german.text()).toContain('<html lang="de">');
      const english = await engine.call('GET', `${path}?lang=en`, undefined, { 'accept-language': 'de' });
      expect(english.headers.get('vary')).toBe('Accept-Language');
      expect(english.headers.get('content-language')).toBe('en');
      expect(await english.text()).toContain('<html lang="en">');
      const asked = await engine.call('GET', `${path}?lang=de`);
      expect(await asked.text()).toContain('<html lang="de">');
    },
  );
});
