// Bench case "bridge under load" (issue 27): GET /hello/{name} at 1, 8 and 32 connections for a few
// seconds each, from the tab's own fetch (that many requests in flight in the page) and from Node
// through the bridge (that many keep-alive connections, each sending its next request when the last
// answer is read, as autocannon does). Sides alternate in rounds, so both see the same machine.
// Figures: requests per second, p50 and p99, errors (any status but 200, or a failed request).
// `node bench/bridge-load.mjs` runs it alone against dist/ (built): a server, Chromium, a bridge.
import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { pairBridge, startBridge } from './bridge.mjs';
import { summarise } from './stats.mjs';

/** @typedef {import('@playwright/test').Page} Page */
/** @typedef {{ rps: number, p50: number, p99: number, n: number, errors: number }} LoadFigure */
/** @typedef {Record<string, { page: LoadFigure, bridge: LoadFigure }>} LoadResults */

export const CONNECTIONS = [1, 8, 32];
const PATH = 'hello/Ada';
const ROUNDS = Number(process.env.BENCH_LOAD_ROUNDS ?? 3);
const ROUND_MS = Number(process.env.BENCH_LOAD_MS ?? 2000);
const WARMUP_MS = 500;

/**
 * @param {Page} page a controlled page of the app
 * @param {string} origin the app's address
 * @returns {Promise<LoadResults>}
 */
export async function measureBridgeLoad(page, origin) {
  const bridge = await startBridge();
  try {
    await pairBridge(page, origin, bridge);
    /** @type {LoadResults} */
    const results = {};
    for (const connections of CONNECTIONS) {
      await inPage(page, connections, WARMUP_MS);
      await throughBridge(bridge.url, connections, WARMUP_MS);
      /** @type {{ page: Run[], bridge: Run[] }} */
      const runs = { page: [], bridge: [] };
      for (let round = 0; round < ROUNDS; round++) {
        runs.page.push(await inPage(page, connections, ROUND_MS));
        runs.bridge.push(await throughBridge(bridge.url, connections, ROUND_MS));
      }
      results[String(connections)] = { page: figure(runs.page), bridge: figure(runs.bridge) };
    }
    await page.getByRole('button', { name: /Trennen|Disconnect/ }).click();
    return results;
  } finally {
    bridge.child.kill('SIGTERM');
  }
}

/** @typedef {{ samples: number[], errors: number, ms: number }} Run */

/**
 * @param {Run[]} runs
 * @returns {LoadFigure}
 */
function figure(runs) {
  const samples = runs.flatMap((run) => run.samples);
  const ms = runs.reduce((sum, run) => sum + run.ms, 0);
  const { n, p50, p99 } = summarise(samples);
  return { rps: Math.round((n / ms) * 1000), p50, p99, n, errors: runs.reduce((sum, run) => sum + run.errors, 0) };
}

/**
 * `connections` loops of fetch in the page for `ms`.
 * @param {Page} page
 * @param {number} connections
 * @param {number} ms
 * @returns {Promise<Run>}
 */
function inPage(page, connections, ms) {
  return page.evaluate(
    async ({ path, connections, ms }) => {
      /** @type {number[]} */
      const samples = [];
      let errors = 0;
      const start = performance.now();
      const end = start + ms;
      const loop = async () => {
        while (performance.now() < end) {
          const t0 = performance.now();
          try {
            const response = await fetch(path);
            await response.arrayBuffer();
            if (response.status === 200) samples.push(performance.now() - t0);
            else errors += 1;
          } catch {
            errors += 1;
          }
        }
      };
      await Promise.all(Array.from({ length: connections }, loop));
      return { samples, errors, ms: performance.now() - start };
    },
    { path: PATH, connections, ms },
  );
}

/**
 * `connections` keep-alive connections to the bridge, each sending its next request when the last
 * answer is read, for `ms`.
 * @param {string} base
 * @param {number} connections
 * @param {number} ms
 * @returns {Promise<Run>}
 */
async function throughBridge(base, connections, ms) {
  const url = new URL(PATH, base);
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  /** @type {number[]} */
  const samples = [];
  let errors = 0;
  const start = performance.now();
  const end = start + ms;
  const once = () =>
    new Promise((resolve) => {
      const t0 = performance.now();
      const req = request(url, { agent }, (res) => {
        res.on('data', () => undefined);
        res.on('end', () => {
          if (res.statusCode === 200) samples.push(performance.now() - t0);
          else errors += 1;
          resolve(undefined);
        });
      });
      req.on('error', () => {
        errors += 1;
        resolve(undefined);
      });
      req.end();
    });
  const loop = async () => {
    while (performance.now() < end) await once();
  };
  await Promise.all(Array.from({ length: connections }, loop));
  const elapsed = performance.now() - start;
  agent.destroy();
  return { samples, errors, ms: elapsed };
}

/**
 * Prints the figures side by side, with the targets.
 * @param {LoadResults} results
 */
export function printBridgeLoad(results) {
  console.log('\nBridge under load, GET /hello/{name} (the tab’s own fetch vs Node through the bridge, same run):');
  console.log('  conns  side    req/s     p50 ms   p99 ms   errors   bridge/page');
  for (const [connections, { page, bridge }] of Object.entries(results)) {
    for (const [side, f] of /** @type {const} */ ([
      ['page', page],
      ['bridge', bridge],
    ])) {
      const ratio = side === 'bridge' ? `${(bridge.rps / page.rps).toFixed(2)}x` : '';
      console.log(
        `  ${connections.padStart(5)}  ${side.padEnd(6)}  ${String(f.rps).padStart(6)}  ${f.p50.toFixed(2).padStart(8)} ${f.p99.toFixed(2).padStart(8)}  ${String(f.errors).padStart(7)}   ${ratio}`,
      );
    }
  }
  const eight = results['8'];
  const one = results['1'];
  const errors = Object.values(results).reduce((sum, r) => sum + r.page.errors + r.bridge.errors, 0);
  if (eight && one) {
    const ratio = eight.bridge.rps / eight.page.rps;
    const added = one.bridge.p50 - one.page.p50;
    console.log(
      `  ${ratio >= 0.8 ? 'met   ' : 'MISSED'}  throughput at 8 connections >= 0.8x the tab's (${ratio.toFixed(2)}x)`,
    );
    console.log(
      `  ${added <= 1.5 ? 'met   ' : 'MISSED'}  p50 at 1 connection within 1.5 ms of the tab's (+${added.toFixed(2)} ms)`,
    );
    console.log(`  ${errors === 0 ? 'met   ' : 'MISSED'}  0 errors (${errors})`);
  }
}

// Alone: `node bench/bridge-load.mjs` (after `npm run build`).
if (import.meta.url === `file://${process.argv[1]}`) {
  const { chromium } = await import('@playwright/test');
  const port = Number(process.env.BENCH_PORT ?? 4390);
  const origin = `http://localhost:${port}/`;
  const server = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: { ...process.env, PORT: String(port), ISOLATE: '1', BASE_PATH: '/', DIST_DIR: 'dist' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve) => server.stdout.once('data', resolve));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await (await browser.newContext()).newPage();
    await page.goto(origin);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    printBridgeLoad(await measureBridgeLoad(page, origin));
  } finally {
    await browser.close();
    server.kill();
  }
}
