/** The studio's projects survive a browser restart (issue 32): the same profile, a new browser process. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

test('after a browser restart the project is there, and still served', async ({ baseURL }) => {
  const profile = mkdtempSync(join(tmpdir(), 'studio-restart-'));
  const launch = () =>
    chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      baseURL,
      serviceWorkers: 'allow',
    });
  try {
    let context = await launch();
    let page = context.pages()[0] ?? (await context.newPage());
    await page.goto('./#/studio');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.getByLabel('Name des Projekts').fill('bleibt');
    await page.getByTestId('studio-create').click();
    await expect(page.getByTestId('studio-project-title')).toHaveText('bleibt');
    await context.close();

    context = await launch();
    page = context.pages()[0] ?? (await context.newPage());
    await page.goto('./#/studio');
    await expect(page.getByTestId('studio-project-bleibt')).toBeVisible();
    await page.goto('./studio/bleibt/');
    // The app's host page frames the sandboxed page (issue 38).
    await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Hello' })).toBeVisible();
    await context.close();
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
});
