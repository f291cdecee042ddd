/**
 * The Inspector as a workbench (issue #27, item 4): edit a row's body and resend it through the API,
 * the new answer beside the original; statuses by class in words; JSON bodies that fold; every method
 * in the filter; axe clean in German and English at 390 and 1280 px.
 */
import { expect, type Page, test } from '@playwright/test';
import { axe, fetchInPage, openControlled, openedWorldToken } from './support.ts';

const SHOTS = 'test-results/screenshots';

/** A library card draft; `nichts` is no tariff of the catalogue (422). */
function draft(tarif: string) {
  return { service: 'bibliothek', profile: 'clara', fields: { tarif, interesse: 'comic' } };
}

/** A world opened by the app, and one draft refused (422) for a value that is not in the catalogue. */
async function worldWithARefusedDraft(page: Page): Promise<string> {
  await openControlled(page, './#/buergerservice/werkstatt');
  const capability = await openedWorldToken(page);
  const refused = await fetchInPage(page, 'v1/drafts', {
    method: 'POST',
    headers: {
      authorization: `Bearer ${capability}`,
      'content-type': 'application/json',
      'idempotency-key': 'inspector-resend-0001',
    },
    body: JSON.stringify(draft('nichts')),
  });
  expect(refused.status).toBe(422);
  return capability;
}

function refusedRow(page: Page) {
  return page.getByTestId('journal').locator('li', { hasText: 'POST /v1/drafts 422' });
}

test('Edit and resend changes a body and shows both answers; statuses by class; JSON folds; every method', async ({
  page,
}) => {
  const capability = await worldWithARefusedDraft(page);
  await page.goto('./#/inspektor');

  // Every method, whatever the journal holds so far (a web-first assertion: the Inspector is lazy).
  await expect(page.getByLabel('Methode').locator('option')).toHaveText([
    'Alle',
    'GET',
    'HEAD',
    'POST',
    'PUT',
    'PATCH',
    'DELETE',
    'OPTIONS',
  ]);

  // The status's class in words (and colour): a 422 is a client error, the 201 of the session a success.
  const row = refusedRow(page);
  await expect(row.getByRole('button')).toContainText('422 · Fehler des Clients');
  await expect(page.getByTestId('journal').locator('li', { hasText: 'POST /v1/sessions 201' })).toContainText(
    '201 · Erfolg',
  );
  const colours = await row.locator('.status').evaluate((element) => getComputedStyle(element).color);
  expect(colours).not.toBe(await page.locator('body').evaluate((element) => getComputedStyle(element).color));

  await row.getByRole('button').click();
  // The request body, pretty-printed as a tree that folds with the keyboard.
  const requestBody = row.getByTestId('journal-details').getByTestId('json-body').first();
  await expect(requestBody).toContainText('"tarif": "nichts"');
  const fields = requestBody.locator('details', { hasText: '"fields":' }).last();
  await expect(fields).toHaveAttribute('open', '');
  await fields.locator('summary').first().focus();
  await page.keyboard.press('Enter');
  await expect(fields).not.toHaveAttribute('open');
  await expect(fields.getByText('"tarif": "nichts"')).toBeHidden();
  await page.keyboard.press('Enter');
  await expect(fields.getByText('"tarif": "nichts"')).toBeVisible();

  // Edit and resend: the redacted capability stays redacted in the form and is re-attached when sent.
  await row.getByRole('button', { name: 'Bearbeiten und erneut senden' }).click();
  const headers = row.getByLabel('Kopfzeilen');
  await expect(headers).toHaveValue(/authorization: Bearer \[redacted\]/);
  await headers.fill((await headers.inputValue()).replace('inspector-resend-0001', 'inspector-resend-0002'));
  const body = row.getByLabel('Inhalt', { exact: true });
  await expect(body).toHaveValue(JSON.stringify(draft('nichts')));
  await body.fill(JSON.stringify(draft('probe')));
  await page.screenshot({ path: `${SHOTS}/inspector-resend-form-1280-de.png`, fullPage: true });
  await row.getByRole('button', { name: 'Senden' }).click();
  const answers = row.getByTestId('resend-answers');
  await expect(answers.getByTestId('answer-original')).toContainText('422 · Fehler des Clients');
  await expect(answers.getByTestId('answer-new')).toContainText('201 · Erfolg');
  await expect(answers.getByTestId('answer-new')).toContainText('"state": "review"');
  await expect(row.getByRole('heading', { name: 'Antworten im Vergleich' })).toBeFocused();
  // The resent request is journaled like any other of the app.
  await expect(page.getByTestId('journal').locator('li', { hasText: 'POST /v1/drafts 201' })).toHaveCount(1);
  expect(await page.content()).not.toContain(capability);
  await page.screenshot({ path: `${SHOTS}/inspector-resend-answers-1280-de.png`, fullPage: true });

  // A path that is not the sandbox's is refused in the form, nothing sent.
  await row.getByLabel('Pfad und Abfrage').fill('https://example.com/');
  await row.getByRole('button', { name: 'Senden' }).click();
  await expect(row.getByTestId(/^error-resend-/)).toContainText('mit / beginnt');
  await expect(row.getByLabel('Pfad und Abfrage')).toBeFocused();
});

test('the Inspector with a row opened, resent, answered and copied as code is axe clean in German and English at 390 and 1280 px', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await worldWithARefusedDraft(page);
  await page.goto('./#/inspektor');
  const row = refusedRow(page);
  await row.getByRole('button').click();
  await row.getByRole('button', { name: 'Bearbeiten und erneut senden' }).click();
  await row.getByRole('button', { name: 'Senden' }).click();
  await expect(row.getByTestId('answer-new')).toContainText('422');
  // "Copy as" with its code shown belongs to the row's screen too.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const copyAs = row.getByTestId('copy-entry');
  await copyAs.getByLabel('Kopieren als').selectOption('python');
  await copyAs.getByRole('button', { name: 'Kopieren', exact: true }).click();
  await expect(row.getByTestId('copied-code')).toContainText('import');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const language of ['de', 'en']) {
      if ((await page.locator('html').getAttribute('lang')) !== language) {
        await page
          .getByRole('button', { name: language === 'en' ? 'Switch to English' : 'Auf Deutsch umschalten' })
          .click();
      }
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      expect(await axe(page)).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${SHOTS}/inspector-workbench-${width}-${language}.png`, fullPage: true });
    }
  }
});
