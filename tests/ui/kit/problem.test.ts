/** One problem-to-message function for every area (it replaced describeError, contentError, transferError). */
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, problemOf } from '../../../src/ui/kit/api.ts';
import { problemCode, problemMessage } from '../../../src/ui/kit/problem.ts';
import { setLangForTest } from './lang.ts';

afterEach(() => setLangForTest('de'));

describe('problemMessage', () => {
  it('uses the area’s wording of a known code, in the person’s language', () => {
    const stale = new ApiError(409, { error: 'stale_revision', message: 'The page was changed' });
    expect(problemMessage(stale, 'content')).toBe('Die Seite wurde inzwischen geändert. Laden Sie sie neu.');
    setLangForTest('en');
    expect(problemMessage(stale, 'content')).toBe('The page has changed meanwhile. Reload it.');
  });

  it('words the same code per area (a 401 in the citizen flow is an ended practice world)', () => {
    const expired = new ApiError(401, { error: 'unauthorized' });
    expect(problemMessage(expired, 'm')).toContain('Übungswelt ist abgelaufen');
    expect(problemMessage(expired, 'content')).toContain('Arbeitsbereich');
  });

  it('fills in details such as the missing scope', () => {
    const scope = new ApiError(403, { error: 'insufficient_scope', scope: 'pages:write' });
    expect(problemMessage(scope, 'content')).toBe('Dafür fehlt ein Recht (pages:write).');
  });

  it('says an unknown code with the code and the area’s general next step, never the API’s English text', () => {
    const odd = new ApiError(418, { error: 'teapot', message: 'I am a teapot' });
    expect(problemMessage(odd, 'transfer')).toBe('Das hat nicht geklappt (Fehler teapot). Nichts wurde geändert.');
    expect(problemMessage(odd, 'm')).not.toContain('I am a teapot');
    expect(problemMessage(odd)).toBe('Das hat nicht geklappt (Fehler teapot). Versuchen Sie es noch einmal.');
  });

  it('treats anything thrown that is not an ApiError as a backend that did not answer', () => {
    expect(problemMessage(new TypeError('Failed to fetch'), 'm')).toContain('Offline-Backend hat nicht geantwortet');
    expect(problemMessage(ApiError.backend(), 'transfer')).toContain('Offline-Backend hat nicht geantwortet');
    expect(problemCode(new TypeError('x'))).toBeUndefined();
    expect(problemCode(new ApiError(409, { error: 'booking_conflict' }))).toBe('booking_conflict');
  });

  it('makes a Problem of a body that is none', () => {
    expect(problemOf({ error: 'not_found' }, 404).error).toBe('not_found');
    expect(problemOf('<html>', 500).error).toBe('http_500');
  });
});
