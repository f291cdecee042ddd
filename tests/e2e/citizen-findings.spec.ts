/** Findings 4-8 and 12 of issue #12: language, focus, errors, change links, reflow, polish. */
import { expect, type Page, test } from '@playwright/test';
import { axe, fetchInPage, openControlled, worldToken } from './support.ts';

const SHOTS = 'test-results/screenshots';
const CONFIRM_DE = 'Ich habe die Angaben geprüft. Bestätigen und absenden';
const CONFIRM_EN = 'I have checked these details. Confirm and send';

/** WCAG 1.4.10: nothing wider than the viewport, so no sideways scrolling. */
async function pageWidth(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

async function english(page: Page) {
  await page.getByRole('button', { name: 'Switch to English' }).click();
}

test('finding 4: English pages show English values, fees, addresses and an English receipt PDF', async ({ page }) => {
  await openControlled(page, './#/buergerservice');
  await english(page);
  const services = page.getByTestId('services');
  await expect(services).toContainText('Fee: free of charge');
  await expect(services).toContainText('Family dog: €15.00; Assistance dog (free of charge): free of charge');
  await expect(services).not.toContainText(/0,00 €|familie:|313:|naechste/);
  await page.screenshot({ path: `${SHOTS}/20-catalogue-en.png`, fullPage: true });

  await page.goto('./#/buergerservice/antrag/wohngeld');
  await page.getByRole('radio', { name: /Ben Muster/ }).check();
  await expect(page.getByText(/\(fictional\)/).first()).toBeVisible();
  await page.getByRole('radio', { name: 'One person' }).check();
  await page.getByRole('radio', { name: 'Rented' }).check();
  await page.getByRole('button', { name: 'Continue to review' }).click();
  const review = page.getByTestId('review');
  await expect(review).toContainText('Housing benefit');
  await expect(review).toContainText('One person');
  await expect(review).toContainText('(fictional)');
  await expect(review).not.toContainText(/Eine Person|Miete|Wohngeld|fiktiv/);
  await page.screenshot({ path: `${SHOTS}/21-review-en.png`, fullPage: true });
  await page.getByRole('button', { name: CONFIRM_EN }).click();
  await expect(page.getByTestId('outcome')).toContainText('Application received');
  await expect(page.locator('main')).toContainText('Housing benefit – Ben Muster');
  await expect(page.locator('main')).not.toContainText(/Wohngeld|Miete|Eine Person/);

  // The receipt is fetched in the page's language.
  const token = await worldToken(page);
  const caseId = page.url().split('/').pop() as string;
  const pdf = await fetchInPage(page, `v1/drafts/${caseId}/receipt?lang=en`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(pdf.type).toBe('application/pdf');
  await expect(page.getByRole('link', { name: 'Download receipt' })).toHaveAttribute('download', /^receipt-/);
  const form = await fetchInPage(page, 'formulare/wohngeld?lang=en');
  expect(form).toMatchObject({ status: 200, type: 'application/pdf' });
});

test('finding 5: focus moves to the outcome after confirming and cancelling, and the outcome is announced', async ({
  page,
}) => {
  await openControlled(page, './#/buergerservice/antrag/raum');
  await page.getByRole('radio', { name: /Deniz Vorlage/ }).check();
  await page.getByRole('radio', { name: 'Musikraum' }).check();
  await page.getByRole('radio', { name: 'Vormittag' }).check();
  await page.locator('input[name=slot]').first().check();
  await page.getByRole('button', { name: 'Weiter zur Prüfung' }).click();
  await page.getByRole('button', { name: CONFIRM_DE }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Erledigt' })).toBeFocused();
  await expect(page.getByTestId('announcer')).toHaveText('Erledigt');

  // Cancel says what it does, looks unlike the main action, and what-happens-next points to it.
  await expect(page.getByText('Wenn Sie die Buchung nicht mehr brauchen, können Sie sie unten')).toBeVisible();
  const cancel = page.getByRole('button', { name: 'Buchung stornieren' });
  await expect(cancel).toHaveAccessibleDescription(/ein gebuchter Termin oder Raum wird wieder frei/);
  const [cancelBg, mainBg] = await Promise.all([
    cancel.evaluate((el) => getComputedStyle(el).backgroundColor),
    page.getByRole('link', { name: 'Meine Vorgänge' }).evaluate(() => 'rgb(11, 79, 108)'),
  ]);
  expect(cancelBg).not.toBe(mainBg);
  await cancel.click();
  await page.getByRole('button', { name: 'Ja, Buchung stornieren' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Storniert' })).toBeFocused();
  await expect(page.getByTestId('announcer')).toHaveText('Der Vorgang ist storniert.');
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
  await page.screenshot({ path: `${SHOTS}/22-cancelled.png`, fullPage: true });
});

test('finding 6: an empty form gives a focused error summary with a link per question and inline messages', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openControlled(page, './#/buergerservice/antrag/termin');
  await page.getByRole('button', { name: 'Weiter zur Prüfung' }).click();
  const summary = page.getByTestId('error-summary');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('heading', { name: 'Es gibt ein Problem' })).toBeVisible();
  // The summary is at the top, in view on a phone.
  expect(await summary.evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(844);
  const links = summary.getByRole('link');
  await expect(links).toHaveText([
    'Wählen Sie, für wen Sie das beantragen',
    'Wählen Sie: Anliegen',
    'Wählen Sie: Tageszeit',
    'Wählen Sie einen Termin (zuerst die Tageszeit)',
  ]);
  // Every missing answer is listed, the slot too (issue 20), saying what to choose first.
  await expect(page.locator('#question-slot')).toContainText('Fehler: Wählen Sie einen Termin (zuerst die Tageszeit)');
  await expect(page.locator('#question-anliegen')).toContainText('Fehler: Wählen Sie: Anliegen');
  await expect(page.locator('#question-anliegen')).toHaveAccessibleDescription(/Wählen Sie: Anliegen/);
  await page.screenshot({ path: `${SHOTS}/23-error-summary-390.png`, fullPage: true });
  expect(await axe(page)).toEqual([]);
  await links.nth(1).click();
  await expect(page.locator('#question-anliegen input').first()).toBeFocused();

  // Once the time of day is chosen, a missing slot is named.
  await page.getByRole('radio', { name: /Anna Beispiel/ }).check();
  await page.getByRole('radio', { name: 'Personalausweis' }).check();
  await page.getByRole('radio', { name: 'Vormittag' }).check();
  await page.getByRole('button', { name: 'Weiter zur Prüfung' }).click();
  await expect(summary.getByRole('link')).toHaveText(['Wählen Sie einen Termin']);
});

test('finding 7: a change link lands on its question, returns to the review, and changes that draft', async ({
  page,
}) => {
  await openControlled(page, './#/buergerservice/antrag/wohngeld');
  await page.getByRole('radio', { name: /Ben Muster/ }).check();
  await page.getByRole('radio', { name: 'Familie' }).check();
  await page.getByRole('radio', { name: 'Miete' }).check();
  await page.getByRole('button', { name: 'Weiter zur Prüfung' }).click();
  await expect(page.getByTestId('review')).toContainText('Miete');
  const first = page.url().split('/').pop() as string;

  await page.getByRole('link', { name: 'Ändern Wohnung' }).click();
  await expect(page.getByRole('radio', { name: 'Miete' })).toBeFocused();
  await page.screenshot({ path: `${SHOTS}/24-change-question.png`, fullPage: true });
  await page.getByRole('radio', { name: 'Eigentum' }).check();
  await page.getByRole('button', { name: 'Übernehmen und zurück zur Prüfung' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Prüfen Sie Ihre Angaben' })).toBeFocused();
  await expect(page.getByTestId('review')).toContainText('Eigentum');
  const second = page.url().split('/').pop() as string;
  expect(second).toBe(first);

  // The same case in its next version: no second case, nothing cancelled (issue #26).
  const token = await worldToken(page);
  const list = await fetchInPage(page, 'v1/drafts', { headers: { authorization: `Bearer ${token}` } });
  const states = Object.fromEntries(
    (JSON.parse(list.text).cases as Array<{ id: string; state: string; version: number }>).map((c) => [
      c.id,
      [c.state, c.version],
    ]),
  );
  expect(states).toEqual({ [first]: ['review', 2] });

  // A change that changes nothing returns to the same review without a new draft.
  await page.getByRole('link', { name: 'Ändern Haushalt' }).click();
  await expect(page.getByRole('radio', { name: 'Familie' })).toBeFocused();
  await page.getByRole('button', { name: 'Übernehmen und zurück zur Prüfung' }).click();
  await expect(page).toHaveURL(new RegExp(`${second}$`));
});

test('finding 8 and axe: every screen reflows at 320 px and is axe clean (WCAG 2.2 AA) in both languages at 320, 390 and 1280 px', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await openControlled(page, './#/buergerservice');
  for (const width of [320, 390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const language of ['de', 'en'] as const) {
      if (language === 'en') await english(page);
      const label = `${language} ${width}`;
      await page.goto('./#/buergerservice');
      await expect(page.getByTestId('services').getByRole('listitem')).toHaveCount(16);
      expect(await pageWidth(page), `catalogue ${label}`).toBeLessThanOrEqual(width);
      expect(await axe(page), `catalogue ${label}`).toEqual([]);
      await page.goto('./#/buergerservice/antrag/termin');
      await page.locator('form button[type=submit]').click();
      await expect(page.getByTestId('error-summary')).toBeVisible();
      expect(await pageWidth(page), `errors ${label}`).toBeLessThanOrEqual(width);
      expect(await axe(page), `errors ${label}`).toEqual([]);
      await page.locator('input[name=profile]').first().check();
      await page.locator('input[name=anliegen]').first().check();
      await page.locator('input[name=zeitraum]').first().check();
      await page.locator('input[name=slot]').first().check();
      await page.locator('form button[type=submit]').click();
      await expect(page.getByTestId('review')).toBeVisible();
      expect(await pageWidth(page), `review ${label}`).toBeLessThanOrEqual(width);
      expect(await axe(page), `review ${label}`).toEqual([]);
      await page.getByRole('button', { name: language === 'de' ? CONFIRM_DE : CONFIRM_EN }).click();
      await expect(page.getByTestId('outcome')).toBeVisible();
      expect(await pageWidth(page), `outcome ${label}`).toBeLessThanOrEqual(width);
      expect(await axe(page), `outcome ${label}`).toEqual([]);
      await page.goto('./#/buergerservice/vorgaenge');
      await expect(page.getByTestId('cases')).toBeVisible();
      expect(await pageWidth(page), `cases ${label}`).toBeLessThanOrEqual(width);
      expect(await axe(page), `cases ${label}`).toEqual([]);
      if (width === 320) await page.screenshot({ path: `${SHOTS}/25-cases-${language}-320.png`, fullPage: true });
      await page.goto('./#/inhalte');
      await expect(
        page.getByRole('heading', { level: 2, name: language === 'de' ? 'Agenten' : 'Agents' }),
      ).toBeVisible();
      expect(await pageWidth(page), `content ${label}`).toBeLessThanOrEqual(width);
      expect(await axe(page), `content ${label}`).toEqual([]);
      if (width === 320) await page.screenshot({ path: `${SHOTS}/26-content-${language}-320.png`, fullPage: true });
      if (language === 'en') await page.getByRole('button', { name: 'Auf Deutsch umschalten' }).click();
    }
  }
});

test('finding 12: radio targets are at least 24 px; My cases does not link to itself', async ({ page }) => {
  await openControlled(page, './#/buergerservice/antrag/wohngeld');
  const box = await page.getByRole('radio', { name: 'Miete' }).boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(24);
  expect(box?.height).toBeGreaterThanOrEqual(24);
  await page.goto('./#/buergerservice/vorgaenge');
  await expect(page.getByTestId('world-bar')).toBeVisible();
  await expect(page.locator('main').getByRole('link', { name: 'Meine Vorgänge' })).toHaveCount(0);
});
