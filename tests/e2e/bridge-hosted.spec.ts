/**
 * The bridge without the project (issue 27, item 6): the one file the site serves, downloaded from
 * Local tools and run alone; a reload of the paired tab pairs again with no new code; what a
 * program reads through the bridge names the bridge, an MCP tool's error too (issue 33); the file's
 * --help and a mistyped option (issue 33); Local tools' words and lines in de and en.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { expect, test } from '@playwright/test';
import { SUBPATH_PORT } from '../../playwright.config.ts';
import { pair, type RunningBridge, startBridge, startBridgeScript } from './bridge-support.ts';
import { axe, openControlled, publishingToken } from './support.ts';

const SHOTS = 'test-results/screenshots';
const run = promisify(execFile);

/** Every address of this machine a text names: loopback and localhost, any port. */
const localAddresses = (text: string) =>
  text.match(/https?:\/\/(?:localhost|127\.0\.0\.1|\[::1\]|0\.0\.0\.0)(?::\d+)?/g) ?? [];

const bridges: RunningBridge[] = [];
test.afterEach(async () => {
  for (const bridge of bridges.splice(0)) await bridge.stop();
});

async function bridgeOf(start: Promise<RunningBridge>) {
  const bridge = await start;
  bridges.push(bridge);
  return bridge;
}

test('sandbox-bridge.mjs, downloaded from Local tools into an empty folder with no node_modules, pairs and answers /hello/Ada', async ({
  page,
}) => {
  await openControlled(page, './#/werkzeuge');
  // Precached with the app: offered offline too.
  const cached = await page.evaluate(async () => {
    for (const name of await caches.keys()) {
      const keys = await (await caches.open(name)).keys();
      if (keys.some((request) => new URL(request.url).pathname.endsWith('/sandbox-bridge.mjs'))) return true;
    }
    return false;
  });
  expect(cached).toBe(true);
  // The host serves it as JavaScript, saved under its name.
  const served = await fetch(new URL('sandbox-bridge.mjs', page.url()));
  expect(served.headers.get('content-type')).toMatch(/javascript/);
  expect(served.headers.get('content-disposition')).toBe('attachment; filename="sandbox-bridge.mjs"');

  const folder = mkdtempSync(join(tmpdir(), 'hosted-bridge-'));
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'sandbox-bridge.mjs herunterladen' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('sandbox-bridge.mjs');
  await download.saveAs(join(folder, 'sandbox-bridge.mjs'));
  expect(readdirSync(folder)).toEqual(['sandbox-bridge.mjs']);
  // Nothing to resolve packages from: no node_modules in the folder or any folder above it.
  for (let dir = folder; dir !== dirname(dir); dir = dirname(dir)) {
    expect(existsSync(join(dir, 'node_modules')), dir).toBe(false);
  }

  // Its usage, asked for and after a mistyped option: no Node stack (issue 33).
  const help = await run(process.execPath, ['sandbox-bridge.mjs', '--help'], { cwd: folder });
  expect(help.stdout).toMatch(/^Usage: node sandbox-bridge\.mjs \[options\]/);
  expect(help.stderr).toBe('');
  const mistyped = await run(process.execPath, ['sandbox-bridge.mjs', '--prot', '4281'], { cwd: folder }).catch(
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
  expect(mistyped).toMatchObject({ code: 2, stdout: '' });
  expect(mistyped.stderr.split('\n')[0]).toBe('Unknown option: --prot');
  expect(mistyped.stderr).toContain('Usage: node sandbox-bridge.mjs');
  expect(mistyped.stderr).not.toMatch(/^\s+at |ERR_PARSE_ARGS/m);

  // The one command Local tools shows.
  await expect(page.getByTestId('copy-bridge-run')).toContainText('node sandbox-bridge.mjs');
  const bridge = await bridgeOf(startBridgeScript({ script: 'sandbox-bridge.mjs', cwd: folder }));
  await pair(page, bridge);
  const hello = await fetch(new URL('hello/Ada', bridge.url));
  expect(hello.status).toBe(200);
  expect(await hello.json()).toEqual({ hello: 'Ada' });
  // Its token command line runs from the same file.
  const list = await bridge.token('list');
  expect(list.exit).toBe(0);
});

test('a reload of the paired tab answers the next bridged request with no new code', async ({ page }) => {
  const bridge = await bridgeOf(startBridge());
  await openControlled(page);
  await pair(page, bridge);
  const code = bridge.code();

  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // Nothing typed: the tab pairs again by itself.
  const hello = await fetch(new URL('hello/Ada', bridge.url));
  expect(hello.status).toBe(200);
  expect(await hello.json()).toEqual({ hello: 'Ada' });
  await expect(page.getByTestId('bridge-state')).toHaveAttribute('data-state', 'paired');
  // On another screen after a second reload too (the app pairs at its start, not on Local tools).
  await page.goto('./#/gruesse');
  await page.reload();
  await expect.poll(async () => (await fetch(new URL('hello/Bob', bridge.url))).status).toBe(200);

  // "Disconnect" ends it: the next reload does not pair, and the bridge wants a code again.
  await page.goto('./#/werkzeuge');
  await page.getByRole('button', { name: 'Trennen' }).click();
  await bridge.nextCode(code);
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect(page.getByTestId('bridge-state')).toHaveAttribute('data-state', 'disconnected');
  expect((await fetch(new URL('hello/Ada', bridge.url))).status).toBe(503);
});

test('a reloaded tab whose bridge was restarted is told so and pairs with the new code', async ({ page }) => {
  const first = await bridgeOf(startBridge());
  await openControlled(page);
  await pair(page, first);
  // The secret this run gave the tab (a tab that sees its bridge stop forgets it, so it is kept aside).
  const kept = await page.evaluate(() => sessionStorage.getItem('sandbox.bridge.resume') ?? '');
  expect(JSON.parse(kept)).toMatchObject({ port: first.port, secret: expect.any(String) });
  await first.stop();
  const second = await bridgeOf(startBridge());
  // A new run (on another free port here; a restart on the same port is the same case).
  await page.evaluate(
    ([text, port]) => {
      sessionStorage.setItem('sandbox.bridge.resume', JSON.stringify({ ...JSON.parse(text as string), port }));
    },
    [kept, second.port] as const,
  );
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('wurde neu gestartet');
  await expect(page.getByTestId('bridge-state')).toHaveAttribute('data-state', 'disconnected');
  expect((await fetch(new URL('hello/Ada', second.url))).status).toBe(503);
  await pair(page, second);
  expect((await fetch(new URL('hello/Ada', second.url))).status).toBe(200);
});

for (const [label, base] of [
  ['at the root', undefined],
  ['under a sub-path', `http://localhost:${SUBPATH_PORT}/sandbox/`],
] as const) {
  test.describe(`documents read through the bridge, app ${label}`, () => {
    if (base) test.use({ baseURL: base });

    test('/v1/openapi.json, /api/schema and /llms.txt name no address of this machine but the bridge’s; the guides’ curl lines and image links name the bridge', async ({
      page,
    }) => {
      const bridge = await bridgeOf(startBridge());
      await openControlled(page);
      await pair(page, bridge);
      const origin = new URL(bridge.url).origin;
      for (const path of ['v1/openapi.json', 'api/schema', 'llms.txt']) {
        const res = await fetch(new URL(path, bridge.url));
        expect(res.status, path).toBe(200);
        const text = await res.text();
        const named = localAddresses(text);
        expect(named.length, path).toBeGreaterThan(0);
        expect(
          named.filter((address) => address !== origin),
          path,
        ).toEqual([]);
        if (path !== 'llms.txt') expect(JSON.parse(text).servers[0].url, path).toBe(origin);
      }
      // The type of an error answer links the guide at the bridge.
      const problem = await (await fetch(new URL('v1/drafts/nope', bridge.url))).json();
      expect(problem.type).toMatch(new RegExp(`^${origin}/v1/guide#error-`));
      // The same documents in the page still name the page's address.
      const inPage = await page.evaluate(async () => (await (await fetch('v1/openapi.json')).json()).servers[0].url);
      expect(inPage).toBe(new URL('.', page.url()).href.replace(/\/$/, ''));
      // The guides read through the bridge send their curl lines to this bridge, whatever its port.
      for (const path of ['v1/guide?lang=de', 'api/guide?lang=en']) {
        const guide = await (await fetch(new URL(path, bridge.url))).text();
        expect(guide, path).toContain(`curl -i -X POST "${bridge.url}`);
        expect(guide, path).not.toMatch(/curl -i[^\n]*"http:\/\/127\.0\.0\.1:4280\//);
      }
      // An image link read through the bridge is a path the bridge answers (not one under the app's base).
      const token = await publishingToken(page);
      const uploaded = await fetch(new URL('api/images?alt=Rathaus', bridge.url), {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'image/gif' },
        body: Buffer.from('R0lGODlhAQABAAAAACwAAAAAAQABAAA=', 'base64'),
      });
      expect(uploaded.status).toBe(201);
      const { url } = (await uploaded.json()) as { url: string };
      const image = await fetch(new URL(url, bridge.url), { headers: { authorization: `Bearer ${token}` } });
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/gif');
      // Read in the paired tab, the start page's guide link passes the bridge's port: curl goes there.
      await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Start' }).click();
      const link = page.getByRole('link', { name: 'Anleitung Bürgerservice-API' });
      await expect(link).toHaveAttribute('href', new RegExp(`[?&]bridge=${bridge.port}$`));
      await link.click();
      await expect(page.locator('#flow-curl-lines')).toContainText(`curl -i -X POST "${bridge.url}v1/sessions"`);
    });

    test('a tool error over MCP through the bridge names the bridge, as the same error over HTTP does (issue 33)', async ({
      page,
    }) => {
      const bridge = await bridgeOf(startBridge());
      await openControlled(page);
      await pair(page, bridge);
      const origin = new URL(bridge.url).origin;
      const session = await fetch(new URL('v1/sessions', bridge.url), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(session.status).toBe(201);
      const { token } = (await session.json()) as { token: string };
      const authorization = `Bearer ${token}`;
      const overHttp = await (await fetch(new URL('v1/cases/nope', bridge.url), { headers: { authorization } })).json();
      expect(overHttp.type).toMatch(new RegExp(`^${origin}/v1/guide#error-`));
      // The official SDK client, as an MCP client configured with the bridge's address.
      const transport = new StreamableHTTPClientTransport(new URL('mcp', bridge.url), {
        requestInit: { headers: { authorization } },
      });
      const client = new Client({ name: 'bridge-tool-error', version: '1.0.0' });
      await client.connect(transport);
      const result = (await client.callTool({ name: 'municipal_get_case', arguments: { id: 'nope' } })) as {
        isError: boolean;
        content: { type: string; text: string }[];
      };
      await client.close();
      expect(result.isError).toBe(true);
      const overMcp = JSON.parse(result.content[0]?.text ?? '{}');
      expect(overMcp.type).toBe(overHttp.type);
      expect(localAddresses(result.content[0]?.text ?? '').filter((address) => address !== origin)).toEqual([]);
    });
  });
}

test('Local tools in German and English: download, the command, the lines after pairing; axe 0 at 390 and 1280 px', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const bridge = await bridgeOf(startBridge());
  await openControlled(page, './#/werkzeuge');
  const texts = {
    de: {
      switch: 'Auf Deutsch umschalten',
      start: 'Die Brücke starten',
      link: 'sandbox-bridge.mjs herunterladen',
      project: 'In einer Kopie des Projekts startet „npm run bridge“ dieselbe Brücke.',
      try: 'Aus einem Programm ausprobieren',
      python: 'Python 3 (nur Standardbibliothek)',
    },
    en: {
      switch: 'Switch to English',
      start: 'Start the bridge',
      link: 'Download sandbox-bridge.mjs',
      project: 'In a copy of the project, "npm run bridge" starts the same bridge.',
      try: 'Try it from a program',
      python: 'Python 3 (standard library only)',
    },
  };
  for (const lang of ['de', 'en'] as const) {
    const words = texts[lang];
    if (lang === 'en') await page.getByRole('button', { name: words.switch }).click();
    // Not paired: where to get the bridge and how to run it.
    await expect(page.getByRole('heading', { name: words.start })).toBeVisible();
    await expect(page.getByRole('link', { name: words.link })).toHaveAttribute('download', 'sandbox-bridge.mjs');
    await expect(page.getByTestId('copy-bridge-run')).toContainText('node sandbox-bridge.mjs');
    await expect(page.getByTestId('bridge-start')).toContainText(words.project);
    await expect(page.locator('main')).not.toContainText(/Projektordner|project folder/);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await axe(page), `${lang} ${width} not paired`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${lang} ${width}`).toBeLessThanOrEqual(
        width,
      );
      await page.screenshot({ path: `${SHOTS}/local-tools-${lang}-${width}.png`, fullPage: true });
    }
    // Paired: curl, Python and Node at this bridge's address.
    await page.locator('#bridge-port').fill(String(bridge.port));
    await page.locator('#bridge-code').fill(bridge.code());
    await page.locator('#bridge-code').press('Enter');
    await expect(page.getByTestId('bridge-state')).toHaveAttribute('data-state', 'paired');
    await expect(page.getByRole('heading', { name: words.try })).toBeVisible();
    await expect(page.getByRole('heading', { name: words.python })).toBeVisible();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await axe(page), `${lang} ${width} paired`).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/local-tools-paired-${lang}-${width}.png`, fullPage: true });
    }
    // The lines do what they say, pasted into a shell as they are.
    for (const id of ['curl', 'python', 'node']) {
      const line = (await page.getByTestId(`copy-snippet-${id}`).locator('pre').textContent()) ?? '';
      expect(line, id).toContain(`http://127.0.0.1:${bridge.port}/hello/Ada`);
      const { stdout } = await run('sh', ['-c', line]);
      expect(JSON.parse(stdout), id).toEqual({ hello: 'Ada' });
    }
    const code = bridge.code();
    await page.getByRole('button', { name: lang === 'de' ? 'Trennen' : 'Disconnect' }).click();
    await bridge.nextCode(code);
  }
});
