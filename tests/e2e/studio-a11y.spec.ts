/**
 * The studio screen (issue 32) passes axe (WCAG 2.2 AA) and does not shift its layout (CLS < 0.1), in
 * German and English, at 390 and 1280 px: the project list and a project with editor and preview.
 */
import { expect, type Page, test } from '@playwright/test';
import { axe, openControlled } from './support.ts';

async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __cls: { sum: number } }).__cls.sum);
}

test('axe 0 and layout shift < 0.1 on the studio, in both languages at 390 and 1280 px', async ({ page }) => {
  test.setTimeout(180_000);
  await page.addInitScript(() => {
    const state = { sum: 0 };
    (window as unknown as { __cls: typeof state }).__cls = state;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) state.sum += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await openControlled(page, './#/studio');
  await page.getByLabel('Name des Projekts').fill('pruefen');
  await page.getByTestId('studio-create').click();
  await expect(page.getByTestId('studio-project-title')).toHaveText('pruefen');

  for (const language of ['de', 'en'] as const) {
    await page.evaluate((value) => localStorage.setItem('sandbox.lang', value), language);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const [address, ready] of [
        ['./#/studio', 'studio-projects'],
        ['./#/studio/pruefen', 'studio-editor'],
      ] as const) {
        await page.goto(address);
        await page.reload();
        await expect(page.getByTestId(ready)).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        // A moment for late content (the preview, the completion paths) to arrive.
        await page.waitForTimeout(500);
        expect(await axe(page), `${address} ${language} ${width}`).toEqual([]);
        expect(await layoutShift(page), `${address} ${language} ${width}`).toBeLessThan(0.1);
      }
    }
  }
});
