/**
 * The core flows, written once and run in Chromium, Firefox ESR and WebKitGTK (issue 22): the
 * worker takes control on the first visit, the greeting, a booking through the API with its receipt,
 * a content page published and read, the reference frontend's booking, state kept across a reload,
 * offline with the server gone, the citizen flow in the UI to its result, and the API reference
 * screen trying GET /v1/services.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { type Driver, ENGINE_DIFFERENCES, waitInPage } from './driver.ts';
import { freePort } from './drivers/free-port.ts';
import { expect, test } from './fixtures.ts';
import {
  activate,
  bookThroughApi,
  call,
  clickFirst,
  collectErrors,
  collectedErrors,
  controlledAndActive,
  fieldValue,
  fill,
  publishThroughApi,
  registrationCount,
  textOf,
  textsOf,
} from './page-steps.ts';

const SHOTS = 'test-results/screenshots/engines';
mkdirSync(SHOTS, { recursive: true });

async function openApp(driver: Driver, url: string): Promise<void> {
  await driver.goto(url);
  await driver.evaluate(collectErrors, undefined);
  await waitInPage(driver, controlledAndActive, undefined, { what: 'the worker to control the page' });
}

/** Waits for the control, then activates it (the UI renders after its reads). */
async function press(driver: Driver, role: 'button' | 'link' | 'choice', name: string): Promise<void> {
  await waitInPage(driver, activate, { role, name }, { what: `${role} "${name}"` });
}

async function waitForText(driver: Driver, selector: string, pattern: RegExp): Promise<string> {
  return waitInPage(
    driver,
    ({ selector, source, flags }) => {
      const element = document.querySelector(selector) as HTMLElement | null;
      const text = (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
      return new RegExp(source, flags).test(text) ? text : '';
    },
    { selector, source: pattern.source, flags: pattern.flags },
    { what: `${selector} to read ${pattern}` },
  );
}

test('the worker takes control on the first visit and answers GET and POST /hello', async ({ driver, site }) => {
  // A fresh profile: no worker is registered for the site before the first visit.
  await driver.goto(`${site}no-such-file.txt`);
  expect(await driver.evaluate(registrationCount, undefined)).toBe(0);
  await openApp(driver, site);
  const get = await driver.evaluate(call, { method: 'GET', path: 'hello/Ada' });
  const post = await driver.evaluate(call, { method: 'POST', path: 'hello', body: { name: 'Grace' } });
  const blank = await driver.evaluate(call, { method: 'POST', path: 'hello', body: { name: ' ' } });
  expect(get).toMatchObject({ status: 200, body: { hello: 'Ada' } });
  expect(post).toMatchObject({ status: 200, body: { hello: 'Grace' } });
  // The greeting's errors are its own shape (spec: one key, error, holding the status).
  expect(blank).toMatchObject({ status: 422, body: { error: 422 } });
  expect(await driver.evaluate(collectedErrors, undefined)).toEqual([]);
  await driver.reload();
  expect(await driver.evaluate(registrationCount, undefined)).toBe(1);
});

test('storage that stays is shown as the engine can tell it, with what the app stores', async ({ driver, site }) => {
  await openApp(driver, site);
  const status = await waitInPage(
    driver,
    () => {
      const element = document.querySelector('[data-testid="persist-status"]');
      const persistence = element?.getAttribute('data-persistence');
      return persistence ? { persistence, text: (element?.textContent ?? '').trim() } : null;
    },
    undefined,
    { what: 'the storage status' },
  );
  // WebKitGTK has no persist(): it says so instead of saying nothing (or "granted").
  if (ENGINE_DIFFERENCES[driver.engine].persistApi) expect(['granted', 'not-granted']).toContain(status.persistence);
  else expect(status.persistence).toBe('unavailable');
  expect(status.text.length).toBeGreaterThan(20);
});

test('a world, a draft in review, the confirmed submit and its receipt PDF', async ({ driver, site }) => {
  await openApp(driver, site);
  const booked = await driver.evaluate(bookThroughApi, undefined);
  expect(booked).toMatchObject({
    world: 201,
    slots: 200,
    draft: [201, 'review'],
    submitted: [200, 'completed'],
    receipt: [200, 'application/pdf', '%PDF-', expect.any(Number)],
  });
  expect((booked.receipt as number[])[3]).toBeGreaterThan(2000);
});

test('a content page created, published and read as published', async ({ driver, site }) => {
  await openApp(driver, `${site}#/inhalte`);
  await waitInPage(driver, fill, { label: 'Name', value: 'Redaktion' }, { what: 'the connection name field' });
  await press(driver, 'choice', 'Veröffentlichen (content:publish');
  await press(driver, 'button', 'Verbindung anlegen');
  const token = await waitInPage(driver, fieldValue, 'Zugangsschlüssel', { what: 'the issued token' });
  expect(token).toMatch(/^cms_[a-f0-9]{64}$/);
  const outcome = await driver.evaluate(publishThroughApi, token);
  expect(outcome).toEqual({
    created: 201,
    updated: [200, 2],
    stale: [409, 'stale_revision'],
    published: [200, 'published'],
    live: [200, 'Dienstag'],
    feed: ['Dienstag'],
  });
});

test('the reference frontend books a service with review and explicit confirmation', async ({ driver, site }) => {
  await driver.goto(`${site}examples/booking/`);
  await waitForText(driver, '#status', /^Sandbox ready: 16 services\.$/);
  await press(driver, 'button', 'Open a world');
  await waitForText(driver, '#world', /Your world is open until/);
  await waitInPage(driver, fill, { label: 'Service', value: 'termin' }, { what: 'the service select' });
  await waitInPage(
    driver,
    () => (document.querySelector('#field-slot') as HTMLSelectElement | null)?.value,
    undefined,
    {
      what: 'a slot',
    },
  );
  await press(driver, 'button', 'Prepare the draft for review');
  await waitForText(driver, '#review', /Review valid until/);
  expect(
    await driver.evaluate(() => (document.querySelector('#submit') as HTMLButtonElement).disabled, undefined),
  ).toBe(true);
  await press(driver, 'choice', 'I have checked these details');
  await press(driver, 'button', 'Submit');
  await waitForText(driver, '#result', /^Completed: Appointment at the citizens’ office, receipt NW-\d{4}-\d{4}\.$/);
});

test('state is kept across a reload: the world and its case', async ({ driver, site }) => {
  await openApp(driver, site);
  const booked = await driver.evaluate(bookThroughApi, undefined);
  await driver.reload();
  await waitInPage(driver, controlledAndActive, undefined, { what: 'control after the reload' });
  const cases = await driver.evaluate(call, { method: 'GET', path: 'v1/drafts', token: booked.token as string });
  expect(cases.status).toBe(200);
  expect((cases.body as { cases: Array<{ state: string }> }).cases.map((c) => c.state)).toEqual(['completed']);
});

test('offline with the server gone: the app, its API and a new world', async ({ driver }) => {
  const port = await freePort();
  const server = await startServer(port);
  const site = `http://localhost:${port}/`;
  try {
    await openApp(driver, site);
    await waitInPage(
      driver,
      () => document.querySelector('[data-testid="offline-status"]')?.getAttribute('data-ready') === 'true',
      undefined,
      { what: 'ready to work offline', timeoutMs: 30_000 },
    );
  } finally {
    await stopServer(server);
  }
  expect(await fetch(site).catch(() => 'refused')).toBe('refused');
  await driver.reload();
  await waitInPage(driver, controlledAndActive, undefined, { what: 'the app offline' });
  expect(await driver.evaluate(textOf, 'h1')).toBe('Willkommen in der Offline-Sandbox');
  const world = await driver.evaluate(call, { method: 'POST', path: 'v1/sessions', body: {} });
  expect(world.status).toBe(201);
  const guide = await driver.evaluate(call, { method: 'GET', path: 'v1/guide' });
  expect(guide).toMatchObject({ status: 200, type: expect.stringContaining('text/html') });
});

test('the citizen flow in the UI: form, review, explicit confirmation, result', async ({ driver, site }) => {
  await openApp(driver, `${site}#/buergerservice`);
  await waitInPage(driver, () => document.querySelectorAll('[data-testid="services"] li').length === 16, undefined, {
    what: 'the catalogue of 16 services',
  });
  await driver.screenshot(`${SHOTS}/${driver.engine}-1-catalogue.png`);
  await press(driver, 'link', 'Beginnen Termin im Bürgeramt');
  await press(driver, 'choice', 'Anna Beispiel');
  await press(driver, 'choice', 'Personalausweis');
  await press(driver, 'choice', 'Vormittag');
  await waitInPage(driver, clickFirst, 'input[name="slot"]', { what: 'a slot' });
  // One formatter for dates: every engine writes the day headings alike, in both languages
  // ("Donnerstag, 26. November", "Thursday 26 November"; WebKit's own en-GB adds a comma).
  const days = await driver.evaluate(textsOf, '.slot-day > legend');
  expect(days.length).toBeGreaterThan(0);
  for (const day of days) expect(day).toMatch(/^\p{Lu}\p{Ll}+, \d{1,2}\. \p{Lu}\p{Ll}+$/u);
  await press(driver, 'button', 'Switch to English');
  await waitForText(driver, '.slot-day > legend', /^[A-Z][a-z]+day \d{1,2} [A-Z][a-z]+$/);
  await press(driver, 'button', 'Auf Deutsch umschalten');
  await waitForText(driver, '.slot-day > legend', /^\p{Lu}\p{Ll}+, \d{1,2}\. \p{Lu}\p{Ll}+$/u);
  await driver.evaluate(() => document.querySelector('.slot-picker')?.scrollIntoView(), undefined);
  await driver.screenshot(`${SHOTS}/${driver.engine}-2-form.png`);
  await press(driver, 'button', 'Weiter zur Prüfung');
  await waitForText(driver, '[data-testid="review"]', /Personalausweis/);
  await driver.screenshot(`${SHOTS}/${driver.engine}-3-review.png`);
  await press(driver, 'button', 'Ich habe die Angaben geprüft. Bestätigen und absenden');
  const outcome = await waitForText(driver, '[data-testid="outcome"]', /Erledigt[\s\S]*NW-\d{4}-\d{4}/);
  expect(outcome).toContain('Erledigt');
  await driver.screenshot(`${SHOTS}/${driver.engine}-4-outcome.png`);
  expect(await driver.evaluate(collectedErrors, undefined)).toEqual([]);
});

test('the API reference screen: found from the navigation and by search, GET /v1/services tried', async ({
  driver,
  site,
}) => {
  await openApp(driver, site);
  await press(driver, 'link', 'API-Referenz');
  await waitForText(driver, 'h1', /^API-Referenz$/);
  await waitInPage(driver, fill, { label: 'Endpunkte suchen', value: 'GET /v1/services' }, { what: 'the search box' });
  await waitForText(driver, '[data-testid="reference-list"]', /GET \/v1\/services ?The 16 services/);
  await waitInPage(driver, clickFirst, '[data-testid="reference-list"] a[href$="municipal.listServices"]', {
    what: 'GET /v1/services in the list',
  });
  await waitForText(driver, '#endpoint-title', /^GET \/v1\/services$/);
  await press(driver, 'button', 'Senden');
  await waitForText(driver, '[data-testid="try-status"]', /^Status 200$/);
  expect(await waitForText(driver, '[data-testid="try-body"]', /"id": "termin"/)).toContain('"services"');
  await waitForText(driver, '[data-testid="snippet"]', /^curl http:\/\/127\.0\.0\.1:4280\/v1\/services/);
  await driver.screenshot(`${SHOTS}/${driver.engine}-reference.png`);
  expect(await driver.evaluate(collectedErrors, undefined)).toEqual([]);
});

/** A static server of the built app that this test alone uses, so it can take it away. */
async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (
      await fetch(`http://localhost:${port}/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`the static server did not start on port ${port}`);
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill();
  });
}
