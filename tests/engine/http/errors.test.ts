import { describe, expect, it, vi } from 'vitest';
import { bodyRead, readJson } from '../../../src/engine/http/body.ts';
import { ApiError, errorResponse } from '../../../src/engine/http/errors.ts';

/**
 * The worker is one script with one copy of every module (tests/build/worker-scripts.test.ts checks
 * the emitted files), so errors and read bodies need no mark in a global registry.
 */
describe('errors and read bodies', () => {
  it('an ApiError is answered as the client error it is', async () => {
    const response = errorResponse(new ApiError(409, 'version_conflict', 'Someone else saved first.'), {
      style: 'problem',
    });
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: string }).error).toBe('version_conflict');
  });

  it('a plain Error, or an object that only looks like an ApiError, is a 500 internal_error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(new Error('x') instanceof ApiError).toBe(false);
    const lookalike = { status: 409, code: 'version_conflict', message: 'x', options: {} };
    expect(lookalike instanceof ApiError).toBe(false);
    expect(errorResponse(new Error('bug'), { style: 'problem' }).status).toBe(500);
    expect(errorResponse(lookalike, { style: 'problem' }).status).toBe(500);
  });

  it('no mark is left in the global symbol registry', () => {
    expect(Object.getOwnPropertySymbols(globalThis).map((symbol) => Symbol.keyFor(symbol))).not.toContain(
      'offline-sandbox.readBodies',
    );
    expect(Object.getOwnPropertySymbols(new ApiError(400, 'malformed_request', 'x'))).toEqual([]);
    expect(Object.hasOwn(ApiError, Symbol.hasInstance)).toBe(false);
  });

  it('a body the engine read is what the journal sees', async () => {
    const request = new Request('http://localhost/hello', { method: 'POST', body: '{"name":"Ada"}' });
    await readJson(request);
    expect(new TextDecoder().decode(bodyRead(request))).toBe('{"name":"Ada"}');
  });
});
