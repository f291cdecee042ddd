/**
 * Into the room (issue #17): what a page says where the offline backend cannot run, readiness that
 * is checked, and the facilitator's room page.
 */
import { expect, type Page, test } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { openControlled } from './support.ts';

/** The run's main static server (playwright.config.ts puts the ports in E2E_PORTS). */
const PORT = Number(process.env.E2E_PORTS?.split(',')[0]);

// room.test resolves to this machine, so the site can be served over plain HTTP at a name other than
// localhost: not a secure context, as at a laptop's LAN address (shared/PLATFORM.md).
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP room.test 127.0.0.1'],
  },
});

test.describe('a plain-HTTP page at a room address', () => {
  test.use({ baseURL: `http://room.test:${PORT}/` });

  test('says it must be opened over HTTPS or at localhost, in German and English, and links the room guide', async ({
    page,
  }) => {
    await page.goto('./');
    expect(await page.evaluate(() => [window.isSecureContext, 'serviceWorker' in navigator])).toEqual([false, false]);
    const notice = page.getByTestId('page-support');
    await expect(notice).toHaveAttribute('data-state', 'insecure');
    await expect(notice).toContainText('muss über HTTPS oder als localhost geöffnet werden');
    await expect(notice).toContainText(`room.test:${PORT}`);
    await expect(page.getByTestId('backend-status')).toHaveAttribute('data-state', 'insecure');
    await expect(page.getByText(/bietet hier keine Service Worker/)).toHaveCount(0);
    // The German screen links the German room guide (issue 33).
    await expect(notice.getByRole('link', { name: /Raum-Anleitung/ })).toHaveAttribute('href', '/room.de.html');

    await page.locator('.lang-switch').click();
    await expect(notice).toContainText('This page must be opened over HTTPS or at localhost');
    await expect(notice).toContainText('opened over plain HTTP');
    await expect(page.getByText(/offers no service workers/)).toHaveCount(0);

    const guide = notice.getByRole('link', { name: /Room guide/ });
    await expect(guide).toHaveAttribute('href', '/room.html');
    await guide.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Room guide: 30 devices get the app');
    await expect(page.getByRole('heading', { name: 'Why HTTPS or localhost' })).toBeVisible();
    // Each language's guide links the other.
    await page.getByRole('link', { name: 'Deutsch' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Raumleitfaden: 30 Geräte bekommen die App');
    await expect(page.getByRole('heading', { name: 'Warum HTTPS oder localhost' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });
});

test('a secure page (localhost) shows no such notice', async ({ page }) => {
  await page.goto('./');
  await expect(page.getByTestId('backend-status')).toHaveAttribute('data-state', 'active', { timeout: 15_000 });
  await expect(page.getByTestId('page-support')).toHaveCount(0);
});

test.describe('ready means ready', () => {
  /** Deletes the precached copy of a URL whose path ends with `suffix`; returns the deleted key. */
  function deletePrecached(page: Page, suffix: string) {
    return page.evaluate(async (end) => {
      const name = (await caches.keys()).find((n) => n.includes('precache') && !n.includes('previous'));
      const cache = await caches.open(name as string);
      const key = (await cache.keys()).find((request) => new URL(request.url).pathname.endsWith(end));
      if (!key) return '';
      await cache.delete(key);
      return key.url;
    }, suffix);
  }

  test('readiness is withheld while a precached file is missing, checked on every start, and comes back after a repair', async ({
    page,
  }) => {
    await openControlled(page);
    const status = page.getByTestId('offline-status');
    await expect(status).toHaveAttribute('data-state', 'ready');
    await expect(status).toHaveText('Bereit für die Arbeit ohne Netz');

    expect(await deletePrecached(page, '/icons/icon-512.png')).toContain('icon-512.png');
    await page.reload();
    await expect(status).toHaveAttribute('data-state', 'missing');
    await expect(status).toContainText('Nicht bereit für die Arbeit ohne Netz: 1 von');
    await expect(page.getByText('Bereit für die Arbeit ohne Netz', { exact: true })).toHaveCount(0);

    await page.locator('.lang-switch').click();
    await expect(status).toContainText('Not ready to work offline: 1 of');
    // Offline, the repair is not offered: it needs the network.
    await page.context().setOffline(true);
    await expect(status).toContainText('Connect to a network to repair.');
    await page.context().setOffline(false);
    await status.getByRole('button', { name: 'Repair now' }).click();
    await expect(status).toHaveAttribute('data-state', 'ready');
    await expect(status).toHaveText('Ready to work offline');

    // Checked again on the next start too.
    await page.reload();
    await expect(status).toHaveAttribute('data-state', 'ready');
  });
});

test('the start page links everything a participant needs, and every link answers offline', async ({ page }) => {
  await openControlled(page);
  const links = page.getByTestId('developer-links').getByRole('link');
  const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual([
    '/examples/booking/',
    '/v1/guide?lang=de',
    '#/referenz/municipal',
    '/api/guide?lang=de',
    '#/referenz/content',
    '/llms.txt',
    '#/inspektor',
    '#/werkzeuge',
  ]);
  await expect(page.getByTestId('offline-status')).toHaveAttribute('data-state', 'ready');
  await page.context().setOffline(true);
  try {
    for (const href of hrefs.filter((h) => h?.startsWith('/'))) {
      const status = await page.evaluate((url) => fetch(url as string).then((r) => r.status), href);
      expect(status, href as string).toBe(200);
    }
    await links.filter({ hasText: 'Inspektor' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Inspektor');
    await page.goBack();
    await links.filter({ hasText: 'Lokale Werkzeuge' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Lokale Werkzeuge');
  } finally {
    await page.context().setOffline(false);
  }
});

test('a registration the browser refuses is said as such, with the reason and the room guide', async ({ page }) => {
  // As with an HTTPS certificate the device does not trust, where Chromium refuses the worker script.
  await page.context().route('**/sw.js', (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await page.goto('./');
  const notice = page.getByTestId('page-support');
  await expect(notice).toHaveAttribute('data-state', 'failed');
  await expect(notice).toContainText('Das Offline-Backend konnte nicht starten');
  await expect(notice).toContainText('Zertifikat');
  await expect(notice.getByRole('link')).toHaveAttribute('href', '/room.de.html');
  await expect(page.getByTestId('backend-status')).toHaveAttribute('data-state', 'failed');
  await expect(page.getByTestId('offline-status')).toHaveCount(0);
});

test.describe('storage that stays', () => {
  /** persist() answers `grants`; the calls are counted in window.persistCalls. */
  function fakePersist(page: Page, grants: boolean | 'missing') {
    return page.addInitScript((answer) => {
      const proto = StorageManager.prototype as unknown as Record<string, unknown>;
      const w = window as unknown as { persistCalls: number };
      w.persistCalls = 0;
      if (answer === 'missing') {
        delete proto.persist;
        return;
      }
      let kept = false;
      proto.persisted = async () => kept;
      proto.persist = async () => {
        w.persistCalls += 1;
        kept = answer as boolean;
        return kept;
      };
    }, grants);
  }
  const persistCalls = (page: Page) =>
    page.evaluate(() => (window as unknown as { persistCalls: number }).persistCalls);

  test('asks only once work is stored, and shows the answer and the usage; what to do when not granted', async ({
    page,
  }) => {
    await fakePersist(page, false);
    await openControlled(page);
    const status = page.getByTestId('persist-status');
    await expect(status).toHaveAttribute('data-asked', 'false');
    await expect(page.getByTestId('storage-usage')).toHaveText(/^Gespeichert: [\d,.]+ (KB|MB)$/);
    expect(await persistCalls(page)).toBe(0);

    // The Workshop page opens a practice world: the first stored work.
    await page.goto('./#/buergerservice/werkstatt');
    await expect(status).toHaveAttribute('data-asked', 'true', { timeout: 15_000 });
    expect(await persistCalls(page)).toBe(1);
    await expect(status).toHaveAttribute('data-persistence', 'not-granted');
    await expect(status).toContainText('nach 7 Tagen ohne Nutzung');
    await expect(status).toContainText('exportieren Sie am Ende');
    await page.locator('.lang-switch').click();
    await expect(status).toContainText('The browser did not grant persistent storage');
    await expect(page.getByTestId('storage-usage')).toHaveText(/^Stored: [\d,.]+ (KB|MB)$/);
    await status.getByRole('button', { name: 'Ask again' }).click();
    await expect.poll(() => persistCalls(page)).toBe(2);
  });

  test('a granted request says the data is kept', async ({ page }) => {
    await fakePersist(page, true);
    await openControlled(page);
    await page.getByTestId('persist-status').getByRole('button', { name: 'Daten dauerhaft behalten' }).click();
    await expect(page.getByTestId('persist-status')).toHaveAttribute('data-persistence', 'granted');
    await expect(page.getByTestId('persist-status')).toContainText('Daten dauerhaft gespeichert');
  });

  test('without persist() (as in WebKitGTK) it says so instead of pretending', async ({ page }) => {
    await fakePersist(page, 'missing');
    await openControlled(page);
    const status = page.getByTestId('persist-status');
    await expect(status).toHaveAttribute('data-persistence', 'unavailable');
    await expect(status).toContainText('kein navigator.storage.persist');
    await expect(status.getByRole('button')).toHaveCount(0);
  });
});

test.describe('the room page', () => {
  /** Decodes every QR code of the page with jsQR (a decoder, not the generator), drawn on a canvas. */
  async function decodeCodes(page: Page): Promise<string[]> {
    await page.addScriptTag({ path: 'node_modules/jsqr/dist/jsQR.js' });
    return page.evaluate(async () => {
      const decode = (
        window as unknown as { jsQR: (d: Uint8ClampedArray, w: number, h: number) => { data: string } | null }
      ).jsQR;
      const out: string[] = [];
      for (const svg of document.querySelectorAll<SVGSVGElement>('[data-testid="qr"] svg')) {
        const size = 400;
        const image = new Image(size, size);
        const source = new XMLSerializer().serializeToString(svg);
        image.src = URL.createObjectURL(new Blob([source], { type: 'image/svg+xml' }));
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = size;
        canvas.height = size;
        const context = canvas.getContext('2d') as CanvasRenderingContext2D;
        context.drawImage(image, 0, 0, size, size);
        out.push(decode(context.getImageData(0, 0, size, size).data, size, size)?.data ?? '(unreadable)');
      }
      return out;
    });
  }

  test('is reached from the start and citizen-services pages and the Workshop; its door sheet’s code decodes to the site', async ({
    page,
  }) => {
    await openControlled(page);
    for (const path of ['./#/', './#/buergerservice']) {
      await page.goto(path);
      await expect(page.getByRole('link', { name: /Der Raum: Einstellungs-Links, Türblatt/ })).toHaveAttribute(
        'href',
        '#/raum',
      );
    }
    await page.goto('./#/buergerservice/werkstatt');
    await page.getByTestId('workshop-nav').getByRole('link', { name: 'Türblatt' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Türblatt' })).toBeVisible();
    await expect(page.getByTestId('qr')).toHaveCount(1);
    const site = `http://localhost:${PORT}/`;
    expect(await decodeCodes(page)).toEqual([site]);
    await expect(page.getByRole('img', { name: 'QR-Code der Adresse' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'In drei Schritten' })).toBeVisible();
    // localhost names each participant's own device: the page says so and what to use instead.
    await expect(page.getByTestId('address-warning')).toContainText(`localhost:${PORT} bezeichnet auf jedem Gerät`);
  });

  test('the print layout is one sheet without the navigation, buttons or status line', async ({ page }) => {
    await openControlled(page, './#/raum');
    await expect(page.getByTestId('qr')).toHaveCount(1);
    await page.locator('.lang-switch').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Door sheet' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
    await expect(page.getByTestId('workshop-nav')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print the door sheet' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Door sheet' })).toBeHidden();
    await expect(page.getByTestId('backend-status')).toBeHidden();
    await expect(page.getByTestId('qr').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'In three steps' })).toBeVisible();
    const pdf = await page.pdf({ format: 'A4' });
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
    expect(pages).toHaveLength(1);
  });

  test('the QR library is loaded only on the room page', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await openControlled(page);
    await page.goto('./#/buergerservice');
    expect(scripts.filter((path) => path.includes('RoomScreen'))).toEqual([]);
    // Neither the app's start script nor the worker holds the QR library (one of its messages as the mark).
    const starts = scripts.filter((path) => path.endsWith('.js'));
    expect(starts.length).toBeGreaterThan(0);
    for (const path of [...starts, '/sw.js']) {
      const text = await page.evaluate((url) => fetch(url).then((r) => r.text()), path);
      expect(text, path).not.toContain('code length overflow');
    }
    const before = scripts.length;
    await page.goto('./#/raum');
    await expect(page.getByTestId('qr').first()).toBeVisible();
    // The room page's chunk and what it imports (the QR maker is shared with the hand-in: issue 28).
    const room = scripts.slice(before);
    expect(room.filter((path) => path.includes('RoomScreen'))).toHaveLength(1);
    const texts = await Promise.all(room.map((path) => page.evaluate((url) => fetch(url).then((r) => r.text()), path)));
    expect(texts.some((text) => text.includes('code length overflow'))).toBe(true);
  });
});

test.describe('the room page at a plain-HTTP address', () => {
  test.use({ baseURL: `http://room.test:${PORT}/` });

  test('warns that its codes would lead to an address without the offline app', async ({ page }) => {
    await page.goto('./#/raum');
    await expect(page.getByTestId('address-warning')).toContainText(`room.test:${PORT} ist über einfaches HTTP`);
  });
});
