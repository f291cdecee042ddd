import { describe, expect, it, vi } from 'vitest';
import * as core from '../../../src/engine/http/body.ts';
import * as coreErrors from '../../../src/engine/http/errors.ts';

/**
 * In the worker the engine is two scripts, each with its own copy of these modules (services/port.ts).
 * A second module instance (the `?copy` import) stands for the services script's copy.
 */
const secondCopy = (path: string): Promise<unknown> => import(/* @vite-ignore */ `${path}?copy`);
describe('errors and read bodies cross the worker’s two scripts', () => {
  it('an ApiError of the other copy is answered as the client error it is, not as a 500', async () => {
    const copy = (await secondCopy('../../../src/engine/http/errors.ts')) as typeof coreErrors;
    expect(copy.ApiError).not.toBe(coreErrors.ApiError);
    const error = new copy.ApiError(409, 'version_conflict', 'Someone else saved first.');
    expect(error instanceof coreErrors.ApiError).toBe(true);
    const response = coreErrors.errorResponse(error, { style: 'problem' });
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: string }).error).toBe('version_conflict');
  });

  it('a plain Error is still a 500 internal_error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(new Error('x') instanceof coreErrors.ApiError).toBe(false);
    expect(coreErrors.errorResponse(new Error('bug'), { style: 'problem' }).status).toBe(500);
  });

  it('a body read by the other copy is seen by the journal’s copy', async () => {
    const copy = (await secondCopy('../../../src/engine/http/body.ts')) as typeof core;
    const request = new Request('http://localhost/hello', { method: 'POST', body: '{"name":"Ada"}' });
    await copy.readJson(request);
    expect(new TextDecoder().decode(core.bodyRead(request))).toBe('{"name":"Ada"}');
  });
});
