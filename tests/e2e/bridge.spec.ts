/**
 * The local bridge (docs/bridge.md): Node's plain fetch reaches the app's data through a paired
 * tab; the token command line needs the owner's approval in the app; foreign pages and requests
 * with no tab paired are refused.
 */
import { request as httpRequest } from 'node:http';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { SUBPATH_PORT } from '../../playwright.config.ts';
import { pair, type RunningBridge, startBridge } from './bridge-support.ts';
import { openControlled } from './support.ts';

let bridge: RunningBridge;
test.beforeEach(async () => {
  bridge = await startBridge();
});
test.afterEach(async () => {
  await bridge.stop();
});

/** Plain fetch from the test process, as curl or a Python script would call the bridge. */
async function call(method: string, path: string, options: { token?: string; body?: unknown; key?: string } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.key) headers['idempotency-key'] = options.key;
  const res = await fetch(new URL(path, bridge.url), {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const type = res.headers.get('content-type') ?? '';
  const bytes = new Uint8Array(await res.arrayBuffer());
  const text = new TextDecoder().decode(bytes);
  return { status: res.status, type, bytes, body: type.includes('json') ? JSON.parse(text) : text };
}

test('with no tab paired every request is a 503 Problem that says to open the app', async () => {
  for (const [method, path] of [
    ['GET', 'hello/Ada'],
    ['POST', 'v1/sessions'],
    ['POST', 'mcp'],
  ] as const) {
    const res = await call(method, path, { body: method === 'POST' ? {} : undefined });
    expect(res.status, path).toBe(503);
    expect(res.type).toBe('application/problem+json');
    expect(res.body).toMatchObject({ status: 503, error: 'no_app_paired' });
    expect(res.body.message).toContain('Local tools');
  }
});

test('from Node, plain fetch through the bridge does a whole municipal draft; the PDF arrives intact', async ({
  page,
}) => {
  await openControlled(page);
  await pair(page, bridge);

  const session = await call('POST', 'v1/sessions', { body: {} });
  expect(session.status).toBe(201);
  const token = session.body.token as string;
  const slots = await call('GET', 'v1/slots/termin?period=nachmittag', { token });
  const slot = slots.body.slots[0];
  const input = { service: 'termin', profile: 'anna', fields: { anliegen: 'ausweis', zeitraum: 'nachmittag', slot } };
  const drafted = await call('POST', 'v1/drafts', { token, body: input, key: 'bridge-draft-key-0001' });
  expect(drafted.status).toBe(201);
  expect(drafted.body.state).toBe('review');
  // The same Idempotency-Key and payload replays the first answer: still one case.
  const replay = await call('POST', 'v1/drafts', { token, body: input, key: 'bridge-draft-key-0001' });
  expect(replay.body.id).toBe(drafted.body.id);
  const review = await call('GET', `v1/drafts/${drafted.body.id}`, { token });
  expect(review.body).toMatchObject({ state: 'review', version: 1 });
  const unconfirmed = await call('POST', `v1/drafts/${drafted.body.id}/submit`, {
    token,
    body: { version: 1, confirmed: false },
    key: 'bridge-submit-key-0000',
  });
  expect(unconfirmed.status).toBe(422);
  const submitted = await call('POST', `v1/drafts/${drafted.body.id}/submit`, {
    token,
    body: { version: 1, confirmed: true },
    key: 'bridge-submit-key-0001',
  });
  expect(submitted.body.state).toBe('completed');
  const receipt = await call('GET', submitted.body.receipt.url, { token });
  expect(receipt.status).toBe(200);
  expect(receipt.type).toBe('application/pdf');
  // Binary-safe: the bytes through the bridge are the bytes the page gets.
  const inPage = await page.evaluate(
    async ([url, token]) => {
      const res = await fetch(url as string, { headers: { authorization: `Bearer ${token}` } });
      return Array.from(new Uint8Array(await res.arrayBuffer()));
    },
    [submitted.body.receipt.url, token],
  );
  expect(receipt.bytes.length).toBe(inPage.length);
  expect(new TextDecoder().decode(receipt.bytes.subarray(0, 5))).toBe('%PDF-');

  // The person sees the same data: the world's case list in the page has the case.
  const listed = await page.evaluate(async (token) => {
    const res = await fetch('v1/drafts', { headers: { authorization: `Bearer ${token}` } });
    return (await res.json()).cases.map((c: { id: string }) => c.id);
  }, token);
  expect(listed).toEqual([drafted.body.id]);
  await expect(page.getByTestId('bridge-state')).toContainText('Anfragen beantwortet');
});

test('foreign browser origins, cross-site pages and rebound host names are refused; the app origin is not', async ({
  page,
}) => {
  await openControlled(page);
  await pair(page, bridge);
  const appOrigin = new URL(page.url()).origin;
  const withHeaders = (headers: Record<string, string>) =>
    fetch(new URL('hello/Ada', bridge.url), { headers }).then(async (r) => ({
      status: r.status,
      body: await r.json(),
    }));

  expect(await withHeaders({ origin: 'https://evil.example' })).toMatchObject({
    status: 403,
    body: { error: 'foreign_origin' },
  });
  expect(await withHeaders({ origin: 'null' })).toMatchObject({ status: 403 });
  expect(await withHeaders({ 'sec-fetch-site': 'cross-site' })).toMatchObject({ status: 403 });
  expect(await withHeaders({ origin: appOrigin })).toMatchObject({ status: 200, body: { hello: 'Ada' } });
  expect(await withHeaders({})).toMatchObject({ status: 200, body: { hello: 'Ada' } });

  // DNS rebinding: a page of another name resolved to 127.0.0.1 sends its own Host.
  const rebound = await new Promise<number | undefined>((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: bridge.port,
        path: '/hello/Ada',
        headers: { host: `attacker.example:${bridge.port}` },
      },
      (res) => {
        res.resume();
        resolve(res.statusCode);
      },
    );
    req.on('error', reject);
    req.end();
  });
  expect(rebound).toBe(421);

  // A real page of another origin (the same server under 127.0.0.1 instead of localhost) cannot
  // use the bridge: its requests carry its Origin, and the tab is never asked.
  const count = () => page.getByTestId('bridge-state').textContent();
  await page.goto('./#/werkzeuge');
  // The tab adds answers up every 250 ms (connection.ts): wait for the two answered above.
  await expect(page.getByTestId('bridge-state')).toContainText('. 2 Anfragen beantwortet');
  const before = await count();
  const other = await page.context().newPage();
  await other.goto(page.url().replace('localhost', '127.0.0.1'));
  const types = await other.evaluate(async (base) => {
    const post = await fetch(`${base}v1/sessions`, { method: 'POST', mode: 'no-cors', body: '{}' });
    const get = await fetch(`${base}hello/Ada`, { mode: 'no-cors' });
    return [post.type, get.type];
  }, bridge.url);
  expect(types).toEqual(['opaque', 'opaque']);
  expect(await count()).toBe(before);
  await other.close();
  // ...while a program's request is answered and counted.
  await call('GET', 'hello/Ada');
  await expect(page.getByTestId('bridge-state')).not.toHaveText(before ?? '');
});

test('a second tab cannot pair while one is paired; disconnecting makes requests 503 again', async ({
  page,
  context,
}) => {
  await openControlled(page);
  const code = bridge.code();
  await pair(page, bridge);
  await expect(page.getByRole('button', { name: 'Trennen' })).toBeVisible();

  const second = await context.newPage();
  await second.goto('./#/werkzeuge');
  await second.getByLabel('Port der Brücke').fill(String(bridge.port));
  await second.getByLabel('Kopplungscode (von der Brücke ausgegeben)').fill(code);
  await second.getByRole('button', { name: 'Verbinden' }).click();
  await expect(second.getByRole('alert')).toContainText('schon mit einem anderen Tab verbunden');
  await expect(second.getByTestId('bridge-state')).toHaveAttribute('data-state', 'disconnected');
  await second.close();

  await page.getByRole('button', { name: 'Trennen' }).click();
  await expect(page.getByTestId('bridge-state')).toHaveAttribute('data-state', 'disconnected');
  const fresh = await bridge.nextCode(code);
  expect((await call('GET', 'hello/Ada')).status).toBe(503);

  // The old code is used up; the new one pairs.
  await page.getByLabel('Kopplungscode (von der Brücke ausgegeben)').fill(code);
  await page.getByRole('button', { name: 'Verbinden' }).click();
  await expect(page.getByRole('alert')).toContainText('Der Code passt nicht');
  await pair(page, bridge, fresh);
  expect((await call('GET', 'hello/Ada')).body).toEqual({ hello: 'Ada' });
});

test('a token from the command line is made only after the owner approves in the app, and works', async ({ page }) => {
  await openControlled(page);
  await pair(page, bridge);
  await page.goto('./#/gruesse');

  // Approve: the dialog appears on whatever screen the owner is on.
  const created = bridge.token('create', '--name', 'CLI-Agent', '--scope', 'content:write');
  const dialog = page.getByRole('dialog', { name: 'Anfrage von der Kommandozeile' });
  await expect(dialog).toContainText('„CLI-Agent“ mit den Rechten: content:write');
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations).toEqual([]);
  await dialog.getByRole('button', { name: 'Zustimmen' }).click();
  const approved = await created;
  expect(approved.exit).toBe(0);
  const token = approved.stdout.trim();
  expect(token).toMatch(/^cms_[a-f0-9]{64}$/);
  expect(approved.stderr).toContain('shown only this once');
  // The app never shows the key: it went to the command line only.
  expect(await page.content()).not.toContain(token);

  const page1 = await call('POST', 'api/pages', { token, body: { title: 'Über die Brücke', body: 'Text' } });
  expect(page1.status).toBe(201);

  // Refuse: the command line is told, exits non-zero, and no token is made.
  const refused = bridge.token('create', '--name', 'Abgelehnt', '--scope', 'content:write,content:publish');
  await expect(dialog).toContainText('content:write, content:publish');
  await dialog.getByRole('button', { name: 'Ablehnen' }).click();
  const outcome = await refused;
  expect(outcome.exit).toBe(1);
  expect(outcome.stdout).toBe('');
  expect(outcome.stderr).toContain('Refused');

  // Escape refuses too.
  const escaped = bridge.token('create', '--name', 'Escape');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  expect((await escaped).exit).toBe(1);

  const list = await bridge.token('list');
  expect(list.exit).toBe(0);
  expect(list.stdout).toContain('CLI-Agent');
  expect(list.stdout).not.toContain('Abgelehnt');
  expect(list.stdout).not.toContain('Escape');
  expect(list.stdout).not.toContain('cms_');
  await page.goto('./#/inhalte');
  await expect(page.getByTestId('connections')).toContainText('CLI-Agent');
  await expect(page.getByTestId('connections')).not.toContainText('Abgelehnt');

  // Revoke needs approval as well; afterwards the token is refused.
  const id = list.stdout.split('\t')[0] as string;
  const revoked = bridge.token('revoke', id);
  await dialog.getByRole('button', { name: 'Zustimmen' }).click();
  expect((await revoked).exit).toBe(0);
  expect((await call('GET', 'api/pages', { token })).status).toBe(401);
});

test('the token command line says so when no tab is paired, and the Local tools panel is accessible', async ({
  page,
}) => {
  const lonely = await bridge.token('create', '--name', 'Niemand');
  expect(lonely.exit).toBe(1);
  expect(lonely.stderr).toContain('No app tab is paired');
  await openControlled(page);
  await page.goto('./#/werkzeuge');
  await expect(page.getByRole('heading', { name: 'Lokale Werkzeuge' })).toBeVisible();
  await expect(page.getByTestId('bridge-state')).toContainText('Nicht verbunden');
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations).toEqual([]);

  // In English, and with the keyboard only: type the code, press Enter.
  await page.getByRole('button', { name: 'Switch to English' }).click();
  await expect(page.getByRole('heading', { name: 'Local tools' })).toBeVisible();
  await page.getByLabel('Bridge port').fill(String(bridge.port));
  await page.getByLabel('Pairing code (printed by the bridge)').fill(bridge.code().toLowerCase());
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('bridge-state')).toContainText(`Connected to the bridge on port ${bridge.port}`);
  await page.getByRole('button', { name: 'Disconnect' }).press('Enter');
  await expect(page.getByTestId('bridge-state')).toContainText('Not connected');
});

test.describe('with the app under a sub-path', () => {
  test.use({ baseURL: `http://localhost:${SUBPATH_PORT}/sandbox/` });

  test('bridge paths are relative to the app’s base', async ({ page }) => {
    await openControlled(page);
    await pair(page, bridge);
    expect((await call('GET', 'hello/Ada')).body).toEqual({ hello: 'Ada' });
    const services = await call('GET', 'v1/services');
    expect(services.status).toBe(200);
  });
});
