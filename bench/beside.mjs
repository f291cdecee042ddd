// Bench case "page beside the app" (issue #10): navigations to a participant's page next to the built
// app, which the worker answers network first and keeps for offline use (src/sw/beside-pages.ts).
// Four kinds of load, each n times: first and repeat load online, then repeat load and a never-opened
// page offline. The app's own shell (precached) is measured beside them as the cache-only reference:
// it is what a cache-first or stale-while-revalidate strategy would cost. Figures: the navigation's
// `responseEnd` (the page's HTML has arrived) and `loadEventEnd`, ms from the start of the navigation.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { summarise } from './stats.mjs';

const FOLDER = 'bench-beside';

/** A small page like a participant's: some text, a script, one call of the API. */
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Beside the app</title></head>
<body><h1>A page beside the app</h1><p id="services">loading</p>
<script>fetch('../v1/services').then((r) => r.json()).then((b) => {
  document.getElementById('services').textContent = b.services.length + ' services';
});</script></body></html>
`;

/** @typedef {import('@playwright/test').Page} Page */
/** A load's [responseEnd, loadEventEnd], ms from the start of the navigation. @typedef {[number, number]} Timing */

/**
 * Navigates and returns [responseEnd, loadEventEnd] and the status of the document.
 * @param {Page} page
 * @param {string} url
 * @returns {Promise<{ status: number | undefined, timing: Timing }>}
 */
async function load(page, url) {
  const response = await page.goto(url, { waitUntil: 'load', timeout: 15_000 });
  const timing = await page.evaluate(() => {
    const [nav] = /** @type {PerformanceNavigationTiming[]} */ (performance.getEntriesByType('navigation'));
    if (!nav) throw new Error('page beside the app: the navigation has no timing entry');
    return /** @type {Timing} */ ([nav.responseEnd - nav.startTime, nav.loadEventEnd - nav.startTime]);
  });
  return { status: response?.status(), timing };
}

/**
 * @param {import('@playwright/test').BrowserContext} context
 * @param {Page} page
 * @param {string} origin
 * @param {number} samples
 */
export async function measureBesidePage(context, page, origin, samples) {
  mkdirSync(`dist/${FOLDER}`, { recursive: true });
  writeFileSync(`dist/${FOLDER}/page.html`, PAGE);
  const none = () => /** @type {Timing[]} */ ([]);
  const runs = {
    'first load online': none(),
    'repeat load online': none(),
    'repeat load offline': none(),
    'never opened, offline (offline page)': none(),
    'app shell (precached), for reference': none(),
  };
  try {
    // A query makes each first load a URL the worker has never kept; the host serves the same file.
    for (let i = 0; i < samples; i++) {
      const url = `${origin}${FOLDER}/page.html?n=${i}`;
      runs['first load online'].push(await expectStatus(load(page, url), 200));
      runs['repeat load online'].push(await expectStatus(load(page, url), 200));
      runs['app shell (precached), for reference'].push(await expectStatus(load(page, `${origin}?n=${i}`), 200));
    }
    // The copy is kept after the answer (event.waitUntil); give the last ones time to land.
    await page.waitForTimeout(200);
    await context.setOffline(true);
    for (let i = 0; i < samples; i++) {
      runs['repeat load offline'].push(await expectStatus(load(page, `${origin}${FOLDER}/page.html?n=${i}`), 200));
      runs['never opened, offline (offline page)'].push(
        await expectStatus(load(page, `${origin}${FOLDER}/page.html?never=${i}`), 503),
      );
    }
  } finally {
    await context.setOffline(false);
    rmSync(`dist/${FOLDER}`, { recursive: true, force: true });
  }
  await page.goto(origin);
  return Object.fromEntries(
    Object.entries(runs).map(([name, rows]) => [
      name,
      { html: summarise(rows.map((r) => r[0])), load: summarise(rows.map((r) => r[1])) },
    ]),
  );
}

/**
 * @param {Promise<{ status: number | undefined, timing: Timing }>} loading
 * @param {number} status
 * @returns {Promise<Timing>}
 */
async function expectStatus(loading, status) {
  const result = await loading;
  if (result.status !== status) throw new Error(`page beside the app: status ${result.status}, expected ${status}`);
  return result.timing;
}
