/**
 * Imported code waits, and hostile archives are refused (issue 38 parts 2 and 3), in Chromium: a
 * project from a .zip, a .sandbox file or a scenario link is listed with no preview and a notice of
 * where it came from; its served address shows only a sandboxed notice and nothing of it runs until
 * the person chooses Run. A zip bomb is refused while the page keeps answering.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { writeZip, zeroBomb } from '../ui/studio/zip-bombs.ts';
import { axe, openControlled } from './support.ts';

/** A probe: it logs, and fetches the greeting app, the moment it runs. */
const PROBE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Probe</title></head>
<body><p id="out">not run</p>
<script type="module">
console.log('probe ran');
const answer = await fetch('../../hello/probe-ran');
document.querySelector('#out').textContent = 'ran ' + answer.status;
</script></body></html>
`;

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

/** The journal's entries of the probe's request (it is made without a credential). */
async function probeRequests(page: Page): Promise<number> {
  const journal = (await owner(page, 'readJournal', { after: 0 })) as { result: { entries: Array<{ url: string }> } };
  return journal.result.entries.filter((entry) => entry.url.includes('/hello/probe-ran')).length;
}

/** The project is listed with its files, no preview and no link to its address, and says where it came from. */
async function expectWaiting(page: Page, name: string, kind: string, from: string): Promise<void> {
  await page.goto(`./#/studio/${name}`);
  await expect(page.getByTestId('studio-project-title')).toHaveText(name);
  await expect(page.getByTestId('studio-file-list')).toContainText('index.html');
  const notice = page.getByTestId('studio-waiting');
  await expect(notice).toContainText('Dieser Code ist noch nicht gelaufen');
  await expect(notice.getByTestId('studio-origin')).toHaveAttribute('data-kind', kind);
  await expect(notice.getByTestId('studio-origin')).toContainText(from);
  await expect(page.getByTestId('studio-preview')).toHaveCount(0);
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(page.getByTestId('studio-open-tab')).toHaveCount(0);
  expect(await axe(page)).toEqual([]);
  await page.goto('./#/studio');
  await expect(page.getByTestId(`studio-project-${name}`)).toContainText('importiert, noch nicht ausgeführt');
  await page.goto(`./#/studio/${name}`);
  await expect(page.getByTestId('studio-waiting')).toBeVisible();
}

/** Its address in a tab: the sandboxed notice, and nothing of the project ran. */
async function expectRefusedInTab(context: BrowserContext, page: Page, name: string): Promise<void> {
  const tab = await context.newPage();
  const logs: string[] = [];
  tab.on('console', (message) => logs.push(message.text()));
  const answer = await tab.goto(`./studio/${name}/`);
  expect(answer?.status()).toBe(403);
  expect(answer?.headers()['content-security-policy']).toBe('sandbox');
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Noch nicht ausgeführt');
  await expect(tab.locator('body')).toContainText(`The project “${name}” was imported and has not run yet`);
  await expect(tab.locator('#out')).toHaveCount(0);
  await tab.waitForTimeout(500);
  expect(logs).not.toContain('probe ran');
  await tab.close();
  expect(await probeRequests(page)).toBe(0);
}

/** Run: the preview shows the page, which ran; also after a reload of the app. */
async function runAndSee(page: Page): Promise<void> {
  await page.getByTestId('studio-run').click();
  const preview = page.frameLocator('[data-testid="studio-preview"]');
  await expect(preview.locator('#out')).toHaveText('ran 200');
  await expect(page.getByTestId('studio-console')).toContainText('probe ran');
  await page.reload();
  await expect(page.frameLocator('[data-testid="studio-preview"]').locator('#out')).toHaveText('ran 200');
  await expect(page.getByTestId('studio-waiting')).toHaveCount(0);
}

/** The probe as a project made in the studio, exported, and deleted again: the export file's bytes. */
async function probeExport(page: Page, name: string): Promise<Buffer> {
  await owner(page, 'createProject', { name, files: [{ path: 'index.html', text: PROBE }] });
  const exported = (await owner(page, 'exportFile', { worlds: [] })) as { result: { bytes: Record<string, number> } };
  await owner(page, 'deleteProject', { name });
  return Buffer.from(Object.values(exported.result.bytes));
}

test('a project from a .zip waits: no preview, its address refused, nothing runs until Run', async ({
  page,
  context,
}) => {
  await openControlled(page, './#/studio');
  const zip = writeZip([{ name: 'probe/index.html', data: new TextEncoder().encode(PROBE) }]);
  await page.getByTestId('studio-import-files').setInputFiles({
    name: 'probe.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from(zip),
  });
  await expect(page.getByTestId('studio-import-preview')).toContainText('index.html');
  await page.getByLabel('Name des Projekts').last().fill('probe');
  await page.getByTestId('studio-import-keep').click();
  await expect(page.getByTestId('studio-project-title')).toHaveText('probe');
  await expectWaiting(page, 'probe', 'zip', '„probe.zip“');
  await expectRefusedInTab(context, page, 'probe');
  await runAndSee(page);
  expect(await probeRequests(page)).toBeGreaterThan(0);
});

test('a project from a .sandbox file waits until Run', async ({ page, context }) => {
  await openControlled(page);
  const file = await probeExport(page, 'probe');
  await page.goto('./#/buergerservice/werkstatt/material');
  await page.getByLabel('Exportdatei importieren').setInputFiles({
    name: 'vom-nachbarn.sandbox',
    mimeType: 'application/octet-stream',
    buffer: file,
  });
  await page.getByTestId('import-preview').getByRole('button', { name: 'Importieren' }).click();
  await expect(page.getByTestId('import-status')).toContainText('Importiert');
  await expectWaiting(page, 'probe', 'export', '„vom-nachbarn.sandbox“');
  await expectRefusedInTab(context, page, 'probe');
  await runAndSee(page);
});

test('a project from a scenario link waits until Run', async ({ page, context }) => {
  await openControlled(page);
  const file = await probeExport(page, 'probe');
  const name = `studio-imported-${Date.now()}.sandbox`;
  writeFileSync(`dist/${name}`, file);
  try {
    await page.goto(`./#/import?from=${encodeURIComponent(name)}`);
    await page.getByTestId('import-preview').getByRole('button', { name: 'Importieren' }).click();
    await expect(page.getByTestId('import-status')).toContainText('Importiert');
  } finally {
    rmSync(`dist/${name}`, { force: true });
  }
  await expectWaiting(page, 'probe', 'scenario', name);
  await expectRefusedInTab(context, page, 'probe');
  await runAndSee(page);
});

test('a zip bomb (0.3 MB, 300 MB inflated, its header lying) is refused, makes no project, and the page keeps answering', async ({
  page,
}) => {
  await openControlled(page, './#/studio');
  const bomb = zeroBomb(300);
  expect(bomb.length).toBeLessThan(400 * 1024);
  // A heartbeat: the longest gap between two timer turns while the zip is read.
  await page.evaluate(() => {
    const beat = window as unknown as { longestGap: number; longestTask: number };
    beat.longestGap = 0;
    beat.longestTask = 0;
    // Chromium's long tasks (over 50 ms): a figure beside the heartbeat, for the docs.
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) beat.longestTask = Math.max(beat.longestTask, entry.duration);
    }).observe({ type: 'longtask' });
    let last = performance.now();
    setInterval(() => {
      const now = performance.now();
      beat.longestGap = Math.max(beat.longestGap, now - last);
      last = now;
    }, 10);
  });
  await page.getByTestId('studio-import-files').setInputFiles({
    name: 'bombe.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from(bomb),
  });
  const refusal =
    '„index.html“ ist zu groß: höchstens 1 MB pro Datei. Das Lesen wurde angehalten; nichts wurde gespeichert.';
  await expect(page.getByTestId('error-summary')).toContainText(refusal);
  await expect(page.getByTestId('error-studio-import-files')).toContainText(refusal);
  await expect(page.locator('#studio-import-files')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('studio-import-preview')).toHaveCount(0);
  await expect(page.getByTestId('studio-no-projects')).toBeVisible();
  expect(((await owner(page, 'listProjects', {})) as { result: unknown[] }).result).toEqual([]);
  const { longest, task } = await page.evaluate(() => {
    const beat = window as unknown as { longestGap: number; longestTask: number };
    return { longest: beat.longestGap, task: beat.longestTask };
  });
  const figure = `longest heartbeat gap ${longest.toFixed(0)} ms, longest task ${task.toFixed(0)} ms (0: none over 50 ms)`;
  test.info().annotations.push({ type: 'zip bomb, under load', description: figure });
  console.log(`zip bomb: ${figure}; 2 shared cores, under load`);
  expect(longest).toBeLessThan(500);
});
