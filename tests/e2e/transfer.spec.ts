/**
 * Export and import (issue #13) in Chromium: a round trip through a browser whose site data was
 * cleared completely, a file with one byte changed refused with nothing changed, and scenario files
 * opened by link (`#/import?from=`), same origin only.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { SUBPATH_PORT } from '../../playwright.config.ts';
import { openControlled, worldToken } from './support.ts';

/** A 1x1 PNG (the image the round trip must bring back byte for byte). */
const PNG = [
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0,
  0, 0, 0x1f, 0x15, 0xc4, 0x89, 0, 0, 0, 10, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9c, 0x63, 0, 1, 0, 0, 5, 0, 1, 0x0d, 0x0a,
  0x2d, 0xb4, 0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
];

/** A content token made in the Agents area, as the owner does. */
async function contentToken(page: Page): Promise<string> {
  await openControlled(page, './#/inhalte');
  await page.getByLabel('Name', { exact: true }).fill('Redaktion');
  await page.getByLabel('Veröffentlichen (content:publish, mit Schreiben)').check();
  await page.getByRole('button', { name: 'Verbindung anlegen' }).click();
  return page.getByLabel('Zugangsschlüssel').inputValue();
}

/** A published page with a cover and a private edit, and an archived page; returns the image id. */
function fillContent(page: Page, token: string): Promise<string> {
  return page.evaluate(
    async ({ token, png }) => {
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const send = async (method: string, path: string, body: unknown) =>
        (await fetch(path, { method, headers, body: JSON.stringify(body) })).json();
      const image = await (
        await fetch('api/images?alt=Rathaus', {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' },
          body: new Uint8Array(png),
        })
      ).json();
      const hours = await send('POST', 'api/pages', { title: 'Sprechzeiten', body: 'Montag', cover: image.id });
      await send('POST', `api/pages/${hours.id}/publish`, { expected_version: 1 });
      await send('PUT', `api/pages/${hours.id}`, {
        title: 'Sprechzeiten',
        body: 'Dienstag',
        cover: image.id,
        expected_version: 2,
      });
      const old = await send('POST', 'api/pages', { title: 'Alte Gebühren' });
      await send('POST', `api/pages/${old.id}/archive`, { expected_version: 1 });
      return image.id as string;
    },
    { token, png: PNG },
  );
}

/** The cases of the tab's world as the API lists them: service and state, in order. */
async function casesOf(page: Page): Promise<string[][]> {
  const token = await worldToken(page);
  return page.evaluate(async (token) => {
    const list = await (await fetch('v1/drafts', { headers: { authorization: `Bearer ${token}` } })).json();
    return (list.cases as Array<{ service: string; state: string }>).map((item) => [item.service, item.state]);
  }, token);
}

/** The image as served without a token (it is the live revision's cover, so public). */
function publicImage(page: Page, id: string): Promise<number[] | number> {
  return page.evaluate(async (id) => {
    const res = await fetch(`api/images/${id}`);
    return res.ok ? [...new Uint8Array(await res.arrayBuffer())] : res.status;
  }, id);
}

/** Clicks Export and returns the downloaded file's bytes. */
async function exportFile(page: Page): Promise<Buffer> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Datei exportieren' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^sandbox-\d{4}-\d{2}-\d{2}\.sandbox$/);
  return readFileSync(await download.path());
}

/** Chooses a file in the import field; the file is written to the test's output folder first. */
async function chooseFile(page: Page, bytes: Buffer, name: string): Promise<void> {
  const path = test.info().outputPath(name);
  writeFileSync(path, bytes);
  await page.getByLabel('Exportdatei importieren').setInputFiles(path);
}

/** Everything the site stored: IndexedDB, caches, the service worker (as "Clear site data" does). */
async function clearSiteData(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', { origin: new URL(page.url()).origin, storageTypes: 'all' });
  await cdp.detach();
  await page.evaluate(() => sessionStorage.clear());
}

test('export, clear all site data, import: the same pages, image bytes and cases', async ({ page, context }) => {
  const token = await contentToken(page);
  const imageId = await fillContent(page, token);
  await page.goto('./#/buergerservice/werkstatt');
  // The page opens a world for the tab; its clock shows once it has.
  await expect(page.getByTestId('world-clock')).toBeVisible();
  const world = await worldToken(page);
  const filled = await page.evaluate(async (world) => {
    const res = await fetch('v1/sessions/current/scenario', {
      method: 'PUT',
      headers: { authorization: `Bearer ${world}`, 'content-type': 'application/json' },
      body: '{"name":"every-state"}',
    });
    return res.status;
  }, world);
  expect(filled).toBe(200);
  await page.reload();
  await expect(page.getByTestId('workshop-cases').locator('li')).toHaveCount(5);
  // Export and import are on the Workshop's "Material to hand out" part (issue #28).
  await page.goto('./#/buergerservice/werkstatt/material');

  const cases = await casesOf(page);
  const image = await publicImage(page, imageId);
  expect(image).toEqual(PNG);
  await expect(page.getByLabel(/Die Übungswelt dieses Tabs mitnehmen/)).toBeChecked();
  const file = await exportFile(page);
  expect(file.toString('utf8')).not.toContain(world);
  expect(file.toString('utf8')).not.toContain(token);
  await page.goto('./#/inhalte');
  const pagesBefore = (await page.getByTestId('pages').textContent()) ?? '';

  await clearSiteData(context, page);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  expect(await page.evaluate(async () => (await indexedDB.databases()).length)).toBe(0);
  // A new document, as when the person opens the app again (a hash change alone would not load one).
  await page.goto('about:blank');
  await openControlled(page, './#/inhalte');
  await expect(page.getByText('Noch keine Seiten.')).toBeVisible();
  expect(await publicImage(page, imageId)).toBe(401);

  await chooseFile(page, file, 'round-trip.sandbox');
  const preview = page.getByTestId('import-preview');
  await expect(preview.getByTestId('preview-pages-added')).toHaveText('Neue Seiten: 2');
  await expect(preview.getByTestId('preview-images')).toHaveText('Bilder: 1 neu, 0 ersetzt');
  await expect(preview.getByTestId('preview-worlds')).toContainText('5 Vorgängen');
  await preview.getByRole('button', { name: 'Importieren' }).click();
  await expect(page.getByTestId('import-status')).toHaveText(
    'Importiert: 2 Seiten, 1 Bilder, 1 Übungswelten. Dieser Tab arbeitet jetzt in der importierten Übungswelt.',
  );

  await expect(page.getByTestId('pages')).toHaveText(pagesBefore);
  expect(pagesBefore).toContain('private Änderungen nicht veröffentlicht');
  expect(await publicImage(page, imageId)).toEqual(PNG);
  expect(await worldToken(page)).not.toBe(world);
  expect(await casesOf(page)).toEqual(cases);
  // The connection came back revoked: its old token answers 401.
  const revoked = await page.evaluate(
    async (token) => (await fetch('api/pages', { headers: { authorization: `Bearer ${token}` } })).status,
    token,
  );
  expect(revoked).toBe(401);
});

test('a file with one byte changed, or not ours, is refused and nothing changes', async ({ page }) => {
  const token = await contentToken(page);
  await fillContent(page, token);
  const file = await exportFile(page);
  // Changed after the export: importing the file unchanged would bring the old title back.
  const renamed = await page.evaluate(async (token) => {
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const list = await (await fetch('api/pages', { headers })).json();
    const hours = list.pages.find((item: { title: string }) => item.title === 'Sprechzeiten');
    const res = await fetch(`api/pages/${hours.id}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ title: 'Sprechzeiten neu', expected_version: hours.version }),
    });
    return res.status;
  }, token);
  expect(renamed).toBe(200);
  await page.reload();
  const before = (await page.getByTestId('pages').textContent()) ?? '';
  expect(before).toContain('Sprechzeiten neu');

  const text = file.toString('utf8');
  const changed = Buffer.from(file);
  const at = Buffer.byteLength(text.slice(0, text.indexOf('"Alte Gebühren"') + 2));
  changed[at] = (changed[at] as number) ^ 0x01; // "Alte" -> "@lte"
  await chooseFile(page, changed, 'changed.sandbox');
  await expect(page.getByTestId('import-error')).toContainText(
    'Die Datei ist beschädigt oder wurde nach dem Export verändert',
  );
  await expect(page.getByTestId('import-preview')).toHaveCount(0);

  const spaced = Buffer.concat([
    Buffer.from(text.slice(0, text.indexOf('\n'))),
    Buffer.from(' '),
    file.subarray(text.indexOf('\n')),
  ]);
  await chooseFile(page, spaced, 'spaced.sandbox');
  await expect(page.getByTestId('import-error')).toContainText('beschädigt');

  await chooseFile(page, Buffer.from(PNG), 'picture.sandbox');
  await expect(page.getByTestId('import-error')).toContainText('Das ist keine Exportdatei der Offline-Sandbox');

  await page.reload();
  await expect(page.getByTestId('pages')).toHaveText(before);
});

test('a scenario file opens by link: preview, cancel, confirm; a cross-origin link is refused unfetched', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await openControlled(page, './#/buergerservice/werkstatt/material');
  await page.getByRole('link', { name: /Inhalte-Werkstatt öffnen/ }).click();
  await expect(page).toHaveURL(/#\/import\?from=scenarios%2Fcontent-workshop\.sandbox$/);
  const preview = page.getByTestId('import-preview');
  await expect(preview.getByTestId('preview-pages-added')).toHaveText('Neue Seiten: 4');
  await expect(preview).toContainText('Gebühren 2025 (Archiviert)');
  await expect(preview).toContainText('Neues Familienbüro (Entwurf)');
  await page.setViewportSize({ width: 320, height: 800 });
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations).toEqual([]);

  await preview.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(page.getByTestId('import-status')).toHaveText('Import abgebrochen. Nichts wurde geändert.');
  await page.goto('./#/inhalte');
  await expect(page.getByText('Noch keine Seiten.')).toBeVisible();

  await page.goto('./#/import?from=scenarios%2Fcontent-workshop.sandbox');
  await page.getByTestId('import-preview').getByRole('button', { name: 'Importieren' }).click();
  await expect(page.getByTestId('import-status')).toContainText('Importiert: 4 Seiten, 1 Bilder, 0 Übungswelten.');
  await page.getByRole('link', { name: 'Zu den Inhalten' }).click();
  await expect(page.getByTestId('pages')).toContainText('Öffnungszeiten des Bürgerbüros');
  await expect(page.getByTestId('pages')).toContainText('private Änderungen nicht veröffentlicht');

  const origin = new URL(page.url()).origin;
  const foreign = origin.replace('localhost', '127.0.0.1');
  for (const from of [`${foreign}/scenarios/content-workshop.sandbox`, 'javascript:alert(1)']) {
    requested.length = 0;
    await page.goto(`./#/import?from=${encodeURIComponent(from)}`);
    await expect(page.getByTestId('import-error')).toContainText('Der Link zeigt auf eine andere Website');
    expect(requested.filter((url) => url.includes('content-workshop') || url.startsWith('javascript'))).toEqual([]);
  }
});

test('a scenario file shipped with the app opens by link offline, from the first visit on', async ({
  page,
  context,
}) => {
  await openControlled(page, './#/buergerservice/werkstatt');
  await context.setOffline(true);
  await page.goto('./#/import?from=scenarios%2Fcontent-workshop.sandbox');
  await expect(page.getByTestId('import-preview').getByTestId('preview-pages-added')).toHaveText('Neue Seiten: 4');
  await page.getByTestId('import-preview').getByRole('button', { name: 'Importieren' }).click();
  await expect(page.getByTestId('import-status')).toContainText('Importiert: 4 Seiten');
  await context.setOffline(false);
});

test('under a sub-path the scenario link resolves against the app’s base', async ({ page }) => {
  await openControlled(
    page,
    `http://localhost:${SUBPATH_PORT}/sandbox/#/import?from=scenarios%2Fcontent-workshop.sandbox`,
  );
  await expect(page.getByTestId('import-preview').getByTestId('preview-pages-added')).toHaveText('Neue Seiten: 4');
});
