/**
 * Chromium through Playwright (Debian's chromium; Playwright cannot download its own here). One
 * browser per test worker; each test gets a new context (its own storage and service workers).
 */
import { type Browser, chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium.mjs';
import type { Driver, PageFunction } from '../driver.ts';

export function startChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export async function launchChromium(browser: Browser): Promise<Driver> {
  const context = await browser.newContext({
    serviceWorkers: 'allow',
    locale: 'de-DE',
    viewport: { width: 1024, height: 768 },
  });
  const page = await context.newPage();
  return {
    engine: 'chromium',
    goto: async (url) => void (await page.goto(url)),
    reload: async () => void (await page.reload()),
    evaluate: <A, R>(fn: PageFunction<A, R>, arg: A) =>
      page.evaluate(fn as (arg: unknown) => R | Promise<R>, arg as unknown) as Promise<R>,
    screenshot: async (path) => void (await page.screenshot({ path })),
    close: () => context.close(),
  };
}
