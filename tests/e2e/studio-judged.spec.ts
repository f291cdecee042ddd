/**
 * A studio page's work is judged (issue 38, part 5), whatever world it uses: the booking template opens
 * a world of its own and books `hund` with review and confirmation; the studio's links show that
 * project's report card (the booking rules kept, across its worlds) and its requests in the Inspector;
 * its hand-in code, collected on the room board, shows the project's row. Written against what the
 * person sees, not how the page's requests reach the worker.
 */
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { axe, openControlled } from './support.ts';

test.use({ locale: 'en-US' });

test.beforeEach(async ({ page }) => {
  // The app stays German, as the other tests read it; the booking page speaks the browser's English.
  await page.addInitScript(() => localStorage.setItem('sandbox.lang', 'de'));
});

test('a booking made from a studio page shows on its report card, in the Inspector and on the room board', async ({
  page,
}, testInfo) => {
  await openControlled(page, './#/studio');
  await page.getByLabel('Name des Projekts').fill('hundeseite');
  await page.getByLabel('Buchungs-Oberfläche (das Referenz-Frontend, ganz)').check();
  await page.getByTestId('studio-create').click();
  await expect(page.getByTestId('studio-project-title')).toHaveText('hundeseite');

  // The page opens its own world and books `hund`: the review read, confirmed, the reviewed version sent.
  const frame = page.frameLocator('[data-testid="studio-preview"]');
  await expect(frame.getByRole('status')).toHaveText('Sandbox ready: 16 services.', { timeout: 15_000 });
  await frame.getByRole('button', { name: 'Open a world' }).click();
  await expect(frame.getByText('Your world is open until')).toBeVisible();
  await frame.getByLabel('Service').selectOption('hund');
  await frame.getByRole('button', { name: 'Prepare the draft for review' }).click();
  await expect(frame.getByText('Review valid until')).toBeVisible();
  // A person reads the review before confirming (a submit within 3 s is a warning on the card).
  await page.waitForTimeout(3200);
  await frame.getByLabel('I have checked these details').check();
  await frame.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(frame.getByText(/^Received: your request .+ is recorded/)).toBeVisible();

  // The studio links to the project's card: the booking's rules kept, its world's entries counted.
  await page.getByTestId('studio-judged').getByRole('link', { name: 'Zeugnis dieses Projekts' }).click();
  await expect(page.getByRole('heading', { name: 'Zeugnis des Studio-Projekts „hundeseite“' })).toBeVisible();
  await expect(page.getByLabel('Wessen Zeugnis')).toHaveValue('studio:hundeseite');
  const card = page.getByTestId('report-card');
  await expect(card.locator('li[data-rule="municipal.shown-version"]')).toHaveAttribute('data-verdict', 'kept');
  await expect(card.locator('li[data-rule="municipal.capability-private"]')).toHaveAttribute('data-verdict', 'kept');
  const summary = page.getByTestId('report-summary');
  await expect(summary).toContainText('Gebrochen: 0 · Warnungen: 0');
  await expect(summary).not.toContainText('(1 Eintrag geprüft)');
  const checked = Number(/\((\d+) Einträge geprüft\)/.exec((await summary.textContent()) ?? '')?.[1]);
  // Its world's opening, the catalogue, the draft, the submit at least.
  expect(checked).toBeGreaterThanOrEqual(4);

  // Handed in: a project's code (format 2), saved as a .card file.
  await page.getByLabel('Name auf der Raumtafel').fill('Ada');
  await page.getByRole('button', { name: 'Code zeigen' }).click();
  const codeText = (await page.getByTestId('card-qr').getAttribute('data-text')) as string;
  expect(codeText).toMatch(/^SBC2:[0-9A-Z $%*+\-./:]+$/);
  await expect(page.getByTestId('hand-in')).toContainText('den Namen des Studio-Projekts');
  expect(await axe(page)).toEqual([]);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Als Datei speichern (.card)' }).click();
  const file = join(testInfo.outputDir, (await download).suggestedFilename());
  await (await download).saveAs(file);

  // The Inspector, as the studio links to it: the project's requests in its own world, draft and submit.
  await page.goto('./#/studio/hundeseite');
  await page.getByTestId('studio-judged').getByRole('link', { name: 'Anfragen dieses Projekts im Inspektor' }).click();
  await expect(page.getByLabel('Studio-Projekte (in jeder Welt)')).toBeChecked();
  await expect(page.getByLabel('Herkunft')).toHaveValue('studio:hundeseite');
  expect(await axe(page)).toEqual([]);
  const journal = page.getByTestId('journal');
  const paths = journal.locator('.journal-url');
  await expect(paths.filter({ hasText: /^\/v1\/drafts$/ })).toHaveCount(1);
  await expect(paths.filter({ hasText: /^\/v1\/drafts\/[a-f0-9]{32}\/submit$/ })).toHaveCount(1);

  // The room board collects the card: the project's row, with the verdicts of its card.
  await page.goto('./#/raum/karten');
  await page.getByLabel('.card-Dateien laden').setInputFiles([file]);
  const row = page.getByTestId('board-table').locator('tbody tr[data-project="hundeseite"]');
  await expect(row.locator('th')).toHaveText('Ada (Studio-Projekt „hundeseite“)');
  await expect(row.locator('td[data-rule="municipal.shown-version"]')).toHaveAttribute('data-verdict', 'kept');
});
