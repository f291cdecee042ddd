import { expect, test } from '@playwright/test';
import { openControlled } from '../support.ts';
test('shots', async ({ page }) => {
  await openControlled(page, './#/studio');
  await page.getByLabel('Name des Projekts').fill('buchung');
  await page.getByLabel('Buchungs-Oberfläche (das Referenz-Frontend, ganz)').check();
  await page.screenshot({ path: '/tmp/studio-list.png', fullPage: true });
  await page.getByTestId('studio-create').click();
  await expect(page.getByTestId('studio-project-title')).toHaveText('buchung');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/studio-1280.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 800 });
  await page.waitForTimeout(500);
  await page.screenshot({ path: '/tmp/studio-390.png', fullPage: true });
});
