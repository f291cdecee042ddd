/**
 * Issue 26: a fair report card and the waiting request seen. A careful client (a page beside the app)
 * refused with 429 and sending the same key and body again is not broken; an agent's request to
 * submit (202), confirmed later by the person in the app, is not warned; the German card has no English
 * sentence; an agent's waiting request shows on every citizen-services screen, and the person declines it.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { openControlled, openedWorldToken } from './support.ts';

interface Card {
  rules: { id: string; verdict: string; evidence: { note: string }[] }[];
  confirmations?: { asked: number; confirmed: number; declined: number; waiting: number };
}

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const WOHNGELD = { service: 'wohngeld', profile: 'anna', fields: { haushalt: 'familie', wohnung: 'miete' } };
const added: string[] = [];
test.afterEach(() => {
  for (const folder of added.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** An empty page beside the app (same origin, controlled by the app's worker): its requests are `page`. */
async function besidePage(page: Page): Promise<Page> {
  const folder = `beside-fair-${Date.now()}`;
  mkdirSync(`dist/${folder}`, { recursive: true });
  added.push(`dist/${folder}`);
  writeFileSync(`dist/${folder}/index.html`, '<!doctype html><html lang="en"><title>Careful</title><h1>Careful</h1>');
  const beside = await page.context().newPage();
  await beside.goto(`${folder}/`);
  await beside.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return beside;
}

/** One request from inside a page, as a client sends it. */
function send(page: Page, method: string, path: string, credential: string, body?: unknown, headers = {}) {
  return page.evaluate(
    async ({ method, path, credential, body, headers }) => {
      const res = await fetch(path, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${credential}`, ...headers },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await res.text();
      return {
        status: res.status,
        retryAfter: res.headers.get('retry-after'),
        body: (text.startsWith('{') ? JSON.parse(text) : text) as Record<string, unknown>,
      };
    },
    { method, path, credential, body, headers },
  );
}

/** The card over HTTP: its read writes the journal's waiting batch first. */
async function card(page: Page, capability: string, query = ''): Promise<Card> {
  const answer = await send(page, 'GET', `../v1/journal/report${query}`, capability);
  expect(answer.status).toBe(200);
  return answer.body as unknown as Card;
}

const verdict = (of: Card, id: string) => of.rules.find((rule) => rule.id === id)?.verdict;

/** An agent connection made by the person, as the app makes it. */
async function agentToken(page: Page, capability: string, name: string): Promise<string> {
  const made = await send(page, 'POST', 'v1/connections', capability, { name });
  expect(made.status).toBe(201);
  return made.body.token as string;
}

test('a draft refused with 429, sent again after Retry-After with the same key and body, is not broken', async ({
  page,
}) => {
  await openControlled(page, './#/buergerservice/werkstatt');
  const capability = await openedWorldToken(page);
  const careful = await besidePage(page);
  const key = { 'idempotency-key': 'careful-key-000000000001' };
  const refused = await send(careful, 'POST', '../v1/drafts', capability, WOHNGELD, { ...key, prefer: 'fault=429' });
  expect(refused.status).toBe(429);
  await careful.waitForTimeout(Number(refused.retryAfter ?? '1') * 1000 + 200);
  expect((await send(careful, 'POST', '../v1/drafts', capability, WOHNGELD, key)).status).toBe(201);
  const report = await card(careful, capability);
  expect(verdict(report, 'municipal.idempotent-retry')).toBe('kept');
  expect(verdict(report, 'any.retry-after')).toBe('kept');
});

test('an agent’s request to submit (202), confirmed later by the person in the app, is not warned', async ({
  page,
}) => {
  await openControlled(page, './#/buergerservice/werkstatt');
  const capability = await openedWorldToken(page);
  const agent = await agentToken(page, capability, 'Eager agent');
  const beside = await besidePage(page);
  // The agent drafts and asks to submit at once: it only asks, the person decides.
  const drafted = await send(beside, 'POST', '../v1/drafts', agent, WOHNGELD, {
    'idempotency-key': 'eager-000000000000001',
  });
  const id = drafted.body.id as string;
  const asked = await send(
    beside,
    'POST',
    `../v1/drafts/${id}/submit`,
    agent,
    { version: 1, confirmed: true },
    {
      'idempotency-key': 'eager-000000000000002',
    },
  );
  expect(asked.status).toBe(202);
  // The person confirms in the app's review at once (the app's own flow).
  await page.goto(`./#/buergerservice/pruefen/${id}`);
  await page.getByTestId('confirm').click();
  await expect(page).toHaveURL(new RegExp(`#/buergerservice/vorgang/${id}$`));
  const report = await card(beside, capability);
  expect(verdict(report, 'municipal.shown-version')).toBe('kept');
  expect(JSON.stringify(report)).not.toContain('too soon');
  expect(report.confirmations).toEqual({ asked: 1, confirmed: 1, declined: 0, waiting: 0 });
  // The agent's own card, read by the person: the same verdict.
  const own = await card(beside, capability, '?agent=Eager%20agent');
  expect(verdict(own, 'municipal.shown-version')).toBe('kept');
});

test('the German report card has no English sentence, and names the guide’s section as a link', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('sandbox.lang', 'de'));
  await openControlled(page, './#/buergerservice/werkstatt');
  const capability = await openedWorldToken(page);
  const careless = await besidePage(page);
  await send(careless, 'GET', `../v1/drafts?token=${capability}`, capability);
  await send(careless, 'GET', '../v1/drafts', capability, undefined, { prefer: 'fault=429' });
  await send(careless, 'GET', '../v1/drafts', capability);
  const key = { 'idempotency-key': 'k1-00000000000000000001' };
  const first = await send(careless, 'POST', '../v1/drafts', capability, WOHNGELD, key);
  await send(careless, 'POST', '../v1/drafts', capability, { ...WOHNGELD, profile: 'ben' }, key);
  await send(
    careless,
    'POST',
    `../v1/drafts/${first.body.id}/submit`,
    capability,
    { version: 1, confirmed: true },
    {
      'idempotency-key': 'k2-00000000000000000001',
    },
  );
  await page.goto('./#/zeugnis');
  const view = page.getByTestId('report-card');
  await expect(view.locator('li[data-verdict="broken"]')).toHaveCount(3);
  await expect(view.locator('li[data-verdict="warning"]')).toHaveCount(1);
  // Every rule's details open, so the words "how it is judged" are read too.
  for (const details of await view.locator('details').all())
    await details.evaluate((node) => node.setAttribute('open', ''));
  // What a person reads, element by element; a journal row's method, path and status are the request
  // as sent, not a sentence.
  const texts = await view.evaluate((node) => {
    const copy = node.cloneNode(true) as HTMLElement;
    for (const line of copy.querySelectorAll('.journal-line, code')) line.remove();
    return [...copy.querySelectorAll('h2, h3, p, summary, .journal-entry > span')].map(
      (item) => item.textContent ?? '',
    );
  });
  const text = texts.join('\n');
  const sentences = text
    .replace(
      /(\/[\w{}/.?=&[\]-]*|[a-z]+(?:[._][a-z-]+)+|Idempotency-Key|Retry-After|Authorization: Bearer …|\S*\d\S*)/g,
      ' ',
    )
    .split(/\n+/);
  const english =
    /\b(the|and|with|is|not|before|after|sent|again|same|request|answered|submitted|must|when|without|too soon)\b/i;
  expect(sentences.filter((line) => english.test(line))).toEqual([]);
  const rule = view.locator('li[data-rule="municipal.idempotent-retry"]');
  await expect(rule).toContainText('Eine Wiederholung nutzt denselben Idempotency-Key');
  await expect(rule.getByRole('link', { name: 'Leitfaden, Abschnitt „municipal.idempotent-retry“' })).toHaveAttribute(
    'href',
    /v1\/guide#rule-municipal-idempotent-retry$/,
  );
  expect(text).not.toContain('.md');
});

for (const lang of ['de', 'en'] as const) {
  test(`an agent’s waiting request shows on every citizen-services screen and the person declines it (${lang})`, async ({
    page,
  }) => {
    // Five screens at two widths, each checked with axe.
    test.setTimeout(240_000);
    await page.addInitScript((chosen) => localStorage.setItem('sandbox.lang', chosen), lang);
    await openControlled(page, './#/buergerservice/werkstatt');
    const capability = await openedWorldToken(page);
    const agent = await agentToken(page, capability, 'Claude');
    const beside = await besidePage(page);
    const drafted = await send(beside, 'POST', '../v1/drafts', agent, WOHNGELD, {
      'idempotency-key': 'ask-00000000000000001',
    });
    const id = drafted.body.id as string;
    const asked = await send(
      beside,
      'POST',
      `../v1/drafts/${id}/submit`,
      agent,
      { version: 1, confirmed: true },
      {
        'idempotency-key': 'ask-00000000000000002',
      },
    );
    expect(asked.status).toBe(202);
    const words =
      lang === 'de'
        ? {
            notice: '„Claude“ wartet auf Ihre Bestätigung: Wohngeld.',
            link: 'Prüfen, bestätigen oder ablehnen',
            decline: 'Ablehnen, nicht absenden',
          }
        : {
            notice: '“Claude” is waiting for your confirmation: Housing benefit.',
            link: 'Check, confirm or decline',
            decline: 'Decline, do not send',
          };
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      // Every screen with the world bar (the catalogue, My cases, agent connections, the Workshop), and
      // a form, which shows the notice without one (a case in review opens as its review).
      for (const screen of ['', '/vorgaenge', '/agenten', '/antrag/termin', '/werkstatt']) {
        await page.goto(`./#/buergerservice${screen}`);
        const notice = page.getByTestId('waiting-requests');
        await expect(notice, `${screen} at ${width}`).toContainText(words.notice, { timeout: 10_000 });
        await expect(notice.getByRole('link', { name: words.link })).toHaveAttribute(
          'href',
          `#/buergerservice/pruefen/${id}`,
        );
        expect(
          await new AxeBuilder({ page })
            .withTags(WCAG)
            .analyze()
            .then((r) => r.violations.map((v) => v.id)),
        ).toEqual([]);
      }
    }
    await page.screenshot({ path: `test-results/screenshots/26-waiting-${lang}.png` });
    await page.getByTestId('waiting-requests').getByRole('link', { name: words.link }).click();
    await expect(page).toHaveURL(new RegExp(`#/buergerservice/pruefen/${id}$`));
    // One sentence says nothing is sent yet.
    await expect(page.locator('main')).not.toContainText(/Noch ist nichts gesendet|Nothing has been sent yet: check/);
    expect(
      await new AxeBuilder({ page })
        .withTags(WCAG)
        .analyze()
        .then((r) => r.violations.map((v) => v.id)),
    ).toEqual([]);
    await page.screenshot({ path: `test-results/screenshots/26-review-decline-${lang}.png`, fullPage: true });
    await page.getByRole('button', { name: words.decline }).click();
    await expect(page).toHaveURL(new RegExp(`#/buergerservice/vorgang/${id}$`));
    await expect(page.getByTestId('waiting-requests')).toHaveCount(0);
    // The agent reads the person's answer.
    const read = await send(beside, 'GET', `../v1/drafts/${id}`, agent);
    expect(read.body).toMatchObject({ state: 'cancelled', confirmation_declined: { by: 'Claude' } });
    const report = await card(beside, capability);
    expect(report.confirmations).toEqual({ asked: 1, confirmed: 0, declined: 1, waiting: 0 });
  });
}

test('the waiting notice moves the screen by less than 0.1 when it arrives', async ({ page }) => {
  await openControlled(page, './#/buergerservice/werkstatt');
  const capability = await openedWorldToken(page);
  const agent = await agentToken(page, capability, 'Claude');
  const beside = await besidePage(page);
  const drafted = await send(beside, 'POST', '../v1/drafts', agent, WOHNGELD, {
    'idempotency-key': 'cls-00000000000000001',
  });
  await send(
    beside,
    'POST',
    `../v1/drafts/${drafted.body.id}/submit`,
    agent,
    { version: 1, confirmed: true },
    {
      'idempotency-key': 'cls-00000000000000002',
    },
  );
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.addInitScript(() => {
      const state = { sum: 0 };
      (window as unknown as { __cls: typeof state }).__cls = state;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) state.sum += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('./#/buergerservice/vorgaenge');
    await page.reload();
    await expect(page.getByTestId('waiting-requests')).toBeVisible({ timeout: 10_000 });
    await page.waitForTimeout(500);
    const shift = await page.evaluate(() => (window as unknown as { __cls: { sum: number } }).__cls.sum);
    expect(shift, `at ${width}`).toBeLessThan(0.1);
  }
});
