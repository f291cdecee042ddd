// Where a cold start of the worker goes: traces 15 cold starts (after ServiceWorker.stopAllWorkers)
// of the build in DIST (default dist) and prints Chromium's trace events summed, e.g. EvaluateScript
// sw.js = compile + run of the worker script. `node bench/trace-cold-start.mjs [dir]`

import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

const port = Number(process.env.TRACE_PORT ?? 4411);
const server = spawn(process.execPath, ['scripts/serve.mjs'], {
  env: { ...process.env, PORT: String(port), DIST_DIR: process.argv[2] ?? 'dist' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((r) => server.stdout.once('data', r));
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const context = await browser.newContext();
const page = await context.newPage();
await page.goto(`http://localhost:${port}/`);
await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
const cdp = await context.newCDPSession(page);
await cdp.send('ServiceWorker.enable');
for (let i = 0; i < 3; i++) {
  await cdp.send('ServiceWorker.stopAllWorkers');
  await page.waitForTimeout(50);
  await page.evaluate(() => fetch('hello/cold').then((r) => r.text()));
}
await browser.startTracing(page, {
  path: 'bench/results/cold-start-trace.json',
  categories: ['v8', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'ServiceWorker', 'v8.execute'],
});
for (let i = 0; i < 15; i++) {
  await cdp.send('ServiceWorker.stopAllWorkers');
  await page.waitForTimeout(50);
  await page.evaluate(() => fetch('hello/cold').then((r) => r.text()));
}
await browser.stopTracing();
await browser.close();
server.kill();
const trace = JSON.parse(readFileSync('bench/results/cold-start-trace.json', 'utf8'));
const events = trace.traceEvents ?? trace;
const agg = {};
for (const e of events) {
  if (e.ph !== 'X' || !e.dur) continue;
  const k = e.name + (e.args?.data?.url ? ' ' + e.args.data.url.replace(/.*\//, '') : '');
  agg[k] = agg[k] ?? { n: 0, ms: 0 };
  agg[k].n++;
  agg[k].ms += e.dur / 1000;
}
for (const [k, v] of Object.entries(agg)
  .sort((a, b) => b[1].ms - a[1].ms)
  .slice(0, 25))
  console.log(v.ms.toFixed(1).padStart(8), String(v.n).padStart(4), k);
