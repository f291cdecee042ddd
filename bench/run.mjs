// `npm run bench`: drives the production build in Chromium and prints the latency of requests the
// service worker answers (p50/p95/p99 over >= 1,000 sequential requests per case after warm-up,
// cases interleaved), the worker's cold start, and the sizes of the UI and worker bundles.
// Figures go to bench/results/latest.json too. Timing is noisy on 2-core machines: compare only
// figures from the same run.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import {
  EMBED_DIR,
  EMBED_FILES,
  EMBED_WORKER,
  PDF_SCRIPT,
  SERVICES_SCRIPT,
  WORKER_SCRIPT,
  WORKER_STORED_SCRIPTS,
} from '../src/shared/build.mjs';
import { measureBesidePage } from './beside.mjs';
import { measureBridge } from './bridge.mjs';
import { measureBridgeLoad, printBridgeLoad } from './bridge-load.mjs';
import { CASES as ALL_CASES, PRELUDE, TARGETS } from './cases.mjs';
import { measureFloor } from './floor.mjs';
import { measureFirstEndpoint, printReference, referenceChunkGzipKb, startScriptGzipKb } from './reference.mjs';
import { medianPairedRatio, p50Of, summarise } from './stats.mjs';
import { measurePreviewReload, measureStudioHost, printStudio, studioSizes } from './studio.mjs';

/** @typedef {import('./stats.mjs').Summary} Summary */
/** @typedef {import('@playwright/test').Page} Page */
/**
 * Everything one run measured (bench/results/latest.json).
 * @typedef {object} Results
 * @property {string} date
 * @property {boolean} crossOriginIsolated
 * @property {Record<string, Summary>} latency
 * @property {Record<string, Summary>} floor
 * @property {Record<string, Summary>} coldStart
 * @property {Record<string, number>} coldRatios median of paired ratios to the bare worker, per worker and path
 * @property {Awaited<ReturnType<typeof measureBesidePage>> | undefined} besidePage
 * @property {Awaited<ReturnType<typeof measureBridge>> | undefined} bridge
 * @property {Parameters<typeof printReference>[0] | undefined} reference
 * @property {Awaited<ReturnType<typeof measureBridgeLoad>> | undefined} bridgeLoad
 * @property {ReturnType<typeof bundleSizes>} sizes
 * @property {ReturnType<typeof studioSizes>} studio
 * @property {import('./stats.mjs').Summary | undefined} studioReload
 * @property {Awaited<ReturnType<typeof measureStudioHost>> | undefined} studioHost
 */

const PORT = Number(process.env.BENCH_PORT ?? 4310);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const ROUNDS = 10;
/** BENCH_ONLY=hello,drafts runs only the cases whose names contain one of the words (targets need theirs). */
const ONLY = process.env.BENCH_ONLY?.split(',').map((word) => word.trim().toLowerCase());
const CASES = ONLY ? ALL_CASES.filter((c) => ONLY.some((word) => c.name.toLowerCase().includes(word))) : ALL_CASES;
const WARMUP = 50;
const COLD_STARTS = Number(process.env.BENCH_COLD_STARTS ?? 30);
/** The pause between stopping the workers and the next cold request (ms). */
const COLD_PAUSE_MS = Number(process.env.BENCH_COLD_PAUSE_MS ?? 300);
/** Navigations per kind of load of the page beside the app. */
const BESIDE_LOADS = Number(process.env.BENCH_BESIDE_LOADS ?? 30);
const RUN_BESIDE = !ONLY || ONLY.some((word) => 'page beside the app'.includes(word));
/** Requests per path and side in the local bridge case (BENCH_ONLY=bridge runs only it and what it needs). */
const BRIDGE_REQUESTS = Number(process.env.BENCH_BRIDGE_REQUESTS ?? 500);
const RUN_BRIDGE = !ONLY || ONLY.some((word) => 'local bridge'.includes(word));
/** Navigations to the API reference screen (BENCH_ONLY=reference runs only it and what it needs). */
const REFERENCE_RUNS = Number(process.env.BENCH_REFERENCE_RUNS ?? 20);
const RUN_REFERENCE = !ONLY || ONLY.some((word) => 'api reference screen'.includes(word));
/** Saves of the booking template in the studio, each timed to the preview's reload (issue 32). */
const STUDIO_RELOADS = Number(process.env.BENCH_STUDIO_RELOADS ?? 20);
const RUN_STUDIO = !ONLY || ONLY.some((word) => 'studio preview reload'.includes(word));
/** The bridge beside the tab's own fetch at 1, 8 and 32 connections (BENCH_ONLY=bridge or load). */
const RUN_BRIDGE_LOAD = !ONLY || ONLY.some((word) => 'bridge under load'.includes(word));
/** The report card over 5,000 entries runs with the report cases (BENCH_ONLY=report). */
const RUN_REPORT_5000 = CASES.some((c) => c.name === 'GET /v1/journal/report (500 entries)');
const REPORT_RUNS = Number(process.env.BENCH_REPORT_RUNS ?? 60);
const ORIGIN = `http://localhost:${PORT}/`;
/**
 * Issue 43's size goal, kB of 1,000 bytes, gzip: shown as the goal, missed or met. The test
 * (tests/build/worker-size.test.ts) holds the figure reached (276 kB), so growth fails there.
 */
const WORKER_BUDGET_KB = { all: 253, workerScript: 46 };

/** Other workers whose cold start is measured in the same run: the floor, and optionally an older build. */
const BARE_ORIGIN = `http://localhost:${PORT + 1}/`;
const BASELINE_DIR = process.env.BENCH_BASELINE_DIR;
const BASELINE_ORIGIN = `http://localhost:${PORT + 2}/`;
/** A baseline from before the studio (issue 32) has no preview to load: its row is left out, not waited for. */
const baselineHasStudio = () =>
  BASELINE_DIR !== undefined && readdirSync(`${BASELINE_DIR}/assets`).some((name) => name.startsWith('StudioScreen-'));
/** A site on another origin with dist/embed/ copied in, as the README tells sites to do. */
const EMBED_SITE = 'bench/results/embed-site';
const EMBED_ORIGIN = `http://localhost:${PORT + 3}/`;
makeEmbedSite();

const servers = [
  serve(PORT, 'dist'),
  serve(PORT + 1, 'bench/bare'),
  ...(BASELINE_DIR ? [serve(PORT + 2, BASELINE_DIR)] : []),
  serve(PORT + 3, EMBED_SITE),
];
await Promise.all(servers.map((server) => new Promise((resolve) => server.stdout.once('data', resolve))));

function makeEmbedSite() {
  rmSync(EMBED_SITE, { recursive: true, force: true });
  cpSync('dist/embed', EMBED_SITE, { recursive: true });
  writeFileSync(
    `${EMBED_SITE}/index.html`,
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Embed</title></head>
<body><script>navigator.serviceWorker.register('sandbox-sw.js');</script></body></html>
`,
  );
}

/**
 * `scripts/serve.mjs` for `dir` on `port`, cross-origin isolated.
 * @param {number} port
 * @param {string} dir
 */
function serve(port, dir) {
  return spawn(process.execPath, ['scripts/serve.mjs'], {
    env: { ...process.env, PORT: String(port), ISOLATE: '1', BASE_PATH: '/', DIST_DIR: dir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
try {
  // German, as the studio row's labels are (a first visit follows the browser's languages, issue 33).
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto(ORIGIN);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const isolated = await page.evaluate(() => globalThis.crossOriginIsolated);

  const latency = await measureLatency(page);
  if (RUN_REPORT_5000) Object.assign(latency, await measureReportCard(page));
  const floor = await measureFloor(context, page, BARE_ORIGIN, REQUESTS);
  // Before the cold starts: context.setOffline() hung here once workers of other origins had been
  // stopped with ServiceWorker.stopAllWorkers.
  const besidePage = RUN_BESIDE ? await measureBesidePage(context, page, ORIGIN, BESIDE_LOADS) : undefined;
  const bridge = RUN_BRIDGE ? await measureBridge(page, ORIGIN, BRIDGE_REQUESTS) : undefined;
  const reference = RUN_REFERENCE
    ? {
        chunk: referenceChunkGzipKb('dist'),
        firstEndpoint: await measureFirstEndpoint(page, ORIGIN, REFERENCE_RUNS),
        startKb: startScriptGzipKb('dist'),
        baselineStartKb: BASELINE_DIR ? startScriptGzipKb(BASELINE_DIR) : undefined,
      }
    : undefined;
  const bridgeLoad = RUN_BRIDGE_LOAD ? await measureBridgeLoad(page, ORIGIN) : undefined;
  const studioReload = RUN_STUDIO ? await measurePreviewReload(page, ORIGIN, STUDIO_RELOADS) : undefined;
  const studioHost = RUN_STUDIO
    ? await measureStudioHost(context, ORIGIN, baselineHasStudio() ? BASELINE_ORIGIN : undefined, STUDIO_RELOADS)
    : undefined;
  const { coldStart, coldRatios } = await measureColdStart(context, page);
  const sizes = bundleSizes();
  /** @type {Results} */
  const results = {
    date: new Date().toISOString(),
    crossOriginIsolated: isolated,
    latency,
    floor,
    coldStart,
    coldRatios,
    besidePage,
    bridge,
    reference,
    bridgeLoad,
    sizes,
    studio: studioSizes('dist', BASELINE_DIR),
    studioReload,
    studioHost,
  };

  print(results);
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/latest.json', `${JSON.stringify(results, null, 2)}\n`);
  console.log('\nWritten to bench/results/latest.json');
} finally {
  await browser.close();
  for (const server of servers) server.kill();
}

/**
 * @param {Page} page
 * @returns {Promise<Record<string, Summary>>}
 */
async function measureLatency(page) {
  const rows = await page.evaluate(
    async ({ cases, requests, rounds, warmup, prelude }) => {
      // biome-ignore lint/security/noGlobalEval: the cases are this repository's own code, sent into the page as text.
      const evaluate = globalThis.eval;
      evaluate(prelude);
      /**
       * A case made ready in the page: its state and its request builder.
       * @type {{ name: string, state: unknown, samples: number[],
       *   request: (state: unknown, i: number) => Promise<{ url: string, init?: RequestInit }> }[]}
       */
      const prepared = [];
      for (const benchCase of cases) {
        const state = benchCase.setup ? await evaluate(benchCase.setup)() : {};
        prepared.push({ name: benchCase.name, state, request: evaluate(benchCase.request), samples: [] });
      }
      const once = async (/** @type {(typeof prepared)[number]} */ item, /** @type {number} */ i) => {
        const { url, init } = await item.request(item.state, i);
        const start = performance.now();
        const response = await fetch(url, init);
        await response.arrayBuffer();
        const elapsed = performance.now() - start;
        if (!response.ok) throw new Error(`${item.name}: status ${response.status} for ${url}`);
        return elapsed;
      };
      for (const item of prepared) for (let i = 0; i < warmup; i++) await once(item, -1 - i);
      const perRound = Math.ceil(requests / rounds);
      for (let round = 0; round < rounds; round++) {
        for (const item of prepared) {
          for (let i = 0; i < perRound; i++) item.samples.push(await once(item, round * perRound + i));
        }
      }
      return prepared.map((item) => ({ name: item.name, samples: item.samples }));
    },
    { cases: CASES, requests: REQUESTS, rounds: ROUNDS, warmup: WARMUP, prelude: PRELUDE },
  );
  return Object.fromEntries(rows.map((row) => [row.name, summarise(row.samples)]));
}

/**
 * Issue #21: a card over 5,000 entries. No journal scope holds that many (500 per world and per
 * content token), so the worker never judges more than 500; the card's code (src/engine/report/card.ts,
 * pure and synchronous) is bundled here and run in the page over the bench world's 500 real entries
 * repeated ten times with new ids: the same code in the same JavaScript engine, on the page's thread.
 */
/**
 * @param {Page} page
 * @returns {Promise<Record<string, Summary>>}
 */
async function measureReportCard(page) {
  const built = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      lib: { entry: 'src/engine/report/card.ts', name: 'benchReportCard', formats: ['iife'], fileName: 'card' },
    },
  });
  const first = Array.isArray(built) ? built[0] : built;
  if (!first || !('output' in first)) throw new Error('bench: building the report card wrote nothing');
  const output = first.output[0].code;
  await page.addScriptTag({ content: output });
  const { samples, entries } = await page.evaluate(async (runs) => {
    /**
     * The page's globals the bench sets: the report world's token (cases.mjs) and the card's code.
     * @type {typeof globalThis & { benchReportToken?: string,
     *   benchReportCard?: { reportCard: typeof import('../src/engine/report/card.ts').reportCard } }}
     */
    const page = globalThis;
    const token = page.benchReportToken;
    const res = await fetch('v1/journal', { headers: { authorization: `Bearer ${token}` } });
    const { entries } = await res.json();
    /** @type {import('../src/engine/journal/schemas.ts').JournalEntry[]} */
    const many = [];
    for (let copy = 0; copy < 10; copy++) {
      for (const entry of entries) many.push({ ...entry, id: copy * 100_000 + entry.id });
    }
    if (!page.benchReportCard) throw new Error('report card: the card script did not load');
    const { reportCard } = page.benchReportCard;
    /** @type {number[]} */
    const times = [];
    for (let i = 0; i < runs + 5; i++) {
      const start = performance.now();
      const card = reportCard(many, { card: 'world', base: '/' });
      const elapsed = performance.now() - start;
      if (card.entries !== many.length) throw new Error('report card: wrong entry count');
      if (i >= 5) times.push(elapsed);
    }
    return { samples: times, entries: many };
  }, REPORT_RUNS);
  // The same code in Node, with its CPU time: on a machine shared with other work the wall time
  // mostly measures waiting for a core; the CPU time is what the card itself costs.
  const { reportCard } = new Function(`${output}\nreturn benchReportCard;`)();
  /** @type {number[]} */
  const wall = [];
  /** @type {number[]} */
  const cpu = [];
  for (let i = 0; i < REPORT_RUNS + 5; i++) {
    const before = process.cpuUsage();
    const start = performance.now();
    reportCard(entries, { card: 'world', base: '/' });
    const elapsed = performance.now() - start;
    const used = process.cpuUsage(before);
    if (i >= 5) {
      wall.push(elapsed);
      cpu.push((used.user + used.system) / 1000);
    }
  }
  return {
    'report card over 5,000 entries (page, same code)': summarise(samples),
    'report card over 5,000 entries (Node, wall)': summarise(wall),
    'report card over 5,000 entries (Node, CPU time)': summarise(cpu),
  };
}

/**
 * First answer after the worker was stopped (as the browser does with idle workers), for the app's
 * worker, a bare worker that answers a constant (the floor), the embed worker for other origins
 * (dist/embed/sandbox-sw.js), and an older build when BENCH_BASELINE_DIR names one: interleaved, so
 * all see the same machine.
 */
/**
 * @param {import('@playwright/test').BrowserContext} context
 * @param {Page} page
 * @returns {Promise<{ coldStart: Record<string, Summary>, coldRatios: Record<string, number> }>}
 */
async function measureColdStart(context, page) {
  // 'app' answers GET /hello from the worker's core, and so does 'app API' (GET /v1/services, the
  // catalogue: src/engine/municipal/catalogue-routes.ts); neither evaluates services.js.
  /** Each worker measured: its name, the page of its origin, the path asked, the samples. @type {{ name: string, page: Page, path: string, samples: number[] }[]} */
  const targets = [
    { name: 'app', page, path: 'hello/cold', samples: [] },
    { name: 'app API', page, path: 'v1/services', samples: [] },
  ];
  /** @type {[string, string][]} */
  const others = [
    ['bare', BARE_ORIGIN],
    ['embed', EMBED_ORIGIN],
    ...(BASELINE_DIR ? /** @type {[string, string][]} */ ([['baseline', BASELINE_ORIGIN]]) : []),
  ];
  for (const [name, origin] of others) {
    const other = await context.newPage();
    await other.goto(`${origin}index.html`);
    await other.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
    targets.push({ name, page: other, path: 'hello/cold', samples: [] });
    if (name === 'baseline') targets.push({ name: 'baseline API', page: other, path: 'v1/services', samples: [] });
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  for (let i = 0; i < COLD_STARTS; i++) {
    for (const target of targets) {
      await cdp.send('ServiceWorker.stopAllWorkers');
      // As issue 43 measured: the stopped workers' teardown is over before the next start.
      await page.waitForTimeout(COLD_PAUSE_MS);
      target.samples.push(
        await target.page.evaluate(async (path) => {
          const start = performance.now();
          const response = await fetch(path);
          await response.text();
          return performance.now() - start;
        }, target.path),
      );
    }
  }
  await cdp.detach();
  // Only the app's page stays open: later measurements navigate it offline.
  for (const target of targets) if (target.page !== page) await target.page.close();
  const bare = targets.find((target) => target.name === 'bare')?.samples ?? [];
  return {
    coldStart: Object.fromEntries(targets.map((target) => [target.name, summarise(target.samples)])),
    coldRatios: Object.fromEntries(targets.map((target) => [target.name, medianPairedRatio(target.samples, bare)])),
  };
}

/** Gzip sizes: the UI's JavaScript, and every script each worker runs (one per worker: src/shared/build.mjs). */
function bundleSizes() {
  const kb = (/** @type {number} */ bytes) => Math.round((bytes / 1024) * 10) / 10;
  const kB = (/** @type {number} */ bytes) => Math.round(bytes / 100) / 10;
  // A file missing (an older build, e.g. BENCH_BASELINE_DIR's layout) counts 0.
  const gzip = (/** @type {string} */ path) => (existsSync(path) ? gzipSync(readFileSync(path)).length : 0);
  const assets = readdirSync('dist/assets').filter((f) => f.endsWith('.js'));
  const ui = assets.reduce((sum, f) => sum + gzip(`dist/assets/${f}`), 0);
  const sumOf = (/** @type {string[]} */ files) => files.reduce((sum, f) => sum + gzip(`dist/assets/${f}`), 0);
  return {
    uiJsGzipKb: kb(ui),
    // Every script the app's worker runs: its own, and the services and the PDF renderer it stores at install.
    workerGzipKb: kb(gzip(`dist/${WORKER_SCRIPT}`) + gzip(`dist/${SERVICES_SCRIPT}`) + gzip(`dist/${PDF_SCRIPT}`)),
    workerScriptGzipKb: kb(gzip(`dist/${WORKER_SCRIPT}`)),
    workerBudgetKb: kB(
      gzip(`dist/${WORKER_SCRIPT}`) + WORKER_STORED_SCRIPTS.reduce((sum, f) => sum + gzip(`dist/${f}`), 0),
    ),
    workerScriptBudgetKb: kB(gzip(`dist/${WORKER_SCRIPT}`)),
    embedWorkerGzipKb: kb(gzip(`dist/${EMBED_DIR}/${EMBED_WORKER}`)),
    embedFilesGzipKb: kb(EMBED_FILES.reduce((sum, file) => sum + gzip(`dist/${EMBED_DIR}/${file}`), 0)),
    // Loaded on demand (issue 28): the room page with the collector and the board, the hand-in on the
    // Report card (with the QR maker), the card code and strings both share, and the QR decoder (jsQR),
    // fetched only when the camera starts in a browser without BarcodeDetector.
    lazyGzipKb: {
      roomPage: kb(sumOf(assets.filter((f) => f.startsWith('RoomScreen-')))),
      handIn: kb(sumOf(assets.filter((f) => f.startsWith('HandIn-')))),
      // The chunk the two share is named by the bundler's choice: it is the one holding the QR maker.
      cardCode: kb(
        sumOf(
          assets.filter(
            (f) =>
              !f.startsWith('RoomScreen-') &&
              !f.startsWith('index-') &&
              readFileSync(`dist/assets/${f}`, 'utf8').includes('code length overflow'),
          ),
        ),
      ),
      qrDecoder: kb(sumOf(assets.filter((f) => f.startsWith('jsQR-')))),
    },
  };
}

/**
 * The targets of issue 19, each with its figure, its ratio and its verdict (all from this run).
 * @param {Results} results
 */
function issueTargets(results) {
  /** @type {{ name: string, figure: string, ratio: number, limit: number, met: boolean, unit?: 'ms' }[]} */
  const rows = [];
  /**
   * @param {string} name
   * @param {string} figure
   * @param {number} ratio
   * @param {number} limit
   */
  const row = (name, figure, ratio, limit) => rows.push({ name, figure, ratio, limit, met: ratio <= limit });
  const floor = results.floor;
  if (floor) {
    const app = p50Of(floor, 'app worker (journal on)');
    const bare = p50Of(floor, 'floor worker (constant answer)');
    row('GET /hello p50 <= 1.05x the floor worker', `${fmt(app)} vs ${fmt(bare)} ms`, app / bare, 1.05);
  }
  // Issue 43: medians of the paired ratios (each round's worker against the bare worker beside it).
  const coldApp = p50Of(results.coldStart, 'app');
  const coldApi = p50Of(results.coldStart, 'app API');
  const coldBare = p50Of(results.coldStart, 'bare');
  const paired = (/** @type {string} */ name) => results.coldRatios[name] ?? Number.NaN;
  row('cold /hello <= 1.5x the bare worker (paired)', `${fmt(coldApp)} vs ${fmt(coldBare)} ms`, paired('app'), 1.5);
  row(
    'cold /v1/services <= 1.6x the bare worker (paired)',
    `${fmt(coldApi)} vs ${fmt(coldBare)} ms`,
    paired('app API'),
    1.6,
  );
  if (results.coldRatios.baseline !== undefined) {
    const at = (/** @type {string} */ name) => `${paired(name).toFixed(2)}x`;
    rows.push({
      name: 'BENCH_BASELINE_DIR beside it, cold /hello, /v1/services',
      figure: `${at('baseline')}, ${at('baseline API')}`,
      ratio: paired('baseline'),
      limit: Number.POSITIVE_INFINITY,
      met: true,
    });
  }
  const hello = results.bridge?.['GET /hello/{name}'];
  if (hello) {
    const added = p50Of(hello, 'through the bridge') - p50Of(hello, 'in the page');
    rows.push({
      name: 'the bridge adds <= 1 ms at p50 (GET /hello)',
      figure: `+${fmt(added)} ms`,
      ratio: added,
      limit: 1,
      met: added <= 1,
      unit: 'ms',
    });
  }
  // The budget of tests/build/worker-size.test.ts (issue 43): 1 kB = 1,000 bytes there and here.
  const { workerBudgetKb, workerScriptBudgetKb } = results.sizes;
  row(
    `worker scripts gzip < ${WORKER_BUDGET_KB.all} kB`,
    `${workerBudgetKb} kB`,
    workerBudgetKb / WORKER_BUDGET_KB.all,
    0.9999,
  );
  row(
    `${WORKER_SCRIPT} gzip < ${WORKER_BUDGET_KB.workerScript} kB`,
    `${workerScriptBudgetKb} kB`,
    workerScriptBudgetKb / WORKER_BUDGET_KB.workerScript,
    0.9999,
  );
  return rows;
}

/** @param {Results} results */
function print(results) {
  console.log(`\nLatency (ms), ${REQUESTS} sequential requests per case after warm-up, interleaved:`);
  console.log(`crossOriginIsolated: ${results.crossOriginIsolated} (false means performance.now() is clamped)`);
  const width = Math.max(...Object.keys(results.latency).map((k) => k.length));
  for (const [name, s] of Object.entries(results.latency)) {
    console.log(`  ${name.padEnd(width)}  p50 ${fmt(s.p50)}  p95 ${fmt(s.p95)}  p99 ${fmt(s.p99)}  (n=${s.n})`);
  }
  const c = results.coldStart.app;
  if (!c) throw new Error('bench: the app worker has no cold-start figures');
  console.log(`\nCold start (first answer after ServiceWorker.stopAllWorkers), n=${c.n}, interleaved:`);
  for (const [name, s] of Object.entries(results.coldStart)) {
    const ratio = results.coldRatios[name];
    const paired = ratio === undefined ? '' : `  median paired ratio to bare ${ratio.toFixed(2)}x`;
    console.log(`  ${name.padEnd(12)}  p50 ${fmt(s.p50)}  p95 ${fmt(s.p95)}  p99 ${fmt(s.p99)}${paired}`);
  }
  const ratio = c.p50 / p50Of(results.coldStart, 'bare');
  console.log('\nTargets (same run):');
  for (const [name, met] of TARGETS) {
    let verdict;
    try {
      verdict = met(results.latency) ? 'met   ' : 'MISSED';
    } catch {
      verdict = 'n/a   ';
    }
    console.log(`  ${verdict}  ${name}`);
  }
  console.log(`  ${c.p50 < 40 ? 'met   ' : 'MISSED'}  cold start p50 < 40 ms`);
  console.log(
    `  ${ratio <= 1.5 ? 'met   ' : 'MISSED'}  cold start p50 <= 1.5x the bare worker's (${ratio.toFixed(2)}x)`,
  );
  if (results.besidePage) {
    console.log(`\nPage beside the app (navigations, ms from start; html = responseEnd, load = loadEventEnd):`);
    const besideWidth = Math.max(...Object.keys(results.besidePage).map((k) => k.length));
    for (const [name, { html, load }] of Object.entries(results.besidePage)) {
      console.log(
        `  ${name.padEnd(besideWidth)}  html p50 ${fmt(html.p50)} p95 ${fmt(html.p95)}  load p50 ${fmt(load.p50)} p95 ${fmt(load.p95)}  (n=${html.n})`,
      );
    }
  }
  if (results.bridge) {
    console.log('\nLocal bridge (ms; Node fetch -> bridge -> paired tab -> worker, against fetch in the page):');
    for (const [name, sides] of Object.entries(results.bridge)) {
      for (const [side, s] of Object.entries(sides)) {
        console.log(
          `  ${name.padEnd(18)} ${side.padEnd(18)}  p50 ${fmt(s.p50)}  p95 ${fmt(s.p95)}  p99 ${fmt(s.p99)}  (n=${s.n})`,
        );
      }
    }
  }
  if (results.reference) printReference(results.reference, fmt);
  if (results.bridgeLoad) printBridgeLoad(results.bridgeLoad);
  const { uiJsGzipKb, workerGzipKb, workerScriptGzipKb, embedWorkerGzipKb, embedFilesGzipKb, lazyGzipKb } =
    results.sizes;
  console.log(
    `\nSizes (gzip): UI JavaScript ${uiJsGzipKb} KB, worker JavaScript in all ${workerGzipKb} KB (${WORKER_SCRIPT} ${workerScriptGzipKb} KB + ${SERVICES_SCRIPT} + ${PDF_SCRIPT}), embed worker ${embedWorkerGzipKb} KB, embed files in all ${embedFilesGzipKb} KB`,
  );
  if (lazyGzipKb) {
    console.log(
      `Loaded on demand (gzip): room page with collector and board ${lazyGzipKb.roomPage} KB, hand-in ${lazyGzipKb.handIn} KB, card code, QR maker and strings ${lazyGzipKb.cardCode} KB, QR decoder jsQR ${lazyGzipKb.qrDecoder} KB (only when the camera starts without BarcodeDetector)`,
    );
  }
  if (results.floor) {
    console.log('\nAnswer path, GET /hello/{name} from a page of each origin, rounds alternating:');
    for (const [name, s] of Object.entries(results.floor)) {
      console.log(`  ${name.padEnd(32)}  p50 ${fmt(s.p50)}  p95 ${fmt(s.p95)}  p99 ${fmt(s.p99)}  (n=${s.n})`);
    }
  }
  printStudio(results);
  console.log('\nIssue 19 and 43 targets (figure, ratio, verdict; same run):');
  for (const target of issueTargets(results)) {
    const ratio = target.unit === 'ms' ? `${fmt(target.ratio)} ms` : `${target.ratio.toFixed(2)}x`;
    console.log(
      `  ${target.met ? 'met   ' : 'MISSED'}  ${target.name.padEnd(46)}  ${target.figure.padEnd(22)}  ${ratio}`,
    );
  }
}

/** @param {number} ms */
function fmt(ms) {
  return ms.toFixed(2).padStart(7);
}
