// The API reference screen in `npm run bench` (issue 27): its chunk's size (gzip, with the snippet
// library), the time from a navigation to `#/referenz` until the first endpoint is listed, and the
// start script's size, against the same figure of an older build when BENCH_BASELINE_DIR names one.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { summarise } from './stats.mjs';

/** @typedef {import('@playwright/test').Page} Page */

/** Budgets of issue 27. */
export const REFERENCE_TARGETS = { chunkGzipKb: 60, firstEndpointMs: 300, startGrowthKb: 1 };

/**
 * Recorded start scripts (gzip KB), for the growth when BENCH_BASELINE_DIR names no older build:
 * `withoutReference` is main at f6d3b5e (with t27bytes merged) built with src/ui/workbench/ReferenceRoute.tsx's two loaders
 * returning null (the same app without the reference screen and the Inspector's Copy as), the figure
 * issue 27's "grows by under 1 KB" is counted against; `before` is 616cf8c, before issues 27 and 28.
 */
export const RECORDED_START_KB = {
  withoutReference: { kb: 75.4, what: 'f6d3b5e without the reference screen' },
  before: { kb: 63.2, what: '616cf8c, before issues 27 and 28' },
};

const kb = (/** @type {number} */ bytes) => Math.round((bytes / 1024) * 10) / 10;
const gzip = (/** @type {string} */ path) => (existsSync(path) ? gzipSync(readFileSync(path)).length : 0);

/**
 * The start script: the module index.html loads and the chunks it preloads with it (gzip), in `dir`.
 * @param {string} dir
 */
export function startScriptGzipKb(dir) {
  const html = readFileSync(`${dir}/index.html`, 'utf8');
  const files = [...html.matchAll(/(?:src|href)="[^"]*?(assets\/[^"]+\.js)"/g)].map((match) => match[1]);
  return kb(files.reduce((sum, file) => sum + gzip(`${dir}/${file}`), 0));
}

/**
 * The reference screen's chunks: its screen and styles and the snippet library it loads (gzip).
 * @param {string} dir
 */
export function referenceChunkGzipKb(dir) {
  const assets = readdirSync(`${dir}/assets`).filter((file) =>
    /^(ReferenceScreen|CopyEntryAs|snippets)-.*\.(js|css)$/.test(file),
  );
  return { files: assets, gzipKb: kb(assets.reduce((sum, file) => sum + gzip(`${dir}/assets/${file}`), 0)) };
}

/**
 * Navigations to `#/referenz` in a tab the worker controls (the chunk in the browser's cache, as on
 * every visit after the first): ms from the navigation's start until the list shows its first endpoint.
 * @param {Page} page
 * @param {string} origin
 * @param {number} runs
 */
export async function measureFirstEndpoint(page, origin, runs) {
  /** @type {number[]} */
  const times = [];
  for (let run = 0; run < runs + 2; run += 1) {
    // From another page, so each run is a whole navigation (a hash change would keep the old document).
    await page.goto(`${origin}llms.txt`);
    await page.goto(`${origin}#/referenz`);
    const ms = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const selector = '[data-testid="reference-list"] a';
          if (document.querySelector(selector)) return resolve(performance.now());
          const observer = new MutationObserver(() => {
            if (!document.querySelector(selector)) return;
            observer.disconnect();
            resolve(performance.now());
          });
          observer.observe(document.body, { childList: true, subtree: true });
        }),
    );
    if (run >= 2) times.push(/** @type {number} */ (ms));
  }
  return summarise(times);
}

/**
 * @param {{ chunk: ReturnType<typeof referenceChunkGzipKb>, firstEndpoint: ReturnType<typeof summarise>, startKb: number, baselineStartKb: number | undefined }} figures
 * @param {(ms: number) => string} fmt
 */
export function printReference({ chunk, firstEndpoint, startKb, baselineStartKb }, fmt) {
  const met = (/** @type {boolean} */ ok) => (ok ? 'met   ' : 'MISSED');
  console.log('\nAPI reference screen (issue 27):');
  console.log(
    `  ${met(chunk.gzipKb <= REFERENCE_TARGETS.chunkGzipKb)}  chunk gzip ${chunk.gzipKb} KB <= ${REFERENCE_TARGETS.chunkGzipKb} KB (${chunk.files.join(', ')})`,
  );
  console.log(
    `  ${met(firstEndpoint.p50 < REFERENCE_TARGETS.firstEndpointMs)}  navigation to the first endpoint listed p50 ${fmt(firstEndpoint.p50)} ms, p95 ${fmt(firstEndpoint.p95)} ms (n=${firstEndpoint.n}) < ${REFERENCE_TARGETS.firstEndpointMs} ms`,
  );
  const growth = (/** @type {number} */ kb) => {
    const by = Math.round((startKb - kb) * 10) / 10;
    return `${by >= 0 ? '+' : ''}${by} KB`;
  };
  const { withoutReference, before } = RECORDED_START_KB;
  const baseline =
    baselineStartKb === undefined ? withoutReference : { kb: baselineStartKb, what: 'BENCH_BASELINE_DIR' };
  const by = Math.round((startKb - baseline.kb) * 10) / 10;
  console.log(
    `  ${met(by < REFERENCE_TARGETS.startGrowthKb)}  start script gzip ${startKb} KB, ${growth(baseline.kb)} against ${baseline.kb} KB (${baseline.what}; < ${REFERENCE_TARGETS.startGrowthKb} KB)`,
  );
  console.log(`          against ${before.kb} KB (${before.what}): ${growth(before.kb)}`);
}
