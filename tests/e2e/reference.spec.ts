/**
 * The API reference screen (issue 27): found from the navigation, searched, tried with the examples of
 * the contracts, copied as curl that runs against a real bridge, offline after one visit, axe clean.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { municipalContract } from '../../src/engine/municipal/contract.ts';
import { pair, startBridge } from './bridge-support.ts';
import { fetchInPage, openControlled, openedWorldToken } from './support.ts';

/** Opens the reference from the navigation and chooses POST /v1/drafts by searching for it. */
async function openDraftsBySearch(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'API-Referenz' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('API-Referenz');
  await page.getByLabel('Endpunkte suchen').fill('POST drafts');
  const list = page.getByTestId('reference-list');
  // The German screen lists the contract's German summary.
  await list.getByRole('link', { name: /^POST \/v1\/drafts Einen Entwurf vorbereiten/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'POST /v1/drafts' })).toBeVisible();
}

test('POST /v1/drafts found by search, tried with its example: 201 and the case; a broken body: 422 with its guide section', async ({
  page,
}) => {
  await openControlled(page);
  await openDraftsBySearch(page);
  const detail = page.getByTestId('reference-detail');
  // The contract's errors, each linked to its section of the German guide.
  await expect(detail.getByTestId('reference-errors').getByRole('link', { name: 'unsupported_input' })).toHaveAttribute(
    'href',
    /\/v1\/guide\?lang=de#error-unsupported_input$/,
  );
  const key = await detail.getByLabel('Idempotency-Key (neu erzeugt)').inputValue();
  expect(key).toMatch(/^try-[0-9a-f-]{36}$/);
  await expect(detail.getByLabel('Inhalt (JSON)')).toHaveValue(/"service": "meldebescheinigung"/);

  await detail.getByRole('button', { name: 'Senden' }).click();
  await expect(detail.getByTestId('try-status')).toHaveText('201 · Erfolg');
  await expect(detail.getByTestId('try-body')).toContainText('"state": "review"');
  await expect(detail.getByTestId('try-body')).toContainText('"service": "meldebescheinigung"');

  // A body with the right shape and a service that does not exist: 422, linked to the guide's section.
  await detail.getByRole('button', { name: 'Neuer Schlüssel' }).click();
  await detail.getByLabel('Inhalt (JSON)').fill('{"service": "zauberei", "profile": "anna", "fields": {}}');
  await detail.getByRole('button', { name: 'Senden' }).click();
  await expect(detail.getByTestId('try-status')).toHaveText('422 · Fehler des Clients');
  const guideLink = detail.getByTestId('try-problem').getByRole('link');
  await expect(guideLink).toHaveText('Fehler unsupported_input: Abschnitt in der Anleitung');
  const guide = (await guideLink.getAttribute('href')) as string;
  expect(guide).toMatch(/\/v1\/guide#error-unsupported_input$/);
  const guidePage = await fetchInPage(page, guide.split('#')[0] as string);
  expect(guidePage.text).toContain('id="error-unsupported_input"');

  // Journaled as the app's own, marked so the Inspector's source filter finds them.
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Inspektor' }).click();
  await page.getByLabel('Herkunft').selectOption('reference');
  const journal = page.getByTestId('journal');
  await expect(journal.locator('li[data-source="reference"]', { hasText: 'POST /v1/drafts 201' })).toHaveCount(1);
  await expect(journal.locator('li[data-source="reference"]', { hasText: 'POST /v1/drafts 422' })).toHaveCount(1);
  await expect(journal.locator('li:not([data-source="reference"])')).toHaveCount(0);
});

test('GET /api/pages tried with a token the person pasted (kept in memory only)', async ({ page }) => {
  await openControlled(page, './#/inhalte');
  await page.getByLabel('Name', { exact: true }).fill('Referenz');
  await page.getByRole('button', { name: 'Verbindung anlegen' }).click();
  const token = await page.getByLabel('Zugangsschlüssel').inputValue();
  expect(token).toMatch(/^cms_[a-f0-9]{64}$/);

  await page.goto('./#/referenz/content.listPages');
  const detail = page.getByTestId('reference-detail');
  await expect(detail.getByRole('heading', { level: 2, name: 'GET /api/pages' })).toBeVisible();
  // Without a token the form says so and sends nothing.
  await detail.getByRole('button', { name: 'Senden' }).click();
  await expect(detail.getByRole('alert')).toHaveText('Fügen Sie zuerst einen Token ein.');
  await detail.getByLabel('Token (nur im Speicher dieser Seite, nie gespeichert)').fill(token);
  await detail.getByRole('button', { name: 'Senden' }).click();
  await expect(detail.getByTestId('try-status')).toHaveText('200 · Erfolg');
  await expect(detail.getByTestId('try-body')).toContainText('"pages": [');
  // Kept in memory only: nowhere in the page's storage.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
  expect(stored).not.toContain(token);
});

/** Runs a shell command with the real curl; CURL_HOME's .curlrc only adds the status line at the end. */
function runCurl(command: string, env: Record<string, string>): Promise<{ status: number; body: string }> {
  const home = mkdtempSync(join(tmpdir(), 'curl-home-'));
  writeFileSync(join(home, '.curlrc'), 'silent\nwrite-out = "\\n%{http_code}"\n');
  return new Promise((resolve, reject) => {
    execFile('sh', ['-c', command], { env: { ...process.env, ...env, CURL_HOME: home } }, (error, stdout, stderr) => {
      if (error) return reject(new Error(`${error.message}\n${stderr}`));
      const lines = stdout.trimEnd().split('\n');
      resolve({ status: Number(lines.at(-1)), body: lines.slice(0, -1).join('\n') });
    });
  });
}

test('copy as curl: the copied command, with only its variable set, gets the same status through a real bridge', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const bridge = await startBridge();
  try {
    await openControlled(page);
    await pair(page, bridge);
    await openDraftsBySearch(page);
    const detail = page.getByTestId('reference-detail');
    await detail.getByRole('button', { name: 'Senden' }).click();
    await expect(detail.getByTestId('try-status')).toHaveText('201 · Erfolg');

    const snippet = detail.getByTestId('snippet');
    await expect(snippet).toContainText(`curl ${bridge.url}v1/drafts`);
    await detail.getByRole('button', { name: 'Kopieren' }).click();
    await expect(detail.getByText('Kopiert.')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await snippet.textContent());
    // No secret in the copy: the world's capability is a variable.
    const capability = await openedWorldToken(page);
    expect(copied).not.toContain(capability);
    expect(copied).toContain('$SANDBOX_CAPABILITY');

    // The copy after a send holds a new Idempotency-Key (issue 33): a new draft, 201.
    const run = await runCurl(copied, { SANDBOX_CAPABILITY: capability });
    expect(run.status).toBe(201);
    expect(JSON.parse(run.body)).toMatchObject({ state: 'review', service: 'meldebescheinigung' });

    // A GET copied as curl too: GET /v1/services through the bridge answers as the tab did.
    await page.goto('./#/referenz/municipal.listServices');
    await detail.getByRole('button', { name: 'Senden' }).click();
    await expect(detail.getByTestId('try-status')).toHaveText('200 · Erfolg');
    await expect(snippet).toContainText(`curl ${bridge.url}v1/services`);
    const services = await runCurl((await snippet.textContent()) as string, {});
    expect(services.status).toBe(200);

    // An Inspector row copied as curl: the tried draft, sent again through the bridge, replayed.
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Inspektor' }).click();
    const row = page.getByTestId('journal').locator('li[data-source="reference"]', { hasText: 'POST /v1/drafts 201' });
    await row.getByRole('button').first().click();
    const copyAs = row.getByTestId('copy-entry');
    await copyAs.getByLabel('Kopieren als').selectOption('curl');
    await copyAs.getByRole('button', { name: 'Kopieren', exact: true }).click();
    // "Copy as" is lazy: wait for its code before reading it.
    await expect(row.getByTestId('copied-code')).toContainText('$SANDBOX_CAPABILITY');
    const fromRow = (await row.getByTestId('copied-code').textContent()) as string;
    expect(fromRow).not.toContain('[redacted]');
    const again = await runCurl(fromRow, { SANDBOX_CAPABILITY: capability });
    expect(again.status).toBe(201);

    // "With my key": that one copy holds the capability, the next one does not.
    await page.goto('./#/referenz/municipal.listCases');
    await detail.getByLabel('Mit meinem Schlüssel (nur für diese Kopie)').check();
    await expect(snippet).toContainText(capability);
    await detail.getByRole('button', { name: 'Kopieren' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(capability);
    await expect(snippet).not.toContainText(capability);
  } finally {
    await bridge.stop();
  }
});

test('the reference works offline after one visit to the app (never opened before, server gone)', async ({
  page,
  context,
}) => {
  await openControlled(page);
  await expect(page.getByTestId('offline-status')).toHaveAttribute('data-state', 'ready');
  await context.setOffline(true);
  try {
    await page.reload();
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'API-Referenz' }).click();
    await page.getByLabel('Endpunkte suchen').fill('GET /v1/services');
    await page
      .getByTestId('reference-list')
      .getByRole('link', { name: /^GET \/v1\/services Die 16 Dienste/ })
      .click();
    const detail = page.getByTestId('reference-detail');
    await detail.getByRole('button', { name: 'Senden' }).click();
    await expect(detail.getByTestId('try-status')).toHaveText('200 · Erfolg');
    await expect(detail.getByTestId('try-body')).toContainText('"id": "termin"');
  } finally {
    await context.setOffline(false);
  }
});

test('the German screen shows the contracts’ German summaries and descriptions, the English screen their English ones', async ({
  page,
}) => {
  const { submitCase, createDraft } = municipalContract.routes;
  await openControlled(page, './#/referenz/municipal.submitCase');
  const detail = page.getByTestId('reference-detail');
  const article = detail.locator('article');
  await expect(article.locator('> p').first()).toHaveText(submitCase.summary.de);
  await expect(article.locator('> p.hint')).toHaveText(submitCase.description?.de ?? '');
  // The MCP tool made of the same route: its title is the route's summary.
  await page.getByLabel('Endpunkte suchen').fill('municipal_create_draft');
  await expect(page.getByTestId('reference-list')).toContainText(createDraft.summary.de);
  // Switched to English, the documents are read again in English.
  await page.getByRole('button', { name: 'Switch to English' }).click();
  await expect(page.getByTestId('reference-list')).toContainText(createDraft.summary.en);
  await page.getByLabel('Search endpoints').fill('');
  await page.goto('./#/referenz/municipal.submitCase');
  await expect(article.locator('> p').first()).toHaveText(submitCase.summary.en);
  await expect(article.locator('> p.hint')).toHaveText(submitCase.description?.en ?? '');
});

for (const lang of ['de', 'en'] as const) {
  for (const width of [390, 1280]) {
    test(`axe finds nothing on the reference screen, ${lang}, ${width} px`, async ({ page }) => {
      // axe over a long screen takes its time on a loaded machine.
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript((value) => localStorage.setItem('sandbox.lang', value), lang);
      await openControlled(page, './#/referenz/municipal.createDraft');
      const detail = page.getByTestId('reference-detail');
      await expect(detail.locator('article > p').first()).toHaveText(
        municipalContract.routes.createDraft.summary[lang],
      );
      await detail.getByRole('button', { name: lang === 'de' ? 'Senden' : 'Send' }).click();
      await expect(detail.getByTestId('try-status')).toHaveText(lang === 'de' ? '201 · Erfolg' : '201 · Success');
      await page
        .locator('details')
        .first()
        .evaluate((element) => element.setAttribute('open', ''));
      const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(axe.violations).toEqual([]);
      await page.screenshot({ path: `test-results/reference-${lang}-${width}.png`, fullPage: false });
    });
  }
}
