/**
 * The reference frontend, examples/booking/ (issue #10): a page beside the app in plain HTML and
 * JavaScript that books a service by the API's rules.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { expect, type Page, type Request, test } from '@playwright/test';
import { SUBPATH_PORT } from '../../playwright.config.ts';
import { freePorts } from '../../scripts/free-ports.mjs';

// The reference frontend follows the browser's language: these tests read its English (an en-US
// browser); the locale loop below reads both. The app itself is German unless chosen otherwise.
test.use({ locale: 'en-US' });

/** Opens the reference frontend and returns the requests it sends, as they are sent. */
async function openExample(page: Page): Promise<Request[]> {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  await page.goto('examples/booking/');
  await expect(page.getByRole('status')).toHaveText('Sandbox ready: 16 services.', { timeout: 15_000 });
  return requests;
}

/** Opens a world and returns its capability, read from the answer as a test can (the page never shows it). */
async function openWorld(page: Page): Promise<string> {
  const session = page.waitForResponse((r) => r.url().endsWith('/v1/sessions'));
  await page.getByRole('button', { name: 'Open a world' }).click();
  await expect(page.getByText('Your world is open until')).toBeVisible();
  return (await (await session).json()).token;
}

const submits = (requests: Request[]) => requests.filter((r) => r.url().endsWith('/submit'));

test('completes a booking: review, explicit confirmation, submit of the reviewed version, receipt', async ({
  page,
}) => {
  const requests = await openExample(page);
  const token = await openWorld(page);
  await page.getByLabel('Service').selectOption('termin');
  await expect(page.getByLabel('Slot', { exact: true })).not.toBeEmpty();
  await page.getByRole('button', { name: 'Prepare the draft for review' }).click();

  await expect(page.getByRole('heading', { name: '3. Review and confirm' })).toBeVisible();
  await expect(page.getByText('Review valid until')).toBeVisible();
  const submit = page.getByRole('button', { name: 'Submit', exact: true });
  await expect(submit).toBeDisabled();
  expect(submits(requests)).toHaveLength(0);

  await page.getByLabel('I have checked these details').check();
  expect(submits(requests)).toHaveLength(0);
  await submit.click();
  await expect(page.getByText(/^Completed: Appointment at the citizens’ office, receipt/)).toBeVisible();
  expect(submits(requests)).toHaveLength(1);
  expect(submits(requests)[0]?.postDataJSON()).toEqual({ version: 1, confirmed: true });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the receipt (PDF)' }).click();
  const pdf = readFileSync((await (await download).path()) as string);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  // The capability: only ever in the Authorization header of the sandbox's requests.
  expect(token).toMatch(/^[a-f0-9]{64}$/);
  for (const request of requests) expect(request.url()).not.toContain(token);
  expect(page.url()).not.toContain(token);
  const kept = await page.evaluate(() => ({
    local: JSON.stringify({ ...localStorage }),
    session: JSON.stringify({ ...sessionStorage }),
    cookies: document.cookie,
    html: document.documentElement.outerHTML,
    text: document.body.textContent,
  }));
  for (const [where, value] of Object.entries(kept)) expect(value, where).not.toContain(token);
  const authorised = requests.filter((r) => r.headers().authorization);
  expect(authorised.length).toBeGreaterThan(0);
  for (const request of authorised) expect(new URL(request.url()).pathname).toMatch(/^\/v1\//);
});

test('a lost answer is sent again with the same key and payload, and makes one case', async ({ page }) => {
  // The first answer to a draft and to a submit is lost after the sandbox handled the request.
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
  const requests = await openExample(page);
  const token = await openWorld(page);
  await page.getByLabel('Service').selectOption('wohngeld');
  await page.getByRole('button', { name: 'Prepare the draft for review' }).click();
  await page.getByLabel('I have checked these details').check();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText(/^Received: your request .* This is not an approval/)).toBeVisible();

  for (const sent of [requests.filter((r) => r.url().endsWith('/v1/drafts')), submits(requests)]) {
    const [first, again] = sent;
    expect(sent).toHaveLength(2);
    expect(first?.headers()['idempotency-key']).toBe(again?.headers()['idempotency-key']);
    expect(first?.headers()['idempotency-key']).toMatch(/^[a-f0-9]{32}$/);
    expect(first?.postData()).toBe(again?.postData());
  }
  const cases = await page.evaluate(
    async (bearer) => (await fetch('../../v1/drafts', { headers: { authorization: `Bearer ${bearer}` } })).json(),
    token,
  );
  expect(cases.cases).toHaveLength(1);
  expect(cases.cases[0].state).toBe('received');
});

test('errors are explained with a link to the guide; every error code of the guide has an explanation', async ({
  page,
}) => {
  await openExample(page);
  await openWorld(page);
  await page.getByLabel('Service').selectOption('wohngeld');
  // A value the catalogue does not offer, as a changed page or a bug could send it.
  await page.getByLabel('Household').evaluate((select: HTMLSelectElement) => {
    select.add(new Option('Not a choice', 'nicht-im-katalog'));
    select.value = 'nicht-im-katalog';
  });
  await page.getByRole('button', { name: 'Prepare the draft for review' }).click();
  const problem = page.getByRole('alert');
  await expect(problem).toContainText('unsupported_input (status 422)');
  await expect(problem).toContainText('A value is not one of the catalogue choices.');
  const guide = problem.getByRole('link', { name: 'What unsupported_input means, in the guide' });
  await expect(guide).toHaveAttribute('href', /\/v1\/guide#error-unsupported_input$/);
  await guide.click();
  await expect(page.locator('#error-unsupported_input')).toBeVisible();

  await page.goto('examples/booking/');
  const { codes, explained } = await page.evaluate(async () => {
    const html = await (await fetch('../../v1/guide')).text();
    const module = './errors.js'; // the page's own module, imported in the page
    const { ERROR_HELP } = await import(module);
    return { codes: [...html.matchAll(/id="error-([a-z_]+)"/g)].map((m) => m[1]), explained: Object.keys(ERROR_HELP) };
  });
  expect(codes.length).toBeGreaterThan(10);
  expect(explained.sort()).toEqual(codes.sort());
});

test('after only the start page was opened online, the reference frontend loads and books with the server gone', async ({
  page,
}) => {
  // A server of this test's own (the run's servers must stay up), stopped once the start page is ready.
  const [port] = freePorts(1);
  const server = spawn(process.execPath, ['scripts/serve.mjs'], { env: { ...process.env, PORT: String(port) } });
  try {
    const site = `http://localhost:${port}/`;
    await expect
      .poll(() =>
        fetch(site).then(
          (r) => r.status,
          () => 0,
        ),
      )
      .toBe(200);
    const visited: string[] = [];
    page.on('request', (request) => visited.push(new URL(request.url()).pathname));
    // The app in German (its default for this browser would be English since issue 33).
    await page.addInitScript(() => localStorage.setItem('sandbox.lang', 'de'));
    await page.goto(site);
    await expect(page.getByTestId('offline-status')).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
    expect(
      visited.filter((path) => path.startsWith('/examples/') && !path.endsWith('.js') && !path.endsWith('.css')),
    ).toEqual([]);
    await expect(page.getByRole('link', { name: /Referenz-Frontend/ })).toHaveAttribute('href', '/examples/booking/');

    server.kill();
    await expect
      .poll(() =>
        fetch(site).then(
          (r) => r.status,
          () => 0,
        ),
      )
      .toBe(0);

    await page.getByRole('link', { name: /Referenz-Frontend/ }).click();
    await expect(page.getByRole('status')).toHaveText('Sandbox ready: 16 services.', { timeout: 15_000 });
    await openWorld(page);
    await page.getByLabel('Service').selectOption('bibliothek');
    await page.getByRole('button', { name: 'Prepare the draft for review' }).click();
    await page.getByLabel('I have checked these details').check();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(page.getByText(/^Completed: /)).toBeVisible();
    // The guide it links to is there too.
    await page.goto(`${site}v1/guide`);
    await expect(page.locator('#error-unsupported_input')).toBeAttached();
  } finally {
    server.kill();
  }
});

test.describe('built for /sandbox/', () => {
  test.use({ baseURL: `http://localhost:${SUBPATH_PORT}/sandbox/` });

  test('the reference frontend books under /sandbox/', async ({ page }) => {
    const requests = await openExample(page);
    await openWorld(page);
    await page.getByLabel('Service').selectOption('raum');
    await expect(page.getByLabel('Slot', { exact: true })).not.toBeEmpty();
    await page.getByRole('button', { name: 'Prepare the draft for review' }).click();
    await page.getByLabel('I have checked these details').check();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(page.getByText(/^Completed: /)).toBeVisible();
    expect(submits(requests)[0]?.url()).toMatch(/^http:\/\/localhost:\d+\/sandbox\/v1\/drafts\/[a-f0-9]{32}\/submit$/);
  });
});

/** The text of a downloaded PDF, read with poppler's pdftotext; a picture of its first page beside it. */
function pdfText(file: string, picture: string): string {
  mkdirSync('test-results/screenshots', { recursive: true });
  execFileSync('pdftoppm', ['-png', '-r', '60', '-singlefile', file, `test-results/screenshots/${picture}`]);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

for (const [locale, w] of [
  [
    'de-DE',
    {
      ready: 'Sandbox bereit: 16 Dienstleistungen.',
      open: 'Eine Welt öffnen',
      service: 'Dienstleistung',
      make: 'Entwurf zur Prüfung vorbereiten',
      review: '3. Prüfen und bestätigen',
      confirm: 'Ich habe die Angaben geprüft',
      submit: 'Absenden',
      done: /^Erledigt: Termin im Bürgeramt, Quittung NW-/,
      receipt: 'Quittung herunterladen (PDF)',
      free: 'gebührenfrei',
      reference: /Vorgangsnummer\s+NW-\d{4}-\d{4}/,
      lang: 'de',
    },
  ],
  [
    'en-GB',
    {
      ready: 'Sandbox ready: 16 services.',
      open: 'Open a world',
      service: 'Service',
      make: 'Prepare the draft for review',
      review: '3. Review and confirm',
      confirm: 'I have checked these details',
      submit: 'Submit',
      done: /^Completed: Appointment at the citizens’ office, receipt NW-/,
      receipt: 'Download the receipt (PDF)',
      free: 'free of charge',
      reference: /Reference number\s+NW-\d{4}-\d{4}/,
      lang: 'en',
    },
  ],
] as const) {
  test.describe(`in a ${locale} browser`, () => {
    test.use({ locale });

    test('the page speaks the browser’s language; a free service is free in words, on screen and on the receipt', async ({
      page,
    }) => {
      await page.goto('examples/booking/');
      await expect(page.getByRole('status')).toHaveText(w.ready, { timeout: 15_000 });
      await expect(page.locator('html')).toHaveAttribute('lang', w.lang);
      await page.getByRole('button', { name: w.open }).click();
      await page.getByLabel(w.service, { exact: true }).selectOption('termin');
      await expect(page.locator('#service-info')).toContainText(w.free);
      await expect(page.locator('#field-slot')).not.toBeEmpty();
      await page.getByRole('button', { name: w.make }).click();
      await expect(page.getByRole('heading', { name: w.review })).toBeVisible();
      await expect(page.locator('#review')).toContainText(w.free);
      await expect(page.locator('#review')).not.toContainText('0,00');
      await page.getByLabel(w.confirm).check();
      await page.getByRole('button', { name: w.submit, exact: true }).click();
      await expect(page.getByText(w.done)).toBeVisible();
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: w.receipt }).click();
      const text = pdfText((await (await download).path()) as string, `booking-receipt-${w.lang}`);
      expect(text).toContain(w.free);
      expect(text).toMatch(w.reference);
      expect(text).not.toMatch(/0[,.]00|[a-f0-9]{32}/);
      // Every error code has its explanation in this language too.
      const { codes, explained } = await page.evaluate(async () => {
        const html = await (await fetch('../../v1/guide')).text();
        const module = './errors.js';
        const { ERROR_HELP } = await import(module);
        return {
          codes: [...html.matchAll(/id="error-([a-z_]+)"/g)].map((m) => m[1]),
          explained: Object.keys(ERROR_HELP),
        };
      });
      expect(explained.sort()).toEqual(codes.sort());
    });
  });
}
