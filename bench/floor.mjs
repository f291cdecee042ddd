// Bench case "answer path against the floor" (issue 19): GET /hello/{name} answered by the app's worker
// (router, journal on, source detection) against the same request answered by a worker that returns a
// constant Response (bench/bare), each from a page of its own origin. Rounds alternate between the two,
// so both see the same machine.
import { timeFetchesInPage } from './in-page.mjs';
import { summarise } from './stats.mjs';

const ROUNDS = 10;
const WARMUP = 50;

/**
 * @param {import('@playwright/test').BrowserContext} context
 * @param {import('@playwright/test').Page} appPage
 * @param {string} bareOrigin
 * @param {number} requests
 * @returns {Promise<Record<string, import('./stats.mjs').Summary>>}
 */
export async function measureFloor(context, appPage, bareOrigin, requests) {
  const bare = await context.newPage();
  try {
    await bare.goto(`${bareOrigin}index.html`);
    await bare.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
    /** Each side: its name, its page and its samples. @type {[string, import('@playwright/test').Page, number[]][]} */
    const sides = [
      ['app worker (journal on)', appPage, []],
      ['floor worker (constant answer)', bare, []],
    ];
    for (const [, page] of sides) await timeFetchesInPage(page, 'hello/bench', WARMUP);
    const perRound = Math.ceil(requests / ROUNDS);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [, page, samples] of sides) samples.push(...(await timeFetchesInPage(page, 'hello/bench', perRound)));
    }
    return Object.fromEntries(sides.map(([name, , samples]) => [name, summarise(samples)]));
  } finally {
    await bare.close();
  }
}
