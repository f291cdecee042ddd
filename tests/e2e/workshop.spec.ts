/** Workshop kit (issue #13) through the real service worker: time travel and faults for one world. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { openControlled, worldToken } from './support.ts';

/** Calls the API from inside the page, as a participant's frontend would; `headers` adds e.g. Prefer. */
function call(page: Page, method: string, path: string, token?: string, body?: unknown, headers = {}) {
  return page.evaluate(
    async ({ method, path, token, body, headers }) => {
      const all: Record<string, string> = { 'content-type': 'application/json', ...headers };
      if (token) all.authorization = `Bearer ${token}`;
      const res = await fetch(path, {
        method,
        headers: all,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return {
        status: res.status,
        replayed: res.headers.get('idempotent-replayed'),
        body: text ? JSON.parse(text) : null,
      };
    },
    { method, path, token, body, headers },
  );
}

const WOHNGELD = { service: 'wohngeld', profile: 'anna', fields: { haushalt: 'familie', wohnung: 'miete' } };

async function worldWithDraft(page: Page) {
  await openControlled(page);
  const token = (await call(page, 'POST', 'v1/sessions', undefined, {})).body.token as string;
  const drafted = await call(page, 'POST', 'v1/drafts', token, WOHNGELD, {
    'idempotency-key': 'e2e-workshop-draft-01',
  });
  expect(drafted.status).toBe(201);
  return { token, id: drafted.body.id as string };
}

test('a review expires by time travel: submit answers 409 review_expired; another world keeps its time', async ({
  page,
}) => {
  const { token, id } = await worldWithDraft(page);
  const other = await worldWithDraft(page);
  const moved = await call(page, 'POST', 'v1/sessions/current/clock', token, { advance_seconds: 15 * 60 });
  expect(moved.status).toBe(200);
  expect(moved.body.clock_offset_seconds).toBe(900);
  const submit = { version: 1, confirmed: true };
  const late = await call(page, 'POST', `v1/drafts/${id}/submit`, token, submit, {
    'idempotency-key': 'e2e-workshop-late-01',
  });
  expect(late.status).toBe(409);
  expect(late.body.error).toBe('review_expired');
  const inTime = await call(page, 'POST', `v1/drafts/${other.id}/submit`, other.token, submit, {
    'idempotency-key': 'e2e-workshop-intime-1',
  });
  expect(inTime.status).toBe(200);
});

test('a lost answer on submit; the retry with the same key replays the result and leaves one case', async ({
  page,
}) => {
  const { token, id } = await worldWithDraft(page);
  const faults = {
    fault: 'lost-answer',
    when: 'next',
    rate: 0,
    latency_ms: 0,
    latency_jitter_ms: 0,
    seed: 1,
    applies_to: 'everyone',
  };
  expect((await call(page, 'PUT', 'v1/sessions/current/faults', token, faults)).status).toBe(200);
  const submit = { version: 1, confirmed: true };
  const key = { 'idempotency-key': 'e2e-workshop-submit-1' };
  const lost = await call(page, 'POST', `v1/drafts/${id}/submit`, token, submit, key);
  expect(lost.status).toBe(503);
  expect(lost.body.error).toBe('answer_lost');
  const retry = await call(page, 'POST', `v1/drafts/${id}/submit`, token, submit, key);
  expect(retry.status).toBe(200);
  expect(retry.replayed).toBe('true');
  expect(retry.body.state).toBe('received');
  const list = await call(page, 'GET', 'v1/drafts', token);
  expect(list.body.cases).toHaveLength(1);
  // The same through Prefer, on a request of its own: asked for once, nothing switched on.
  const again = await call(page, 'GET', 'v1/drafts', token, undefined, { prefer: 'fault=503' });
  expect(again.status).toBe(503);
  expect((await call(page, 'GET', 'v1/sessions/current', token)).body.faults.fault).toBe('none');
});

/** Makes a Wohngeld draft in the tab's world over the API (the UI's own world, read from its store). */
async function draftInTabWorld(page: Page, key: string) {
  const token = await worldToken(page);
  const drafted = await call(page, 'POST', 'v1/drafts', token, WOHNGELD, { 'idempotency-key': key });
  expect(drafted.status).toBe(201);
  return { token, id: drafted.body.id as string };
}

test('facilitator page: moving the clock by keyboard expires the review; the world bar shows world time', async ({
  page,
}) => {
  await openControlled(page, './#/buergerservice/werkstatt');
  await expect(page.getByTestId('fault-form')).toBeVisible();
  const { token, id } = await draftInTabWorld(page, 'e2e-workshop-ui-draft1');
  await page.goto(`./#/buergerservice/pruefen/${id}`);
  await expect(page.getByTestId('countdown')).toContainText('noch 14 Minuten');
  await page.goto('./#/buergerservice/werkstatt');
  await expect(page.getByTestId('workshop-cases')).toContainText('Wohngeld');
  const plus15 = page.getByRole('button', { name: '15 Minuten vorstellen (Prüfungen laufen ab)' });
  await plus15.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('workshop-status')).toContainText('Die Uhr wurde vorgestellt');
  await expect(page.getByTestId('world-clock')).toContainText('Vorgestellt um 0 Std. 15 Min.');
  await expect(page.getByTestId('world-time')).toContainText('vorgestellt um 0 Std. 15 Min.');
  // The review page counts in the world's time, and the backend agrees: 409 review_expired.
  await page.goto(`./#/buergerservice/pruefen/${id}`);
  await expect(page.getByTestId('countdown')).toContainText('abgelaufen');
  const late = await call(
    page,
    'POST',
    `v1/drafts/${id}/submit`,
    token,
    { version: 1, confirmed: true },
    {
      'idempotency-key': 'e2e-workshop-ui-late01',
    },
  );
  expect(late.status).toBe(409);
  expect(late.body.error).toBe('review_expired');
});

test('facilitator page: a lost answer in the citizen flow; pressing submit again replays it, one case', async ({
  page,
}) => {
  await openControlled(page, './#/buergerservice/werkstatt');
  await expect(page.getByTestId('fault-form')).toBeVisible();
  // The draft first: a "next request" lost answer would otherwise meet the draft, a write too.
  const { token, id } = await draftInTabWorld(page, 'e2e-workshop-ui-draft2');
  await page.getByLabel('Fehler', { exact: true }).selectOption('lost-answer');
  await page.getByRole('button', { name: 'Fehler übernehmen' }).click();
  await expect(page.getByTestId('workshop-status')).toContainText('Übernommen');
  await expect(page.getByTestId('world-fault')).toContainText('Antwort geht verloren');
  await page.goto(`./#/buergerservice/pruefen/${id}`);
  await page.getByTestId('confirm').click();
  await expect(page.getByRole('alert')).toContainText('Antwort ging verloren');
  await page.getByTestId('confirm').click();
  await expect(page).toHaveURL(new RegExp(`vorgang/${id}`));
  const list = await call(page, 'GET', 'v1/drafts', token);
  expect(list.body.cases).toHaveLength(1);
  expect(list.body.cases[0].state).toBe('received');
  expect(list.body.cases[0].version).toBe(2);
});

test('facilitator page: the journal shows the clock move and a faulted answer live, and links to the Inspector', async ({
  page,
}) => {
  await openControlled(page, './#/buergerservice/werkstatt');
  await expect(page.getByTestId('fault-form')).toBeVisible();
  const token = await worldToken(page);
  // A participant's frontend asks for a fault for itself (Prefer), while the page stays open.
  const faulted = await call(page, 'GET', 'v1/drafts', token, undefined, { prefer: 'fault=429' });
  expect(faulted.status).toBe(429);
  await page.getByRole('button', { name: '15 Minuten vorstellen (Prüfungen laufen ab)' }).click();
  await expect(page.getByTestId('workshop-status')).toContainText('Die Uhr wurde vorgestellt');
  // The journal is the Workshop's part of its own (issue #28).
  await page.getByTestId('workshop-nav').getByRole('link', { name: 'Protokoll und Zeugnis' }).click();
  const journal = page.getByTestId('workshop-journal');
  const clockRow = journal.getByRole('row').filter({ hasText: 'POST /v1/sessions/current/clock' });
  await expect(clockRow).toContainText('200');
  await expect(clockRow).toContainText('Person (app)');
  const faultRow = journal.getByRole('row').filter({ hasText: 'GET /v1/drafts' }).filter({ hasText: /429$/ });
  await expect(faultRow).toHaveCount(1);
  // Newest first: the fault came before the clock move.
  const rows = await journal.getByRole('row').allTextContents();
  const index = (text: string) => rows.findIndex((row) => row.includes(text));
  expect(index('POST /v1/sessions/current/clock')).toBeLessThan(rows.findIndex((row) => row.endsWith('429')));
  await page.getByRole('link', { name: 'Alle Anfragen mit Einzelheiten im Inspektor' }).click();
  await expect(page).toHaveURL(/#\/inspektor$/);
});

test('the facilitator page is axe clean at 320 px, in German and English', async ({ page }) => {
  // Two axe passes over the whole facilitator page (settings, journal, report card): about 30 s on a
  // loaded 2-core machine, so more than the default 30 s.
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 320, height: 800 });
  await openControlled(page, './#/buergerservice/werkstatt');
  await expect(page.getByTestId('fault-form')).toBeVisible();
  await page.getByRole('radio', { name: 'bei einem Anteil der Anfragen' }).check();
  await expect(page.getByLabel('Anteil in Prozent (1 bis 100)')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  for (const language of ['de', 'en']) {
    if (language === 'en') await page.getByRole('button', { name: /English/ }).click();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Workshop' })).toBeVisible();
});

test('facilitator page: fill the world with a scenario, then reset it to the scenario', async ({ page }) => {
  await openControlled(page, './#/buergerservice/werkstatt');
  await expect(page.getByTestId('fault-form')).toBeVisible();
  await page.getByRole('button', { name: 'Welt mit dem Szenario füllen' }).click();
  await page.getByTestId('workshop-confirm').getByRole('button', { name: 'Vorgänge ersetzen' }).click();
  await expect(page.getByTestId('workshop-status')).toContainText('Die Welt enthält jetzt das Szenario');
  await expect(page.getByTestId('workshop-cases').locator('li')).toHaveCount(5);
  await draftInTabWorld(page, 'e2e-workshop-ui-draft3');
  await page.reload();
  await expect(page.getByTestId('workshop-cases').locator('li')).toHaveCount(6);
  await page.getByRole('button', { name: /Auf das Szenario zurücksetzen/ }).click();
  await page.getByTestId('workshop-confirm').getByRole('button', { name: 'Vorgänge ersetzen' }).click();
  await expect(page.getByTestId('workshop-cases').locator('li')).toHaveCount(5);
  await expect(page.getByTestId('workshop-cases')).toContainText('Storniert');
});
