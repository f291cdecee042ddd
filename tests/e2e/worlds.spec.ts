/** Finding 1: practice worlds last their 24 hours across tabs and restarts, and can be ended. */
import { expect, type Page, test } from '@playwright/test';
import { fetchInPage, openControlled, worldToken } from './support.ts';

const SHOTS = 'test-results/screenshots';
const CONFIRM = 'Ich habe die Angaben geprüft. Bestätigen und absenden';

async function applyForWohngeld(page: Page) {
  await page.goto('./#/buergerservice/antrag/wohngeld');
  await page.getByRole('radio', { name: /Ben Muster/ }).check();
  await page.getByRole('radio', { name: 'Familie' }).check();
  await page.getByRole('radio', { name: 'Miete' }).check();
  await page.getByRole('button', { name: 'Weiter zur Prüfung' }).click();
  await page.getByRole('button', { name: CONFIRM }).click();
  await expect(page.getByTestId('outcome')).toContainText('Antrag eingegangen');
}

test('a new tab, and the reopened app, continue the most recently used world with its cases and time left', async ({
  page,
  context,
}) => {
  await openControlled(page, './#/buergerservice');
  // Nothing to choose yet, and no "start a new world" before any world exists.
  await expect(page.getByTestId('world-choice')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Neue Übungswelt beginnen' })).toHaveCount(0);
  await applyForWohngeld(page);
  const token = await worldToken(page);

  // A second tab (not opened from the first: no shared sessionStorage) continues the same world
  // (the world rule, docs/decisions.md); the choice of worlds stays one button away.
  const second = await context.newPage();
  await openControlled(second, './#/buergerservice');
  await expect(second.getByTestId('world-choice')).toHaveCount(0);
  await expect(second.getByTestId('world-bar')).toContainText('Vorgänge darin: 1');
  await expect(second.getByTestId('world-bar')).toContainText(/noch 2[34] Std\. \d+ Min\./);
  await second.screenshot({ path: `${SHOTS}/10-world-continued.png`, fullPage: true });
  await second.getByRole('link', { name: 'Meine Vorgänge' }).click();
  await expect(second.getByTestId('cases')).toContainText('Wohngeld');
  expect(await worldToken(second)).toBe(token);

  // Leaving the world offers the remembered ones with their cases and time left.
  await second.goto('./#/buergerservice');
  await second.getByRole('button', { name: 'Neue Übungswelt beginnen' }).click();
  await second.getByTestId('world-confirm').getByRole('button', { name: 'Neue Übungswelt beginnen' }).click();
  await expect(second.getByTestId('world-bar')).toContainText('Vorgänge darin: 0');
  await second.getByRole('button', { name: 'Andere Übungswelt wählen' }).click();
  const choice = second.getByTestId('world-choice');
  await expect(choice).toContainText('Mit welcher Übungswelt möchten Sie weitermachen?');
  await expect(choice).toContainText('Vorgänge: 1');
  await expect(choice).toContainText(/noch 2[34] Std\. \d+ Min\./);
  await second.screenshot({ path: `${SHOTS}/10-world-choice.png`, fullPage: true });
  await choice
    .getByRole('listitem')
    .filter({ hasText: 'Vorgänge: 1' })
    .getByRole('button', { name: /^Fortsetzen/ })
    .click();
  await expect(second.getByTestId('world-bar')).toContainText('Vorgänge darin: 1');
  expect(await worldToken(second)).toBe(token);

  // Close every tab, as when the installed app is closed, and open it again.
  await page.close();
  await second.close();
  const reopened = await context.newPage();
  // It continues the world used last, with no question first.
  await openControlled(reopened, './#/buergerservice/vorgaenge');
  await expect(reopened.getByTestId('cases')).toContainText('Wohngeld');
  expect(await worldToken(reopened)).toBe(token);

  // The capability is in IndexedDB only: not in a URL, localStorage, sessionStorage or the page.
  const stores = await reopened.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stores).not.toContain(token);
  expect(reopened.url()).not.toContain(token);
  expect(await reopened.locator('body').textContent()).not.toContain(token);
});

test('a new world starts empty beside the old one; ending a world deletes it', async ({ page, context }) => {
  await openControlled(page, './#/buergerservice');
  await applyForWohngeld(page);
  const first = await worldToken(page);
  await page.goto('./#/buergerservice');
  await page.getByRole('button', { name: 'Neue Übungswelt beginnen' }).click();
  await page.getByTestId('world-confirm').getByRole('button', { name: 'Neue Übungswelt beginnen' }).click();
  await expect(page.getByTestId('world-bar')).toContainText('Vorgänge darin: 0');
  expect(await worldToken(page)).not.toBe(first);

  // Both worlds are offered to another tab; switching in this tab offers them too.
  await page.getByRole('button', { name: 'Andere Übungswelt wählen' }).click();
  await expect(page.getByTestId('world-choice').getByRole('listitem')).toHaveCount(2);
  await expect(page.getByTestId('world-choice')).toContainText('Vorgänge: 1');
  await expect(page.getByTestId('world-choice')).toContainText('Vorgänge: 0');

  // End the world with the case: the backend deletes it, and it is no longer offered.
  const withCase = page.getByTestId('world-choice').getByRole('listitem').filter({ hasText: 'Vorgänge: 1' });
  await withCase.getByRole('button', { name: /^Übungswelt beenden/ }).click();
  await page.getByTestId('world-confirm').getByRole('button', { name: 'Übungswelt beenden' }).click();
  await expect(page.getByTestId('world-choice').getByRole('listitem')).toHaveCount(1);
  await expect(page.getByTestId('world-choice')).toContainText('Vorgänge: 0');
  const gone = await fetchInPage(page, 'v1/drafts', { headers: { authorization: `Bearer ${first}` } });
  expect(gone.status).toBe(401);

  // Another tab continues the world that is left, the most recently used live one.
  const other = await context.newPage();
  await openControlled(other, './#/buergerservice');
  await expect(other.getByTestId('world-bar')).toContainText('Vorgänge darin: 0');
  expect(await worldToken(other)).not.toBe(first);
});

test('the Workshop page opened first opens exactly one world, however many things it reads at once', async ({
  page,
}) => {
  await openControlled(page, './#/buergerservice/werkstatt');
  await expect(page.getByTestId('world-clock')).toBeVisible();
  await expect(page.getByTestId('world-bar')).toContainText('Vorgänge darin: 0');
  const remembered = await page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const opened = indexedDB.open('sandbox-ui');
        opened.onerror = () => reject(opened.error);
        opened.onsuccess = () => {
          const counted = opened.result.transaction('worlds').objectStore('worlds').count();
          counted.onsuccess = () => resolve(counted.result);
          counted.onerror = () => reject(counted.error);
        };
      }),
  );
  expect(remembered).toBe(1);
});
