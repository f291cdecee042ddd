/** Chromium through Playwright (Debian's chromium; Playwright cannot download its own here). */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium.mjs';
import type { Driver, PageFunction } from '../driver.ts';

export async function launchChromium(): Promise<Driver> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const page = await browser.newPage({ serviceWorkers: 'allow', viewport: { width: 1024, height: 768 } });
  return {
    engine: 'chromium',
    goto: async (url) => void (await page.goto(url)),
    reload: async () => void (await page.reload()),
    evaluate: <A, R>(fn: PageFunction<A, R>, arg: A) =>
      page.evaluate(fn as (arg: unknown) => R | Promise<R>, arg as unknown) as Promise<R>,
    screenshot: async (path) => void (await page.screenshot({ path })),
    close: () => browser.close(),
  };
}
