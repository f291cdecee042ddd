/**
 * The worker's size budget (issue 43): every script the app's worker runs (its own and the scripts it
 * stores at install) together under the figure below (issue 43's 253 kB was missed, see BUDGET), and
 * sw.js alone under 46 kB. Counted as the bench
 * counts (Node's gzip at its default level, 1 kB = 1,000 bytes). A change that needs more says so in
 * its issue and raises the figures here and in docs/performance.md ("Size budget") together.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { WORKER_SCRIPT, WORKER_STORED_SCRIPTS } from '../../src/shared/build.mjs';
import { builtSite } from './support.ts';

/**
 * The budget, in bytes of gzip. Issue 43 asked for < 253 kB together; issue 38 needed more and says so
 * there: the studio's composer with es-module-lexer (+11.4 kB) and a SHA-256 per precached file
 * (+2.4 kB), with jsPDF (111 kB, a named dependency) kept. 274.4 kB at 9796ca6; raised to 276 kB so
 * that growth still fails here. sw.js is at 30.3 kB since the contracts moved to services.js.
 */
const BUDGET = { all: 276_000, workerScript: 46_000 };

let dist: string;
beforeAll(() => {
  dist = builtSite();
}, 180_000);

const gzipBytes = (file: string) => gzipSync(readFileSync(join(dist, file))).length;
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

describe('the worker’s scripts', () => {
  it('fit the budget together and one by one', () => {
    const scripts = [WORKER_SCRIPT, ...WORKER_STORED_SCRIPTS];
    const sizes = scripts.map((file) => ({ file, bytes: gzipBytes(file) }));
    const all = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
    const sw = sizes[0]?.bytes ?? 0;
    const message =
      `worker scripts gzip: ${sizes.map(({ file, bytes }) => `${file} ${kB(bytes)}`).join(', ')}; ` +
      `together ${kB(all)} (budget < ${kB(BUDGET.all)}), ${WORKER_SCRIPT} ${kB(sw)} (budget < ${kB(BUDGET.workerScript)}). ` +
      'A change that needs more says so in its issue, and raises the budget here and in docs/performance.md (issue 43: what was tried, under "Issue 43").';
    expect(all < BUDGET.all && sw < BUDGET.workerScript, message).toBe(true);
  });
});
