/** `#/import?from=`: only http(s) files of the app's own origin are fetched, resolved against its base. */
import { describe, expect, it } from 'vitest';
import { fromParameter, importSource } from '../../../src/ui/transfer/from-url.ts';

const APP = 'https://example.test/sandbox/';

describe('importSource', () => {
  it('resolves a relative file against the app’s base and keeps same-origin absolute URLs', () => {
    expect(importSource('scenarios/content-workshop.sandbox', APP)).toEqual({
      ok: true,
      url: new URL('https://example.test/sandbox/scenarios/content-workshop.sandbox'),
    });
    expect(importSource('/elsewhere/file.sandbox', APP)).toMatchObject({ ok: true });
    expect(importSource('https://example.test/x.sandbox', APP)).toMatchObject({ ok: true });
  });

  it('refuses other origins, other schemes and credentials before anything is fetched', () => {
    for (const from of [
      'https://evil.test/x.sandbox',
      '//evil.test/x.sandbox',
      'http://example.test/x.sandbox',
      'https://example.test:8443/x.sandbox',
      'javascript:alert(1)',
      'data:application/octet-stream,abc',
      'file:///etc/passwd',
      'blob:https://example.test/1234',
    ]) {
      expect(importSource(from, APP), from).toEqual({ ok: false, reason: 'foreign' });
    }
    expect(importSource('https://user:pw@example.test/x.sandbox', APP)).toEqual({ ok: false, reason: 'invalid' });
    expect(importSource(undefined, APP)).toEqual({ ok: false, reason: 'missing' });
    expect(importSource('http://[bad', APP)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('reads from= out of the hash route', () => {
    expect(fromParameter('from=scenarios%2Fa.sandbox')).toBe('scenarios/a.sandbox');
    expect(fromParameter('')).toBeUndefined();
  });
});
