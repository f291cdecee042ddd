/**
 * Codes for phones (issue #33, item 1): every QR code the app shows, at its longest content, still
 * decodes when a phone's view of it is imitated: the code's pixels as the screen draws them (an
 * element screenshot at 1280 px), scaled to 40 % and blurred by 1 px, read by jsQR (the decoder the
 * app ships, not the generator). Each can be enlarged in the page (Escape closes, focus returns), each
 * module is at least 0.5 mm on paper, and settings links are real links with a copy button.
 */
import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { axe, openControlled } from './support.ts';

/** An HTTPS address as long as a course's published copy may have (the door sheet's and the links' site). */
const ADDRESS = 'https://kursleitung-beispiel.github.io/offline-sandbox-werkstatt-2026/';
/** A name of the longest allowed length (80), with umlauts and a dash, which the link percent-encodes. */
const NAME = 'Übung 12: Fehler bei der Wohnsitzanmeldung – verlorene Antworten für alle Gruppe';
/** The longest name a card takes (cards/card-code.ts, NAME_MAX). */
const CARD_NAME = 'Zoë-Charlotte Müller-Lüdenscheidt, Tisch';

/** 1 mm in CSS px (96 dpi). */
const PX_PER_MM = 96 / 25.4;

interface PhoneRead {
  text: string | null;
  /** CSS px a module on the screen. */
  modulePx: number;
  modules: number;
}

/** Reads a code as a phone would see it: its screen pixels scaled to 40 % and blurred by 1 px, then jsQR. */
async function phoneRead(context: BrowserContext, code: Locator): Promise<PhoneRead> {
  await code.scrollIntoViewIfNeeded();
  const png = await code.screenshot();
  const box = (await code.boundingBox()) as { width: number };
  const modules = Number(await code.getAttribute('data-modules'));
  const scratch = await context.newPage();
  try {
    await scratch.addScriptTag({ path: 'node_modules/jsqr/dist/jsQR.js' });
    const text = await scratch.evaluate(
      async (source) => {
        const decode = (
          window as unknown as { jsQR: (d: Uint8ClampedArray, w: number, h: number) => { data: string } | null }
        ).jsQR;
        const image = new Image();
        image.src = source;
        await image.decode();
        const width = Math.round(image.width * 0.4);
        const height = Math.round(image.height * 0.4);
        const canvas = document.createElement('canvas');
        canvas.width = width + 4;
        canvas.height = height + 4;
        const context = canvas.getContext('2d') as CanvasRenderingContext2D;
        context.fillStyle = '#fff';
        context.fillRect(0, 0, canvas.width, canvas.height);
        context.filter = 'blur(1px)';
        context.drawImage(image, 2, 2, width, height);
        return decode(context.getImageData(0, 0, canvas.width, canvas.height).data, canvas.width, canvas.height)?.data;
      },
      `data:image/png;base64,${png.toString('base64')}`,
    );
    return { text: text ?? null, modulePx: box.width / modules, modules };
  } finally {
    await scratch.close();
  }
}

/** Opens a list's code in its dialog ("Show the QR code"), answers the code drawn there. */
async function shown(page: Page, button: string | RegExp): Promise<Locator> {
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: button }).click();
  const dialog = page.locator('dialog[open]');
  await expect(dialog).toBeVisible();
  return dialog.locator('svg.qr-image');
}

/**
 * A code's module on paper, in mm (print media, CSS px at 96 dpi). A code its page does not print (the
 * hand-in: the printed report card is the card) is measured as a copy at the end of the page.
 */
async function printedModuleMm(page: Page, code: Locator): Promise<number> {
  await page.emulateMedia({ media: 'print' });
  try {
    const width = await code.evaluate((svg) => {
      if (svg.getBoundingClientRect().width > 0) return svg.getBoundingClientRect().width;
      const copy = svg.cloneNode(true) as SVGSVGElement;
      document.body.append(copy);
      const printed = copy.getBoundingClientRect().width;
      copy.remove();
      return printed;
    });
    return width / Number(await code.getAttribute('data-modules')) / PX_PER_MM;
  } finally {
    await page.emulateMedia({ media: 'screen' });
  }
}

/** Notes a measured figure in the report (and the log), so the sizes can be quoted. */
function note(kind: string, read: PhoneRead, mm: number) {
  const text = `${kind}: ${read.modules} modules with the quiet zone, ${read.modulePx.toFixed(2)} px a module on screen, ${mm.toFixed(2)} mm in print, ${read.text === null ? 'not decoded' : 'decoded'} at 40 % + 1 px blur`;
  test.info().annotations.push({ type: 'qr', description: text });
  console.log(text);
}

/** The settings-link form with every setting at its longest. */
async function makeLongestLink(page: Page): Promise<string> {
  await page.goto('./#/raum/links');
  await page.getByLabel('Name der Übung').fill(NAME);
  await page.getByLabel('Fehler', { exact: true }).selectOption('lost-answer');
  await page.getByRole('radio', { name: 'bei einem Anteil der Anfragen' }).check();
  await page.getByLabel('Anteil der Anfragen in Prozent').fill('100');
  await page.getByLabel('Zusätzliche Wartezeit in Millisekunden').fill('10000');
  await page.getByLabel('Dazu zufällig bis zu Millisekunden').fill('10000');
  await page.getByLabel('Startwert des Zufalls').fill('2147483647');
  await page.getByRole('radio', { name: 'nur Agenten-Verbindungen' }).check();
  await page.getByLabel('Uhr vorstellen um Minuten').fill('1380');
  await page.getByLabel('Szenario', { exact: true }).selectOption('nearly-full');
  await page.getByRole('button', { name: 'Link erstellen' }).click();
  await expect(page.getByTestId('made-link')).toHaveCount(1);
  return (await page.getByTestId('made-link-url').textContent()) ?? '';
}

test.describe('codes for phones', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  test('the door sheet, a settings link with every setting, the scenario file and a report card each decode at phone quality, at least 0.5 mm a module in print', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await openControlled(page, './#/raum');
    await page.getByLabel('Adresse, die die Teilnehmenden öffnen').fill(ADDRESS);
    const door = page.getByTestId('door-sheet').locator('svg.qr-image');
    const doorRead = await phoneRead(context, door);
    note('door sheet', doorRead, await printedModuleMm(page, door));
    expect(doorRead.text).toBe(ADDRESS);

    const link = await makeLongestLink(page);
    expect(link.startsWith(`${ADDRESS}#/uebung?v=1&name=`)).toBe(true);
    expect(link).toContain('fault=lost-answer&when=rate&rate=100&latency=10000&jitter=10000&seed=2147483647');
    // The list draws its codes on paper; on screen each is shown large on request.
    const linkOnPaper = page.getByTestId('made-link').locator('svg.qr-image.print-only');
    await expect(linkOnPaper).toBeHidden();
    const linkRead = await phoneRead(context, await shown(page, `QR-Code zeigen: ${NAME}`));
    await page.keyboard.press('Escape');
    note(`settings link (${link.length} characters)`, linkRead, await printedModuleMm(page, linkOnPaper));
    expect(linkRead.text).toBe(link);

    // The scenario file's code, on the Material part, leads to the door sheet's address too.
    await page.goto('./#/buergerservice/werkstatt/material');
    const scenarioOnPaper = page.getByTestId('scenario-codes').locator('svg.qr-image.print-only').first();
    const scenarioRead = await phoneRead(context, await shown(page, /^QR-Code zeigen: Inhalte-Werkstatt/));
    await page.keyboard.press('Escape');
    note('scenario file', scenarioRead, await printedModuleMm(page, scenarioOnPaper));
    expect(scenarioRead.text).toBe(`${ADDRESS}#/import?from=scenarios%2Fcontent-workshop.sandbox`);

    await page.goto('./#/buergerservice/werkstatt');
    await expect(page.getByTestId('fault-form')).toBeVisible();
    await page.goto('./#/zeugnis');
    const refresh = page.getByRole('button', { name: 'Neu prüfen' });
    await refresh.click();
    await expect(refresh).toBeEnabled();
    await page.getByLabel('Name auf der Raumtafel').fill(CARD_NAME);
    await page.getByRole('button', { name: 'Code zeigen' }).click();
    const card = page.getByTestId('card-qr');
    const cardText = (await card.getAttribute('data-text')) as string;
    const cardRead = await phoneRead(context, card);
    note(`report card (${cardText.length} characters)`, cardRead, await printedModuleMm(page, card));
    expect(cardRead.text).toBe(cardText);

    for (const read of [doorRead, linkRead, scenarioRead, cardRead]) expect(read.modulePx).toBeGreaterThanOrEqual(7.5);
    for (const mm of test.info().annotations.map((a) => Number(/([\d.]+) mm/.exec(a.description ?? '')?.[1]))) {
      expect(mm).toBeGreaterThanOrEqual(0.5);
    }
  });

  test('each code enlarges in the page for across the table: still decodes, Escape closes, focus returns; German and English, axe clean', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await openControlled(page, './#/raum');
    await page.getByLabel('Adresse, die die Teilnehmenden öffnen').fill(ADDRESS);
    const inline = await page.getByTestId('door-sheet').locator('svg.qr-image').boundingBox();
    const enlarge = page.getByRole('button', { name: 'Code vergrößern: QR-Code der Adresse' });
    await enlarge.click();
    const dialog = page.getByRole('dialog', { name: 'QR-Code der Adresse' });
    await expect(dialog).toBeVisible();
    const big = dialog.locator('svg.qr-image');
    const bigBox = (await big.boundingBox()) as { width: number };
    expect(bigBox.width).toBeGreaterThan((inline as { width: number }).width * 1.5);
    expect((await phoneRead(context, big)).text).toBe(ADDRESS);
    expect(await axe(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(enlarge).toBeFocused();

    // In English, at 390 px, on the settings links: the dialog fits the screen; Close closes it.
    await page.locator('.lang-switch').click();
    await page.setViewportSize({ width: 390, height: 844 });
    const link = await (async () => {
      await page.goto('./#/raum/links');
      await page.getByLabel('Name of the exercise').fill(NAME);
      await page.getByRole('button', { name: 'Make the link' }).click();
      return (await page.getByTestId('made-link-url').textContent()) ?? '';
    })();
    const open = page.getByRole('button', { name: `Show the QR code: ${NAME}` });
    await open.click();
    const english = page.getByRole('dialog', { name: NAME });
    await expect(english).toContainText('Large, to scan from across the table. Escape closes.');
    const box = (await english.locator('svg.qr-image').boundingBox()) as { x: number; width: number };
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await english.locator('svg.qr-image').getAttribute('aria-label')).toBe(NAME);
    expect(await axe(page)).toEqual([]);
    await english.getByRole('button', { name: 'Close' }).click();
    await expect(english).toBeHidden();
    await expect(open).toBeFocused();
    expect(link).toContain('#/uebung?v=1&name=');
  });

  test('a settings link is a real link with a copy button that says when it copied', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openControlled(page, './#/raum/links');
    await page.getByLabel('Name der Übung').fill('Übung 1: zu viele Anfragen');
    await page.getByRole('button', { name: 'Link erstellen' }).click();
    const made = page.getByTestId('made-link');
    const url = (await made.getByTestId('made-link-url').textContent()) ?? '';
    await expect(made.getByRole('link', { name: url })).toHaveAttribute('href', url);
    await made.getByRole('button', { name: 'Link „Übung 1: zu viele Anfragen“ kopieren' }).click();
    await expect(made.getByRole('status')).toHaveText('Kopiert.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    // Printed, the links and codes stay; the buttons go.
    await page.emulateMedia({ media: 'print' });
    await expect(made.getByRole('link', { name: url })).toBeVisible();
    await expect(made.getByRole('button', { name: /kopieren/ })).toBeHidden();
    await expect(made.getByRole('button', { name: /QR-Code zeigen/ })).toBeHidden();
    await expect(made.locator('svg.qr-image.print-only')).toBeVisible();
  });
});
