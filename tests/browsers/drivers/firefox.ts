/**
 * Firefox ESR (Debian's firefox-esr) over WebDriver BiDi with puppeteer-core 24 (25 needs Node 22).
 * One browser per test worker; each test gets a new user context (its own cookies, storage and
 * service workers), so every test starts with no worker and no data, without a 5 s browser start.
 */
import puppeteer, { type Browser } from 'puppeteer-core';
import type { Driver, PageFunction } from '../driver.ts';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

export function startFirefox(): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    protocol: 'webDriverBiDi',
    defaultViewport: { width: 1024, height: 768 },
    // A German browser: the app follows the browser's languages on a first visit (issue 33).
    extraPrefsFirefox: { 'intl.accept_languages': 'de-DE, de' },
  });
}

export async function launchFirefox(browser: Browser): Promise<Driver> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  return {
    engine: 'firefox',
    goto: async (url) => void (await page.goto(url, { waitUntil: 'load' })),
    reload: async () => void (await page.reload({ waitUntil: 'load' })),
    evaluate: <A, R>(fn: PageFunction<A, R>, arg: A) =>
      page.evaluate(fn as (arg: unknown) => Promise<R>, arg as unknown) as Promise<R>,
    screenshot: async (path) => void (await page.screenshot({ path: path as `${string}.png` })),
    close: () => context.close(),
  };
}
