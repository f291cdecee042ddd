/** The guided citizen flow in Chromium: by keyboard alone, explicit confirmation, conflicts, a11y. */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { axe, openControlled, worldToken } from './support.ts';

const SHOTS = 'test-results/screenshots';

/** Moves focus with Tab only until the element has it, then presses the key: keyboard alone. */
async function keyboard(page: Page, target: Locator, key = 'Enter') {
  for (let i = 0; i < 250; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) {
      await page.keyboard.press(key);
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`could not reach ${target} with Tab`);
}

/** A radio button by keyboard: Tab into its group, then arrow keys (which select) to the option. */
async function chooseRadio(page: Page, target: Locator) {
  const group = await target.getAttribute('name');
  for (let i = 0; i < 250; i++) {
    const focusedGroup = await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name ?? '');
    if (focusedGroup === group) break;
    await page.keyboard.press('Tab');
  }
  for (let i = 0; i < 20; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) {
      await page.keyboard.press('Space');
      await expect(target).toBeChecked();
      return;
    }
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`could not reach ${target} with the arrow keys`);
}

/** Records every request the page makes, to prove what was (not) sent. */
function recordRequests(page: Page) {
  const seen: Array<{ method: string; url: string }> = [];
  page.on('request', (request) => seen.push({ method: request.method(), url: request.url() }));
  return seen;
}

test('a booking (termin) completed by keyboard alone; nothing is submitted before the confirmation', async ({
  page,
}) => {
  const requests = recordRequests(page);
  await openControlled(page, './#/buergerservice');
  await expect(page.getByTestId('services').getByRole('listitem')).toHaveCount(16);
  await page.screenshot({ path: `${SHOTS}/01-catalogue.png`, fullPage: true });

  await keyboard(page, page.getByRole('link', { name: 'Beginnen Termin im Bürgeramt' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Termin im Bürgeramt' })).toBeFocused();
  await chooseRadio(page, page.getByRole('radio', { name: /Anna Beispiel/ }));
  await chooseRadio(page, page.getByRole('radio', { name: 'Personalausweis' }));
  await chooseRadio(page, page.getByRole('radio', { name: 'Vormittag' }));
  const firstSlot = page.locator('input[name=slot]').first();
  await expect(firstSlot).toBeVisible();
  await chooseRadio(page, firstSlot);
  await page.screenshot({ path: `${SHOTS}/02-form-termin.png`, fullPage: true });
  await keyboard(page, page.getByRole('button', { name: 'Weiter zur Prüfung' }));

  await expect(page.getByRole('heading', { level: 1, name: 'Prüfen Sie Ihre Angaben' })).toBeFocused();
  await expect(page.getByTestId('review')).toContainText('Personalausweis');
  await expect(page.getByRole('link', { name: 'Ändern Anliegen' })).toBeVisible();
  await expect(page.getByTestId('countdown')).toContainText('Minuten');
  await page.screenshot({ path: `${SHOTS}/03-review.png`, fullPage: true });
  expect(requests.filter((r) => r.url.includes('/submit'))).toEqual([]);

  await keyboard(page, page.getByRole('button', { name: 'Ich habe die Angaben geprüft. Bestätigen und absenden' }));
  await expect(page.getByTestId('outcome')).toContainText('Erledigt');
  await expect(page.getByTestId('outcome')).toContainText(/NW-\d{4}-\d{4}/);
  await expect(page.getByRole('link', { name: 'Quittung herunterladen' })).toHaveAttribute('href', /^blob:/);
  await page.screenshot({ path: `${SHOTS}/04-outcome-completed.png`, fullPage: true });
  expect(requests.filter((r) => r.url.includes('/submit'))).toHaveLength(1);
});

test('an application (wohngeld) by keyboard says plainly that received is not an approval', async ({ page }) => {
  await openControlled(page, './#/buergerservice');
  await keyboard(page, page.getByRole('link', { name: 'Beginnen Wohngeld' }));
  await chooseRadio(page, page.getByRole('radio', { name: /Ben Muster/ }));
  await chooseRadio(page, page.getByRole('radio', { name: 'Familie' }));
  await chooseRadio(page, page.getByRole('radio', { name: 'Miete' }));
  await keyboard(page, page.getByRole('button', { name: 'Weiter zur Prüfung' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Prüfen Sie Ihre Angaben' })).toBeVisible();
  await keyboard(page, page.getByRole('button', { name: 'Ich habe die Angaben geprüft. Bestätigen und absenden' }));
  await expect(page.getByTestId('outcome')).toContainText('Antrag eingegangen');
  await expect(page.locator('p.notice', { hasText: 'Das ist noch keine Genehmigung' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Stornieren' })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/05-outcome-received.png`, fullPage: true });
});

test('a stale version is shown in plain words and recovered from by reloading the review', async ({ page }) => {
  await openControlled(page, './#/buergerservice/antrag/meldebescheinigung');
  await page.getByRole('radio', { name: /Clara Probe/ }).check();
  await page.getByRole('radio', { name: 'Für einen Verein' }).check();
  await page.getByRole('button', { name: 'Weiter zur Prüfung' }).click();
  await expect(page.getByTestId('review')).toBeVisible();
  // Another frontend cancels the case meanwhile (same world, same capability, out of the UI's sight).
  const caseId = page.url().split('/').pop() as string;
  const token = await worldToken(page);
  await page.evaluate(
    async ([id, token]) => {
      await fetch(`v1/drafts/${id}/cancel`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'idempotency-key': 'other-frontend-0001',
        },
        body: JSON.stringify({ version: 1, confirmed: true }),
      });
    },
    [caseId, token],
  );
  await page.getByRole('button', { name: 'Ich habe die Angaben geprüft. Bestätigen und absenden' }).click();
  await expect(page.getByRole('alert')).toContainText('Der Vorgang wurde inzwischen geändert');
  await page.screenshot({ path: `${SHOTS}/06-stale-version.png`, fullPage: true });
  await page.getByRole('button', { name: 'Prüfung neu laden' }).click();
  await expect(page.getByTestId('outcome')).toContainText('Storniert');
});

test('a booking is cancelled with the same explicit confirmation', async ({ page }) => {
  await openControlled(page, './#/buergerservice/antrag/raum');
  await page.getByRole('radio', { name: /Deniz Vorlage/ }).check();
  await page.getByRole('radio', { name: 'Musikraum' }).check();
  await page.getByRole('radio', { name: 'Nachmittag' }).check();
  await page.locator('input[name=slot]').first().check();
  await page.getByRole('button', { name: 'Weiter zur Prüfung' }).click();
  await page.getByRole('button', { name: 'Ich habe die Angaben geprüft. Bestätigen und absenden' }).click();
  await expect(page.getByTestId('outcome')).toContainText('Erledigt');
  await page.getByRole('button', { name: 'Buchung stornieren' }).click();
  await expect(page.getByRole('heading', { name: 'Buchung wirklich stornieren?' })).toBeFocused();
  await page.screenshot({ path: `${SHOTS}/07-cancel-confirm.png`, fullPage: true });
  await page.getByRole('button', { name: 'Ja, Buchung stornieren' }).click();
  await expect(page.getByTestId('outcome')).toContainText('Storniert');
  await page.getByRole('link', { name: 'Meine Vorgänge' }).first().click();
  await expect(page.getByTestId('cases')).toContainText('Storniert');
  await page.screenshot({ path: `${SHOTS}/08-my-cases.png`, fullPage: true });
});

test('the capability never appears in a requested URL, in localStorage or in the console', async ({ page }) => {
  const urls: string[] = [];
  const logs: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  page.on('console', (message) => logs.push(message.text()));
  await openControlled(page, './#/buergerservice/antrag/urkunde');
  await page.getByRole('radio', { name: /Anna Beispiel/ }).check();
  await page.getByRole('radio', { name: 'Geburtsurkunde' }).check();
  await page.getByRole('button', { name: 'Weiter zur Prüfung' }).click();
  await page.getByRole('button', { name: 'Ich habe die Angaben geprüft. Bestätigen und absenden' }).click();
  await expect(page.getByRole('link', { name: 'Quittung öffnen (PDF)' })).toBeVisible();
  const token = await worldToken(page);
  expect(token).toMatch(/^[a-f0-9]{64}$/);
  const tabStorage = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));
  expect(tabStorage).not.toContain(token);
  expect(urls.filter((url) => url.includes(token))).toEqual([]);
  expect(logs.filter((line) => line.includes(token))).toEqual([]);
  const local = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(local).not.toContain(token);
  expect(await page.locator('body').textContent()).not.toContain(token);
});

test('axe finds no violations on any screen, in both languages, at phone and desktop widths', async ({ page }) => {
  // Many axe runs: on a busy 2-core machine this takes longer than the default 30 s.
  test.setTimeout(240_000);
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    await openControlled(page, './#/buergerservice');
    for (const language of ['de', 'en']) {
      if (language === 'en') await page.getByRole('button', { name: 'Switch to English' }).click();
      const confirm =
        language === 'de'
          ? 'Ich habe die Angaben geprüft. Bestätigen und absenden'
          : 'I have checked these details. Confirm and send';
      await expect(page.getByTestId('services').getByRole('listitem')).toHaveCount(16);
      expect(await axe(page), `catalogue ${language} ${viewport.width}`).toEqual([]);
      await page.goto('./#/buergerservice/antrag/termin');
      await page.locator('input[name=profile]').first().check();
      await page.locator('input[name=anliegen]').first().check();
      await page.locator('input[name=zeitraum]').first().check();
      await page.locator('input[name=slot]').first().check();
      expect(await axe(page), `form ${language} ${viewport.width}`).toEqual([]);
      await page.locator('form button[type=submit]').click();
      await expect(page.getByTestId('review')).toBeVisible();
      expect(await axe(page), `review ${language} ${viewport.width}`).toEqual([]);
      await page.getByRole('button', { name: confirm }).click();
      await expect(page.getByTestId('outcome')).toBeVisible();
      expect(await axe(page), `outcome ${language} ${viewport.width}`).toEqual([]);
      await page.goto('./#/buergerservice/vorgaenge');
      await expect(page.getByTestId('cases')).toBeVisible();
      expect(await axe(page), `cases ${language} ${viewport.width}`).toEqual([]);
      if (language === 'en') {
        await page.screenshot({ path: `${SHOTS}/09-cases-en-${viewport.width}.png`, fullPage: true });
        await page.getByRole('button', { name: 'Auf Deutsch umschalten' }).click();
      }
      await page.goto('./#/buergerservice');
    }
  }
});

test('open views update when another tab changes the same world', async ({ page, context }) => {
  // Opening a form opens this tab's world.
  await openControlled(page, './#/buergerservice/antrag/urkunde');
  await expect(page.getByRole('radio', { name: /Anna Beispiel/ })).toBeVisible();
  await page.goto('./#/buergerservice/vorgaenge');
  await expect(page.getByText('Noch keine Vorgänge in dieser Übungswelt.')).toBeVisible();
  // A tab opened from this one shares its world (its sessionStorage is copied).
  const [other] = await Promise.all([
    context.waitForEvent('page'),
    page.evaluate(() => window.open(window.location.href.replace(/#.*/, '#/buergerservice/antrag/urkunde'))),
  ]);
  await other.getByRole('radio', { name: /Anna Beispiel/ }).check();
  await other.getByRole('radio', { name: 'Eheurkunde' }).check();
  await other.getByRole('button', { name: 'Weiter zur Prüfung' }).click();
  await expect(other.getByTestId('review')).toBeVisible();
  await expect(page.getByTestId('cases')).toContainText('Urkunde bestellen');
  await expect(page.getByTestId('cases')).toContainText('In Prüfung');
  await other.close();
});
