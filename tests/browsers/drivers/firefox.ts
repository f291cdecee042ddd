/**
 * Firefox ESR (Debian's firefox-esr) over WebDriver BiDi with puppeteer-core 24 (25 needs Node 22).
 * Each launch has a new temporary profile, so every test starts with no worker and no data.
 */
import puppeteer from 'puppeteer-core';
import type { Driver, PageFunction } from '../driver.ts';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

export async function launchFirefox(): Promise<Driver> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    protocol: 'webDriverBiDi',
    defaultViewport: { width: 1024, height: 768 },
  });
  const page = await browser.newPage();
  return {
    engine: 'firefox',
    goto: async (url) => void (await page.goto(url, { waitUntil: 'load' })),
    reload: async () => void (await page.reload({ waitUntil: 'load' })),
    evaluate: <A, R>(fn: PageFunction<A, R>, arg: A) =>
      page.evaluate(fn as (arg: unknown) => Promise<R>, arg as unknown) as Promise<R>,
    screenshot: async (path) => void (await page.screenshot({ path: path as `${string}.png` })),
    close: () => browser.close(),
  };
}
