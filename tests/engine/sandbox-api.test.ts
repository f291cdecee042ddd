/** The UI's list of the engine's paths (src/shared/sandbox-api.mjs) is the contracts' own (issue 38). */
import { describe, expect, it } from 'vitest';
import { CONTRACTS, isEnginePath } from '../../src/engine/contracts.ts';
import { isSandboxApiPath, SANDBOX_API_EXACT, SANDBOX_API_PREFIXES } from '../../src/shared/sandbox-api.mjs';

describe('the sandbox’s API paths', () => {
  it('are the contracts’ prefixes and exact paths', () => {
    expect([...SANDBOX_API_PREFIXES].sort()).toEqual(CONTRACTS.flatMap((c) => c.head.prefixes).sort());
    expect([...SANDBOX_API_EXACT].sort()).toEqual(CONTRACTS.flatMap((c) => c.head.exact ?? []).sort());
  });

  it('answer as isEnginePath does, under a sub-path too', () => {
    for (const base of ['/', '/sandbox/']) {
      for (const path of [
        'v1/services',
        'v1',
        'api/pages',
        'hello/x',
        'mcp',
        'llms.txt',
        'formulare/a',
        'v10',
        'studio/x/',
        'assets/a.js',
        '',
      ]) {
        expect(isSandboxApiPath(`${base}${path}`, base)).toBe(isEnginePath(`${base}${path}`, base));
      }
    }
    expect(isSandboxApiPath('/v1/services', '/sandbox/')).toBe(false);
  });
});
