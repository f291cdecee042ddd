/**
 * The app's own files verified (issue 38 part 4): a page of the origin that rewrites the app's
 * precached index.html and a chunk (as the probe in the issue did) can never take the app over.
 * Online the app's address shows the app and the entries are repaired; offline it shows the offline
 * page; the readiness line is not "ready" while a file is changed.
 */
import { expect, type Page, test } from '@playwright/test';
import { openControlled } from './support.ts';

const PROBE = '<!doctype html><title>probe</title><h1 id="probe">Probe owns this app</h1>';

/** Writes `body` over the precached copy whose path matches `path`, from the page; returns its URL. */
function overwritePrecached(page: Page, path: RegExp, body: string, type: string) {
  return page.evaluate(
    async ([source, text, contentType]) => {
      const name = (await caches.keys()).find((n) => n.includes('precache') && !n.includes('previous'));
      const cache = await caches.open(name as string);
      const pattern = new RegExp(source as string);
      const key = (await cache.keys()).find((request) => pattern.test(new URL(request.url).pathname));
      if (!key) return '';
      await cache.put(key, new Response(text, { headers: { 'content-type': contentType as string } }));
      return new URL(key.url).pathname;
    },
    [path.source, body, type] as const,
  );
}

/** The precached copy's text of the URL whose path matches `path`. */
function precachedText(page: Page, path: RegExp) {
  return page.evaluate(async (source) => {
    const name = (await caches.keys()).find((n) => n.includes('precache') && !n.includes('previous'));
    const cache = await caches.open(name as string);
    const key = (await cache.keys()).find((request) => new RegExp(source).test(new URL(request.url).pathname));
    return key ? ((await cache.match(key))?.text() ?? '') : '';
  }, path.source);
}

const SHELL = /^\/index\.html$/;
const ENTRY_CHUNK = /^\/assets\/index-[\w-]+\.js$/;
/** A lazy chunk the start page does not load: it stays changed until the repair. */
const LAZY_CHUNK = /^\/assets\/jsQR-[\w-]+\.js$/;

test('online: the app’s address shows the app after a reload, the changed entries are fetched again; readiness says what is changed and repairs it', async ({
  page,
}) => {
  await openControlled(page);
  const status = page.getByTestId('offline-status');
  await expect(status).toHaveAttribute('data-state', 'ready');

  expect(await overwritePrecached(page, SHELL, PROBE, 'text/html')).toBe('/index.html');
  expect(
    await overwritePrecached(page, ENTRY_CHUNK, 'document.body.textContent = "probe"', 'text/javascript'),
  ).not.toBe('');
  expect(await overwritePrecached(page, LAZY_CHUNK, 'export default "probe"', 'text/javascript')).not.toBe('');

  await page.reload();
  await expect(page.getByTestId('backend-status')).toHaveAttribute('data-state', 'active');
  await expect(page.locator('#probe')).toHaveCount(0);
  await expect(page.getByText('probe')).toHaveCount(0);
  // Served from the host's matching copies, and stored again.
  expect(await precachedText(page, SHELL)).toContain('<div id="app"></div>');
  expect(await precachedText(page, ENTRY_CHUNK)).not.toContain('probe');

  // The lazy chunk is still changed: not ready, and it says so, in German and English.
  await expect(status).toHaveAttribute('data-state', 'changed');
  await expect(status).toHaveAttribute('data-ready', 'false');
  await expect(status).toContainText('Nicht bereit für die Arbeit ohne Netz: 1 von');
  await expect(status).toContainText('wurden verändert und werden nicht verwendet');
  await expect(page.getByText('Bereit für die Arbeit ohne Netz', { exact: true })).toHaveCount(0);
  await page.locator('.lang-switch').click();
  await expect(status).toContainText('Not ready to work offline: 1 of');
  await expect(status).toContainText('were changed and are not used');

  await status.getByRole('button', { name: 'Repair now' }).click();
  await expect(status).toHaveAttribute('data-state', 'ready');
  await expect(status).toHaveText('Ready to work offline');
  expect(await precachedText(page, LAZY_CHUNK)).not.toContain('probe');
});

test('offline: the app’s address shows the offline page, never the changed page; a changed chunk answers 503', async ({
  page,
  context,
}) => {
  await openControlled(page);
  await expect(page.getByTestId('offline-status')).toHaveAttribute('data-state', 'ready');
  await overwritePrecached(page, SHELL, PROBE, 'text/html');
  const chunk = await overwritePrecached(page, LAZY_CHUNK, 'export default "probe"', 'text/javascript');

  await context.setOffline(true);
  try {
    for (const address of ['./', './index.html', './#/werkzeuge']) {
      const response = await page.goto(address);
      expect(response?.status(), address).toBe(503);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Offline');
      await expect(page.getByText('Eine Datei der App im Speicher dieses Browsers wurde verändert')).toBeVisible();
      await expect(page.getByText('A file of the app in this browser’s storage was changed')).toBeVisible();
      await expect(page.locator('#probe')).toHaveCount(0);
    }
    // Deleted, with the probe in the other caches a page can write: still the offline page.
    await page.evaluate(async (probe) => {
      const name = (await caches.keys()).find((n) => n.includes('precache') && !n.includes('previous'));
      const precache = await caches.open(name as string);
      for (const key of await precache.keys())
        if (new URL(key.url).pathname === '/index.html') await precache.delete(key);
      for (const other of ['previous-assets', 'pages-beside-the-app']) {
        const cache = await caches.open(other);
        for (const path of ['/', '/index.html']) {
          await cache.put(path, new Response(probe, { headers: { 'content-type': 'text/html' } }));
        }
      }
    }, PROBE);
    expect((await page.goto('./'))?.status()).toBe(503);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Offline');
    await expect(page.locator('#probe')).toHaveCount(0);

    const answer = await page.evaluate(async (url) => {
      const response = await fetch(url);
      return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
    }, chunk);
    expect(answer.status).toBe(503);
    expect(answer.type).toContain('application/problem+json');
    expect(answer.text).not.toContain('probe');
  } finally {
    await context.setOffline(false);
  }

  // With the network back, the same address shows the app again.
  await page.goto('./');
  await expect(page.getByTestId('backend-status')).toHaveAttribute('data-state', 'active');
  await expect(page.locator('#probe')).toHaveCount(0);
});
