/**
 * A studio page is a contained client the app hosts (issue 38), in all three engines: the probe page
 * (tests/e2e/studio-probe) in the preview finds an opaque origin and nothing of the app's,
 * and yet the API through the host, its own files, modules three deep, a font and an image; its
 * console names its file and line; in a tab the app's host page frames it; the journal names the
 * project. The page's findings reach the app through its console (its document is not the app's).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { type Driver, waitInPage } from './driver.ts';
import { expect, test } from './fixtures.ts';
import { collectErrors, collectedErrors, controlledAndActive } from './page-steps.ts';

const PROBE_DIR = 'tests/e2e/studio-probe';
const FONT = '/usr/share/fonts/truetype/liberation/LiberationMono-Bold.ttf';
const DONE_LINE =
  readFileSync(`${PROBE_DIR}/js/app.mjs`, 'utf8')
    .split('\n')
    .findIndex((line) => line.includes("console.log('probe done')")) + 1;

function probeFiles(dir = PROBE_DIR): { path: string; bytes: number[] }[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return probeFiles(path);
    return [{ path: relative(PROBE_DIR, path), bytes: [...readFileSync(path)] }];
  });
}

/** One owner operation from the app's window (the owner channel answers it only). */
function owner(driver: Driver, op: string, args: unknown) {
  return driver.evaluate(
    async ({ op, args }) => {
      const registration = await navigator.serviceWorker.ready;
      const channel = new MessageChannel();
      const reply = new Promise<{ ok: boolean; result?: unknown }>((resolve) => {
        channel.port1.onmessage = (event) => resolve(event.data);
      });
      const files = (args as { files?: { path: string; bytes: number[] }[] }).files;
      const sent = files
        ? { ...(args as object), files: files.map((f) => ({ path: f.path, bytes: new Uint8Array(f.bytes) })) }
        : args;
      registration.active?.postMessage({ type: 'owner', op, args: sent }, [channel.port2]);
      return reply;
    },
    { op, args },
  );
}

async function studioServiceCalls(driver: Driver): Promise<number> {
  const journal = (await owner(driver, 'readJournal', { after: 0 })) as {
    result: { entries: Array<{ source: string; project: string | null; url: string }> };
  };
  return journal.result.entries.filter(
    (e) => e.source === 'studio' && e.project === 'probe' && e.url === '/v1/services',
  ).length;
}

test('a studio page is contained: nothing of the app’s, all it needs, in the preview and a tab', async ({
  driver,
  site,
}) => {
  await driver.goto(site);
  await driver.evaluate(collectErrors, undefined);
  await waitInPage(driver, controlledAndActive, undefined, { what: 'the worker to control the page' });
  const files = [...probeFiles(), { path: 'fonts/probe.woff', bytes: [...readFileSync(FONT)] }];
  expect(await owner(driver, 'createProject', { name: 'probe', files })).toMatchObject({ ok: true });

  await driver.goto(`${site}#/studio/probe`);
  const text = await waitInPage(
    driver,
    () => {
      const shown = document.querySelector('[data-testid="studio-console"]')?.textContent ?? '';
      return /probe done/.test(shown) ? shown : '';
    },
    undefined,
    { what: 'the probe to finish' },
  );
  const found = JSON.parse(/probe (\{.*?\})(?:\S*\s|$)/.exec(text)?.[1] ?? '{}');
  expect(found).toMatchObject({
    origin: 'null',
    indexedDB: expect.stringMatching(/^refused/),
    caches: expect.stringMatching(/^refused/),
    localStorage: expect.stringMatching(/^refused/),
    cookie: expect.stringMatching(/^refused/),
    parent: expect.stringMatching(/^refused/),
    services: 16,
    data: 7,
    chain: 'two>three@deep/three.mjs',
    base: site,
    search: '',
    font: true,
    image: 1,
  });
  expect(found.controller).not.toBe('controlled');
  expect(text).toContain(`js/app.mjs:${DONE_LINE}:`);
  // The app's frame is not the page's: its document is out of the app's reach too.
  expect(
    await driver.evaluate(
      () => document.querySelector<HTMLIFrameElement>('[data-testid="studio-preview"]')?.contentDocument === null,
      undefined,
    ),
  ).toBe(true);
  const before = await studioServiceCalls(driver);
  expect(before).toBeGreaterThan(0);

  // In a tab: the app's host page frames the project's page, which calls the API through it.
  await driver.goto(`${site}studio/probe/`);
  await waitInPage(driver, () => document.querySelector('iframe') !== null, undefined, {
    what: 'the host page’s frame',
  });
  // The page's own request reaches the journal once it ran: give it the time a page takes.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  await driver.goto(site);
  await waitInPage(driver, controlledAndActive, undefined, { what: 'the worker to control the page' });
  await expect.poll(() => studioServiceCalls(driver), { timeout: 15_000 }).toBeGreaterThan(before);
  expect(await driver.evaluate(collectedErrors, undefined)).toEqual([]);
});
