/**
 * A studio page is a contained client the app hosts (issue 38, docs/studio.md "Trust model"): a probe
 * page, in the preview and in a tab, offline too, reaches nothing of the app's (origin, IndexedDB,
 * caches, storage, cookies, the app's window, a worker controller) and yet everything a page needs
 * (the API through the host, its own files, modules three deep, CSS with a font and an image, the
 * app's base, its query, a second page, a blob download, the console with file and line), and the
 * journal names the project as the page's source.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { type BrowserContext, expect, type FrameLocator, type Page, test } from '@playwright/test';
import { SUBPATH_PORT } from '../../playwright.config.ts';
import { openControlled } from './support.ts';

const PROBE_DIR = 'tests/e2e/studio-probe';
/** Any TTF font of the machine's (Chromium's package brings Liberation); stored under a .woff name. */
const FONT = '/usr/share/fonts/truetype/liberation/LiberationMono-Bold.ttf';

function probeFiles(dir = PROBE_DIR): { path: string; bytes: number[] }[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return probeFiles(path);
    return [{ path: relative(PROBE_DIR, path), bytes: [...readFileSync(path)] }];
  });
}

/** The line of app.mjs that logs `probe done` (the console must name it). */
const DONE_LINE =
  readFileSync(`${PROBE_DIR}/js/app.mjs`, 'utf8')
    .split('\n')
    .findIndex((line) => line.includes("console.log('probe done')")) + 1;

/** One owner operation from the app's window. */
function owner(page: Page, op: string, args: unknown) {
  return page.evaluate(
    async ([op, args]) => {
      const registration = await navigator.serviceWorker.ready;
      const channel = new MessageChannel();
      const reply = new Promise<{ ok: boolean; result?: unknown }>((resolve) => {
        channel.port1.onmessage = (event) => resolve(event.data);
      });
      registration.active?.postMessage({ type: 'owner', op, args }, [channel.port2]);
      return reply;
    },
    [op, args] as const,
  );
}

async function storeProbe(page: Page) {
  const files = [...probeFiles(), { path: 'fonts/probe.woff', bytes: [...readFileSync(FONT)] }].map((file) => ({
    path: file.path,
    bytes: file.bytes,
  }));
  const made = await page.evaluate(async (files) => {
    const registration = await navigator.serviceWorker.ready;
    const channel = new MessageChannel();
    const reply = new Promise<{ ok: boolean }>((resolve) => {
      channel.port1.onmessage = (event) => resolve(event.data);
    });
    const args = { name: 'probe', files: files.map((f) => ({ path: f.path, bytes: new Uint8Array(f.bytes) })) };
    registration.active?.postMessage({ type: 'owner', op: 'createProject', args }, [channel.port2]);
    return reply;
  }, files);
  expect(made).toMatchObject({ ok: true });
}

/** What the probe found, once it is done. */
async function probeResult(frame: FrameLocator, base: string, search: string) {
  await expect(frame.locator('#result')).not.toHaveText('waiting', { timeout: 15_000 });
  const result = JSON.parse((await frame.locator('#result').textContent()) ?? '{}');
  expect(result).toMatchObject({
    origin: 'null',
    indexedDB: expect.stringMatching(/^refused/),
    caches: expect.stringMatching(/^refused/),
    localStorage: expect.stringMatching(/^refused/),
    cookie: expect.stringMatching(/^refused/),
    parent: expect.stringMatching(/^refused/),
    services: 16,
    data: 7,
    chain: 'two>three@deep/three.mjs',
    base,
    search,
    font: true,
    image: 1,
  });
  expect(result.controller).not.toBe('controlled');
}

/** The download, the second page and its query: what a page does after it loaded. */
async function linksAndDownload(page: Page, frame: FrameLocator) {
  const [download] = await Promise.all([page.waitForEvent('download'), frame.locator('#download').click()]);
  expect(download.suggestedFilename()).toBe('receipt.txt');
  await frame.locator('#next').click();
  await expect(frame.locator('#second')).toHaveText('second ?from=probe');
}

async function studioSources(page: Page) {
  const journal = (await owner(page, 'readJournal', { after: 0 })) as {
    result: { entries: Array<{ source: string; project: string | null; url: string }> };
  };
  return journal.result.entries.filter((e) => e.url.endsWith('/v1/services')).map((e) => [e.source, e.project]);
}

/** Runs `run` with the network gone (the worker installed before). */
async function offline(context: BrowserContext, run: () => Promise<void>) {
  await context.setOffline(true);
  try {
    await run();
  } finally {
    await context.setOffline(false);
  }
}

for (const [where, start] of [
  ['at the root', './'],
  ['under /sandbox/', `http://localhost:${SUBPATH_PORT}/sandbox/`],
] as const) {
  test.describe(`a contained studio page ${where}`, () => {
    test('in the preview: reaches nothing of the app’s and all it needs; console and journal name it', async ({
      page,
      context,
    }) => {
      await openControlled(page, start);
      const base = new URL('.', page.url()).href;
      await storeProbe(page);
      await offline(context, async () => {
        await page.goto(`${base}#/studio/probe`);
        const frame = page.frameLocator('[data-testid=studio-preview]');
        await probeResult(frame, base, '');
        await expect(page.getByTestId('studio-console')).toContainText('probe done');
        await expect(page.getByTestId('studio-console')).toContainText(`js/app.mjs:${DONE_LINE}:`);
        await linksAndDownload(page, frame);
      });
      expect(await studioSources(page)).toContainEqual(['studio', 'probe']);
    });

    test('in a tab: the host page frames it, under the app’s strict CSP, offline', async ({ page, context }) => {
      await openControlled(page, start);
      const base = new URL('.', page.url()).href;
      await storeProbe(page);
      const logged: string[] = [];
      page.on('console', (message) => logged.push(message.text()));
      await offline(context, async () => {
        const answer = await page.goto(`${base}studio/probe/?lang=de&x=1`);
        expect(answer?.headers()['content-security-policy']).toContain("script-src 'self'");
        const frame = page.frameLocator('iframe');
        await probeResult(frame, base, '?lang=de&x=1');
        await expect
          .poll(() => logged.some((text) => text.includes(`probe done (js/app.mjs:${DONE_LINE})`)))
          .toBe(true);
        await linksAndDownload(page, frame);
      });
      await page.goto(base);
      expect(await studioSources(page)).toContainEqual(['studio', 'probe']);
    });
  });
}

test('the app’s address always shows the app: a studio page cannot reach the app’s window or its caches', async ({
  page,
}) => {
  await openControlled(page);
  await storeProbe(page);
  await page.goto('./#/studio/probe');
  const frame = page.frameLocator('[data-testid=studio-preview]');
  await probeResult(frame, new URL('.', page.url()).href, '');
  // A relayed request outside the sandbox's APIs and the project's files is refused.
  const refused = await page
    .frames()
    .find((f) => f.url().includes('/studio/probe/'))
    ?.evaluate(async () => {
      const answer = await fetch('../../index.html');
      return [answer.status, (await answer.json()).error];
    });
  expect(refused).toEqual([403, 'studio_relay_refused']);
});
