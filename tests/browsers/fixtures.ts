/**
 * The flows' test function: `driver` is a fresh browser of the project's engine (playwright.config.ts
 * has one project per engine over this folder), `site` the URL of the built app.
 */
import { test as base, type Browser as ChromiumBrowser } from '@playwright/test';
import type { Browser as FirefoxBrowser } from 'puppeteer-core';
import { type Driver, type EngineName, noteTestStart } from './driver.ts';
import { launchChromium, startChromium } from './drivers/chromium.ts';
import { launchFirefox, startFirefox } from './drivers/firefox.ts';
import { launchWebKit, startWebKitService, type WebKitService } from './drivers/webkit.ts';

export interface EngineOptions {
  engine: EngineName;
}

/** The browsers a test worker keeps: only its engine's is started, the others stay null. */
interface WorkerBrowsers {
  chromium: ChromiumBrowser | null;
  firefox: FirefoxBrowser | null;
  webkit: WebKitService | null;
}

/** A worker-scoped fixture that holds `start()`'s browser when the project's engine is `wanted`, else null. */
function keptFor<T>(
  wanted: EngineName,
  start: () => Promise<T>,
  stop: (kept: T) => Promise<void>,
): [(options: EngineOptions, use: (kept: T | null) => Promise<void>) => Promise<void>, { scope: 'worker' }] {
  return [
    async ({ engine }: EngineOptions, use: (kept: T | null) => Promise<void>) => {
      const kept = engine === wanted ? await start() : null;
      await use(kept);
      if (kept !== null) await stop(kept);
    },
    { scope: 'worker' },
  ];
}

export const test = base.extend<{ driver: Driver; site: string }, EngineOptions & WorkerBrowsers>({
  engine: ['chromium', { option: true, scope: 'worker' }],
  // One browser (for WebKit: one WebKitWebDriver under its X server) per test worker, started only
  // for the project's engine; each test gets a new context of it (see the drivers).
  chromium: keptFor('chromium', startChromium, (browser) => browser.close()),
  firefox: keptFor('firefox', startFirefox, (browser) => browser.close()),
  webkit: keptFor('webkit', startWebKitService, (service) => service.stop()),
  driver: async ({ engine, webkit, firefox, chromium }, use, testInfo) => {
    noteTestStart();
    const driver =
      engine === 'firefox' && firefox
        ? await launchFirefox(firefox)
        : engine === 'webkit' && webkit
          ? await launchWebKit(webkit)
          : chromium
            ? await launchChromium(chromium)
            : null;
    if (!driver) throw new Error(`no browser for the engine ${engine}`);
    try {
      await use(driver);
    } finally {
      if (testInfo.status !== testInfo.expectedStatus) {
        await driver.screenshot(testInfo.outputPath('failed.png')).catch(() => {});
      }
      await driver.close();
    }
  },
  site: async ({ baseURL }, use) => {
    if (!baseURL) throw new Error('baseURL is not set (playwright.config.ts)');
    await use(baseURL);
  },
});

export { expect } from '@playwright/test';
