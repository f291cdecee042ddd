/** A new version waits for the person's consent; it never swaps code under them mid-flow. */
import { appendFileSync, cpSync, rmSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { UPDATE_DIR, UPDATE_PORT } from '../../playwright.config.ts';
import { fetchInPage, openControlled } from './support.ts';

test.use({ baseURL: `http://localhost:${UPDATE_PORT}/` });

test.beforeEach(() => {
  rmSync(UPDATE_DIR, { recursive: true, force: true });
  cpSync('dist', UPDATE_DIR, { recursive: true });
});

function activeScriptState(page: import('@playwright/test').Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return { waiting: registration?.waiting !== null, controller: navigator.serviceWorker.controller?.scriptURL };
  });
}

test('a new version waits until the person accepts the update prompt, then takes over', async ({ page }) => {
  await openControlled(page);
  const firstController = await page.evaluate(() => navigator.serviceWorker.controller);
  expect(firstController).not.toBeNull();

  // Deploy a new version: any byte change of the worker script is a new version.
  appendFileSync(`${UPDATE_DIR}/sw.js`, '\n// next version\n');
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

  await expect(page.getByTestId('update-prompt')).toBeVisible({ timeout: 15_000 });
  // Until the person accepts, the new worker only waits; the old one keeps answering.
  expect((await activeScriptState(page)).waiting).toBe(true);
  expect(await fetchInPage(page, 'hello/still-old')).toMatchObject({ status: 200 });

  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Neu laden und aktualisieren' }).click();
  await reloaded;
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  expect((await activeScriptState(page)).waiting).toBe(false);
  await expect(page.getByTestId('update-prompt')).toBeHidden();
  expect(await fetchInPage(page, 'hello/new')).toMatchObject({ status: 200, text: '{"hello":"new"}' });
});
