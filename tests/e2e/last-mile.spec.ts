/**
 * The rest of the list (issue #33, item 5), each fixed the way the kit already does it elsewhere: the
 * review of an unknown draft says "not found" with the way on (as the case route), the fault list
 * shows every choice whole, a fault on a share of 0 % is refused beside its field, the reference's
 * parameter table fits 390 px, and the start page's cards say their titles once. Each changed screen
 * is axe clean in German and English at 390 and 1280 px.
 */
import { expect, type Page, test } from '@playwright/test';
import type { Lang } from '../../src/engine/words.ts';
import { axe, openControlled, openedWorldToken } from './support.ts';

const WIDTHS = [1280, 390] as const;

/** Runs `check` at both widths and in both languages (the switch alternates them), axe included. */
async function everyWayRound(page: Page, check: (width: number, language: Lang) => Promise<void>) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    for (const language of ['de', 'en'] as const) {
      const current = await page.evaluate(() => document.documentElement.lang);
      if (current !== language) await page.locator('.lang-switch').click();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await check(width, language);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${width} ${language}`,
      ).toBeLessThanOrEqual(width);
      expect(await axe(page), `${width} ${language}`).toEqual([]);
    }
  }
}

/** Whether a select shows its widest choice whole: its width without the column's limit is no wider. */
function showsWhole(page: Page, id: string): Promise<{ natural: number; shown: number }> {
  return page.locator(`#${id}`).evaluate((select) => {
    const element = select as HTMLSelectElement;
    const shown = element.getBoundingClientRect().width;
    element.style.maxWidth = 'none';
    const natural = element.getBoundingClientRect().width;
    element.style.maxWidth = '';
    return { natural, shown };
  });
}

test('the review of an unknown or old draft says "not found" and the way on, as the case route does', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openControlled(page, './#/buergerservice');
  await expect(page.getByTestId('world-bar')).toBeVisible();
  await page.goto('./#/buergerservice/pruefen/c_0000000000000000');
  const heading = page.getByTestId('review-heading');
  await expect(heading).toHaveText('Vorgang nicht gefunden');
  await expect(page.getByRole('alert')).toContainText('Diesen Vorgang gibt es in Ihrer Übungswelt nicht (mehr)');
  await expect(page.locator('main')).not.toContainText('not_found');
  await expect(page).toHaveTitle(/^Fehler: Vorgang nicht gefunden/);
  await everyWayRound(page, async (_width, language) => {
    await expect(heading).toHaveText(language === 'de' ? 'Vorgang nicht gefunden' : 'Case not found');
    await expect(
      page.getByRole('link', { name: language === 'de' ? 'Meine Vorgänge' : 'My cases' }).last(),
    ).toBeVisible();
  });
  await page.locator('main').getByRole('link', { name: 'My cases' }).click();
  await expect(page.getByRole('heading', { name: 'My cases', level: 1 })).toBeVisible();
});

test('the fault list shows every choice whole, and a share of 0 % is refused beside its field in the Workshop and the settings links', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openControlled(page, './#/buergerservice/werkstatt');
  await expect(page.getByTestId('fault-form')).toBeVisible();
  const token = await openedWorldToken(page);
  await page.getByLabel('Fehler', { exact: true }).selectOption('lost-answer');
  await expect(page.getByText('Die Änderung wird gespeichert, dann geht die Antwort verloren')).toBeVisible();
  await page.getByLabel('Fehler', { exact: true }).selectOption('503');
  await page.getByRole('radio', { name: 'bei einem Anteil der Anfragen' }).check();
  const rate = page.getByLabel('Anteil in Prozent (1 bis 100)');
  await rate.fill('0');
  await page.getByRole('button', { name: 'Fehler übernehmen' }).click();
  await expect(page.locator('#fault-rate-error')).toContainText('Geben Sie einen Anteil von 1 bis 100 Prozent an');
  await expect(rate).toBeFocused();
  await expect(rate).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveTitle(/^Fehler: /);
  // Nothing was sent: the world's faults are still off.
  const settings = await page.evaluate(async (bearer) => {
    const res = await fetch('v1/sessions/current', { headers: { authorization: `Bearer ${bearer}` } });
    return res.json();
  }, token);
  expect(settings.faults.fault).toBe('none');
  await everyWayRound(page, async (width, language) => {
    const select = await showsWhole(page, 'fault-kind');
    expect(select.natural, `fault list ${width} ${language}`).toBeLessThanOrEqual(select.shown + 0.5);
    await expect(page.locator('#fault-rate-error')).toContainText(
      language === 'de' ? 'von 1 bis 100 Prozent' : 'from 1 to 100 per cent',
    );
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.locator('.lang-switch').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await rate.fill('25');
  await page.getByRole('button', { name: 'Fehler übernehmen' }).click();
  await expect(page.getByTestId('workshop-status')).toContainText('Übernommen');
  await expect(page.locator('#fault-rate-error')).toHaveCount(0);

  // The settings links refuse 0 % the same way, and their fault list shows its choices whole too.
  await page.goto('./#/raum/links');
  await page.getByLabel('Name der Übung').fill('Übung 0');
  await page.getByLabel('Fehler', { exact: true }).selectOption('lost-answer');
  await page.getByRole('radio', { name: 'bei einem Anteil der Anfragen' }).check();
  await page.getByLabel('Anteil der Anfragen in Prozent (1 bis 100)').fill('0');
  await page.getByRole('button', { name: 'Link erstellen' }).click();
  await expect(page.locator('#link-rate-error')).toContainText('von 1 bis 100');
  await expect(page.getByTestId('made-link')).toHaveCount(0);
  await everyWayRound(page, async (width, language) => {
    const select = await showsWhole(page, 'link-fault');
    expect(select.natural, `settings links' fault list ${width} ${language}`).toBeLessThanOrEqual(select.shown + 0.5);
  });
});

test('the reference’s parameter table fits its box at 390 px, its descriptions as wide as the table', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await openControlled(page, './#/referenz/content.listPages');
  const detail = page.getByTestId('reference-detail');
  await expect(detail.getByRole('heading', { level: 2, name: 'GET /api/pages' })).toBeVisible();
  const table = detail.locator('table.param-table');
  await everyWayRound(page, async (width) => {
    const box = detail.locator('.table-scroll').first();
    const fit = await box.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
    expect(fit.scroll, `parameter table at ${width}`).toBeLessThanOrEqual(fit.client);
    const tableWidth = ((await table.boundingBox()) as { width: number }).width;
    const description = table.locator('td p.hint').first();
    const descriptionWidth = ((await description.boundingBox()) as { width: number }).width;
    // At 390 px a description takes the table's width (not a narrow strip); at 1280 px the table is a table.
    if (width === 390) expect(descriptionWidth).toBeGreaterThan(tableWidth * 0.8);
    else expect(descriptionWidth).toBeLessThan(tableWidth * 0.8);
  });
  // At 390 px each value still says which column it is.
  await page.setViewportSize({ width: 390, height: 800 });
  const labels = await table
    .locator('tbody tr')
    .first()
    .locator('td')
    .evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell, '::before').content));
  expect(labels.slice(1)).toEqual(['"In: "', '"Required: "', '"Schema: "']);
});

test('the start page’s cards each say their title once', async ({ page }) => {
  test.setTimeout(90_000);
  await openControlled(page, './#/');
  await everyWayRound(page, async (_width, language) => {
    const cards = page.locator('main ul.cards > li');
    // Citizen services, content, greeting, the studio and the Workshop.
    await expect(cards).toHaveCount(5);
    for (const card of await cards.all()) {
      const title = ((await card.getByRole('link').textContent()) ?? '').trim();
      const text = (await card.textContent()) ?? '';
      expect(text.split(title).length - 1, `${language}: ${text}`).toBe(1);
    }
  });
});
