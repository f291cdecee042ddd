/**
 * Issue 26: say only what is true. One owner workspace in every tab, every question and error in the
 * page, and every screen ends somewhere. Each test failed on the main branch before the fix.
 */
import { expect, type Page, test } from '@playwright/test';
import { axe, callWithToken, openControlled, publishingToken, worldToken } from './support.ts';

/** A draft of the "Termin" service in the tab's world, made through the form as a person does. */
async function draftThroughForm(page: Page): Promise<string> {
  await page.goto('./#/buergerservice/antrag/wohngeld');
  await page.locator('input[name=profile]').first().check();
  await page.locator('input[name=haushalt]').first().check();
  await page.locator('input[name=wohnung]').first().check();
  await page.locator('form button[type=submit]').click();
  await expect(page.getByTestId('review')).toBeVisible();
  return page.url().split('/').pop() as string;
}

test('two owner tabs, then Edit in the first: the page is edited, never an empty new page', async ({
  page,
  context,
}) => {
  await openControlled(page, './#/inhalte');
  const token = await publishingToken(page);
  expect(
    (await callWithToken(page, token, 'POST', 'api/pages', { title: 'Sprechzeiten', body: 'Montag' })).status,
  ).toBe(201);
  await page.reload();
  await expect(page.getByTestId('pages')).toContainText('Sprechzeiten');

  const second = await context.newPage();
  await openControlled(second, './#/inhalte');
  await expect(second.getByTestId('pages')).toContainText('Sprechzeiten');

  for (const tab of [page, second]) {
    await tab.getByRole('button', { name: 'Bearbeiten Sprechzeiten' }).click();
    await expect(tab.getByRole('heading', { name: '„Sprechzeiten“ bearbeiten (Version 1)' })).toBeVisible();
    await expect(tab.getByLabel('Text', { exact: true })).toHaveValue('Montag');
    await expect(tab.getByRole('heading', { name: 'Neue Seite (privater Entwurf)' })).toHaveCount(0);
    expect((await tab.getByRole('alert').allTextContents()).join('')).toBe('');
  }
  // Both tabs save: neither took the other's access.
  await page.getByLabel('Text', { exact: true }).fill('Montag und Dienstag');
  await page.getByRole('button', { name: 'Entwurf speichern' }).click();
  await expect(page.getByRole('heading', { name: '„Sprechzeiten“ bearbeiten (Version 2)' })).toBeVisible();
  await second.getByRole('button', { name: 'Schließen' }).click();
  await second.getByRole('button', { name: 'Bearbeiten Sprechzeiten' }).click();
  await expect(second.getByLabel('Text', { exact: true })).toHaveValue('Montag und Dienstag');
});

test('the content editor: an empty title gives the error summary with focus, the message at the field, the title prefixed', async ({
  page,
}) => {
  await openControlled(page, './#/inhalte');
  await page.getByRole('button', { name: 'Neue Seite' }).click();
  await page.getByLabel('Text', { exact: true }).fill('Ohne Titel');
  await page.getByRole('button', { name: 'Entwurf speichern' }).click();
  const summary = page.getByTestId('error-summary');
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Geben Sie der Seite einen Titel.');
  await expect(page.getByTestId('error-page-title')).toContainText('Geben Sie der Seite einen Titel.');
  await expect(page.getByLabel('Titel', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveTitle(/^Fehler: /);
  // What was typed stays, and the link moves to the field.
  await expect(page.getByLabel('Text', { exact: true })).toHaveValue('Ohne Titel');
  await summary.getByRole('link', { name: 'Geben Sie der Seite einen Titel.' }).click();
  await expect(page.getByLabel('Titel', { exact: true })).toBeFocused();
  expect(await axe(page)).toEqual([]);
});

test('no native dialog in a walk through publish, scenario and the end of a world', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.accept();
  });
  // Publish: asked in the page, focus on the question; "change nothing" publishes nothing.
  await openControlled(page, './#/inhalte');
  await page.getByRole('button', { name: 'Neue Seite' }).click();
  await page.getByLabel('Titel', { exact: true }).fill('Bürgerbüro');
  await page.getByRole('button', { name: 'Entwurf speichern' }).click();
  await expect(page.getByRole('heading', { name: '„Bürgerbüro“ bearbeiten (Version 1)' })).toBeVisible();
  await page.getByRole('button', { name: 'Veröffentlichen', exact: true }).click();
  const publish = page.getByTestId('editor-confirm');
  await expect(
    publish.getByRole('heading', { name: '„Bürgerbüro“ in der aktuellen Fassung veröffentlichen?' }),
  ).toBeFocused();
  expect(await axe(page)).toEqual([]);
  await publish.getByRole('button', { name: 'Nichts ändern' }).click();
  await expect(page.getByRole('button', { name: 'Veröffentlichen', exact: true })).toBeFocused();
  await page.getByRole('button', { name: 'Veröffentlichen', exact: true }).click();
  await publish.getByRole('button', { name: 'Ja, veröffentlichen' }).click();
  await expect(page.getByText('Erledigt: Status Veröffentlicht.')).toBeVisible();

  // The scenario, then the clock to the world's end, in the Workshop.
  await page.goto('./#/buergerservice/werkstatt');
  await expect(page.getByTestId('fault-form')).toBeVisible();
  await page.getByRole('button', { name: 'Welt mit dem Szenario füllen' }).click();
  const question = page.getByTestId('workshop-confirm');
  await expect(question.getByRole('heading', { name: 'Die Welt mit dem Szenario füllen?' })).toBeFocused();
  expect(await axe(page)).toEqual([]);
  await question.getByRole('button', { name: 'Vorgänge ersetzen' }).click();
  await expect(page.getByTestId('workshop-cases').locator('li')).toHaveCount(5);
  await page.getByRole('button', { name: 'Bis zum Ende der Welt vorstellen' }).click();
  await question.getByRole('button', { name: 'Welt beenden (Uhr bis zum Ende)' }).click();
  const status = page.getByTestId('workshop-status');
  await expect(status).toContainText('Die Übungswelt ist beendet und mit allen Vorgängen gelöscht.');
  await expect(status.getByRole('link', { name: 'Zu den Bürgerdiensten' })).toBeVisible();

  // Ending a world from the world bar.
  await page.goto('./#/buergerservice');
  await draftThroughForm(page);
  await page.goto('./#/buergerservice/vorgaenge');
  await page.getByTestId('world-bar').getByRole('button', { name: 'Übungswelt beenden' }).click();
  await page.getByTestId('world-confirm').getByRole('button', { name: 'Übungswelt beenden' }).click();
  expect(dialogs).toEqual([]);
});

test('ending a world asks in the page, then says it ended and links to the services', async ({ page }) => {
  await openControlled(page, './#/buergerservice');
  await draftThroughForm(page);
  const token = await worldToken(page);
  await page.goto('./#/buergerservice/vorgaenge');
  const bar = page.getByTestId('world-bar');
  await expect(bar).toContainText('Vorgänge darin: 1');
  await bar.getByRole('button', { name: 'Übungswelt beenden' }).click();
  const question = page.getByTestId('world-confirm');
  await expect(question.getByRole('heading', { name: 'Diese Übungswelt beenden?' })).toBeFocused();
  await expect(question).toContainText('Sie wird mit dem einen Vorgang darin gelöscht.');
  expect(await axe(page)).toEqual([]);
  // "Change nothing" keeps the world.
  await question.getByRole('button', { name: 'Nichts ändern' }).click();
  expect((await callWithToken(page, token, 'GET', 'v1/drafts')).status).toBe(200);
  await bar.getByRole('button', { name: 'Übungswelt beenden' }).click();
  await question.getByRole('button', { name: 'Übungswelt beenden' }).click();
  const ended = page.getByTestId('world-ended');
  await expect(ended).toContainText('Die Übungswelt ist beendet und mit allen Vorgängen gelöscht.');
  expect((await callWithToken(page, token, 'GET', 'v1/drafts')).status).toBe(401);
  expect(await axe(page)).toEqual([]);
  await ended.getByRole('link', { name: 'Zu den Bürgerdiensten' }).click();
  await expect(page).toHaveURL(/#\/buergerservice$/);
});

test('an unknown or old case id says "not found", links to My cases, and the title starts with the error', async ({
  page,
}) => {
  await openControlled(page, './#/buergerservice');
  await expect(page.getByTestId('world-bar')).toBeVisible();
  await page.goto('./#/buergerservice/vorgang/c_0000000000000000');
  const heading = page.getByTestId('case-heading');
  await expect(heading).toHaveText('Vorgang nicht gefunden');
  await expect(page.getByRole('alert')).toContainText('Diesen Vorgang gibt es in Ihrer Übungswelt nicht (mehr)');
  await expect(page.locator('main')).not.toContainText('not_found');
  await expect(page.locator('main')).not.toContainText('Wird geladen');
  await expect(page).toHaveTitle(/^Fehler: Vorgang nicht gefunden/);
  expect(await axe(page)).toEqual([]);
  await page.getByRole('link', { name: 'Meine Vorgänge' }).first().click();
  await expect(page.getByRole('heading', { name: 'Meine Vorgänge', level: 1 })).toBeVisible();
});

test('a failed list offers Try again: My cases after a 503 fault', async ({ page }) => {
  await openControlled(page, './#/buergerservice');
  await draftThroughForm(page);
  const token = await worldToken(page);
  const fault = {
    fault: '503',
    when: 'next',
    rate: 0,
    latency_ms: 0,
    latency_jitter_ms: 0,
    seed: 1,
    applies_to: 'everyone',
  };
  expect((await callWithToken(page, token, 'PUT', 'v1/sessions/current/faults', fault)).status).toBe(200);
  await page.goto('./#/buergerservice/vorgaenge');
  const alert = page.getByRole('alert').filter({ hasText: 'nicht erreichbar' });
  await expect(alert).toBeVisible();
  const retry = alert.getByRole('button', { name: 'Erneut versuchen' });
  await expect(retry).toBeVisible();
  expect(await axe(page)).toEqual([]);
  await retry.click();
  await expect(page.getByTestId('cases').locator('li')).toHaveCount(1);
  await expect(alert).toHaveCount(0);
});

test('a change on the review leaves one case: no "Cancelled" case in My cases, the world bar or the API', async ({
  page,
}) => {
  await openControlled(page, './#/buergerservice');
  const id = await draftThroughForm(page);
  await page
    .getByTestId('review')
    .getByRole('link', { name: /^Ändern/ })
    .last()
    .click();
  await page.locator('input[name=wohnung]').last().check();
  await page.getByRole('button', { name: 'Übernehmen und zurück zur Prüfung' }).click();
  await expect(page.getByTestId('review')).toBeVisible();
  expect(page.url().split('/').pop()).toBe(id);

  const token = await worldToken(page);
  const { body } = await callWithToken(page, token, 'GET', 'v1/drafts');
  expect(body.cases.map((c: { state: string; version: number }) => [c.state, c.version])).toEqual([['review', 2]]);
  await page.goto('./#/buergerservice/vorgaenge');
  await expect(page.getByTestId('cases').locator('li')).toHaveCount(1);
  await expect(page.getByTestId('cases')).not.toContainText('Storniert');
  await expect(page.getByTestId('world-bar')).toContainText('Vorgänge darin: 1');
});

test('the Workshop with a moved clock shows one time for the world’s end everywhere, labelled world time', async ({
  page,
}) => {
  await openControlled(page, './#/buergerservice/werkstatt');
  await expect(page.getByTestId('fault-form')).toBeVisible();
  await page.getByRole('button', { name: 'Welt mit dem Szenario füllen' }).click();
  await page.getByTestId('workshop-confirm').getByRole('button', { name: 'Vorgänge ersetzen' }).click();
  await expect(page.getByTestId('workshop-cases').locator('li')).toHaveCount(5);
  await page.getByLabel('Minuten vorstellen (1 bis 1440)').fill('180');
  await page.getByRole('button', { name: 'Uhr vorstellen' }).click();
  await expect(page.getByTestId('workshop-status')).toContainText('Die Uhr wurde vorgestellt');

  const clock = page.getByTestId('world-clock');
  await expect(clock).toHaveText(/Die Welt endet am .+ \(Weltzeit\)\./);
  const ends = /Die Welt endet am (.+) \(Weltzeit\)\./.exec((await clock.textContent()) ?? '')?.[1];
  expect(ends).toBeTruthy();
  // The world bar says the same end, as world time.
  await expect(page.getByTestId('world-bar')).toContainText(`gültig bis ${ends} (Weltzeit;`);
  // The scenario's cases are world time too, and say so.
  await expect(page.getByTestId('workshop-cases')).toContainText('(Weltzeit)');
  expect(await axe(page)).toEqual([]);
  // A request after the move: its journal row is at the world's time, three hours ahead of the device's.
  const listed = await callWithToken(page, await worldToken(page), 'GET', 'v1/drafts');
  expect(listed.status).toBe(200);
  const worldNow = secondOfDay(Date.now() + 180 * 60_000);
  await page.goto('./#/buergerservice/werkstatt/protokoll');
  await expect(page.getByTestId('world-bar')).toContainText(`gültig bis ${ends} (Weltzeit;`);
  const journal = page.getByTestId('workshop-journal');
  await expect(journal.getByRole('columnheader').first()).toHaveText('Zeit (Weltzeit)');
  const row = journal.getByRole('row').filter({ hasText: 'GET /v1/drafts' }).first();
  const shown = (await row.getByRole('cell').first().textContent()) ?? '';
  const [h, m, sec] = shown.split(':').map(Number) as [number, number, number];
  const apart = Math.abs(h * 3600 + m * 60 + sec - worldNow);
  expect(Math.min(apart, 86_400 - apart), `${shown} is world time`).toBeLessThan(60);
  // The Inspector labels the same entry's time as world time.
  await page.goto('./#/inspektor');
  const entry = page.getByTestId('journal').locator('li').filter({ hasText: '/v1/drafts' }).first();
  await expect(entry).toContainText(`${shown} (Weltzeit)`);
});

/** Seconds since midnight in Berlin (the app's zone) of an instant. */
function secondOfDay(at: number): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Berlin',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return part('hour') * 3600 + part('minute') * 60 + part('second');
}
