import { describe, expect, it } from 'vitest';
import { pageSupport } from '../../../src/ui/app/page-support.ts';

describe('pageSupport', () => {
  it('a page that is not a secure context is insecure, whatever the browser supports', () => {
    expect(pageSupport(false, false)).toBe('insecure');
    expect(pageSupport(false, true)).toBe('insecure');
  });
  it('says "no service workers" only on a secure page without them', () => {
    expect(pageSupport(true, false)).toBe('unsupported');
    expect(pageSupport(true, true)).toBe('supported');
  });
});
