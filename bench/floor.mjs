// Bench case "answer path against the floor" (issue 19): GET /hello/{name} answered by the app's worker
// (router, journal on, source detection) against the same request answered by a worker that returns a
// constant Response (bench/bare), each from a page of its own origin. Rounds alternate between the two,
// so both see the same machine.
import { timeFetchesInPage } from './in-page.mjs';
import { summarise } from './stats.mjs';

const ROUNDS = 10;
const WARMUP = 50;

export async function measureFloor(context, appPage, bareOrigin, requests) {
  const bare = await context.newPage();
  try {
    await bare.goto(`${bareOrigin}index.html`);
    await bare.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
    const sides = [
      ['app worker (journal on)', appPage],
      ['floor worker (constant answer)', bare],
    ];
    const samples = Object.fromEntries(sides.map(([name]) => [name, []]));
    for (const [, page] of sides) await timeFetchesInPage(page, 'hello/bench', WARMUP);
    const perRound = Math.ceil(requests / ROUNDS);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, page] of sides) samples[name].push(...(await timeFetchesInPage(page, 'hello/bench', perRound)));
    }
    return Object.fromEntries(Object.entries(samples).map(([name, list]) => [name, summarise(list)]));
  } finally {
    await bare.close();
  }
}
