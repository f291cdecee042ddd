// The studio in `npm run bench` (issue 32): each budget a row beside its figure. A figure is added by
// appending one row maker to STUDIO_ROWS (the studio screen's chunk, the preview reload...): it gets
// the run's results and returns a row, or undefined when the run did not measure it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { WORKER_SCRIPT } from '../src/shared/build.mjs';
import { p50Of, summarise } from './stats.mjs';

/** The latency case of a served studio file (bench/cases.mjs). */
export const STUDIO_FILE_CASE = 'GET studio file (10 KB script)';

/**
 * sw.js gzip at main 912f30a, before the studio (built with `vite build` from that commit, 2026-11-29):
 * the growth is counted against it when BENCH_BASELINE_DIR names no older build.
 */
export const RECORDED_WORKER_SCRIPT_BYTES = { bytes: 43_729, what: 'main 912f30a, before the studio' };

/** Budgets of issue 32 (the studio screen's own are added by its rows). */
export const STUDIO_TARGETS = {
  fileVsHello: 1.5,
  workerScriptGrowthBytes: 3 * 1024,
  /** The studio's lazy chunks together (screen, editor, zip, templates), gzip. */
  chunksBytes: 250 * 1024,
  /** The start script's growth for the studio's route (its nav entry and loader). */
  startScriptGrowthBytes: 1024,
  /** From Save to the preview's load event, booking template. */
  previewReloadMs: 300,
  /** Issue 38: a studio page's GET /v1/services through its host, against the app window's (p50 + ms). */
  relayedExtraMs: 1,
  /** Issue 38: the booking template's preview load, composed, against the baseline's preview load. */
  composedLoadRatio: 1.3,
  /** Issue 38: save-to-preview reload p50 (the composed page). */
  composedReloadMs: 150,
};

/**
 * The booking template's preview load (frame src set -> load event) at main 12aa801, before issue
 * 38's composed page: measured once with measureStudioHost against that commit's `vite build`, on a
 * 2-core machine shared with other runs (under load), when BENCH_BASELINE_DIR names no older build.
 */
export const RECORDED_PREVIEW_LOAD = { ms: 43.1, what: 'main 12aa801, before the composed page (under load)' };

/**
 * The start script's gzip bytes at main ca06ed6, before the studio's screen and route (`vite build` of that commit,
 * 2026-11-29), when BENCH_BASELINE_DIR names no older build.
 */
export const RECORDED_START_SCRIPT_BYTES = { bytes: 76_994, what: 'main ca06ed6, before the studio screen' };

/** The start script: the JavaScript index.html loads (gzip bytes). */
function startScriptBytes(/** @type {string} */ dir) {
  if (!existsSync(`${dir}/index.html`)) return 0;
  const html = readFileSync(`${dir}/index.html`, 'utf8');
  const files = [...html.matchAll(/(?:src|href)="[^"]*?(assets\/[^"]+\.js)"/g)].map((match) => match[1]);
  return files.reduce((sum, file) => sum + gzipBytes(`${dir}/${file}`), 0);
}

/**
 * The studio's lazy chunks: StudioScreen's chunk and CSS and every chunk it imports, statically or
 * on demand (CodeMirror, fflate, the booking template's files), but none of the start script's.
 * @param {string} dir
 */
export function studioChunks(dir) {
  const assets = existsSync(`${dir}/assets`) ? readdirSync(`${dir}/assets`) : [];
  const html = existsSync(`${dir}/index.html`) ? readFileSync(`${dir}/index.html`, 'utf8') : '';
  const start = new Set([...html.matchAll(/assets\/([^"]+\.js)/g)].map((match) => match[1]));
  const seen = new Set(assets.filter((file) => /^StudioScreen-.*\.(js|css)$/.test(file)));
  const queue = [...seen].filter((file) => file.endsWith('.js'));
  while (queue.length > 0) {
    const text = readFileSync(`${dir}/assets/${queue.pop()}`, 'utf8');
    for (const match of text.matchAll(/["'`]\.\/([\w.-]+\.js)["'`]/g)) {
      const file = match[1];
      if (!file || start.has(file) || seen.has(file) || !assets.includes(file)) continue;
      seen.add(file);
      queue.push(file);
    }
  }
  const files = [...seen].sort();
  return { files, bytes: files.reduce((sum, file) => sum + gzipBytes(`${dir}/assets/${file}`), 0) };
}

/**
 * Preview reload after a save of the booking template: ms from pressing Save until the preview's
 * document has loaded again (the worker reads the saved files, no-store). A project made through the
 * owner channel, opened in the studio.
 * @param {import('@playwright/test').Page} page
 * @param {string} origin
 * @param {number} runs
 */
export async function measurePreviewReload(page, origin, runs) {
  await page.goto(`${origin}#/studio`);
  await page.getByLabel('Name des Projekts').fill('bench-booking');
  await page.getByLabel('Buchungs-Oberfläche (das Referenz-Frontend, ganz)').check();
  await page.getByTestId('studio-create').click();
  await page.getByTestId('studio-preview').waitFor();
  /** @type {number[]} */
  const times = [];
  for (let run = 0; run < runs + 2; run += 1) {
    const ms = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const save = /** @type {HTMLButtonElement} */ (document.querySelector('[data-testid="studio-save"]'));
          const started = performance.now();
          // A save puts a new frame element in (PreviewPanel.tsx): its load is caught on the way down.
          /** @param {Event} event */
          const loaded = (event) => {
            if (!(event.target instanceof HTMLIFrameElement) || event.target.dataset.testid !== 'studio-preview')
              return;
            document.removeEventListener('load', loaded, true);
            resolve(performance.now() - started);
          };
          document.addEventListener('load', loaded, true);
          save.click();
        }),
    );
    if (run >= 2) times.push(/** @type {number} */ (ms));
  }
  return summarise(times);
}

/**
 * Opens the studio at `origin` with a new booking-template project named `name`, and returns the
 * preview's load time (frame src set -> load event) over `runs` loads.
 * @param {import('@playwright/test').Page} page
 * @param {string} origin
 * @param {string} name
 * @param {number} runs
 */
async function previewLoads(page, origin, name, runs) {
  await page.goto(`${origin}#/studio`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.getByLabel('Name des Projekts').fill(name);
  await page.getByLabel('Buchungs-Oberfläche (das Referenz-Frontend, ganz)').check();
  await page.getByTestId('studio-create').click();
  await page.getByTestId('studio-preview').waitFor();
  /** @type {number[]} */
  const times = [];
  for (let run = 0; run < runs + 2; run += 1) {
    const ms = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const frame = /** @type {HTMLIFrameElement} */ (document.querySelector('[data-testid="studio-preview"]'));
          const started = performance.now();
          frame.addEventListener('load', () => resolve(performance.now() - started), { once: true });
          frame.setAttribute('src', frame.getAttribute('src') ?? '');
        }),
    );
    if (run >= 2) times.push(/** @type {number} */ (ms));
  }
  return summarise(times);
}

/**
 * Issue 38's figures: a studio page's `GET /v1/services` through its host (timed inside the sandboxed
 * preview frame) against the app window's own; the booking template's preview load here and, when
 * `baselineOrigin` serves an older build, there.
 * @param {import('@playwright/test').BrowserContext} context
 * @param {string} origin
 * @param {string | undefined} baselineOrigin
 * @param {number} runs
 */
export async function measureStudioHost(context, origin, baselineOrigin, runs) {
  const page = await context.newPage();
  const load = await previewLoads(page, origin, 'bench-host', runs);
  const timed = `async (n) => { const t = []; for (let i = 0; i < n + 5; i++) { const s = performance.now(); await (await fetch(URL_)).json(); t.push(performance.now() - s); } return t.slice(5); }`;
  const preview = page.frames().find((frame) => frame.url().includes('/studio/bench-host/'));
  if (!preview) throw new Error(`the preview frame was not found: ${page.frames().map((frame) => frame.url())}`);
  /** @type {number[]} */
  const relayed = await preview.evaluate(`(${timed.replace('URL_', "'../../v1/services'")})(${runs * 10})`);
  /** @type {number[]} */
  const app = await page.evaluate(`(${timed.replace('URL_', "'v1/services'")})(${runs * 10})`);
  let baselineLoad;
  if (baselineOrigin) {
    const other = await context.newPage();
    baselineLoad = await previewLoads(other, baselineOrigin, 'bench-host', runs);
    await other.close();
  }
  await page.close();
  return { relayed: summarise(relayed), app: summarise(app), load, baselineLoad };
}

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
    chunks: studioChunks(dir),
    startScriptBytes: startScriptBytes(dir),
    baselineStartScriptBytes: baselineDir ? startScriptBytes(baselineDir) : undefined,
  };
}

/**
 * @typedef {{ name: string, figure: string, met: boolean }} StudioRow
 * @typedef {{ latency: Record<string, import('./stats.mjs').Summary>, studio?: ReturnType<typeof studioSizes>, studioReload?: import('./stats.mjs').Summary, studioHost?: Awaited<ReturnType<typeof measureStudioHost>> }} StudioInputs
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
  ({ studio }) => {
    if (!studio?.chunks.bytes) return undefined;
    return {
      name: `the studio's lazy chunks <= ${STUDIO_TARGETS.chunksBytes / 1024} KB gzip`,
      figure: `${(studio.chunks.bytes / 1024).toFixed(1)} KB in ${studio.chunks.files.length} files`,
      met: studio.chunks.bytes <= STUDIO_TARGETS.chunksBytes,
    };
  },
  ({ studio }) => {
    if (!studio?.startScriptBytes) return undefined;
    const baseline =
      studio.baselineStartScriptBytes === undefined
        ? RECORDED_START_SCRIPT_BYTES
        : { bytes: studio.baselineStartScriptBytes, what: 'BENCH_BASELINE_DIR' };
    const growth = studio.startScriptBytes - baseline.bytes;
    return {
      name: `the start script grows by < ${STUDIO_TARGETS.startScriptGrowthBytes / 1024} KB gzip`,
      figure: `${(studio.startScriptBytes / 1024).toFixed(1)} KB, ${growth >= 0 ? '+' : ''}${(growth / 1024).toFixed(2)} KB against ${(baseline.bytes / 1024).toFixed(1)} KB (${baseline.what})`,
      met: growth < STUDIO_TARGETS.startScriptGrowthBytes,
    };
  },
  ({ studioReload }) => {
    if (!studioReload) return undefined;
    return {
      name: `preview reload after a save (booking) p50 < ${STUDIO_TARGETS.previewReloadMs} ms`,
      figure: `${studioReload.p50.toFixed(1)} ms (p95 ${studioReload.p95.toFixed(1)} ms)`,
      met: studioReload.p50 < STUDIO_TARGETS.previewReloadMs,
    };
  },
  ({ studioReload }) => {
    if (!studioReload) return undefined;
    return {
      name: `save-to-preview reload (composed, booking) p50 <= ${STUDIO_TARGETS.composedReloadMs} ms`,
      figure: `${studioReload.p50.toFixed(1)} ms`,
      met: studioReload.p50 <= STUDIO_TARGETS.composedReloadMs,
    };
  },
  ({ studioHost }) => {
    if (!studioHost) return undefined;
    const extra = studioHost.relayed.p50 - studioHost.app.p50;
    return {
      name: `GET /v1/services through the host p50 <= app window + ${STUDIO_TARGETS.relayedExtraMs} ms`,
      figure: `${studioHost.relayed.p50.toFixed(2)} vs ${studioHost.app.p50.toFixed(2)} ms (+${extra.toFixed(2)} ms)`,
      met: extra <= STUDIO_TARGETS.relayedExtraMs,
    };
  },
  ({ studioHost }) => {
    if (!studioHost) return undefined;
    const baseline = studioHost.baselineLoad
      ? { ms: studioHost.baselineLoad.p50, what: 'BENCH_BASELINE_DIR' }
      : RECORDED_PREVIEW_LOAD;
    const ratio = studioHost.load.p50 / baseline.ms;
    return {
      name: `booking preview load, composed, <= ${STUDIO_TARGETS.composedLoadRatio}x the old preview's`,
      figure: `${studioHost.load.p50.toFixed(1)} vs ${baseline.ms.toFixed(1)} ms (${ratio.toFixed(2)}x, ${baseline.what})`,
      met: ratio <= STUDIO_TARGETS.composedLoadRatio,
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
