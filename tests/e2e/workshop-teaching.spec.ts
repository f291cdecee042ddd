/**
 * The Workshop page teaches instead of interfering (issue #18), through the real worker: a fault set
 * on the page waits for the participant's request (here from a page beside the app) and the page
 * shows when it fired; the page's own reads add no journal rows; "to the end" ends every world.
 */
import { expect, type Page, test } from '@playwright/test';
import { openControlled, openedWorldToken } from './support.ts';

const WORKSHOP = './#/buergerservice/werkstatt';

type Entry = { id: number; source: string; method: string; url: string; status: number };

/** The world's journal as the API gives it (reading it adds nothing to it). */
async function journal(page: Page, token: string): Promise<Entry[]> {
  return page.evaluate(async (bearer) => {
    const res = await fetch('v1/journal?after=0', { headers: { authorization: `Bearer ${bearer}` } });
    return ((await res.json()) as { entries: Entry[] }).entries;
  }, token);
}

test('a "next request" fault set on the Workshop page meets a request from a page beside the app, not the page itself', async ({
  page,
  context,
}) => {
  await openControlled(page, WORKSHOP);
  await expect(page.getByTestId('fault-form')).toBeVisible();
  const token = await openedWorldToken(page);
  await page.getByLabel('Fehler', { exact: true }).selectOption('503');
  await page.getByRole('button', { name: 'Fehler übernehmen' }).click();
  await expect(page.getByTestId('workshop-status')).toContainText('Übernommen');
  await expect(page.getByTestId('fault-state')).toContainText('Scharf: „503: Dienst nicht verfügbar“');
  // The page refreshes after the change and polls its settings every two seconds: none of that uses the fault.
  await page.waitForTimeout(4500);
  await expect(page.getByTestId('fault-state')).toContainText('Scharf');
  await expect(page.getByTestId('fault-state')).not.toContainText('Zuletzt ausgelöst');

  // The participant's page beside the app, in another tab of the same browser.
  const beside = await context.newPage();
  await beside.goto('examples/booking/');
  await beside.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const met = await beside.evaluate(async (bearer) => {
    const res = await fetch('../../v1/drafts', { headers: { authorization: `Bearer ${bearer}` } });
    return { status: res.status, error: ((await res.json()) as { error?: string }).error };
  }, token);
  expect(met).toEqual({ status: 503, error: 'unavailable' });

  // The Workshop page shows when and where it fired (Berlin time), and that it is no longer armed.
  const state = page.getByTestId('fault-state');
  await expect(state).toContainText(
    /Zuletzt ausgelöst um .*\d\d:\d\d.* bei GET \/v1\/drafts: „503: Dienst nicht verfügbar“/,
  );
  await expect(state).not.toContainText('Scharf');
  const rows = await journal(page, token);
  expect(rows.filter((row) => row.status === 503)).toEqual([
    expect.objectContaining({ source: 'page', method: 'GET', url: '/v1/drafts' }),
  ]);
});

test('opening the Workshop page and one clock move add at most two rows of the app to the journal', async ({
  page,
}) => {
  await openControlled(page, WORKSHOP);
  await expect(page.getByTestId('world-clock')).toBeVisible();
  const token = await openedWorldToken(page);
  await page.goto('./#/');
  // The journal is written in batches after the answers: wait until the world's opening is in it.
  await expect
    .poll(async () => (await journal(page, token)).map((row) => `${row.method} ${row.url}`))
    .toContain('POST /v1/sessions');
  const before = (await journal(page, token)).filter((row) => row.source === 'app');

  await page.goto(WORKSHOP);
  await expect(page.getByTestId('world-clock')).toBeVisible();
  await expect(page.getByTestId('workshop-cases').or(page.getByText('Noch keine Vorgänge.'))).toBeVisible();
  await page.getByRole('button', { name: '15 Minuten vorstellen (Prüfungen laufen ab)' }).click();
  await expect(page.getByTestId('workshop-status')).toContainText('Die Uhr wurde vorgestellt');
  // Long enough for every refresh and two rounds of polling.
  await page.waitForTimeout(4500);
  const added = (await journal(page, token)).filter((row) => row.source === 'app').slice(before.length);
  expect(added.length).toBeLessThanOrEqual(2);
  expect(added.map((row) => `${row.method} ${row.url}`)).toEqual(['POST /v1/sessions/current/clock']);
});

test('"to the end" ends 20 fresh worlds in a row', async ({ page }) => {
  test.setTimeout(180_000);
  await openControlled(page, WORKSHOP);
  for (let i = 0; i < 20; i++) {
    await page.goto(WORKSHOP);
    await page.reload();
    await expect(page.getByTestId('world-clock'), `world ${i}`).toBeVisible();
    // Any millisecond of a second: the rule of two clocks failed in about 40 % of worlds.
    await page.waitForTimeout((i * 137) % 1000);
    await page.getByRole('button', { name: 'Bis zum Ende der Welt vorstellen' }).click();
    await page.getByTestId('workshop-confirm').getByRole('button', { name: 'Welt beenden (Uhr bis zum Ende)' }).click();
    await expect(page.getByTestId('workshop-status'), `world ${i}`).toContainText(
      'Die Übungswelt ist beendet und mit allen Vorgängen gelöscht.',
    );
  }
});
