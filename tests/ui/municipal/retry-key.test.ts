/** A retry after a network-like failure reuses the same Idempotency-Key and payload (spec rule 5). */
import { describe, expect, it } from 'vitest';
import { RetryKeys } from '../../../src/ui/municipal/retry-key.ts';

function counter() {
  let n = 0;
  return () => `key-${++n}`.padEnd(16, '0');
}

describe('RetryKeys', () => {
  it('reuses the key for the same path and payload while no answer arrived', () => {
    const keys = new RetryKeys(counter());
    const first = keys.keyFor('/v1/drafts', '{"a":1}');
    expect(keys.keyFor('/v1/drafts', '{"a":1}')).toBe(first);
  });

  it('uses a new key once an answer arrived', () => {
    const keys = new RetryKeys(counter());
    const first = keys.keyFor('/v1/drafts', '{"a":1}');
    keys.answered();
    expect(keys.keyFor('/v1/drafts', '{"a":1}')).not.toBe(first);
  });

  it('uses a new key for another payload or path', () => {
    const keys = new RetryKeys(counter());
    const first = keys.keyFor('/v1/drafts', '{"a":1}');
    expect(keys.keyFor('/v1/drafts', '{"a":2}')).not.toBe(first);
    expect(keys.keyFor('/v1/drafts/x/submit', '{"a":2}')).not.toBe(first);
  });

  it('makes keys the API accepts', () => {
    expect(new RetryKeys().keyFor('/v1/drafts', '{}')).toMatch(/^[a-zA-Z0-9_-]{16,100}$/);
  });
});
