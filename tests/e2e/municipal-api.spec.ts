/** The municipal API through the real service worker: the whole flow, isolation, restarts, offline. */
import { expect, type Page, test } from '@playwright/test';
import { openControlled, stopServiceWorkers } from './support.ts';

/** Runs the API from inside the page, as a participant's frontend would. */
function api(page: Page) {
  return {
    call: (method: string, path: string, token?: string, body?: unknown, key?: string) =>
      page.evaluate(
        async ({ method, path, token, body, key }) => {
          const headers: Record<string, string> = { 'content-type': 'application/json' };
          if (token) headers.authorization = `Bearer ${token}`;
          if (key) headers['idempotency-key'] = key;
          const res = await fetch(path, {
            method,
            headers,
            body: body === undefined ? undefined : JSON.stringify(body),
          });
          const type = res.headers.get('content-type') ?? '';
          if (type.includes('pdf')) {
            const bytes = new Uint8Array(await res.arrayBuffer());
            return { status: res.status, type, body: String.fromCharCode(...bytes.slice(0, 5)), size: bytes.length };
          }
          return { status: res.status, type, body: await res.json(), size: 0 };
        },
        { method, path, token, body, key },
      ),
  };
}

async function newWorld(page: Page): Promise<string> {
  const res = await api(page).call('POST', 'v1/sessions', undefined, {});
  expect(res.status).toBe(201);
  return res.body.token;
}

test('session -> slots -> draft -> submit -> receipt PDF -> cancel, answered by the worker', async ({ page }) => {
  await openControlled(page);
  const { call } = api(page);
  const token = await newWorld(page);
  const slots = await call('GET', 'v1/slots/termin?period=nachmittag', token);
  expect(slots.body.time_zone).toBe('Europe/Berlin');
  const slot = slots.body.slots[0];
  const input = { service: 'termin', profile: 'anna', fields: { anliegen: 'ausweis', zeitraum: 'nachmittag', slot } };
  const drafted = await call('POST', 'v1/drafts', token, input, 'e2e-draft-key-0001');
  expect(drafted.status).toBe(201);
  expect(drafted.body.state).toBe('review');
  const submitted = await call(
    'POST',
    `v1/drafts/${drafted.body.id}/submit`,
    token,
    { version: 1, confirmed: true },
    'e2e-submit-key-0001',
  );
  expect(submitted.body.state).toBe('completed');
  const receipt = await call('GET', submitted.body.receipt.url, token);
  expect(receipt).toMatchObject({ status: 200, type: 'application/pdf', body: '%PDF-' });
  expect(receipt.size).toBeGreaterThan(2000);
  const after = await call('GET', 'v1/slots/termin?period=nachmittag', token);
  expect(after.body.slots).not.toContain(slot);
  const cancelled = await call(
    'POST',
    `v1/drafts/${drafted.body.id}/cancel`,
    token,
    { version: 2, confirmed: true },
    'e2e-cancel-key-0001',
  );
  expect(cancelled.body.state).toBe('cancelled');
});

test('two worlds are isolated from each other', async ({ page }) => {
  await openControlled(page);
  const { call } = api(page);
  const first = await newWorld(page);
  const second = await newWorld(page);
  const input = { service: 'wohngeld', profile: 'ben', fields: { haushalt: 'rente', wohnung: 'miete' } };
  const made = await call('POST', 'v1/drafts', first, input, 'e2e-iso-key-00001');
  expect((await call('GET', 'v1/drafts', second)).body.cases).toEqual([]);
  expect((await call('GET', `v1/drafts/${made.body.id}`, second)).status).toBe(404);
  expect((await call('GET', 'v1/drafts', first)).body.cases).toHaveLength(1);
});

test('data survive a stopped worker, and the PDF renderer loads again after the restart', async ({ page, context }) => {
  await openControlled(page);
  const { call } = api(page);
  const token = await newWorld(page);
  const input = { service: 'urkunde', profile: 'clara', fields: { art: 'geburt' } };
  const made = await call('POST', 'v1/drafts', token, input, 'e2e-restart-key-001');
  await call('POST', `v1/drafts/${made.body.id}/submit`, token, { version: 1, confirmed: true }, 'e2e-restart-key-002');
  await stopServiceWorkers(context, page);
  const list = await call('GET', 'v1/drafts', token);
  expect(list.body.cases[0]).toMatchObject({ id: made.body.id, state: 'received', version: 2 });
  const receipt = await call('GET', `v1/drafts/${made.body.id}/receipt`, token);
  expect(receipt).toMatchObject({ status: 200, body: '%PDF-' });
});

test('forms are served offline as PDFs', async ({ page, context }) => {
  await openControlled(page);
  await context.setOffline(true);
  const form = await api(page).call('GET', 'formulare/bauen');
  expect(form).toMatchObject({ status: 200, type: 'application/pdf', body: '%PDF-' });
  await context.setOffline(false);
});

test('two identical drafts in flight at once make one case', async ({ page }) => {
  await openControlled(page);
  const token = await newWorld(page);
  const ids = await page.evaluate(async (token) => {
    const send = () =>
      fetch('v1/drafts', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'idempotency-key': 'e2e-parallel-key-01',
        },
        body: JSON.stringify({ service: 'hund', profile: 'deniz', fields: { hund: 'pluto', haltung: 'assistenz' } }),
      }).then((res) => res.json());
    const answers = await Promise.all([send(), send(), send()]);
    return answers.map((a) => a.id);
  }, token);
  expect(new Set(ids).size).toBe(1);
  expect((await api(page).call('GET', 'v1/drafts', token)).body.cases).toHaveLength(1);
});

// The guide follows the browser's Accept-Language: this test reads the English one.
test.describe('in an English browser', () => {
  test.use({ locale: 'en-US' });

  test('the guide and the OpenAPI document are served', async ({ page }) => {
    await openControlled(page);
    const guide = await page.goto('v1/guide');
    expect(guide?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Municipal Demo Service API (fictional)');
    const doc = await page.goto('v1/openapi.json');
    expect(doc?.fromServiceWorker()).toBe(true);
    const openapi = await doc?.json();
    expect(openapi.info.version).toBe('1.0.0');
  });
});
