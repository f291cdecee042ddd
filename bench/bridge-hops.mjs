// Where the bridge's added time goes (issue 19 item 5): GET /hello/{name} timed per hop in one run,
// rounds interleaved. `npm run build && node bench/bridge-hops.mjs`
//   in the page               the page's own fetch (what bench/bridge.mjs compares with)
//   in the page, as forwarded the fetch the paired tab makes (X-Sandbox-Via: bridge, no-store, omit)
//   Node -> bridge, refused   the HTTP hop alone: the bridge answers a foreign Origin itself (403)
//   through the bridge        the whole path: HTTP hop + WebSocket to the tab + the tab's fetch + back
//   ..., node:http client     the same with Node's http module and a keep-alive agent instead of fetch
//                             (undici): what the client's own HTTP stack costs
import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { pairBridge, startBridge, throughBridge } from './bridge.mjs';
import { timeFetchesInPage } from './in-page.mjs';
import { summarise } from './stats.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4320);
const N = Number(process.env.BENCH_BRIDGE_REQUESTS ?? 500);
const ROUNDS = 10;
const ORIGIN = `http://localhost:${PORT}/`;
const PATH = 'hello/bench';

/** The page's globals this bench adds: the tab's own time per forwarded request. */
/** @typedef {typeof globalThis & { __tabTimes?: number[] }} TabGlobals */

const server = spawn(process.execPath, ['scripts/serve.mjs'], {
  env: { ...process.env, PORT: String(PORT), ISOLATE: '1', BASE_PATH: '/', DIST_DIR: 'dist' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve) => server.stdout.once('data', resolve));
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const bridge = await startBridge({ quiet: false });
try {
  const page = await browser.newPage();
  // The tab's own time per forwarded request: from the frame's arrival to the answer's send().
  await page.addInitScript(() => {
    const Native = WebSocket;
    /** @type {number[]} */
    const tabTimes = [];
    /** @type {TabGlobals} */ (globalThis).__tabTimes = tabTimes;
    let arrived = 0;
    globalThis.WebSocket = class extends Native {
      /** @param {ConstructorParameters<typeof WebSocket>} args */
      constructor(...args) {
        super(...args);
        this.addEventListener('message', () => {
          arrived = performance.now();
        });
      }
      /**
       * @override
       * @param {Parameters<WebSocket['send']>[0]} data
       */
      send(data) {
        if (arrived) tabTimes.push(performance.now() - arrived);
        arrived = 0;
        return super.send(data);
      }
    };
  });
  await pairBridge(page, ORIGIN, bridge);
  const asForwarded = (/** @type {number} */ n) =>
    page.evaluate(
      async ({ path, n }) => {
        /** @type {number[]} */
        const samples = [];
        for (let i = 0; i < n; i++) {
          const start = performance.now();
          const response = await fetch(path, {
            headers: { 'x-sandbox-via': 'bridge' },
            cache: 'no-store',
            credentials: 'omit',
          });
          await response.arrayBuffer();
          samples.push(performance.now() - start);
        }
        return samples;
      },
      { path: PATH, n },
    );
  const refused = async (/** @type {number} */ n) => {
    /** @type {number[]} */
    const samples = [];
    for (let i = 0; i < n; i++) {
      const start = performance.now();
      const response = await fetch(`${bridge.url}${PATH}`, { headers: { origin: 'http://elsewhere.invalid' } });
      await response.arrayBuffer();
      samples.push(performance.now() - start);
    }
    return samples;
  };
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const viaHttp = async (/** @type {number} */ n) => {
    /** @type {number[]} */
    const samples = [];
    for (let i = 0; i < n; i++) {
      const start = performance.now();
      await new Promise((resolve, reject) => {
        request(`${bridge.url}${PATH}`, { agent }, (response) => {
          response.on('data', () => {});
          response.on('end', resolve);
        })
          .on('error', reject)
          .end();
      });
      samples.push(performance.now() - start);
    }
    return samples;
  };
  /** @type {Record<string, (n: number) => Promise<number[]>>} */
  const sides = {
    'in the page': (n) => timeFetchesInPage(page, PATH, n),
    'in the page, as forwarded': asForwarded,
    'Node -> bridge, refused': refused,
    'through the bridge': (n) => throughBridge(bridge.url, PATH, n),
    'through the bridge, node:http': viaHttp,
  };
  const rows = Object.entries(sides).map(([name, run]) => ({ name, run, samples: /** @type {number[]} */ ([]) }));
  for (const { run } of rows) await run(30);
  for (let round = 0; round < ROUNDS; round++) {
    for (const { run, samples } of rows) samples.push(...(await run(Math.ceil(N / ROUNDS))));
  }
  const fmt = (/** @type {number} */ ms) => ms.toFixed(2).padStart(7);
  console.log(`GET /${PATH}, n=${N} per row, interleaved; ms`);
  console.log(`${''.padEnd(28)}    p50     p95`);
  for (const { name, samples } of rows) {
    const s = summarise(samples);
    console.log(`${name.padEnd(28)}${fmt(s.p50)} ${fmt(s.p95)}`);
  }
  const tab = await page.evaluate((n) => {
    const times = /** @type {TabGlobals} */ (globalThis).__tabTimes;
    return (times ?? []).slice(-n);
  }, 2 * N);
  console.log(`${'inside the tab (arrival->send)'.padEnd(28)}${fmt(summarise(tab).p50)} ${fmt(summarise(tab).p95)}`);
  // The bridge logs each forwarded request with its own time, from the request's arrival to the answer.
  agent.destroy();
  const own = [...bridge.output().matchAll(/GET \/hello\/bench -> 200 \(([\d.]+) ms\)/g)].map((m) => Number(m[1]));
  console.log(`${'inside the bridge (own log)'.padEnd(28)}${fmt(summarise(own).p50)} ${fmt(summarise(own).p95)}`);
} finally {
  await browser.close();
  bridge.child.kill('SIGTERM');
  server.kill();
}
