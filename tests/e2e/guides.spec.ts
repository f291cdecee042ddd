/**
 * The guides people can read (issue #27, item 5): German via ?lang=de and via Accept-Language, the
 * start page's German links open German guides, each with a table of contents, a way back to the app
 * and a favicon; the flow's curl and fetch lines wrap at 1280 px; axe clean in German and English at
 * 390 and 1280 px.
 */
import { expect, type Page, test } from '@playwright/test';
import { axe, openControlled } from './support.ts';

const SHOTS = 'test-results/screenshots';
const GUIDES = [
  {
    path: 'v1/guide',
    de: 'Bürgerservice-Demo-API (fiktiv)',
    en: 'Municipal Demo Service API (fictional)',
    flow: 'flow',
  },
  { path: 'api/guide', de: 'Inhalts-API (Sandbox)', en: 'Content API (sandbox)', flow: 'example' },
] as const;

/** Nothing of the page is wider than the window: not the page, not a line of a code block. */
async function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const wide: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth) wide.push('page');
    for (const pre of document.querySelectorAll('pre')) {
      if (pre.scrollWidth > pre.clientWidth) wide.push(pre.id || pre.textContent?.slice(0, 30) || 'pre');
    }
    return wide;
  });
}

for (const guide of GUIDES) {
  test(`${guide.path} in German via ?lang=de: contents, the way back, a favicon, flow lines that wrap at 1280 px`, async ({
    page,
  }) => {
    await openControlled(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    const answer = await page.goto(`${guide.path}?lang=de`);
    expect(answer?.headers()['content-language']).toBe('de');
    expect(answer?.headers().vary).toBe('Accept-Language');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(guide.de);
    // The table of contents leads to its sections.
    const contents = page.getByRole('navigation', { name: 'Inhalt' });
    // More than eight links: a ninth is there (a web-first wait, not a count taken once).
    await expect(contents.getByRole('link').nth(8)).toBeAttached();
    await contents.getByRole('link', { name: 'Fehler', exact: true }).click();
    await expect(page).toHaveURL(/#errors$/);
    // The favicon is served.
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    const iconAnswer = await page.request.get(icon ?? '');
    expect(iconAnswer.status()).toBe(200);
    expect(iconAnswer.headers()['content-type']).toContain('image/png');
    // Real curl and fetch lines, wrapped, not cut off.
    await expect(page.locator(`#${guide.flow}-curl-lines`)).toContainText('curl -i -X POST "http://127.0.0.1:');
    await expect(page.locator(`#${guide.flow}-fetch-lines`)).toContainText(`await fetch(\`\${BASE}`);
    expect(await overflow(page)).toEqual([]);
    await page.locator(`#${guide.flow}-curl-lines`).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/guide-${guide.flow}-1280-de.png` });
    // The language link and the way back to the app.
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(guide.en);
    await page.getByRole('link', { name: '← Back to the app' }).click();
    await expect(page.getByTestId('backend-status')).toHaveAttribute('data-state', 'active');
  });
}

test.describe('with a German browser', () => {
  test.use({ locale: 'de-DE' });

  test('the guides are German by Accept-Language, and English when asked with ?lang=en', async ({ page }) => {
    await openControlled(page);
    for (const guide of GUIDES) {
      await page.goto(guide.path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(guide.de);
      await page.goto(`${guide.path}?lang=en`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(guide.en);
    }
  });
});

test('the start page’s German guide links open German guides, and its English ones English guides', async ({
  page,
}) => {
  await openControlled(page);
  await page.getByRole('link', { name: 'Anleitung Bürgerservice-API' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(GUIDES[0].de);
  await page.goBack();
  await page.getByRole('link', { name: 'Anleitung Inhalts-API' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(GUIDES[1].de);
  await page.goBack();
  await page.getByRole('button', { name: 'Switch to English' }).click();
  await page.getByRole('link', { name: 'Municipal API guide' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(GUIDES[0].en);
});

for (const guide of GUIDES) {
  for (const lang of ['de', 'en'] as const) {
    test(`${guide.path} in ${lang} is axe clean at 390 and 1280 px, with no line wider than the window`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await openControlled(page);
      await page.goto(`${guide.path}?lang=${lang}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        expect(await axe(page), `${guide.path} ${lang} ${width}`).toEqual([]);
        expect(await overflow(page), `${guide.path} ${lang} ${width}`).toEqual([]);
        await page.screenshot({ path: `${SHOTS}/guide-${guide.flow}-${width}-${lang}.png` });
      }
    });
  }
}
