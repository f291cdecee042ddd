/**
 * Sites on other origins (issue #10): a second static server on another port hosts a minimal site
 * with dist/embed/ copied into its public root. The embed worker answers the sandbox's paths, offline
 * too, and leaves every other request of the site to its own server.
 */
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { EMBED_DIR, EMBED_PORT } from '../../playwright.config.ts';
import { stopServiceWorkers } from './support.ts';

const SITE = `http://localhost:${EMBED_PORT}`;
test.use({ baseURL: `${SITE}/` });

test.beforeAll(() => {
  rmSync(EMBED_DIR, { recursive: true, force: true });
  cpSync('tests/e2e/embed-site', EMBED_DIR, { recursive: true });
  // What the README tells a site to do: copy dist/embed/ into its public root.
  cpSync('dist/embed', EMBED_DIR, { recursive: true });
});

test.afterAll(() => rmSync(EMBED_DIR, { recursive: true, force: true }));

/** Opens a page of the site and waits until the sandbox worker controls it. */
async function openSite(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.evaluate(() => (window as unknown as { sandboxReady: Promise<void> }).sandboxReady);
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** Session, services, draft, submit and the receipt PDF, all with fetch from the site's page. */
function booking(page: Page, sandbox: string) {
  return page.evaluate(async (prefix) => {
    const json = { 'content-type': 'application/json' };
    const session = await fetch(`${prefix}v1/sessions`, { method: 'POST', headers: json, body: '{}' });
    const { token } = await session.json();
    const auth = { ...json, authorization: `Bearer ${token}` };
    const services = await (await fetch(`${prefix}v1/services`)).json();
    const draftInput = { service: 'wohngeld', profile: 'anna', fields: { haushalt: 'familie', wohnung: 'miete' } };
    const draft = await fetch(`${prefix}v1/drafts`, {
      method: 'POST',
      headers: { ...auth, 'idempotency-key': `embed-draft-${crypto.randomUUID()}` },
      body: JSON.stringify(draftInput),
    });
    const review = await draft.json();
    const submit = await fetch(`${prefix}v1/drafts/${review.id}/submit`, {
      method: 'POST',
      headers: { ...auth, 'idempotency-key': `embed-submit-${crypto.randomUUID()}` },
      body: JSON.stringify({ version: review.version, confirmed: true }),
    });
    const submitted = await submit.json();
    const receipt = await fetch(`${prefix}v1/drafts/${review.id}/receipt`, { headers: auth });
    const pdf = new Uint8Array(await receipt.arrayBuffer());
    return {
      session: session.status,
      services: services.services.length,
      draft: draft.status,
      submit: submit.status,
      state: submitted.state,
      receipt: receipt.status,
      pdfType: receipt.headers.get('content-type'),
      pdfHead: String.fromCharCode(...pdf.slice(0, 5)),
      pdfBytes: pdf.length,
    };
  }, sandbox);
}

/** The sources the journal recorded for a new world's requests through the embed (written in batches: polled). */
function journalSources(page: Page, sandbox: string) {
  return page.evaluate(async (prefix) => {
    const session = await fetch(`${prefix}v1/sessions`, { method: 'POST', body: '{}' });
    const auth = { authorization: `Bearer ${(await session.json()).token}` };
    await fetch(`${prefix}v1/services`, { headers: auth });
    for (let attempt = 0; attempt < 50; attempt++) {
      const { entries } = await (await fetch(`${prefix}v1/journal`, { headers: auth })).json();
      if (entries.length >= 2)
        return entries.map((entry: { source: string; url: string }) => `${entry.source} ${entry.url}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return [];
  }, sandbox);
}

const BOOKED = {
  session: 201,
  services: 16,
  draft: 201,
  submit: 200,
  state: 'received',
  receipt: 200,
  pdfType: 'application/pdf',
  pdfHead: '%PDF-',
};

test('a site on another origin registers the embed worker and completes a booking, offline too', async ({
  page,
  context,
}) => {
  await openSite(page, './');
  const answered = page.waitForResponse((r) => r.url().endsWith('/v1/sessions'));
  expect(await booking(page, '/')).toMatchObject(BOOKED);
  expect((await answered).fromServiceWorker()).toBe(true);
  expect(await journalSources(page, '/')).toEqual(['embed /v1/sessions', 'embed /v1/services']);

  await context.setOffline(true);
  try {
    // A stopped worker starts again offline, and the PDF renderer comes from the worker's script cache.
    await stopServiceWorkers(context, page);
    expect(await booking(page, '/')).toMatchObject(BOOKED);
    expect(await page.evaluate(() => fetch('/llms.txt').then((r) => r.status))).toBe(200);
  } finally {
    await context.setOffline(false);
  }
});

test("the site's own pages and files come from its server unchanged", async ({ page }) => {
  await openSite(page, './');
  const ownFile = page.waitForResponse((r) => r.url().endsWith('/own.json'));
  const text = await page.evaluate(() => fetch('/own.json').then((r) => r.text()));
  expect(text).toBe(readFileSync(`${EMBED_DIR}/own.json`, 'utf8'));
  const response = await ownFile;
  expect(response.fromServiceWorker()).toBe(false);
  expect(response.headers().etag).toBeTruthy(); // the host's own headers, not a worker's copy

  // Navigations of the host site are never touched: its other page, and its own 404.
  const other = await page.goto('other.html');
  expect(other?.fromServiceWorker()).toBe(false);
  await expect(page.getByRole('heading', { name: 'Another page of the site' })).toBeVisible();
  const missing = await page.goto('no/such/page');
  expect(missing?.status()).toBe(404);
  expect(missing?.fromServiceWorker()).toBe(false);
  expect(await missing?.text()).toBe('Not found');
});

test('?base= moves the sandbox under a prefix when the site has its own /api', async ({ page }) => {
  await openSite(page, 'moved/');
  expect(await booking(page, '/moved/sandbox/')).toMatchObject(BOOKED);
  const own = await page.evaluate(() => fetch('/moved/api/own.json').then((r) => r.json()));
  expect(own).toEqual({ owner: "the site's own /moved/api" });
});

test("a site's own worker imports the sandbox and routes with matches/handle", async ({ page, context }) => {
  await openSite(page, 'lib/');
  const answered = page.waitForResponse((r) => r.url().endsWith('/lib/sandbox/v1/sessions'));
  expect(await booking(page, '/lib/sandbox/')).toMatchObject(BOOKED);
  expect((await answered).fromServiceWorker()).toBe(true);
  const ownFile = page.waitForResponse((r) => r.url().endsWith('/lib/api/own.json'));
  expect(await page.evaluate(() => fetch('/lib/api/own.json').then((r) => r.json()))).toEqual({
    owner: "the site's own /lib/api",
  });
  expect((await ownFile).fromServiceWorker()).toBe(false);
  // The site's worker calls handle(request) without a source: the embed still records 'embed'.
  expect(await journalSources(page, '/lib/sandbox/')).toEqual([
    'embed /lib/sandbox/v1/sessions',
    'embed /lib/sandbox/v1/services',
  ]);

  await context.setOffline(true);
  try {
    await stopServiceWorkers(context, page);
    expect(await booking(page, '/lib/sandbox/')).toMatchObject(BOOKED);
  } finally {
    await context.setOffline(false);
  }
});

test('the page script registers the worker of its own build; a worker script of another build refuses with 503', async ({
  page,
}) => {
  await openSite(page, './');
  // sandbox-register.js put its build id into the worker's URL, and the worker is of that build.
  const registered = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? '');
  const build = new URL(registered).searchParams.get('build');
  expect(build).toMatch(/^[a-f0-9]{12}$/);
  expect(readFileSync('dist/embed/sandbox-sw.js', 'utf8')).toContain(build);

  // A worker registered for another build answers no request of the sandbox: a Problem naming both builds.
  await openSite(page, 'mismatch/');
  // The site's root worker may control the page until the /mismatch/ worker claims it.
  await page.waitForFunction(() => navigator.serviceWorker.controller?.scriptURL.includes('0ther0build0'));
  const refused = await page.evaluate(async () => {
    const response = await fetch('/mismatch/sandbox/v1/services');
    return { status: response.status, type: response.headers.get('content-type'), body: await response.json() };
  });
  expect(refused.status).toBe(503);
  expect(refused.type).toMatch(/^application\/problem\+json/);
  expect(refused.body).toMatchObject({
    error: 'build_mismatch',
    status: 503,
    worker_build: build,
    expected_build: '0ther0build0',
  });
  expect(refused.body.message).toContain('0ther0build0');
});

/** Registers `{path}sandbox-sw.js` for scope `path`: 'activated' or 'redundant' (its install failed). */
function installState(page: Page, path: string): Promise<string> {
  return page.evaluate(async (scope) => {
    const registration = await navigator.serviceWorker.register(`${scope}sandbox-sw.js`, { scope });
    const installing = registration.installing;
    if (!installing) return 'no installing worker';
    return new Promise<string>((resolve) => {
      installing.addEventListener('statechange', () => {
        if (installing.state === 'redundant' || installing.state === 'activated') resolve(installing.state);
      });
    });
  }, path);
}

/** The stored scripts beside a new sandbox-sw.js, one of them old (another build) or missing. */
const STALE_CASES = [
  { name: 'pdf-renderer.js is of another build', stale: 'pdf-renderer.js', missing: false },
  { name: 'services.js is of another build', stale: 'services.js', missing: false },
  { name: 'services.js is missing', stale: 'services.js', missing: true },
];

for (const [index, { name, stale, missing }] of STALE_CASES.entries()) {
  test(`a worker whose ${name} never installs; the site keeps its worker`, async ({ page }) => {
    // As if a site had copied a new sandbox-sw.js but kept an old script beside it (or forgot one).
    const worker = readFileSync('dist/embed/sandbox-sw.js', 'utf8');
    const build = /[`'"]([a-f0-9]{12})[`'"]/.exec(readFileSync('dist/embed/pdf-renderer.js', 'utf8'))?.[1] ?? '';
    expect(worker).toContain(build);
    const dir = `${EMBED_DIR}/stale${index}`;
    mkdirSync(dir, { recursive: true });
    writeFileSync(`${dir}/sandbox-sw.js`, worker);
    for (const script of ['pdf-renderer.js', 'services.js']) {
      const text = readFileSync(`dist/embed/${script}`, 'utf8');
      if (script !== stale) writeFileSync(`${dir}/${script}`, text);
      else if (!missing) writeFileSync(`${dir}/${script}`, text.replaceAll(build, '0ld0build000'));
    }

    await openSite(page, './');
    expect(await installState(page, `/stale${index}/`)).toBe('redundant');
    // The site's own embed worker still answers.
    expect(await page.evaluate(() => fetch('/hello/Ada').then((r) => r.json()))).toEqual({ hello: 'Ada' });
  });
}

test('a worker whose stored scripts are all of its build installs (the cases above fail for their reason)', async ({
  page,
}) => {
  const dir = `${EMBED_DIR}/fresh`;
  mkdirSync(dir, { recursive: true });
  for (const script of ['sandbox-sw.js', 'pdf-renderer.js', 'services.js']) {
    writeFileSync(`${dir}/${script}`, readFileSync(`dist/embed/${script}`, 'utf8'));
  }
  await openSite(page, './');
  expect(await installState(page, '/fresh/')).toBe('activated');
});

for (const { name, stale, missing } of STALE_CASES) {
  test(`window.sandboxReady rejects with an error naming the script and both builds when ${name}`, async ({ page }) => {
    // A fresh folder with the README's page script: nothing controls its scope before.
    const worker = readFileSync('dist/embed/sandbox-sw.js', 'utf8');
    const build = /[`'"]([a-f0-9]{12})[`'"]/.exec(readFileSync('dist/embed/pdf-renderer.js', 'utf8'))?.[1] ?? '';
    const dir = `${EMBED_DIR}/skewed-${stale.replace('.js', '')}${missing ? '-missing' : ''}`;
    mkdirSync(dir, { recursive: true });
    writeFileSync(`${dir}/sandbox-sw.js`, worker);
    writeFileSync(`${dir}/sandbox-register.js`, readFileSync('dist/embed/sandbox-register.js', 'utf8'));
    for (const script of ['pdf-renderer.js', 'services.js']) {
      const text = readFileSync(`dist/embed/${script}`, 'utf8');
      if (script !== stale) writeFileSync(`${dir}/${script}`, text);
      else if (!missing) writeFileSync(`${dir}/${script}`, text.replaceAll(build, '0ld0build000'));
    }
    writeFileSync(
      `${dir}/index.html`,
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Skewed</title><script src="sandbox-register.js"></script></head><body><h1>Skewed</h1></body></html>',
    );
    await page.goto(`${dir.slice(EMBED_DIR.length + 1)}/`);
    const outcome = await page.evaluate(() =>
      (window as unknown as { sandboxReady: Promise<void> }).sandboxReady.then(
        () => ({ settled: 'resolved' }) as Record<string, unknown>,
        (error: Error & Record<string, unknown>) => ({
          settled: 'rejected',
          name: error.name,
          message: error.message,
          script: error.script,
          workerBuild: error.workerBuild,
          scriptBuild: error.scriptBuild,
        }),
      ),
    );
    expect(outcome).toMatchObject({
      settled: 'rejected',
      name: 'SandboxInstallError',
      script: stale,
      workerBuild: build,
      scriptBuild: missing ? null : '0ld0build000',
    });
    expect(outcome.message).toContain(stale);
    expect(outcome.message).toContain(build);
    if (!missing) expect(outcome.message).toContain('0ld0build000');
    else expect(outcome.message).toContain('missing');
  });
}
