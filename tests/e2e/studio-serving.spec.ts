/**
 * The studio's projects served by the worker (issue #32, docs/studio.md): stored through the owner
 * channel as the studio screen stores them, served at `<base>studio/<name>/`, calling the API like any
 * page of the origin, journaled under the project's name; a project named `v1` never captures `/v1`.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { SUBPATH_PORT } from '../../playwright.config.ts';
import { axe, fetchInPage, openControlled } from './support.ts';

/** One owner operation from the app's window, as src/ui/content/owner-client.ts sends it. */
function owner(page: Page, op: string, args: unknown) {
  return page.evaluate(
    async ([op, args]) => {
      const registration = await navigator.serviceWorker.ready;
      const channel = new MessageChannel();
      const reply = new Promise<{ ok: boolean; result?: unknown; error?: { code: string } }>((resolve) => {
        channel.port1.onmessage = (event) => resolve(event.data);
      });
      registration.active?.postMessage({ type: 'owner', op, args }, [channel.port2]);
      return reply;
    },
    [op, args] as const,
  );
}

/** A page that lists the services through the sandbox's path (relative, so it works under any base). */
const LIST_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Studio page</title></head>
<body><p id="count">loading</p>
<script type="module">
const body = await (await fetch('../../v1/services')).json();
document.getElementById('count').textContent = 'services: ' + body.services.length;
console.error('counted', body.services.length);
</script></body></html>
`;

async function storeProjects(page: Page) {
  for (const name of ['demo', 'v1']) {
    const made = await owner(page, 'createProject', {
      name,
      files: [
        {
          path: 'index.html',
          text: name === 'demo' ? LIST_PAGE : '<!doctype html><title>v1</title><p id="who">project v1</p>',
        },
        { path: 'js/app.mjs', text: 'export const x = 1;' },
      ],
    });
    expect(made).toMatchObject({ ok: true });
  }
}

for (const [where, start] of [
  ['at the root', './'],
  ['under /sandbox/', `http://localhost:${SUBPATH_PORT}/sandbox/`],
] as const) {
  test.describe(`studio serving ${where}`, () => {
    test('a stored project is served, fetches /v1/services, and /studio/v1/ does not capture /v1', async ({ page }) => {
      await openControlled(page, start);
      // Absolute, on the server that serves this base (page.goto resolves paths against the root's).
      const opened = new URL(page.url());
      const base = `${opened.origin}${opened.pathname.replace(/[^/]*$/, '')}`;
      await storeProjects(page);

      const answer = await page.goto(`${base}studio/demo/`);
      expect(answer?.status()).toBe(200);
      expect(answer?.headers()['content-type']).toBe('text/html; charset=utf-8');
      expect(answer?.headers()['cache-control']).toBe('no-store');
      // Opened top-level: the app's host page (strict CSP), which frames the sandboxed page (issue 38).
      expect(answer?.headers()['content-security-policy']).toContain("script-src 'self'");
      await expect(page.frameLocator('iframe').locator('#count')).toHaveText('services: 16');

      // The project named v1 answers at studio/v1/ only; /v1/services is still the API.
      expect(await fetchInPage(page, `${base}studio/v1/`)).toMatchObject({
        status: 200,
        text: expect.stringContaining('project v1'),
      });
      const services = await fetchInPage(page, `${base}v1/services`);
      expect(services.status).toBe(200);
      expect(JSON.parse(services.text).services).toHaveLength(16);
      const module = await fetchInPage(page, `${base}studio/demo/js/app.mjs`);
      expect([module.status, module.type]).toEqual([200, 'text/javascript; charset=utf-8']);

      // A missing file: the 404 page in both languages; the project's folder without its slash is redirected.
      const missing = await fetchInPage(page, `${base}studio/demo/nope.html`);
      expect(missing.status).toBe(404);
      expect(missing.text).toContain('Nicht gefunden');
      expect(missing.text).toContain('Not found');
      expect((await page.goto(`${base}studio/demo`))?.url()).toMatch(/\/studio\/demo\/$/);
    });
  });
}

test('a studio page’s requests are journaled under its project, and the preview’s console reaches the app', async ({
  page,
}) => {
  await openControlled(page);
  await storeProjects(page);
  // The studio's preview: the page in the app's frame, which hosts it and takes its console.
  await page.goto('./#/studio/demo');
  // The module script starts on line 3 of index.html; its console.error is line 6 of the page.
  const entry = page.getByTestId('studio-console').locator('li', { hasText: 'counted 16' });
  await expect(entry).toHaveAttribute('data-level', 'error');
  await expect(entry).toContainText(/index\.html:6:\d+/);
  const journal = (await owner(page, 'readJournal', { after: 0 })) as {
    result: { entries: Array<{ source: string; project: string | null; url: string }> };
  };
  const fromStudio = journal.result.entries.filter((entry) => entry.source === 'studio');
  expect(fromStudio.map((entry) => [entry.project, entry.url])).toContainEqual(['demo', '/v1/services']);
});

test('a scenario link carries projects: the preview lists them, a taken name is kept both by default, nothing runs', async ({
  page,
}) => {
  await openControlled(page);
  await storeProjects(page);
  // The export file, as a facilitator puts it beside the app for a scenario link.
  const exported = (await owner(page, 'exportFile', { worlds: [] })) as { result: { bytes: Record<string, number> } };
  const bytes = Buffer.from(Object.values(exported.result.bytes));
  const name = `studio-scenario-${Date.now()}.sandbox`;
  writeFileSync(`dist/${name}`, bytes);
  try {
    await owner(page, 'deleteProject', { name: 'v1' });
    await owner(page, 'saveFile', { project: 'demo', path: 'index.html', text: '<p>mine</p>' });
    await page.goto(`./#/import?from=${encodeURIComponent(name)}`);
    const preview = page.getByTestId('import-preview');
    await expect(preview.getByTestId('preview-projects')).toContainText('„demo“: 2 Dateien');
    await expect(preview.getByTestId('preview-projects')).toContainText('„v1“: 2 Dateien');
    await expect(preview).toContainText(
      'Ihr Code läuft erst, wenn Sie ein Projekt im Studio öffnen und „Ausführen“ wählen.',
    );
    // Keep both is chosen unless the person chooses otherwise.
    await expect(preview.getByLabel('Beide behalten: das aus der Datei heißt dann „demo-2“')).toBeChecked();
    expect(await axe(page)).toEqual([]);
    await preview.getByRole('button', { name: 'Importieren' }).click();
    await expect(page.getByTestId('import-status')).toContainText('Importiert');
    const list = (await owner(page, 'listProjects', {})) as { result: Array<{ name: string }> };
    expect(list.result.map((project) => project.name).sort()).toEqual(['demo', 'demo-2', 'v1']);
    expect(await fetchInPage(page, 'studio/demo/')).toMatchObject({ text: '<p>mine</p>' });
  } finally {
    rmSync(`dist/${name}`, { force: true });
  }
});
