/**
 * The studio (issue 32) in a real browser: a participant makes a project, types in the editor, saves,
 * and the preview (and the served address in a new tab) shows what the page fetched from the
 * sandbox; the console, the journal, offline, restarts, export/import, zip and every limit.
 */
import { expect, type Page, test } from '@playwright/test';
import { openControlled } from './support.ts';

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
  await expect(tab.locator('#count')).toHaveText('16');
  expect(new URL(tab.url()).pathname).toBe('/studio/zaehler/');
});
