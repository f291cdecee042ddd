/** Findings 2, 3, 9 and the copy message of 12: the owner's workspace as people expect it. */
import { expect, test } from '@playwright/test';
import { axe, callWithToken, openControlled, publishingToken } from './support.ts';

const SHOTS = 'test-results/screenshots';
/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('finding 2: two owner tabs both save; no English developer message in the German UI', async ({
  page,
  context,
}) => {
  await openControlled(page, './#/inhalte');
  await expect(page.getByText('Noch keine Seiten.', { exact: false })).toBeVisible();
  const second = await context.newPage();
  await openControlled(second, './#/inhalte');
  await expect(second.getByText('Noch keine Seiten.', { exact: false })).toBeVisible();

  // The first tab saves after the second took its own workspace token.
  await page.getByRole('button', { name: 'Neue Seite' }).click();
  await page.getByLabel('Titel', { exact: true }).fill('Aus Tab eins');
  await page.getByRole('button', { name: 'Entwurf speichern' }).click();
  await expect(page.getByRole('heading', { name: '„Aus Tab eins“ bearbeiten (Version 1)' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Gespeichert (Version 1)' })).toBeVisible();

  // And the second tab saves too (a new tab never ends another tab's access).
  await second.getByRole('button', { name: 'Neue Seite' }).click();
  await second.getByLabel('Titel', { exact: true }).fill('Aus Tab zwei');
  await second.getByRole('button', { name: 'Entwurf speichern' }).click();
  await expect(second.getByRole('heading', { name: '„Aus Tab zwei“ bearbeiten (Version 1)' })).toBeVisible();
  for (const tab of [page, second]) {
    const text = (await tab.locator('main').textContent()) ?? '';
    expect(text).not.toMatch(/Authorization|Bearer|token/);
    expect((await tab.getByRole('alert').allTextContents()).join('')).toBe('');
  }
  await second.getByRole('button', { name: 'Schließen' }).click();
  await expect(second.getByTestId('pages')).toContainText('Aus Tab eins');
});

test('finding 3: a stale save merges three ways; untouched fields keep the latest; keep mine or take theirs', async ({
  page,
}) => {
  await openControlled(page, './#/inhalte');
  const token = await publishingToken(page);
  const created = await callWithToken(page, token, 'POST', 'api/pages', {
    title: 'Sprechzeiten',
    excerpt: 'Kurz',
    body: 'Montag',
  });
  await page.reload();
  await page.getByRole('button', { name: 'Bearbeiten Sprechzeiten' }).click();
  await expect(page.getByLabel('Titel', { exact: true })).toHaveValue('Sprechzeiten');

  // The agent writes a new excerpt and a new body meanwhile.
  await callWithToken(page, token, 'PUT', `api/pages/${created.body.id}`, {
    title: 'Sprechzeiten',
    excerpt: 'Vom Agenten',
    body: 'Dienstag',
    expected_version: 1,
  });
  // The owner changed the title and the body, never the excerpt.
  await page.getByLabel('Titel', { exact: true }).fill('Öffnungszeiten');
  await page.getByLabel('Text', { exact: true }).fill('Mittwoch');
  await page.getByRole('button', { name: 'Entwurf speichern' }).click();

  const conflict = page.getByTestId('conflict');
  await expect(conflict.getByRole('heading', { name: /jetzt Version 2/ })).toBeFocused();
  await expect(conflict).toContainText('Ihre Änderungen sind in das Formular übernommen: Titel, Text.');
  await expect(conflict).toContainText('Von der anderen Person geändert und behalten: Kurzfassung.');
  const body = conflict.getByRole('group', { name: 'Text' });
  await expect(body).toContainText('Mittwoch');
  await expect(body).toContainText('Dienstag');
  await expect(body.getByRole('radio', { name: 'Meine Fassung behalten' })).toBeChecked();
  await expect(page.getByLabel('Kurzfassung', { exact: true })).toHaveValue('Vom Agenten');
  expect(await conflict.textContent()).not.toMatch(/"|excerpt|body/);
  await page.screenshot({ path: `${SHOTS}/12-owner-merge.png`, fullPage: true });
  expect(await axe(page)).toEqual([]);

  await body.getByRole('radio', { name: 'Die neueste Fassung übernehmen' }).check();
  await expect(page.getByLabel('Text', { exact: true })).toHaveValue('Dienstag');
  await conflict.getByRole('button', { name: 'Zusammengeführt auf Version 2 speichern' }).click();
  await expect(page.getByRole('heading', { name: '„Öffnungszeiten“ bearbeiten (Version 3)' })).toBeVisible();
  const saved = await callWithToken(page, token, 'GET', `api/pages/${created.body.id}`);
  expect(saved.body).toMatchObject({ title: 'Öffnungszeiten', excerpt: 'Vom Agenten', body: 'Dienstag', version: 3 });
});

test('finding 9: cover upload with preview and alt text, choosing an existing image, every page reachable, English throughout', async ({
  page,
}) => {
  await openControlled(page, './#/inhalte');
  const token = await publishingToken(page);
  await page.evaluate(async (token) => {
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    for (let i = 1; i <= 52; i++) {
      await fetch('api/pages', { method: 'POST', headers, body: JSON.stringify({ title: `Seite ${i}` }) });
    }
  }, token);
  await page.reload();
  await page.getByRole('button', { name: 'Switch to English' }).click();
  await expect(page.getByTestId('pages-range')).toHaveText('Pages 1 to 50');
  await expect(page.getByTestId('pages')).toContainText('Draft · version 1');
  await page.getByRole('button', { name: 'Next 50' }).click();
  await expect(page.getByRole('heading', { name: 'Pages', exact: true })).toBeFocused();
  await expect(page.getByTestId('pages-range')).toHaveText('Pages 51 to 52');
  await expect(page.getByTestId('pages')).toContainText('Seite 52');

  // The cover: upload with alt text, then see it with its alt text.
  await page.getByRole('button', { name: 'Edit Seite 52' }).click();
  await page
    .getByLabel('Upload a new image')
    .setInputFiles({ name: 'rathaus.png', mimeType: 'image/png', buffer: PNG });
  await page.getByLabel('Alt text of the new image').fill('The town hall at dusk');
  await page.getByRole('button', { name: 'Upload and use as cover' }).click();
  const cover = page.getByTestId('cover');
  await expect(cover.getByRole('img', { name: 'The town hall at dusk' })).toBeVisible();
  expect(
    await cover
      .getByRole('img')
      .first()
      .evaluate((img) => (img as HTMLImageElement).naturalWidth),
  ).toBe(1);
  await expect(cover).toContainText('Alt text: The town hall at dusk');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('heading', { name: 'Edit “Seite 52” (version 2)' })).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByTestId('editor-confirm').getByRole('button', { name: 'Yes, publish' }).click();
  await expect(page.getByText('Done: status Published.')).toBeVisible();
  const history = page.getByTestId('history');
  await expect(history).toContainText('Version 3: published');
  await expect(history).toContainText('Version 1: created');
  await expect(history).toContainText('changed: Cover image');
  expect(await history.textContent()).not.toMatch(/AM|PM|\d+\/\d+\/\d{4}/);
  await page.screenshot({ path: `${SHOTS}/13-owner-editor-en.png`, fullPage: true });
  expect(await axe(page)).toEqual([]);
  // Finding 8: the editor with its cover and history reflows at 320 px.
  await page.setViewportSize({ width: 320, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  expect(await axe(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/14-owner-editor-320.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Another page takes the same image from the existing ones.
  await page.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Edit Seite 51' }).click();
  await page.getByRole('button', { name: 'Choose from existing images' }).click();
  await page.getByTestId('image-choices').getByRole('button', { name: 'Use this image The town hall at dusk' }).click();
  await expect(page.getByTestId('cover').getByRole('img', { name: 'The town hall at dusk' })).toBeVisible();
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('heading', { name: 'Edit “Seite 51” (version 2)' })).toBeVisible();
  const list = await callWithToken(page, token, 'GET', 'api/pages?page=2');
  const used = list.body.pages.filter((p: { cover: string | null }) => p.cover);
  expect(used).toHaveLength(2);
});

test('finding 12: "Copied" only when copying worked', async ({ page }) => {
  await openControlled(page, './#/inhalte');
  await page.evaluate(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
    });
  });
  await page.getByLabel('Name', { exact: true }).fill('Agent');
  await page.getByRole('button', { name: 'Verbindung anlegen' }).click();
  await page.getByRole('button', { name: 'Schlüssel kopieren' }).click();
  await expect(page.getByTestId('new-token')).toContainText('Kopieren ging nicht');
  await expect(page.getByTestId('new-token')).not.toContainText('Kopiert.');
});
