/**
 * Pages beside the app (issue #10): a participant's folder dropped next to the built app is served
 * (never replaced by the app shell), calls the API through the worker, and loads offline once opened.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { SUBPATH_PORT } from '../../playwright.config.ts';
import { openControlled } from './support.ts';

/** Folders this file adds to the served builds; removed after each test. */
const added: string[] = [];

test.afterEach(() => {
  for (const folder of added.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** Writes `{dist}/{folder}/index.html`: a page that lists the services through `../v1/services`. */
function addPage(dist: string, marker: string): string {
  const folder = `beside-${marker}-${Date.now()}`;
  mkdirSync(`${dist}/${folder}`, { recursive: true });
  added.push(`${dist}/${folder}`);
  writeFileSync(
    `${dist}/${folder}/index.html`,
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${marker}</title></head>
<body><h1 id="marker">${marker}</h1><p id="services">loading</p>
<script>
fetch('../v1/services').then((r) => r.json()).then((body) => {
  document.getElementById('services').textContent = 'services: ' + body.services.length;
});
</script></body></html>
`,
  );
  return folder;
}

/** Resolves once the worker has kept a copy of `url` (kept after the answer, in the background). */
async function waitUntilKept(page: Page, url: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(async (u) => Boolean(await (await caches.open('pages-beside-the-app')).match(u)), url))
    .toBe(true);
}

async function offline(context: BrowserContext, on: boolean): Promise<void> {
  await context.setOffline(on);
}

test('a page added after the app was opened is served, calls the API through the worker, and loads offline', async ({
  page,
  context,
}) => {
  await openControlled(page);
  const folder = addPage('dist', 'Participant page');

  const servicesAnswer = page.waitForResponse((r) => r.url().endsWith('/v1/services'));
  const res = await page.goto(`${folder}/`);
  expect(res?.status()).toBe(200);
  await expect(page.locator('#marker')).toHaveText('Participant page');
  await expect(page.getByTestId('backend-status')).toHaveCount(0); // not the app shell
  await expect(page.locator('#services')).toHaveText('services: 16');
  expect((await servicesAnswer).fromServiceWorker()).toBe(true);
  await waitUntilKept(page, page.url());

  await offline(context, true);
  try {
    await page.reload();
    await expect(page.locator('#marker')).toHaveText('Participant page');
    await expect(page.locator('#services')).toHaveText('services: 16');
    // The network really is off for the worker too: a page never opened gets the offline page.
    const never = await page.goto(`${folder}/never-opened.html`);
    expect(never?.status()).toBe(503);
    await expect(page.getByRole('heading', { name: 'Offline' })).toBeVisible();
  } finally {
    await offline(context, false);
  }
});

test('an unknown path gets the host 404 online and the offline page offline, never the shell', async ({
  page,
  context,
}) => {
  await openControlled(page);
  const online = await page.goto('no/such/page');
  expect(online?.status()).toBe(404);
  expect(await online?.text()).toBe('Not found');

  await offline(context, true);
  try {
    const res = await page.goto('no/such/other-page');
    expect(res?.status()).toBe(503);
    expect(res?.headers()['content-type']).toContain('text/html');
    await expect(page.getByRole('heading', { name: 'Offline' })).toBeVisible();
    await expect(page.getByTestId('backend-status')).toHaveCount(0);
    // A file that is not a page fails like a network error, as it would without the worker.
    await page.goto('./');
    const file = await page.evaluate(() =>
      fetch('no/such/file.json').then(
        (r) => `status ${r.status}`,
        () => 'network error',
      ),
    );
    expect(file).toBe('network error');
  } finally {
    await offline(context, false);
  }
});

test('a page removed from the host is not brought back offline from its kept copy', async ({ page, context }) => {
  await openControlled(page);
  const folder = addPage('dist', 'Removed later');
  await page.goto(`${folder}/`);
  await expect(page.locator('#marker')).toHaveText('Removed later');
  const url = page.url();
  await waitUntilKept(page, url);

  rmSync(`dist/${folder}`, { recursive: true, force: true });
  expect((await page.goto(`${folder}/`))?.status()).toBe(404);
  await expect
    .poll(() => page.evaluate(async (u) => Boolean(await (await caches.open('pages-beside-the-app')).match(u)), url))
    .toBe(false);
  await offline(context, true);
  try {
    expect((await page.goto(`${folder}/`))?.status()).toBe(503);
  } finally {
    await offline(context, false);
  }
});

test('an edited page shows its new version at once when online (network first)', async ({ page }) => {
  await openControlled(page);
  const folder = addPage('dist', 'First version');
  await page.goto(`${folder}/`);
  await expect(page.locator('#marker')).toHaveText('First version');
  writeFileSync(`dist/${folder}/index.html`, '<!doctype html><title>x</title><h1 id="marker">Second version</h1>');
  await page.reload();
  await expect(page.locator('#marker')).toHaveText('Second version');
});

test("the app's own navigations get the shell offline: the base, index.html, with a query", async ({
  page,
  context,
}) => {
  await openControlled(page);
  await offline(context, true);
  try {
    for (const path of ['./', 'index.html', './?source=pwa#/gruesse']) {
      const res = await page.goto(path);
      expect(res?.fromServiceWorker()).toBe(true);
      await expect(page.getByTestId('backend-status')).toHaveAttribute('data-state', 'active');
    }
  } finally {
    await offline(context, false);
  }
});

test.describe('built for /sandbox/', () => {
  test.use({ baseURL: `http://localhost:${SUBPATH_PORT}/sandbox/` });

  test('a page beside the app under /sandbox/ is served and answered; unknown paths are the host 404', async ({
    page,
  }) => {
    await openControlled(page);
    const folder = addPage('dist-sandbox', 'Sub-path page');
    await page.goto(`${folder}/`);
    await expect(page.locator('#marker')).toHaveText('Sub-path page');
    await expect(page.locator('#services')).toHaveText('services: 16');
    expect((await page.goto('no/such/page'))?.status()).toBe(404);
  });
});

test.describe('the owner channel', () => {
  /** Posts an owner message from `target` (a window) and returns the reply. */
  function askOwner(page: Page, frameSelector?: string) {
    return page.evaluate(async (selector) => {
      const target = selector
        ? ((document.querySelector(selector) as HTMLIFrameElement).contentWindow as Window & typeof globalThis)
        : window;
      const worker = target.navigator.serviceWorker.controller;
      if (!worker) return 'no controller';
      const channel = new target.MessageChannel();
      const reply = new Promise((resolve) => {
        channel.port1.onmessage = (event) => resolve(event.data);
      });
      worker.postMessage({ type: 'owner', op: 'listTokens' }, [channel.port2]);
      return reply;
    }, frameSelector);
  }

  test('answers the app, refuses a page beside the app and the app inside its frame', async ({ page }) => {
    await openControlled(page);
    expect(await askOwner(page)).toMatchObject({ ok: true });

    const folder = addPage('dist', 'Not the app');
    writeFileSync(
      `dist/${folder}/frame.html`,
      '<!doctype html><title>frame</title><iframe id="app" src="../index.html" title="app"></iframe>',
    );
    await page.goto(`${folder}/`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    expect(await askOwner(page)).toEqual({
      ok: false,
      error: { code: 'forbidden', message: 'Only the sandbox app itself may use the owner channel.' },
    });

    await page.goto(`${folder}/frame.html`);
    await page
      .frameLocator('#app')
      .getByTestId('backend-status')
      .and(page.frameLocator('#app').locator('[data-state=active]'))
      .waitFor();
    expect(await askOwner(page, '#app')).toMatchObject({ ok: false, error: { code: 'forbidden' } });
  });
});
