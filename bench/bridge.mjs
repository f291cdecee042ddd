// Bench case "local bridge" (issue #11): the same request made in the page (fetch, answered by the
// worker) and from Node through the bridge (Node fetch -> bridge on 127.0.0.1 -> WebSocket -> the
// paired tab's fetch -> worker -> back). Rounds alternate between the two, so both see the same
// machine. The bridge runs as `npm run bridge` would, in its own process.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { timeFetchesInPage } from './in-page.mjs';
import { summarise } from './stats.mjs';

/** @typedef {import('@playwright/test').Page} Page */
/**
 * A bridge started by startBridge: its process, address and pairing code.
 * @typedef {{ child: import('node:child_process').ChildProcessByStdio<null, import('node:stream').Readable, null>,
 *   url: string, port: number, code: string, output: () => string }} StartedBridge
 */

/**
 * Requests compared: the smallest answer, and a larger JSON one.
 * @type {[string, string][]}
 */
const PATHS = [
  ['GET /hello/{name}', 'hello/bench'],
  ['GET /v1/services', 'v1/services'],
];
const ROUNDS = 10;
const WARMUP = 30;

/**
 * @param {Page} page
 * @param {string} origin
 * @param {number} requests
 * @returns {Promise<Record<string, Record<string, import('./stats.mjs').Summary>>>}
 */
export async function measureBridge(page, origin, requests) {
  const bridge = await startBridge();
  try {
    await pairBridge(page, origin, bridge);

    /** @type {Record<string, Record<string, import('./stats.mjs').Summary>>} */
    const results = {};
    for (const [name, path] of PATHS) {
      /** @type {{ 'in the page': number[], 'through the bridge': number[] }} */
      const samples = { 'in the page': [], 'through the bridge': [] };
      await timeFetchesInPage(page, path, WARMUP);
      await throughBridge(bridge.url, path, WARMUP);
      const perRound = Math.ceil(requests / ROUNDS);
      for (let round = 0; round < ROUNDS; round++) {
        samples['in the page'].push(...(await timeFetchesInPage(page, path, perRound)));
        samples['through the bridge'].push(...(await throughBridge(bridge.url, path, perRound)));
      }
      results[name] = Object.fromEntries(Object.entries(samples).map(([k, v]) => [k, summarise(v)]));
    }
    await page.getByRole('button', { name: /Trennen|Disconnect/ }).click();
    return results;
  } finally {
    bridge.child.kill('SIGTERM');
  }
}

/**
 * Opens the app's "Local tools" in `page` and pairs it with `bridge`.
 * @param {Page} page
 * @param {string} origin
 * @param {StartedBridge} bridge
 */
export async function pairBridge(page, origin, bridge) {
  await page.goto(`${origin}#/werkzeuge`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.locator('#bridge-port').fill(String(bridge.port));
  await page.locator('#bridge-code').fill(bridge.code);
  await page.locator('#bridge-code').press('Enter');
  await page.locator('[data-testid="bridge-state"][data-state="paired"]').waitFor();
}

/**
 * Times `n` sequential requests for `path` from Node through the bridge at `base`.
 * @param {string} base
 * @param {string} path
 * @param {number} n
 * @returns {Promise<number[]>}
 */
export async function throughBridge(base, path, n) {
  /** @type {number[]} */
  const samples = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    const response = await fetch(`${base}${path}`);
    await response.arrayBuffer();
    samples.push(performance.now() - start);
    if (!response.ok) throw new Error(`bridge ${path}: ${response.status}`);
  }
  return samples;
}

/**
 * `node scripts/bridge.mjs --port 0 --quiet`; resolves with its URL, port and pairing code.
 * @param {{ quiet?: boolean }} [options]
 * @returns {Promise<StartedBridge>}
 */
export function startBridge({ quiet = true } = {}) {
  const child = spawn(process.execPath, ['scripts/bridge.mjs', '--port', '0', ...(quiet ? ['--quiet'] : [])], {
    env: { ...process.env, BRIDGE_STATE_DIR: mkdtempSync(join(tmpdir(), 'bench-bridge-')) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const url = /bridge: (http:\/\/127\.0\.0\.1:(\d+)\/)/.exec(output);
      const code = /Pairing code: (\S+)/.exec(output);
      if (url?.[1] && code?.[1])
        resolve({ child, url: url[1], port: Number(url[2]), code: code[1], output: () => output });
    });
    child.once('exit', (status) => reject(new Error(`bridge exited with ${status}: ${output}`)));
  });
}
