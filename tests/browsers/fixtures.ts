/**
 * The flows' test function: `driver` is a fresh browser of the project's engine (playwright.config.ts
 * has one project per engine over this folder), `site` the URL of the built app.
 */
import { test as base, type Browser as ChromiumBrowser } from '@playwright/test';
import type { Browser as FirefoxBrowser } from 'puppeteer-core';
import type { Driver, EngineName } from './driver.ts';
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

export const test = base.extend<{ driver: Driver; site: string }, EngineOptions & WorkerBrowsers>({
  engine: ['chromium', { option: true, scope: 'worker' }],
  // One WebKitWebDriver (and X server) per test worker; a new MiniBrowser per test.
  webkit: [
    async ({ engine }, use) => {
      const service = engine === 'webkit' ? await startWebKitService() : null;
      await use(service);
      await service?.stop();
    },
    { scope: 'worker' },
  ],
  // One Firefox per test worker; a new user context per test.
  firefox: [
    async ({ engine }, use) => {
      const browser = engine === 'firefox' ? await startFirefox() : null;
      await use(browser);
      await browser?.close();
    },
    { scope: 'worker' },
  ],
  // One Chromium per test worker; a new context per test.
  chromium: [
    async ({ engine }, use) => {
      const browser = engine === 'chromium' ? await startChromium() : null;
      await use(browser);
      await browser?.close();
    },
    { scope: 'worker' },
  ],
  driver: async ({ engine, webkit, firefox, chromium }, use, testInfo) => {
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
