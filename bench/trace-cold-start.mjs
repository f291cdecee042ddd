// Where a cold start of the worker goes: traces 15 cold starts (after ServiceWorker.stopAllWorkers)
// of the build in DIST (default dist) and prints Chromium's trace events summed and per start, e.g.
// EvaluateScript sw.js = compile (consuming the code cache Chromium made at install) + run of the
// worker script's top level, and the answer's time as the page saw it (p50).
// `node bench/trace-cold-start.mjs [dir] [path]`, path default hello/cold (try v1/services).

import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

const STARTS = Number(process.env.TRACE_STARTS ?? 15);
const port = Number(process.env.TRACE_PORT ?? 4411);
const path = process.argv[3] ?? 'hello/cold';
const server = spawn(process.execPath, ['scripts/serve.mjs'], {
  env: { ...process.env, PORT: String(port), DIST_DIR: process.argv[2] ?? 'dist' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((r) => server.stdout.once('data', r));
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const walls = [];
try {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`http://localhost:${port}/`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const cdp = await context.newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  const coldFetch = async () => {
    await cdp.send('ServiceWorker.stopAllWorkers');
    await page.waitForTimeout(50);
    return page.evaluate(async (p) => {
      const start = performance.now();
      await fetch(p).then((r) => r.arrayBuffer());
      return performance.now() - start;
    }, path);
  };
  for (let i = 0; i < 3; i++) await coldFetch();
  mkdirSync('bench/results', { recursive: true });
  await browser.startTracing(page, {
    path: 'bench/results/cold-start-trace.json',
    categories: ['v8', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'ServiceWorker', 'v8.execute'],
  });
  for (let i = 0; i < STARTS; i++) walls.push(await coldFetch());
  await browser.stopTracing();
} finally {
  await browser.close();
  server.kill();
}
const trace = JSON.parse(readFileSync('bench/results/cold-start-trace.json', 'utf8'));
const events = trace.traceEvents ?? trace;
/** Events and milliseconds in all, by name (and script). @type {Record<string, { n: number, ms: number }>} */
const agg = {};
for (const e of events) {
  if (e.ph !== 'X' || !e.dur) continue;
  const k = e.name + (e.args?.data?.url ? ` ${e.args.data.url.replace(/.*\//, '')}` : '');
  const entry = agg[k] ?? { n: 0, ms: 0 };
  agg[k] = entry;
  entry.n++;
  entry.ms += e.dur / 1000;
}
console.log(`${path}, ${STARTS} cold starts of ${process.argv[2] ?? 'dist'}: ms in all, events, ms per start, name`);
for (const [k, v] of Object.entries(agg)
  .sort((a, b) => b[1].ms - a[1].ms)
  .slice(0, 25))
  console.log(v.ms.toFixed(1).padStart(8), String(v.n).padStart(4), (v.ms / STARTS).toFixed(2).padStart(7), k);
const caches = new Map();
for (const e of events) {
  if (e.name !== 'v8.compile' || !e.args?.data?.url) continue;
  const { url, consumedCacheSize, cacheRejected } = e.args.data;
  caches.set(
    url.replace(/.*\//, ''),
    consumedCacheSize ? `${consumedCacheSize} bytes${cacheRejected ? ', rejected' : ''}` : 'none',
  );
}
for (const [script, cache] of caches) console.log(`code cache consumed by ${script}: ${cache}`);
walls.sort((a, b) => a - b);
console.log(`answer as the page saw it, p50 ${(walls[Math.floor(walls.length / 2)] ?? Number.NaN).toFixed(1)} ms`);
