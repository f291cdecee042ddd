// Bench case "answer path against the floor" (issue 19): GET /hello/{name} answered by the app's worker
// (router, journal on, source detection) against the same request answered by a worker that returns a
// constant Response (bench/bare), each from a page of its own origin. Rounds alternate between the two,
// so both see the same machine.
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
    for (const [, page] of sides) await inPage(page, 'hello/bench', WARMUP);
    const perRound = Math.ceil(requests / ROUNDS);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, page] of sides) samples[name].push(...(await inPage(page, 'hello/bench', perRound)));
    }
    return Object.fromEntries(Object.entries(samples).map(([name, list]) => [name, summarise(list)]));
  } finally {
    await bare.close();
  }
}

function inPage(page, path, n) {
  return page.evaluate(
    async ({ path, n }) => {
      const samples = [];
      for (let i = 0; i < n; i++) {
        const start = performance.now();
        const response = await fetch(path);
        await response.arrayBuffer();
        samples.push(performance.now() - start);
        if (!response.ok) throw new Error(`${path}: ${response.status}`);
      }
      return samples;
    },
    { path, n },
  );
}
