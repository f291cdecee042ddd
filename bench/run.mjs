// `npm run bench`: drives the production build in Chromium and prints the latency of requests the
// service worker answers (p50/p95/p99 over >= 1,000 sequential requests per case after warm-up,
// cases interleaved), the worker's cold start, and the sizes of the UI and worker bundles.
// Figures go to bench/results/latest.json too. Timing is noisy on 2-core machines: compare only
// figures from the same run.
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { measureBesidePage } from './beside.mjs';
import { CASES as ALL_CASES, PRELUDE, TARGETS } from './cases.mjs';
import { summarise } from './stats.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4310);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const ROUNDS = 10;
/** BENCH_ONLY=hello,drafts runs only the cases whose names contain one of the words (targets need theirs). */
const ONLY = process.env.BENCH_ONLY?.split(',').map((word) => word.trim().toLowerCase());
const CASES = ONLY ? ALL_CASES.filter((c) => ONLY.some((word) => c.name.toLowerCase().includes(word))) : ALL_CASES;
const WARMUP = 50;
const COLD_STARTS = Number(process.env.BENCH_COLD_STARTS ?? 30);
/** Navigations per kind of load of the page beside the app. */
const BESIDE_LOADS = Number(process.env.BENCH_BESIDE_LOADS ?? 30);
const RUN_BESIDE = !ONLY || ONLY.some((word) => 'page beside the app'.includes(word));
const ORIGIN = `http://localhost:${PORT}/`;

const server = spawn(process.execPath, ['scripts/serve.mjs'], {
  env: { ...process.env, PORT: String(PORT), ISOLATE: '1', BASE_PATH: '/' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve) => server.stdout.once('data', resolve));

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
try {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(ORIGIN);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const isolated = await page.evaluate(() => globalThis.crossOriginIsolated);

  const latency = await measureLatency(page);
  const coldStart = await measureColdStart(context, page);
  const besidePage = RUN_BESIDE ? await measureBesidePage(context, page, ORIGIN, BESIDE_LOADS) : undefined;
  const sizes = bundleSizes();
  const results = {
    date: new Date().toISOString(),
    crossOriginIsolated: isolated,
    latency,
    coldStart,
    besidePage,
    sizes,
  };

  print(results);
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/latest.json', `${JSON.stringify(results, null, 2)}\n`);
  console.log('\nWritten to bench/results/latest.json');
} finally {
  await browser.close();
  server.kill();
}

async function measureLatency(page) {
  const rows = await page.evaluate(
    async ({ cases, requests, rounds, warmup, prelude }) => {
      // biome-ignore lint/security/noGlobalEval: the cases are this repository's own code, sent into the page as text.
      const evaluate = globalThis.eval;
      evaluate(prelude);
      const prepared = [];
      for (const benchCase of cases) {
        const state = benchCase.setup ? await evaluate(benchCase.setup)() : {};
        prepared.push({ name: benchCase.name, state, request: evaluate(benchCase.request), samples: [] });
      }
      const once = async (item, i) => {
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

/** First answer after the worker was stopped (as the browser does with idle workers). */
async function measureColdStart(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  const samples = [];
  for (let i = 0; i < COLD_STARTS; i++) {
    await cdp.send('ServiceWorker.stopAllWorkers');
    await page.waitForTimeout(50);
    samples.push(
      await page.evaluate(async () => {
        const start = performance.now();
        const response = await fetch('hello/cold');
        await response.text();
        return performance.now() - start;
      }),
    );
  }
  await cdp.detach();
  return summarise(samples);
}

function bundleSizes() {
  const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
  const assets = readdirSync('dist/assets').filter((f) => f.endsWith('.js'));
  const ui = assets.map((f) => readFileSync(`dist/assets/${f}`)).reduce((sum, b) => sum + gzipSync(b).length, 0);
  const worker = gzipSync(readFileSync('dist/sw.js')).length;
  const pdf = gzipSync(readFileSync('dist/pdf-renderer.js')).length;
  const embed = gzipSync(readFileSync('dist/embed/sandbox-sw.js')).length;
  return { uiJsGzipKb: kb(ui), workerGzipKb: kb(worker), pdfScriptGzipKb: kb(pdf), embedWorkerGzipKb: kb(embed) };
}

function print(results) {
  console.log(`\nLatency (ms), ${REQUESTS} sequential requests per case after warm-up, interleaved:`);
  console.log(`crossOriginIsolated: ${results.crossOriginIsolated} (false means performance.now() is clamped)`);
  const width = Math.max(...Object.keys(results.latency).map((k) => k.length));
  for (const [name, s] of Object.entries(results.latency)) {
    console.log(`  ${name.padEnd(width)}  p50 ${fmt(s.p50)}  p95 ${fmt(s.p95)}  p99 ${fmt(s.p99)}  (n=${s.n})`);
  }
  const c = results.coldStart;
  console.log(`\nCold start (first answer after ServiceWorker.stopAllWorkers), n=${c.n}:`);
  console.log(`  p50 ${fmt(c.p50)}  p95 ${fmt(c.p95)}  p99 ${fmt(c.p99)}`);
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
  if (results.besidePage) {
    console.log(`\nPage beside the app (navigations, ms from start; html = responseEnd, load = loadEventEnd):`);
    const besideWidth = Math.max(...Object.keys(results.besidePage).map((k) => k.length));
    for (const [name, { html, load }] of Object.entries(results.besidePage)) {
      console.log(
        `  ${name.padEnd(besideWidth)}  html p50 ${fmt(html.p50)} p95 ${fmt(html.p95)}  load p50 ${fmt(load.p50)} p95 ${fmt(load.p95)}  (n=${html.n})`,
      );
    }
  }
  const { uiJsGzipKb, workerGzipKb, pdfScriptGzipKb, embedWorkerGzipKb } = results.sizes;
  console.log(
    `\nSizes (gzip): UI JavaScript ${uiJsGzipKb} KB, worker ${workerGzipKb} KB, PDF script (lazy) ${pdfScriptGzipKb} KB, embed worker ${embedWorkerGzipKb} KB`,
  );
}

function fmt(ms) {
  return ms.toFixed(2).padStart(7);
}
