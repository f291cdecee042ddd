/**
 * The core flows, written once and run in Chromium, Firefox ESR and WebKitGTK (issue 22): the
 * worker takes control on the first visit, the greeting, a booking through the API with its receipt,
 * a content page published and read, the reference frontend's booking, state kept across a reload,
 * offline with the server gone, the citizen flow in the UI to its result, and the API reference
 * screen trying GET /v1/services, and an agent's request waiting for the person (issue 26).
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
  overwritePrecached,
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

test('a page published in the editor after the in-page confirmation (no native dialog)', async ({ driver, site }) => {
  await openApp(driver, `${site}#/inhalte`);
  await press(driver, 'button', 'Neue Seite');
  await waitInPage(driver, fill, { label: 'Titel', value: 'Bürgerbüro' }, { what: 'the title field' });
  await press(driver, 'button', 'Entwurf speichern');
  await waitForText(driver, '#editor-heading', /„Bürgerbüro“ bearbeiten \(Version 1\)/);
  await press(driver, 'button', 'Veröffentlichen');
  // The question is a region in the page, and focus is on its heading.
  const focused = await waitInPage(
    driver,
    () => {
      const active = document.activeElement;
      return active?.closest('[data-testid="editor-confirm"]') ? (active.textContent ?? '') : '';
    },
    undefined,
    { what: 'focus on the in-page question' },
  );
  expect(focused).toBe('„Bürgerbüro“ in der aktuellen Fassung veröffentlichen?');
  await press(driver, 'button', 'Ja, veröffentlichen');
  await waitForText(driver, '[data-testid="editor-status"]', /Erledigt: Status Veröffentlicht\./);
  const feed = await driver.evaluate(call, { method: 'GET', path: 'api/public/feed' });
  expect(feed.status).toBe(200);
  const items = (feed.body as { items: Array<{ title: string }> }).items;
  expect(items.map((item) => item.title)).toEqual(['Bürgerbüro']);
});

test('an agent’s request waiting for the person shows on the citizen services, links to its review, and is declined', async ({
  driver,
  site,
}) => {
  // The Workshop page opens the tab's world.
  await openApp(driver, `${site}#/buergerservice/werkstatt`);
  const token = await waitInPage(driver, tabWorldToken, undefined, { what: 'the tab’s world' });
  // The person makes an agent connection; the agent drafts and asks to submit: it only asks (202).
  const connection = await driver.evaluate(call, {
    method: 'POST',
    path: 'v1/connections',
    token,
    body: { name: 'Claude' },
  });
  expect(connection.status).toBe(201);
  const agent = (connection.body as { token: string }).token;
  const draft = await driver.evaluate(call, {
    method: 'POST',
    path: 'v1/drafts',
    token: agent,
    key: 'flow-wait-000000000001',
    body: { service: 'wohngeld', profile: 'anna', fields: { haushalt: 'familie', wohnung: 'miete' } },
  });
  expect(draft.status).toBe(201);
  const id = (draft.body as { id: string }).id;
  const asked = await driver.evaluate(call, {
    method: 'POST',
    path: `v1/drafts/${id}/submit`,
    token: agent,
    key: 'flow-wait-000000000002',
    body: { version: 1, confirmed: true },
  });
  expect(asked.status).toBe(202);
  // The notice on the citizen-services page (it polls; a fresh load reads at once), linking to the review.
  await driver.evaluate(() => {
    location.hash = '#/buergerservice';
  }, undefined);
  await driver.reload();
  await waitInPage(driver, controlledAndActive, undefined, { what: 'control after the reload' });
  const notice = await waitForText(driver, '[data-testid="waiting-requests"]', /wartet auf Ihre Bestätigung/);
  expect(notice).toContain('„Claude“ wartet auf Ihre Bestätigung: Wohngeld.');
  const link = await driver.evaluate(
    () => document.querySelector('[data-testid="waiting-requests"] a')?.getAttribute('href') ?? '',
    undefined,
  );
  expect(link).toBe(`#/buergerservice/pruefen/${id}`);
  await driver.screenshot(`${SHOTS}/${driver.engine}-waiting.png`);
  await press(driver, 'link', 'Prüfen, bestätigen oder ablehnen');
  await waitForText(driver, '[data-testid="review"]', /Wohngeld/);
  // The review offers both answers; the person declines, and the agent reads it.
  await press(driver, 'button', 'Ablehnen, nicht absenden');
  await waitInPage(
    driver,
    () => document.querySelector('[data-testid="waiting-requests"]') === null && location.hash.includes('/vorgang/'),
    undefined,
    {
      what: 'the case page without the notice',
    },
  );
  const read = await driver.evaluate(call, { method: 'GET', path: `v1/drafts/${id}`, token: agent });
  expect(read.body).toMatchObject({ state: 'cancelled', confirmation_declined: { by: 'Claude' } });
  expect(await driver.evaluate(collectedErrors, undefined)).toEqual([]);
});

test('the reference frontend books a service with review and explicit confirmation', async ({ driver, site }) => {
  // The drivers' browsers say de-DE (issue 33); the page's English is asked for by its address.
  await driver.goto(`${site}examples/booking/?lang=en`);
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
      { what: 'ready to work offline' },
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

test('the app’s own files verified: a page that rewrites the precached index.html never takes the app over', async ({
  driver,
}) => {
  const port = await freePort();
  const server = await startServer(port);
  const site = `http://localhost:${port}/`;
  const probe = '<!doctype html><title>probe</title><h1 id="probe">Probe owns this app</h1>';
  const readiness = (state: string) =>
    document.querySelector('[data-testid="offline-status"]')?.getAttribute('data-state') === state;
  try {
    await openApp(driver, site);
    await waitInPage(driver, readiness, 'ready', { what: 'ready', timeoutMs: 30_000 });
    const shell = { path: '^/index\\.html$', body: probe };
    expect(await driver.evaluate(overwritePrecached, shell)).toBe('/index.html');
    // A lazy chunk the start does not load stays changed until a repair.
    const lazy = { path: '^/assets/jsQR-[\\w-]+\\.js$', body: 'export default "probe"' };
    expect(await driver.evaluate(overwritePrecached, lazy)).toMatch(/^\/assets\/jsQR-/);
    // Online: the app's address shows the app (the host's copy, stored again); readiness is withheld.
    await driver.reload();
    await waitInPage(driver, controlledAndActive, undefined, { what: 'the app after the reload' });
    expect(await driver.evaluate(textOf, 'h1')).toBe('Willkommen in der Offline-Sandbox');
    await waitInPage(driver, readiness, 'changed', { what: 'readiness: changed' });
    expect(await driver.evaluate(overwritePrecached, shell)).toBe('/index.html');
  } finally {
    await stopServer(server);
  }
  // Offline: the offline page, never the probe's.
  await driver.reload();
  await waitInPage(driver, () => document.querySelector('h1')?.textContent === 'Offline', undefined, {
    what: 'the offline page',
  });
  expect(await driver.evaluate(textOf, 'body')).toContain('A file of the app in this browser’s storage was changed');
  expect(await driver.evaluate(textOf, '#probe')).toBeNull();
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

test('the start page’s German guide link opens the guide in German, with its contents and the way back', async ({
  driver,
  site,
}) => {
  await openApp(driver, site);
  const href = await waitInPage(
    driver,
    () => document.querySelector('[data-testid="developer-links"] a[hreflang="de"]')?.getAttribute('href') ?? '',
    undefined,
    { what: 'the start page’s German guide link' },
  );
  expect(href).toMatch(/v1\/guide\?lang=de$/);
  await driver.goto(new URL(href, site).href);
  const guide = await waitInPage(
    driver,
    () =>
      document.documentElement.lang === 'de' && {
        h1: document.querySelector('h1')?.textContent,
        contents: document.querySelectorAll('nav.toc li').length,
        back: document.querySelector('[data-testid="guide-back"]')?.textContent,
        curl: document.querySelector('#flow-curl-lines')?.textContent?.includes('curl -i -X POST'),
      },
    undefined,
    { what: 'the German guide' },
  );
  expect(guide).toEqual({ h1: 'Bürgerservice-Demo-API (fiktiv)', contents: 15, back: '← Zurück zur App', curl: true });
  await driver.screenshot(`${SHOTS}/${driver.engine}-guide-de.png`);
});

test('a room settings link opened and confirmed sets the world: its fault, its clock and its name', async ({
  driver,
  site,
}) => {
  // As the Workshop's "Settings links" part makes it (issue #28): 503 on every request, 90 minutes ahead.
  const query = 'v=1&name=%C3%9Cbung+1&fault=503&when=rate&rate=100&clock=90';
  await openApp(driver, `${site}#/uebung?${query}`);
  await waitForText(driver, '[data-testid="exercise-name"]', /^Übung: Übung 1$/);
  expect(await driver.evaluate(tabWorldToken, undefined)).toBe('');
  await press(driver, 'button', 'Einstellungen übernehmen');
  await waitForText(driver, '[data-testid="world-exercise"]', /^Übung: Übung 1$/);
  const token = await waitInPage(driver, tabWorldToken, undefined, { what: 'the tab’s world' });
  const settings = await driver.evaluate(call, { method: 'GET', path: 'v1/sessions/current', token });
  expect(settings.body).toMatchObject({ clock_offset_seconds: 5400, faults: { fault: '503', when: 'rate', rate: 1 } });
  const next = await driver.evaluate(call, { method: 'GET', path: 'v1/drafts', token });
  expect(next).toMatchObject({ status: 503, body: { error: 'unavailable' } });
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
  await waitForText(driver, '[data-testid="reference-list"]', /GET \/v1\/services ?Die 16 Dienste/);
  await waitInPage(driver, clickFirst, '[data-testid="reference-list"] a[href$="municipal.listServices"]', {
    what: 'GET /v1/services in the list',
  });
  await waitForText(driver, '#endpoint-title', /^GET \/v1\/services$/);
  await press(driver, 'button', 'Senden');
  await waitForText(driver, '[data-testid="try-status"]', /^200 · Erfolg$/);
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

/** The capability of this tab's world, from the UI's own IndexedDB (tests only), once there is one. */
async function tabWorldToken(): Promise<string> {
  const id = sessionStorage.getItem('sandbox.municipal.world');
  if (!id) return '';
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open('sandbox-ui');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const world = await new Promise<{ token: string } | undefined>((resolve) => {
    const request = db.transaction('worlds').objectStore('worlds').get(id);
    request.onsuccess = () => resolve(request.result as { token: string } | undefined);
    request.onerror = () => resolve(undefined);
  });
  db.close();
  return world?.token ?? '';
}

/** The verdicts a page shows, `[data-rule][data-verdict]` under `selector`, as rule id -> verdict. */
function verdictsIn(selector: string): Record<string, string> {
  const verdicts: Record<string, string> = {};
  for (const element of document.querySelectorAll(`${selector} [data-rule][data-verdict]`)) {
    verdicts[element.getAttribute('data-rule') as string] = element.getAttribute('data-verdict') as string;
  }
  return verdicts;
}

test('a report card handed in as a .card file: the room board shows its verdicts', async ({ driver, site }) => {
  await openApp(driver, `${site}#/buergerservice/werkstatt`);
  const token = await waitInPage(driver, tabWorldToken, undefined, { what: 'the tab’s world' });
  // The same invalid request four times from a page beside the app (the app's own requests are never
  // judged): the card's any.invalid-repeated is broken.
  await driver.goto(`${site}room.html`);
  await waitInPage(driver, () => navigator.serviceWorker.controller !== null, undefined, { what: 'control' });
  for (let i = 0; i < 4; i++) {
    const answer = await driver.evaluate(call, {
      method: 'POST',
      path: 'v1/drafts',
      token,
      body: { service: 'x' },
      key: 'flow-card-key-000001',
    });
    expect(answer.status).toBeGreaterThanOrEqual(400);
  }
  // No wait for the journal: the card's read writes the waiting batch first (municipal/routes.ts).
  await driver.goto(`${site}#/zeugnis`);
  await waitInPage(
    driver,
    () => document.querySelector('[data-rule="any.invalid-repeated"][data-verdict="broken"]') !== null,
    undefined,
    {
      what: 'the card with any.invalid-repeated broken',
    },
  );
  const card = await driver.evaluate(verdictsIn, '[data-testid="report-card"]');
  await waitInPage(driver, fill, { label: 'Name auf der Raumtafel', value: 'Ada' }, { what: 'the hand-in name' });
  await press(driver, 'button', 'Code zeigen');
  await waitInPage(driver, () => document.querySelector('[data-testid="card-qr"]') !== null, undefined, {
    what: 'the card’s code',
  });
  // The file as the browser would save it: the blob the page makes, its name from the link.
  await driver.evaluate(() => {
    const w = window as unknown as { __saved?: { name: string; text: Promise<string> }[] };
    w.__saved = [];
    const made = new Map<string, Blob>();
    const create = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      const url = create(blob);
      if (blob instanceof Blob) made.set(url, blob);
      return url;
    };
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      const blob = made.get(this.href);
      if (blob && this.download) w.__saved?.push({ name: this.download, text: blob.text() });
    };
    return true;
  }, undefined);
  await press(driver, 'button', 'Als Datei speichern (.card)');
  const file = await waitInPage(
    driver,
    async () => {
      const saved = (window as unknown as { __saved?: { name: string; text: Promise<string> }[] }).__saved?.[0];
      return saved ? { name: saved.name, text: await saved.text } : null;
    },
    undefined,
    { what: 'the .card file' },
  );
  expect(file.name).toBe('Ada.card');
  expect(file.text).toMatch(/^SBC1:[0-9A-Z $%*+\-./:]+\n$/);
  expect(file.text).not.toContain(token);

  // The facilitator's room page loads the file.
  await driver.goto(`${site}#/raum/karten`);
  await waitInPage(
    driver,
    (text) => {
      const input = document.getElementById('collect-files') as HTMLInputElement | null;
      if (!input) return false;
      const files = new DataTransfer();
      files.items.add(new File([text], 'Ada.card', { type: 'text/plain' }));
      input.files = files.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
      return true;
    },
    file.text,
    { what: 'the room page’s file input' },
  );
  await waitInPage(
    driver,
    () => document.querySelector('[data-testid="board-table"] tr[data-name="Ada"]') !== null,
    undefined,
    {
      what: 'Ada’s row on the board',
    },
  );
  expect(await driver.evaluate(verdictsIn, '[data-testid="board-table"] tr[data-name="Ada"]')).toEqual(card);
  await driver.screenshot(`${SHOTS}/${driver.engine}-room-board.png`);
  expect(await driver.evaluate(collectedErrors, undefined)).toEqual([]);
});

test('the studio: a project made, its page typed and saved, the preview shows what it fetched', async ({
  driver,
  site,
}) => {
  await openApp(driver, `${site}#/studio`);
  await waitInPage(driver, fill, { label: 'Name des Projekts', value: 'fluss' }, { what: 'the name field' });
  await press(driver, 'button', 'Projekt anlegen');
  await waitForText(driver, '[data-testid="studio-project-title"]', /^fluss$/);
  // The editor takes typed text as any text input does (CodeMirror reads the DOM's input events).
  const page = `<!doctype html><p id="count">…</p><script type="module">
const { services } = await (await fetch('../../v1/services')).json();
document.querySelector('#count').textContent = String(services.length);
console.log('count', services.length);
</script>`;
  await waitInPage(
    driver,
    (text) => {
      const content = document.querySelector<HTMLElement>('[data-testid="studio-editor"] .cm-content');
      if (!content) return false;
      content.focus();
      document.execCommand('selectAll');
      return document.execCommand('insertText', false, text);
    },
    page,
    { what: 'the editor to take the text' },
  );
  await press(driver, 'button', 'Speichern');
  // The preview's page is in an opaque origin: what it found reaches the app through its console.
  const count = (await waitForText(driver, '[data-testid="studio-console"]', /count 16/)).match(/count (\d+)/)?.[1];
  expect(count).toBe('16');
  expect(await driver.evaluate(collectedErrors, undefined)).toEqual([]);
});
