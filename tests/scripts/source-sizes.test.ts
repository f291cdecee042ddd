/** bench/source-sizes.mjs: the bytes of a built script per source module, read from its source map. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sourceSizes } from '../../bench/source-sizes.mjs';

describe('source sizes', () => {
  const dir = mkdtempSync(join(tmpdir(), 'source-sizes-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('gives each source the bytes its mappings cover, and the unmapped bytes to "?"', () => {
    const file = join(dir, 'out.js');
    // Line 1: 4 bytes from a.ts, 2 from b.ts, 2 unmapped; line 2: 3 bytes from a.ts again.
    writeFileSync(file, 'aaaabbcc\nddd');
    const map = { version: 3, sources: ['a.ts', 'b.ts'], names: [], mappings: 'AAAA,ICAA,E;ADAA' };
    writeFileSync(`${file}.map`, JSON.stringify(map));
    expect(sourceSizes(file)).toEqual([
      ['a.ts', 7],
      ['b.ts', 2],
      ['?', 2],
    ]);
  });
});
