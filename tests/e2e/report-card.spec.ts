/**
 * The report card (issue #21) through the real service worker: a careless client (a page beside the
 * app) breaks the rules and the card names each with its evidence, over HTTP and in the app's Report
 * card view; the reference frontend and the app's own flows through a full booking, a lost answer
 * and a stale version get no broken verdict.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { pair, startBridge } from './bridge-support.ts';
import { openControlled, openedWorldToken, ownerToken } from './support.ts';

interface Evidence {
  entry_id: number;
  method: string;
  path: string;
  status: number;
  source: string;
  note: string;
}
interface Card {
  rules: { id: string; verdict: string; evidence: Evidence[] }[];
  summary: Record<string, number>;
}

const added: string[] = [];
test.afterEach(() => {
  for (const folder of added.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** An empty page beside the app (same origin, controlled by the app's worker). */
async function besidePage(page: Page): Promise<Page> {
  const folder = `beside-report-${Date.now()}`;
  mkdirSync(`dist/${folder}`, { recursive: true });
  added.push(`dist/${folder}`);
  writeFileSync(`dist/${folder}/index.html`, '<!doctype html><html lang="en"><title>Careless</title><h1>Careless</h1>');
  const beside = await page.context().newPage();
  await beside.goto(`${folder}/`);
  await beside.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return beside;
}

/** Sends requests from inside a page, as a client would: each `[method, path, credential, body?, headers?]`. */
function send(page: Page, steps: [string, string, string | undefined, unknown?, Record<string, string>?][]) {
  return page.evaluate(async (list) => {
    const answers: { status: number; body: unknown }[] = [];
    for (const [method, path, credential, body, headers] of list) {
      const all: Record<string, string> = { 'content-type': 'application/json', ...(headers ?? {}) };
      if (credential) all.authorization = `Bearer ${credential}`;
      const init: RequestInit = { method, headers: all };
      if (body !== undefined) init.body = typeof body === 'string' ? body : JSON.stringify(body);
      const res = await fetch(path, init);
      const text = await res.text();
      answers.push({ status: res.status, body: text.startsWith('{') ? JSON.parse(text) : text });
    }
    return answers;
  }, steps);
}

/** The card over HTTP: its read writes the journal's waiting batch first, so it holds every answer before it. */
async function card(page: Page, path: string, credential: string): Promise<Card> {
  const [answer] = await send(page, [['GET', path, credential]]);
  expect(answer?.status).toBe(200);
  return answer?.body as Card;
}

const verdicts = (of: Card) => Object.fromEntries(of.rules.map((rule) => [rule.id, rule.verdict]));
const WOHNGELD = { service: 'wohngeld', profile: 'anna', fields: { haushalt: 'familie', wohnung: 'miete' } };

test('a careless page beside the app breaks the municipal and any-service rules; the card and the Report card view name each with evidence', async ({
  page,
}) => {
  await openControlled(page, './#/buergerservice/werkstatt');
  const capability = await openedWorldToken(page);
  expect(capability).toMatch(/^[a-f0-9]{64}$/);
  const careless = await besidePage(page);
  const base = '../';
  const key = (n: number) => `careless-key-${String(n).padStart(6, '0')}`;
  const [, drafted] = await send(careless, [
    ['GET', `${base}v1/drafts?token=${capability}`, capability],
    ['POST', `${base}v1/drafts`, capability, WOHNGELD, { 'idempotency-key': key(1) }],
  ]);
  const id = (drafted?.body as { id: string } | undefined)?.id as string;
  const made = await send(page, [['POST', 'v1/connections', capability, { name: 'Careless agent' }]]);
  const agent = made[0]?.body as { id: string; token: string };
  await send(careless, [
    // A version never shown, twice unchanged.
    [
      'POST',
      `${base}v1/drafts/${id}/submit`,
      capability,
      { version: 7, confirmed: true },
      { 'idempotency-key': key(2) },
    ],
    [
      'POST',
      `${base}v1/drafts/${id}/submit`,
      capability,
      { version: 7, confirmed: true },
      { 'idempotency-key': key(2) },
    ],
    // A lost answer retried with a new key; the same key with another body.
    ['POST', `${base}v1/drafts`, capability, WOHNGELD, { 'idempotency-key': key(3), prefer: 'fault=lost-answer' }],
    ['POST', `${base}v1/drafts`, capability, WOHNGELD, { 'idempotency-key': key(4) }],
    ['POST', `${base}v1/drafts`, capability, { ...WOHNGELD, profile: 'ben' }, { 'idempotency-key': key(4) }],
    // No wait after a 429.
    ['GET', `${base}v1/drafts`, capability, undefined, { prefer: 'fault=429' }],
    ['GET', `${base}v1/drafts`, capability],
    // The same invalid request four times.
    ...Array.from(
      { length: 4 },
      () =>
        ['POST', `${base}v1/drafts`, capability, '{"service":"x"}', { 'idempotency-key': key(5) }] as [
          string,
          string,
          string,
          string,
          Record<string, string>,
        ],
    ),
  ]);
  // A revoked agent connection sent again and again.
  await send(page, [['DELETE', `v1/connections/${agent.id}`, capability]]);
  await send(
    careless,
    Array.from({ length: 3 }, () => ['GET', `${base}v1/drafts`, agent.token] as [string, string, string]),
  );

  const report = await card(careless, `${base}v1/journal/report`, capability);
  expect(verdicts(report)).toMatchObject({
    'municipal.shown-version': 'broken',
    'municipal.capability-private': 'broken',
    'municipal.idempotent-retry': 'broken',
    'municipal.stale-not-resent': 'broken',
    'any.retry-after': 'broken',
    'any.refused-credential': 'broken',
    'any.invalid-repeated': 'broken',
  });
  for (const rule of report.rules) {
    if (rule.verdict !== 'broken') continue;
    expect(rule.evidence.length, rule.id).toBeGreaterThan(0);
    for (const row of rule.evidence) expect(row.source, rule.id).toBe('page');
  }
  expect(JSON.stringify(report)).not.toContain(capability);

  // The app's Report card view: each rule with its verdict, evidence rows opening the journal entry.
  await page.goto('./#/zeugnis');
  const view = page.getByTestId('report-card');
  await expect(view).toBeVisible();
  const broken = view.locator('li[data-verdict="broken"]');
  await expect(broken).toHaveCount(7);
  const rule = view.locator('li[data-rule="municipal.capability-private"]');
  await expect(rule).toContainText('Gebrochen');
  // In the screen's language (issue 26): the engine writes the card's words in German for it.
  await expect(rule).toContainText('Die Berechtigung steht nie in einer URL und nie in einem KI-Prompt.');
  await rule.getByRole('button', { name: /GET \/v1\/drafts\?token=\[redacted\]/ }).click();
  await expect(rule.getByText('Anfrage', { exact: true })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Als Markdown herunterladen' }).click();
  const markdown = readFileSync((await (await download).path()) as string, 'utf8');
  expect(markdown).toContain('# Zeugnis dieser Welt');
  for (const id of Object.keys(verdicts(report))) expect(markdown).toContain(`\`${id}\``);
  expect(markdown).not.toContain(capability);
  await expect(page.getByRole('button', { name: 'Drucken' })).toBeVisible();

  // The Workshop's journal part shows the same card.
  await page.goto('./#/buergerservice/werkstatt/protokoll');
  await expect(page.getByTestId('report-card').locator('li[data-verdict="broken"]')).toHaveCount(7);
});

test('a careless content client breaks the content rules; its token’s card names each with evidence', async ({
  page,
}) => {
  await openControlled(page);
  const writer = await ownerToken(page, 'careless 2', ['content:write', 'content:publish']);
  const reader = await ownerToken(page, 'careless 0', []);
  const careless = await besidePage(page);
  const base = '../';
  const [created] = await send(careless, [['POST', `${base}api/pages`, writer.token, { title: 'Sprechzeiten' }]]);
  const id = (created?.body as { id: string } | undefined)?.id as string;
  const put = (version: number, headers = {}) =>
    ['PUT', `${base}api/pages/${id}`, writer.token, { title: 'Neu', expected_version: version }, headers] as [
      string,
      string,
      string,
      unknown,
      Record<string, string>,
    ];
  await send(careless, [
    put(1),
    put(1), // 409 stale_revision
    put(2), // written again without a read
    put(3, { prefer: 'fault=lost-answer' }),
    put(4), // repeated without reading the page and its history
    ['POST', `${base}api/pages/${id}/publish`, writer.token, { expected_version: 5 }],
    ['GET', `${base}api/pages?status=published&include=body`, writer.token],
  ]);
  await send(careless, [
    ['POST', `${base}api/pages`, reader.token, { title: 'Nein' }],
    ['POST', `${base}api/pages`, reader.token, { title: 'Nein' }],
  ]);
  const report = await card(careless, `${base}api/journal/report`, writer.token);
  expect(verdicts(report)).toMatchObject({
    'content.stale-revision': 'broken',
    'content.lost-write': 'broken',
    'content.public-feed': 'warning',
  });
  const readerCard = await card(careless, `${base}api/journal/report`, reader.token);
  expect(verdicts(readerCard)['content.missing-scope']).toBe('broken');

  // The Report card view, per content token.
  await page.goto('./#/zeugnis');
  await page.getByLabel('Wessen Zeugnis').selectOption({ label: 'Inhalts-Token „careless 2“' });
  const view = page.getByTestId('report-card');
  await expect(view.locator('li[data-rule="content.lost-write"]')).toHaveAttribute('data-verdict', 'broken');
  await expect(view.locator('li[data-rule="content.public-feed"]')).toHaveAttribute('data-verdict', 'warning');

  // Accessible at 320 px, with an evidence row open.
  await page.setViewportSize({ width: 320, height: 800 });
  await view.locator('li[data-rule="content.lost-write"]').getByRole('button').first().click();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
});

// The reference frontend follows the browser's language: this test reads its English.
test.describe('in an English browser', () => {
  test.use({ locale: 'en-US' });

  test('the reference frontend through a full booking and a lost answer gets no broken verdict', async ({ page }) => {
    // The first answers to the draft and to the submit are lost after the sandbox handled them: the
    // page sends each again with the same key and body (as tests/e2e/booking-example.spec.ts shows).
    await page.addInitScript(() => {
      const realFetch = window.fetch.bind(window);
      const lost = new Set<string>();
      window.fetch = async (input, init) => {
        const response = await realFetch(input, init);
        const path = new URL(String(input), location.href).pathname;
        const kind = path.endsWith('/v1/drafts') ? 'draft' : path.endsWith('/submit') ? 'submit' : '';
        if (init?.method === 'POST' && kind && !lost.has(kind)) {
          lost.add(kind);
          throw new TypeError('Failed to fetch');
        }
        return response;
      };
    });
    await page.goto('examples/booking/');
    await expect(page.getByRole('status')).toHaveText('Sandbox ready: 16 services.', { timeout: 15_000 });
    const session = page.waitForResponse((r) => r.url().endsWith('/v1/sessions'));
    await page.getByRole('button', { name: 'Open a world' }).click();
    const token = (await (await session).json()).token as string;
    await page.getByLabel('Service').selectOption('termin');
    await expect(page.getByLabel('Slot', { exact: true })).not.toBeEmpty();
    await page.getByRole('button', { name: 'Prepare the draft for review' }).click();
    await expect(page.getByRole('heading', { name: '3. Review and confirm' })).toBeVisible();
    await page.getByLabel('I have checked these details').check();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(page.getByText(/^Completed: Appointment at the citizens’ office, receipt/)).toBeVisible();
    const report = await card(page, '../../v1/journal/report', token);
    expect(report.rules.filter((rule) => rule.verdict === 'broken').map((rule) => rule.id)).toEqual([]);
    expect(verdicts(report)['municipal.shown-version']).not.toBe('not_tried');
    // Both retries were seen, with the same key and body.
    expect(verdicts(report)['municipal.idempotent-retry']).toBe('kept');
  });
});

test('the app’s own flows through a full booking, a stale version and a lost answer get no broken verdict', async ({
  page,
}) => {
  // A full booking.
  await openControlled(page, './#/buergerservice/antrag/wohngeld');
  await page.getByRole('radio', { name: /Ben Muster/ }).check();
  await page.getByRole('radio', { name: 'Familie' }).check();
  await page.getByRole('radio', { name: 'Miete' }).check();
  await page.getByRole('button', { name: 'Weiter zur Prüfung' }).click();
  await page.getByRole('button', { name: 'Ich habe die Angaben geprüft. Bestätigen und absenden' }).click();
  await expect(page.getByTestId('outcome')).toBeVisible();
  const capability = await openedWorldToken(page);

  // A stale version: another frontend cancels the case under the review; the app reloads the review.
  await page.goto('./#/buergerservice/antrag/meldebescheinigung');
  await page.getByRole('radio', { name: /Clara Probe/ }).check();
  await page.getByRole('radio', { name: 'Für einen Verein' }).check();
  await page.getByRole('button', { name: 'Weiter zur Prüfung' }).click();
  await expect(page.getByTestId('review')).toBeVisible();
  const caseId = page.url().split('/').pop() as string;
  const other = await besidePage(page);
  await send(other, [
    [
      'POST',
      `../v1/drafts/${caseId}/cancel`,
      capability,
      { version: 1, confirmed: true },
      { 'idempotency-key': 'other-frontend-0001' },
    ],
  ]);
  await page.getByRole('button', { name: 'Ich habe die Angaben geprüft. Bestätigen und absenden' }).click();
  await expect(page.getByRole('alert')).toContainText('Der Vorgang wurde inzwischen geändert');
  await page.getByRole('button', { name: 'Prüfung neu laden' }).click();
  await expect(page.getByTestId('outcome')).toContainText('Storniert');

  // A lost answer on submit (the facilitator's switch): pressing submit again replays it.
  await page.goto('./#/buergerservice/werkstatt');
  await expect(page.getByTestId('fault-form')).toBeVisible();
  const [drafted] = await send(page, [
    ['POST', 'v1/drafts', capability, WOHNGELD, { 'idempotency-key': 'app-flow-draft-0001' }],
  ]);
  const id = (drafted?.body as { id: string } | undefined)?.id as string;
  await page.getByLabel('Fehler', { exact: true }).selectOption('lost-answer');
  await page.getByRole('button', { name: 'Fehler übernehmen' }).click();
  await expect(page.getByTestId('world-fault')).toContainText('Antwort geht verloren');
  await page.goto(`./#/buergerservice/pruefen/${id}`);
  await page.getByTestId('confirm').click();
  await expect(page.getByRole('alert')).toContainText('Antwort ging verloren');
  await page.getByTestId('confirm').click();
  await expect(page).toHaveURL(new RegExp(`vorgang/${id}`));

  const report = await card(page, 'v1/journal/report', capability);
  const app = report.rules.map((rule) => ({ ...rule, evidence: rule.evidence.filter((row) => row.source === 'app') }));
  expect(app.filter((rule) => rule.verdict === 'broken' && rule.evidence.length > 0).map((rule) => rule.id)).toEqual(
    [],
  );
  // The app's own requests give context but are never judged (issue 26): no rule names one, none warns.
  for (const rule of report.rules)
    expect(
      rule.evidence.filter((row) => row.source === 'app'),
      rule.id,
    ).toEqual([]);
  expect(verdicts(report)['municipal.idempotent-retry']).toBe('not_tried');
});

test('a careless Node script through the bridge: the card names its broken rules with source bridge', async ({
  page,
}) => {
  const bridge = await startBridge();
  try {
    await openControlled(page);
    await pair(page, bridge);
    const call = async (method: string, path: string, token?: string, body?: string, extra = {}) => {
      const headers: Record<string, string> = { 'content-type': 'application/json', ...extra };
      if (token) headers.authorization = `Bearer ${token}`;
      const res = await fetch(new URL(path, bridge.url), { method, headers, body });
      const text = await res.text();
      return { status: res.status, body: text.startsWith('{') ? JSON.parse(text) : text };
    };
    const token = (await call('POST', 'v1/sessions', undefined, '{}')).body.token as string;
    expect((await call('GET', `v1/drafts?token=${token}`, token)).status).toBe(200);
    expect((await call('GET', 'v1/drafts', token, undefined, { prefer: 'fault=429' })).status).toBe(429);
    expect((await call('GET', 'v1/drafts', token)).status).toBe(200);
    for (let i = 0; i < 4; i++) {
      const bad = await call('POST', 'v1/drafts', token, '{"service":"x"}', {
        'idempotency-key': 'bridge-careless-01',
      });
      expect(bad.status).toBe(400);
    }
    const report = (await call('GET', 'v1/journal/report', token)).body as Card;
    expect(verdicts(report)).toMatchObject({
      'municipal.capability-private': 'broken',
      'any.retry-after': 'broken',
      'any.invalid-repeated': 'broken',
    });
    for (const rule of report.rules.filter((item) => item.verdict === 'broken')) {
      for (const row of rule.evidence) expect(row.source, rule.id).toBe('bridge');
    }
  } finally {
    await bridge.stop();
  }
});
