// The studio in `npm run bench` (issue 32): each budget a row beside its figure. A figure is added by
// appending one row maker to STUDIO_ROWS (the studio screen's chunk, the preview reload...): it gets
// the run's results and returns a row, or undefined when the run did not measure it.
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { WORKER_SCRIPT } from '../src/shared/build.mjs';
import { p50Of } from './stats.mjs';

/** The latency case of a served studio file (bench/cases.mjs). */
export const STUDIO_FILE_CASE = 'GET studio file (10 KB script)';

/**
 * sw.js gzip at main 912f30a, before the studio (built with `vite build` from that commit, 2026-11-29):
 * the growth is counted against it when BENCH_BASELINE_DIR names no older build.
 */
export const RECORDED_WORKER_SCRIPT_BYTES = { bytes: 43_729, what: 'main 912f30a, before the studio' };

/** Budgets of issue 32 (the studio screen's own are added by its rows). */
export const STUDIO_TARGETS = { fileVsHello: 1.5, workerScriptGrowthBytes: 3 * 1024 };

const gzipBytes = (/** @type {string} */ path) => (existsSync(path) ? gzipSync(readFileSync(path)).length : 0);

/**
 * What the studio's rows read besides the latency: sw.js now and in the baseline build.
 * @param {string} dir
 * @param {string | undefined} baselineDir
 */
export function studioSizes(dir, baselineDir) {
  return {
    workerScriptBytes: gzipBytes(`${dir}/${WORKER_SCRIPT}`),
    baselineWorkerScriptBytes: baselineDir ? gzipBytes(`${baselineDir}/${WORKER_SCRIPT}`) : undefined,
  };
}

/**
 * @typedef {{ name: string, figure: string, met: boolean }} StudioRow
 * @typedef {{ latency: Record<string, import('./stats.mjs').Summary>, studio?: ReturnType<typeof studioSizes> }} StudioInputs
 * @type {Array<(results: StudioInputs) => StudioRow | undefined>}
 */
export const STUDIO_ROWS = [
  ({ latency }) => {
    if (!latency[STUDIO_FILE_CASE] || !latency['GET /hello/{name}']) return undefined;
    const file = p50Of(latency, STUDIO_FILE_CASE);
    const hello = p50Of(latency, 'GET /hello/{name}');
    const ratio = file / hello;
    return {
      name: `a served studio file p50 <= ${STUDIO_TARGETS.fileVsHello}x GET /hello/{name}`,
      figure: `${file.toFixed(2)} vs ${hello.toFixed(2)} ms (${ratio.toFixed(2)}x)`,
      met: ratio <= STUDIO_TARGETS.fileVsHello,
    };
  },
  ({ studio }) => {
    if (!studio) return undefined;
    const baseline =
      studio.baselineWorkerScriptBytes === undefined
        ? RECORDED_WORKER_SCRIPT_BYTES
        : { bytes: studio.baselineWorkerScriptBytes, what: 'BENCH_BASELINE_DIR' };
    const growth = studio.workerScriptBytes - baseline.bytes;
    return {
      name: `${WORKER_SCRIPT} grows by < ${STUDIO_TARGETS.workerScriptGrowthBytes / 1024} KB gzip`,
      figure: `${(studio.workerScriptBytes / 1024).toFixed(1)} KB, ${growth >= 0 ? '+' : ''}${(growth / 1024).toFixed(2)} KB against ${(baseline.bytes / 1024).toFixed(1)} KB (${baseline.what})`,
      met: growth < STUDIO_TARGETS.workerScriptGrowthBytes,
    };
  },
];

/** @param {StudioInputs} results */
export function printStudio(results) {
  const rows = STUDIO_ROWS.map((make) => make(results)).filter((row) => row !== undefined);
  if (rows.length === 0) return;
  console.log('\nStudio (issue 32), each budget beside its figure (same run):');
  for (const row of rows) console.log(`  ${row.met ? 'met   ' : 'MISSED'}  ${row.name.padEnd(52)}  ${row.figure}`);
}
