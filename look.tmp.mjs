import { chromium } from '@playwright/test';

const [, , hash, out, lang = 'de', width = '1280'] = process.argv;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const page = await browser.newPage({
  viewport: { width: Number(width), height: 900 },
  locale: lang === 'de' ? 'de-DE' : 'en-US',
});
await page.goto('http://localhost:4399/');
await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20000 });
await page.goto('http://localhost:4399/' + hash);
await page.waitForTimeout(2500);
await page.screenshot({ path: out, fullPage: true });
await browser.close();
