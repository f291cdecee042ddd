/** The offline foundation in a real browser: control, routing, offline, restarts, tabs, sub-path. */
import { expect, test } from '@playwright/test';
import { SUBPATH_PORT } from '../../playwright.config.ts';
import { fetchInPage, openControlled, stopServiceWorkers } from './support.ts';

test('the first visit is controlled by the service worker without a reload', async ({ page }) => {
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });
  await openControlled(page);
  expect(navigations).toBe(1);
  await expect(page.getByTestId('offline-status')).toHaveAttribute('data-ready', 'true');
});

test('/hello is answered by the service worker, both routes', async ({ page }) => {
  await openControlled(page);
  const fromWorker = page.waitForResponse((r) => r.url().endsWith('/hello/Ada%20L'));
  expect(await fetchInPage(page, 'hello/Ada%20L')).toMatchObject({ status: 200, text: '{"hello":"Ada L"}' });
  expect((await fromWorker).fromServiceWorker()).toBe(true);
  const post = await fetchInPage(page, 'hello', { method: 'POST', body: JSON.stringify({ name: ' Grace ' }) });
  expect(post).toMatchObject({ status: 200, text: '{"hello":"Grace"}' });
  expect(await fetchInPage(page, 'hello')).toMatchObject({
    status: 405,
    allow: 'OPTIONS, POST',
    text: '{"error":405}',
  });
});

test('the greeting page calls both routes and shows the answers', async ({ page }) => {
  await openControlled(page, './#/gruesse');
  await page.getByLabel('Name').fill('Jürgen');
  await page.getByRole('button', { name: 'Mit GET grüßen' }).click();
  await expect(page.getByTestId('greeting-answer')).toContainText('{"hello":"Jürgen"}');
  await page.getByLabel('Name').fill('   ');
  await page.getByRole('button', { name: 'Mit POST grüßen' }).click();
  await expect(page.getByTestId('greeting-answer')).toContainText('Status 422');
});

test('paths not built answer a JSON 404 from the engine, never the shell or the network', async ({ page }) => {
  await openControlled(page);
  const res = await fetchInPage(page, 'api/not-built-here');
  expect(res.status).toBe(404);
  expect(res.type).toContain('application/problem+json');
  expect(JSON.parse(res.text).error).toBe('not_found');
});

test('an offline reload keeps the shell and the API', async ({ page, context }) => {
  await openControlled(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('backend-status')).toHaveAttribute('data-state', 'active');
  expect(await fetchInPage(page, 'hello/offline')).toMatchObject({ status: 200, text: '{"hello":"offline"}' });
  await context.setOffline(false);
});

test('a navigation typed to /llms.txt and /hello/{name} gets the API answer, not the app', async ({ page }) => {
  await openControlled(page);
  const llms = await page.goto('llms.txt');
  expect(llms?.fromServiceWorker()).toBe(true);
  expect(llms?.headers()['content-type']).toContain('text/plain');
  expect(await page.locator('body').textContent()).toContain('Safety rules');
  const hello = await page.goto('hello/Typed');
  expect(hello?.fromServiceWorker()).toBe(true);
  expect(await hello?.json()).toEqual({ hello: 'Typed' });
});

test('after the worker is stopped the next request is still answered', async ({ page, context }) => {
  await openControlled(page);
  await stopServiceWorkers(context, page);
  expect(await fetchInPage(page, 'hello/again')).toMatchObject({ status: 200, text: '{"hello":"again"}' });
});

test('a second tab and a tab in the background are answered', async ({ page, context }) => {
  await openControlled(page);
  const second = await context.newPage();
  await openControlled(second);
  await second.bringToFront();
  // The first tab is now in the background.
  expect(await fetchInPage(page, 'hello/first')).toMatchObject({ status: 200 });
  expect(await fetchInPage(second, 'hello/second')).toMatchObject({ status: 200 });
  await second.close();
});

test('a hard reload, which leaves the page uncontrolled, is recovered from', async ({ page, context }) => {
  await openControlled(page);
  await page.addInitScript(() => {
    (window as unknown as { initiallyControlled: boolean }).initiallyControlled =
      navigator.serviceWorker.controller !== null;
  });
  const cdp = await context.newCDPSession(page);
  const loaded = page.waitForEvent('load');
  await cdp.send('Page.reload', { ignoreCache: true });
  await loaded;
  // The hard reload really bypassed the worker: the page started uncontrolled.
  expect(await page.evaluate(() => (window as unknown as { initiallyControlled: boolean }).initiallyControlled)).toBe(
    false,
  );
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 10_000 });
  expect(await fetchInPage(page, 'hello/hard')).toMatchObject({ status: 200, text: '{"hello":"hard"}' });
  await expect(page.getByTestId('backend-status')).toHaveAttribute('data-state', 'active');
});

test('the web app manifest makes it installable', async ({ page }) => {
  await openControlled(page);
  const href = await page.locator('link[rel=manifest]').getAttribute('href');
  const manifest = JSON.parse((await fetchInPage(page, href ?? '')).text);
  expect(manifest).toMatchObject({ short_name: 'Sandbox', start_url: '/', scope: '/', display: 'standalone' });
  expect(manifest.theme_color).toMatch(/^#/);
  const sizes = manifest.icons.map((icon: { sizes: string; purpose?: string }) => `${icon.sizes}${icon.purpose ?? ''}`);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512', '512x512maskable']));
  for (const icon of manifest.icons) {
    const res = await page.request.get(icon.src);
    expect(res.headers()['content-type']).toBe('image/png');
  }
});

test('the page asks for persistent storage and says what it got', async ({ page }) => {
  await openControlled(page);
  await expect(page.getByTestId('persist-status')).toBeVisible();
});

test.describe('built for /sandbox/', () => {
  test.use({ baseURL: `http://localhost:${SUBPATH_PORT}/sandbox/` });

  test('works under /sandbox/: scope, manifest, links and API paths follow the base', async ({ page }) => {
    await openControlled(page);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope);
    expect(scope).toBe(`http://localhost:${SUBPATH_PORT}/sandbox/`);
    expect(await fetchInPage(page, '/sandbox/hello/sub')).toMatchObject({ status: 200, text: '{"hello":"sub"}' });
    const manifest = JSON.parse((await fetchInPage(page, 'manifest.webmanifest')).text);
    expect(manifest).toMatchObject({ start_url: '/sandbox/', scope: '/sandbox/' });
    await expect(page.getByRole('link', { name: 'llms.txt' })).toHaveAttribute('href', '/sandbox/llms.txt');
    const llms = await page.goto('llms.txt');
    expect(llms?.fromServiceWorker()).toBe(true);
    expect(await page.locator('body').textContent()).toContain(`http://localhost:${SUBPATH_PORT}/sandbox/hello/{name}`);
  });
});
