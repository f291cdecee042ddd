/**
 * The studio (issue 32) in a real browser: a participant makes a project, types in the editor, saves,
 * and the preview (and the served address in a new tab) shows what the page fetched from the
 * sandbox; the console, the journal, offline, restarts, export/import, zip and every limit.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { fetchInPage, openControlled, openedWorldToken } from './support.ts';

/** The blank template's page replaced with one that counts the services (typed as a person would paste). */
const COUNTING_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Count</title></head>
<body>
<p id="count">…</p>
<script type="module">
const response = await fetch('../../v1/services');
const { services } = await response.json();
document.querySelector('#count').textContent = String(services.length);
</script>
</body>
</html>
`;

/** Opens the studio and makes a project from a template; the project's page opens. */
async function makeProject(page: Page, name: string, template = 'Leere Seite'): Promise<void> {
  await openControlled(page, './#/studio');
  await page.getByLabel('Name des Projekts').fill(name);
  await page.getByLabel(template).check();
  await page.getByTestId('studio-create').click();
  await expect(page.getByTestId('studio-project-title')).toHaveText(name);
}

/** Replaces the open file's text in the editor (insertText: no auto-closing brackets, as a paste). */
async function replaceText(page: Page, text: string): Promise<void> {
  const content = page.getByTestId('studio-editor').locator('.cm-content');
  await content.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

/** A project's files as the worker serves them (path -> base64 of the bytes). */
async function projectFiles(page: Page, project: string): Promise<Record<string, string>> {
  return page.evaluate(async (name) => {
    const registration = await navigator.serviceWorker.ready;
    const channel = new MessageChannel();
    const reply = new Promise<{ ok: boolean; result: { files: { path: string; bytes: Uint8Array }[] } }>((resolve) => {
      channel.port1.onmessage = (event) => resolve(event.data);
    });
    registration.active?.postMessage({ type: 'owner', op: 'readProject', args: { name } }, [channel.port2]);
    const { result } = await reply;
    const base64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));
    return Object.fromEntries(result.files.map((file) => [file.path, base64(file.bytes)]));
  }, project);
}

function preview(page: Page) {
  return page.frameLocator('[data-testid="studio-preview"]');
}

test('a blank project, typed into, fetches /v1/services: the preview and a new tab show 16', async ({
  page,
  context,
}) => {
  await makeProject(page, 'zaehler');
  await replaceText(page, COUNTING_PAGE);
  await expect(page.getByTestId('studio-save-status')).toHaveText('Ungespeicherte Änderungen');
  await page.keyboard.press('ControlOrMeta+s');
  await expect(page.getByTestId('studio-save-status')).toHaveText('Gespeichert.');
  await expect(preview(page).locator('#count')).toHaveText('16');

  const [tab] = await Promise.all([context.waitForEvent('page'), page.getByTestId('studio-open-tab').click()]);
  // The tab is the app's host page; the project's page is its sandboxed frame.
  await expect(tab.frameLocator('iframe').locator('#count')).toHaveText('16');
  expect(new URL(tab.url()).pathname).toBe('/studio/zaehler/');
});

test.describe('in an English browser (the reference frontend speaks the browser’s language)', () => {
  test.use({ locale: 'en-US' });
  // The app itself stays German here, as the other tests read it.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('sandbox.lang', 'de'));
  });

  test('the booking template completes a booking through the preview', async ({ page }) => {
    await makeProject(page, 'buchung', 'Buchungs-Oberfläche (das Referenz-Frontend, ganz)');
    const frame = preview(page);
    await expect(frame.getByRole('status')).toHaveText('Sandbox ready: 16 services.', { timeout: 15_000 });
    await frame.getByRole('button', { name: 'Open a world' }).click();
    await expect(frame.getByText('Your world is open until')).toBeVisible();
    await frame.getByLabel('Service').selectOption('termin');
    await expect(frame.getByLabel('Slot', { exact: true })).not.toBeEmpty();
    await frame.getByRole('button', { name: 'Prepare the draft for review' }).click();
    await frame.getByLabel('I have checked these details').check();
    await frame.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(frame.getByText(/^Completed: Appointment at the citizens’ office, receipt/)).toBeVisible();
    // The receipt is a blob download from the sandboxed page (allow-downloads).
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      frame.getByRole('button', { name: 'Download the receipt (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^receipt-.+\.pdf$/);
  });
});

test("the editor's unsaved text survives a reload, still unsaved, and the served file is unchanged", async ({
  page,
}) => {
  await makeProject(page, 'entwurf');
  await page.getByTestId('studio-file-list').getByRole('button', { name: 'app.js' }).click();
  const saved = (await fetchInPage(page, 'studio/entwurf/app.js')).text;
  await replaceText(page, "console.log('noch nicht gespeichert');\n");
  await expect(page.getByTestId('studio-save-status')).toHaveText('Ungespeicherte Änderungen');
  // Leaving the page with unsaved text asks the browser's question; the person leaves anyway.
  page.on('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(page.getByTestId('studio-project-title')).toHaveText('entwurf');
  await page.getByTestId('studio-file-list').getByRole('button', { name: 'app.js' }).click();
  await expect(page.getByTestId('studio-editor').locator('.cm-content')).toContainText('noch nicht gespeichert');
  await expect(page.getByTestId('studio-save-status')).toHaveText('Ungespeicherte Änderungen');
  expect((await fetchInPage(page, 'studio/entwurf/app.js')).text).toBe(saved);
});

test('a console.error and a thrown error appear in the console panel with file and line', async ({ page }) => {
  await makeProject(page, 'konsole');
  await page.getByTestId('studio-file-list').getByRole('button', { name: 'app.js' }).click();
  await replaceText(page, "console.log('los');\nconsole.error('kaputt', 42);\nthrow new Error('geworfen');\n");
  await page.getByTestId('studio-save').click();
  const panel = page.getByTestId('studio-console');
  await expect(panel.locator('li[data-level="error"]').filter({ hasText: 'kaputt 42' })).toContainText('app.js:2:');
  await expect(panel.locator('li[data-level="error"]').filter({ hasText: 'geworfen' })).toContainText('app.js:3:');
  await expect(panel.locator('li[data-level="log"]')).toContainText('los');
});

test("the project's requests are in the journal under its name, and its report card shows them", async ({ page }) => {
  await openControlled(page, './#/buergerservice/werkstatt');
  const capability = await openedWorldToken(page);
  await makeProject(page, 'protokolliert');
  await page.getByTestId('studio-file-list').getByRole('button', { name: 'app.js' }).click();
  // The participant pasted the world's capability into the code (the page asks the tab's world).
  await replaceText(
    page,
    `const headers = { authorization: 'Bearer ${capability}' };\nconst answer = await fetch('../../v1/drafts', { headers });\ndocument.querySelector('#out').textContent = 'drafts ' + answer.status;\n`,
  );
  await page.getByTestId('studio-save').click();
  await expect(preview(page).locator('#out')).toHaveText('drafts 200');
  // The person leaves the studio at once: the worker looked the preview up when the request arrived,
  // so the entry names the project even though the preview is gone when it is written.
  await page.goto('./#/inspektor');
  await expect
    .poll(() =>
      page.evaluate(async (capability) => {
        const answer = await fetch('v1/journal', { headers: { authorization: `Bearer ${capability}` } });
        const { entries } = (await answer.json()) as { entries: { source: string; project: string | null }[] };
        return entries.filter((entry) => entry.source === 'studio' && entry.project === 'protokolliert').length;
      }, capability),
    )
    .toBe(1);

  await page.getByLabel('Herkunft').selectOption({ label: 'Studio: protokolliert' });
  await expect(page.getByText('GET /v1/drafts').first()).toBeVisible();

  await page.goto('./#/zeugnis');
  await page.getByLabel('Wessen Zeugnis').selectOption({ label: 'Studio-Projekt „protokolliert“' });
  await expect(page.getByRole('heading', { name: 'Zeugnis des Studio-Projekts „protokolliert“' })).toBeVisible();
  // The card counts the project's one request only, not the world's.
  await expect(page.getByTestId('report-summary')).toContainText('(1 Eintrag geprüft)');
  // The same card over HTTP, as any client reads it: judged on the project's request.
  const card = await page.evaluate(async (capability) => {
    const answer = await fetch('v1/journal/report?project=protokolliert', {
      headers: { authorization: `Bearer ${capability}` },
    });
    return (await answer.json()) as { entries: number; summary: { kept: number; broken: number } };
  }, capability);
  expect(card.summary.kept + card.summary.broken).toBeGreaterThan(0);
  // Only the project's one request, not the world's others (the app's own among them).
  expect(card.entries).toBe(1);
});

test('a .zip download, opened again as a new project, is byte for byte the same', async ({ page }) => {
  await makeProject(page, 'packen', 'Buchungs-Oberfläche (das Referenz-Frontend, ganz)');
  const download = page.waitForEvent('download');
  await page.getByTestId('studio-download').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('packen.zip');
  const zipPath = (await file.path()) as string;

  await page.goto('./#/studio');
  await page.getByTestId('studio-import-files').setInputFiles({
    name: 'packen.zip',
    mimeType: 'application/zip',
    buffer: readFileSync(zipPath),
  });
  const shown = page.getByTestId('studio-import-preview');
  await expect(shown.getByRole('row')).toHaveCount(7);
  await expect(shown).toContainText('app.js');
  await page.getByLabel('Name des Projekts').last().fill('ausgepackt');
  await page.getByTestId('studio-import-keep').click();
  await expect(page.getByTestId('studio-project-title')).toHaveText('ausgepackt');

  const before = await projectFiles(page, 'packen');
  const after = await projectFiles(page, 'ausgepackt');
  expect(after).toEqual(before);
  expect(Object.keys(after).sort()).toEqual(readdirSync('examples/booking').sort());
  for (const [path, bytes] of Object.entries(after)) {
    expect(Buffer.from(bytes, 'base64').equals(readFileSync(`examples/booking/${path}`)), path).toBe(true);
  }
});

test('a project named v1 or api does not capture those routes', async ({ page }) => {
  await makeProject(page, 'v1');
  await makeProject(page, 'api');
  const services = await fetchInPage(page, 'v1/services');
  expect(services.status).toBe(200);
  expect(JSON.parse(services.text).services).toHaveLength(16);
  const schema = await fetchInPage(page, 'api/schema');
  expect(schema.type).toContain('json');
  const served = await fetchInPage(page, 'studio/v1/');
  expect(served.type).toContain('text/html');
  expect(served.text).toContain('<h1>Hello</h1>');
});

test('each limit and bad name or path is refused with its message, and nothing else changes', async ({ page }) => {
  await makeProject(page, 'grenzen');
  const files = page.getByTestId('studio-file-list').getByRole('listitem');
  await expect(files).toHaveCount(3);
  const summary = page.getByTestId('error-summary');

  for (const path of ['../sw.js', '%2e%2e/sw.js', '/v1/services', 'a\\b.js']) {
    await page.getByLabel('Pfad der neuen Datei').fill(path);
    await page.getByTestId('studio-add-file').click();
    await expect(summary).toContainText('Der Pfad passt nicht: relativ, ohne „..“');
    await expect(summary).toContainText('höchstens 100 Zeichen');
    // What was typed stays, to be corrected.
    await expect(page.getByLabel('Pfad der neuen Datei')).toHaveValue(path);
    await expect(files).toHaveCount(3);
  }

  await page.getByTestId('studio-upload').setInputFiles({
    name: 'gross.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(2 * 1024 * 1024, 1),
  });
  await expect(summary).toContainText('Die Datei ist zu groß: höchstens 1 MB pro Datei.');
  await expect(files).toHaveCount(3);

  // 47 more make 50; the 51st is refused.
  await page.getByTestId('studio-upload').setInputFiles(
    Array.from({ length: 47 }, (_, i) => ({
      name: `f${i}.txt`,
      mimeType: 'text/plain',
      buffer: Buffer.from(`${i}`),
    })),
  );
  await expect(files).toHaveCount(50);
  await page.getByLabel('Pfad der neuen Datei').fill('einundfuenfzig.js');
  await page.getByTestId('studio-add-file').click();
  await expect(summary).toContainText('Zu viele Dateien: höchstens 50 pro Projekt.');
  await expect(files).toHaveCount(50);

  await page.getByRole('link', { name: 'Alle Projekte' }).click();
  for (const name of ['../sw.js', 'v1/x', 'a'.repeat(41), '']) {
    await page.getByLabel('Name des Projekts').fill(name);
    await page.getByTestId('studio-create').click();
    await expect(summary).toContainText(
      'Der Name passt nicht: nur Buchstaben, Ziffern und Bindestriche, 1 bis 40 Zeichen.',
    );
    await expect(page.getByLabel('Name des Projekts')).toHaveValue(name);
  }
  await page.getByLabel('Name des Projekts').fill('grenzen');
  await page.getByTestId('studio-create').click();
  await expect(summary).toContainText('Es gibt schon ein Projekt mit diesem Namen');
  await expect(page.getByTestId('studio-projects').getByRole('listitem')).toHaveCount(1);
  const served = await fetchInPage(page, 'studio/grenzen/f0.txt');
  expect(served.text).toBe('0');
});

test('offline with the server down, the studio opens, a file is edited and saved, and the page serves and calls /v1', async ({
  page,
  context,
}) => {
  await makeProject(page, 'offline');
  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByTestId('studio-project-title')).toHaveText('offline');
    await replaceText(page, COUNTING_PAGE);
    await page.getByTestId('studio-save').click();
    await expect(preview(page).locator('#count')).toHaveText('16');
  } finally {
    await context.setOffline(false);
  }
});

test('export, clear site data, import: the project comes back; a project of the same name is never overwritten without asking', async ({
  page,
  context,
}) => {
  await makeProject(page, 'mitnehmen');
  await replaceText(page, COUNTING_PAGE);
  await page.getByTestId('studio-save').click();
  await expect(preview(page).locator('#count')).toHaveText('16');
  const before = await projectFiles(page, 'mitnehmen');

  await page.goto('./#/buergerservice/werkstatt/material');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Datei exportieren' }).click(),
  ]);
  const file = readFileSync(await download.path());

  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', { origin: new URL(page.url()).origin, storageTypes: 'all' });
  await cdp.detach();
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('about:blank');
  await openControlled(page, './#/studio');
  await expect(page.getByTestId('studio-no-projects')).toBeVisible();

  const importOnce = async () => {
    await page.goto('./#/buergerservice/werkstatt/material');
    await page.getByLabel('Exportdatei importieren').setInputFiles({
      name: 'mitnehmen.sandbox',
      mimeType: 'application/octet-stream',
      buffer: file,
    });
    return page.getByTestId('preview-projects');
  };
  let shown = await importOnce();
  await expect(shown).toContainText('„mitnehmen“: 3 Dateien');
  await page.getByTestId('import-preview').getByRole('button', { name: 'Importieren' }).click();
  await expect(page.getByTestId('import-status')).toContainText('Importiert');
  expect(await projectFiles(page, 'mitnehmen')).toEqual(before);
  const served = await fetchInPage(page, 'studio/mitnehmen/');
  expect(served.text).toContain("fetch('../../v1/services')");

  // The same file again: the name is taken, so the page asks; keeping both is the default.
  shown = await importOnce();
  await expect(
    shown.getByRole('group', { name: 'Hier gibt es schon ein Projekt „mitnehmen“. Was soll geschehen?' }),
  ).toBeVisible();
  await expect(shown.getByLabel('Beide behalten: das aus der Datei heißt dann „mitnehmen-2“')).toBeChecked();
  await page.getByTestId('import-preview').getByRole('button', { name: 'Importieren' }).click();
  await expect(page.getByTestId('import-status')).toContainText('Importiert');
  await page.goto('./#/studio');
  await expect(page.getByTestId('studio-projects').getByRole('listitem')).toHaveCount(2);
  expect(await projectFiles(page, 'mitnehmen-2')).toEqual(before);
});

test('"Copy as fetch" in the reference inserts into the studio’s open file', async ({ page }) => {
  await makeProject(page, 'einfuegen');
  await page.getByTestId('studio-file-list').getByRole('button', { name: 'app.js' }).click();
  await expect(page.getByTestId('studio-editor')).toContainText('Ready.');
  await page.goto('./#/referenz/municipal.listServices');
  const detail = page.getByTestId('reference-detail');
  await detail.getByLabel('Kopieren als').selectOption('fetch');
  await expect(detail.getByTestId('snippet')).toContainText('fetch(');
  await detail.getByTestId('copy-to-studio').click();
  await expect(page.getByTestId('studio-project-title')).toHaveText('einfuegen');
  await expect(page.getByTestId('studio-editor')).toContainText('/v1/services');
  await expect(page.getByTestId('studio-save-status')).toHaveText('Ungespeicherte Änderungen');
});
