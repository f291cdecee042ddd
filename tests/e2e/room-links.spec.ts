/**
 * The room as one (issue #28, items 1, 2 and 4): a settings link made in the Workshop sets another
 * device's world after a confirmation there, a second link replaces the first; the door sheet warns
 * about an address other devices cannot use before it prints, and prints alone in the participants'
 * voice; the Workshop is in the navigation and no part of it is longer than about two screens.
 */
import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { openControlled, openedWorldToken } from './support.ts';

/** The tab's world's local id, or null while the tab has none. */
const tabWorld = (page: Page) => page.evaluate(() => sessionStorage.getItem('sandbox.municipal.world'));

/** Calls the API from inside the page, as a participant's frontend would. */
function call(page: Page, method: string, path: string, token: string) {
  return page.evaluate(
    async ({ method, path, token }) => {
      const res = await fetch(path, { method, headers: { authorization: `Bearer ${token}` } });
      return { status: res.status, body: await res.json() };
    },
    { method, path, token },
  );
}

/** Composes a settings link on the Workshop's "Settings links" part and answers the link made. */
async function makeLink(page: Page, fill: (page: Page) => Promise<void>): Promise<string> {
  await page.getByTestId('workshop-nav').getByRole('link', { name: 'Einstellungs-Links' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Einstellungs-Links' })).toBeVisible();
  const before = await page.getByTestId('made-link').count();
  await fill(page);
  await page.getByRole('button', { name: 'Link erstellen' }).click();
  await expect(page.getByTestId('made-link')).toHaveCount(before + 1);
  return (await page.getByTestId('made-link-url').first().textContent()) ?? '';
}

/** Opens a settings link on a device and confirms it there. */
async function openAndConfirm(page: Page, link: string, name: string): Promise<void> {
  await page.goto(link);
  await expect(page.getByTestId('exercise-name')).toHaveText(`Übung: ${name}`);
  await page.getByRole('button', { name: 'Einstellungen übernehmen' }).click();
  await expect(page.getByTestId('exercise-status')).toContainText(`Übernommen`);
  await expect(page.getByTestId('world-exercise')).toHaveText(`Übung: ${name}`);
}

test('a settings link made in the Workshop sets another device’s world after it confirms; a second link replaces the first', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await openControlled(page, './');
  // The Workshop is in the navigation and on the start page.
  await expect(page.getByRole('main').getByRole('link', { name: 'Werkstatt', exact: true })).toHaveAttribute(
    'href',
    '#/buergerservice/werkstatt',
  );
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Werkstatt' }).click();
  await expect(page.getByTestId('fault-form')).toBeVisible();
  const facilitatorWorld = await openedWorldToken(page);

  const first = await makeLink(page, async (p) => {
    await p.getByLabel('Name der Übung').fill('Übung 2: verlorene Antworten');
    await p.getByLabel('Fehler', { exact: true }).selectOption('503');
    await p.getByRole('radio', { name: 'bei einem Anteil der Anfragen' }).check();
    await p.getByLabel('Anteil der Anfragen in Prozent').fill('100');
    await p.getByLabel('Uhr vorstellen um Minuten').fill('90');
  });
  const origin = new URL(page.url()).origin;
  expect(first.startsWith(`${origin}/#/uebung?v=1&`)).toBe(true);
  expect(first).not.toContain(facilitatorWorld);
  await expect(page.getByTestId('link-status')).toHaveText('Link erstellt: „Übung 2: verlorene Antworten“.');
  // The code beside the link holds exactly the link.
  await expect(page.getByTestId('made-link').first().getByTestId('qr')).toHaveAttribute('data-text', first);

  const other: BrowserContext = await browser.newContext();
  try {
    const device = await other.newPage();
    await openControlled(device, first);
    await expect(device.getByTestId('settings-summary')).toContainText(
      '503: Dienst nicht verfügbar, bei 100 % der Anfragen',
    );
    await expect(device.getByTestId('settings-summary')).toContainText('Uhr: 1 Std. 30 Min. vorgestellt');
    // Nothing is set before the person confirms: the device has no world yet.
    expect(await tabWorld(device)).toBeNull();
    await openAndConfirm(device, first, 'Übung 2: verlorene Antworten');
    const token = await openedWorldToken(device);
    const settings = await call(device, 'GET', 'v1/sessions/current', token);
    expect(settings.body.faults).toMatchObject({ fault: '503', when: 'rate', rate: 1 });
    expect(settings.body.clock_offset_seconds).toBe(5400);
    const next = await call(device, 'GET', 'v1/drafts', token);
    expect(next).toMatchObject({ status: 503, body: { error: 'unavailable' } });

    const second = await makeLink(page, async (p) => {
      await p.getByLabel('Name der Übung').fill('Übung 3: Ruhe');
      await p.getByLabel('Fehler', { exact: true }).selectOption('none');
      await p.getByLabel('Uhr vorstellen um Minuten').fill('120');
      await p.getByLabel('Szenario', { exact: true }).selectOption('every-state');
    });
    await openAndConfirm(device, second, 'Übung 3: Ruhe');
    const replaced = await call(device, 'GET', 'v1/sessions/current', token);
    expect(replaced.body.faults.fault).toBe('none');
    expect(replaced.body.clock_offset_seconds).toBe(7200);
    expect(replaced.body.scenario).toBe('every-state');
    const cases = await call(device, 'GET', 'v1/drafts', token);
    expect(cases.status).toBe(200);
    expect(cases.body.cases).toHaveLength(5);

    // The room's list keeps both links, newest first, across a reload.
    await page.reload();
    await expect(page.getByTestId('made-link').locator('h3')).toHaveText([
      'Übung 3: Ruhe',
      'Übung 2: verlorene Antworten',
    ]);
  } finally {
    await other.close();
  }
});

test('a foreign, old or damaged settings link is refused with a clear message and changes nothing', async ({
  page,
}) => {
  await openControlled(page, './#/uebung?v=2&name=Alt');
  const refused = page.getByTestId('exercise-refused');
  await expect(refused).toContainText('anderes Format (Version 2)');
  await page.goto('./#/uebung?v=1&name=x&token=0123456789abcdef');
  await expect(refused).toContainText('„token“');
  await page.goto('./#/uebung?v=1&name=x&clock=99999');
  await expect(refused).toContainText('„clock“ ist nicht erlaubt');
  await page.locator('.lang-switch').click();
  await expect(refused).toContainText('It is damaged: “clock” is not allowed. Nothing was changed.');
  await expect(page.getByRole('button', { name: 'Apply the settings' })).toHaveCount(0);
  expect(await tabWorld(page)).toBeNull();
});

/** Decodes a PNG (a screenshot of the printed page) with jsQR, in a page of its own. */
async function decodeScreenshot(context: BrowserContext, png: Buffer): Promise<string[]> {
  const scratch = await context.newPage();
  try {
    await scratch.addScriptTag({ path: 'node_modules/jsqr/dist/jsQR.js' });
    return await scratch.evaluate(
      async (source) => {
        const decode = (
          window as unknown as {
            jsQR: (d: Uint8ClampedArray, w: number, h: number) => { data: string } | null;
          }
        ).jsQR;
        const image = new Image();
        image.src = source;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.width;
        canvas.height = image.height;
        const context = canvas.getContext('2d') as CanvasRenderingContext2D;
        context.drawImage(image, 0, 0);
        const found = decode(context.getImageData(0, 0, image.width, image.height).data, image.width, image.height);
        return found ? [found.data] : [];
      },
      `data:image/png;base64,${png.toString('base64')}`,
    );
  } finally {
    await scratch.close();
  }
}

test('the door sheet warns first about 127.0.0.1; with an HTTPS address it prints alone: the event, one code to the address, no checklist', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await page.addInitScript(() => {
    const w = window as unknown as { printed: number };
    w.printed = 0;
    window.print = () => {
      w.printed += 1;
    };
  });
  const printed = () => page.evaluate(() => (window as unknown as { printed: number }).printed);
  await openControlled(page, './#/raum');
  await expect(page.getByRole('heading', { level: 1, name: 'Türblatt' })).toBeVisible();
  await page.getByLabel('Adresse, die die Teilnehmenden öffnen').fill('http://127.0.0.1:4390/');
  await expect(page.getByTestId('address-warning')).toContainText('127.0.0.1:4390 bezeichnet auf jedem Gerät');
  // The German screen links the German room guide (issue 33).
  await expect(page.getByTestId('address-warning').getByRole('link', { name: /Raum-Anleitung/ })).toHaveAttribute(
    'href',
    '/room.de.html',
  );
  await page.getByRole('button', { name: 'Türblatt drucken' }).click();
  await expect(page.getByTestId('print-warning')).toContainText(
    'Mit dieser Adresse bekommen andere Geräte die App nicht',
  );
  expect(await printed()).toBe(0);

  const address = 'https://kurs.example/offline-sandbox/';
  await page.getByRole('button', { name: 'Adresse ändern' }).click();
  await expect(page.getByLabel('Adresse, die die Teilnehmenden öffnen')).toBeFocused();
  await page.getByLabel('Adresse, die die Teilnehmenden öffnen').fill(address);
  await page.getByLabel('Name der Veranstaltung').fill('Kurs: Verwaltung digital, 27. November');
  await page.getByLabel('WLAN').fill('Netz „Kurs“, Passwort kurs2026');
  await expect(page.getByTestId('address-warning')).toHaveCount(0);
  await page.getByRole('button', { name: 'Türblatt drucken' }).click();
  expect(await printed()).toBe(1);
  await expect(page.getByTestId('print-warning')).toHaveCount(0);

  await page.setViewportSize({ width: 794, height: 1123 });
  await page.emulateMedia({ media: 'print' });
  const text = await page.locator('body').innerText();
  expect(text).toContain('Kurs: Verwaltung digital, 27. November');
  expect(text).toContain(address);
  expect(text).toContain('Netz „Kurs“, Passwort kurs2026');
  expect(text).toContain('Bereit für die Arbeit ohne Netz');
  for (const facilitator of ['Checkliste', 'Vorher (mit Netz)', 'Türblatt', 'Für die Tür', 'Raumseite', 'Werkstatt']) {
    expect(text).not.toContain(facilitator);
  }
  await expect(page.getByTestId('qr')).toHaveCount(1);
  const shot = await page.screenshot({ fullPage: true, path: test.info().outputPath('door-sheet-print.png') });
  expect(await decodeScreenshot(context, shot)).toEqual([address]);
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).toHaveLength(1);

  // The checklist prints on its own page, without the door sheet.
  await page.emulateMedia({ media: 'screen' });
  await page.getByTestId('workshop-nav').getByRole('link', { name: 'Checkliste' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkliste für die Kursleitung' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  const checklist = await page.locator('body').innerText();
  expect(checklist).toContain('Vorher (mit Netz)');
  expect(checklist).not.toContain('Kurs: Verwaltung digital');
  await expect(page.getByTestId('qr')).toHaveCount(0);
});

const PARTS = [
  ['world', './#/buergerservice/werkstatt', 'fault-form'],
  ['exercise link', './#/uebung?v=1&name=%C3%9Cbung+1&fault=429&when=next&clock=90', 'settings-summary'],
  ['journal', './#/buergerservice/werkstatt/protokoll', 'report-card'],
  ['material', './#/buergerservice/werkstatt/material', 'transfer-heading'],
  ['settings links', './#/raum/links', 'link-form'],
  ['door sheet', './#/raum', 'door-sheet'],
  ['checklist', './#/raum/checkliste', 'room-checklist'],
] as const;

/** At most about two screens at 1280 px: 2 × 800 px and a margin. */
const MAX_HEIGHT = 2 * 800 + 200;

test('every part of the Workshop is at most about two screens at 1280 px, and axe clean in German and English at 390 and 1280 px', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await openControlled(page, './#/buergerservice/werkstatt');
  await expect(page.getByTestId('fault-form')).toBeVisible();
  // The worst case of each part: the world filled with every state, two links made.
  await page.getByRole('button', { name: 'Welt mit dem Szenario füllen' }).click();
  await page.getByTestId('workshop-confirm').getByRole('button', { name: 'Vorgänge ersetzen' }).click();
  await expect(page.getByTestId('workshop-cases').locator('li')).toHaveCount(5);
  for (const name of ['Übung 1: zu viele Anfragen', 'Übung 2: verlorene Antworten']) {
    await makeLink(page, async (p) => {
      await p.getByLabel('Name der Übung').fill(name);
      await p.getByLabel('Fehler', { exact: true }).selectOption('429');
    });
  }
  const heights: Record<string, number> = {};
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    for (const [name, path, mark] of PARTS) {
      await page.goto(path);
      const marked = mark === 'transfer-heading' ? page.locator('#transfer-heading') : page.getByTestId(mark);
      await expect(marked.first()).toBeVisible();
      if (width === 1280) {
        heights[name] = await page.evaluate(() => document.documentElement.scrollHeight);
        expect(heights[name], name).toBeLessThanOrEqual(MAX_HEIGHT);
      }
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${name} at ${width}`,
      ).toBeLessThanOrEqual(width);
      // Both languages on every part (the switch alternates them).
      for (let pass = 0; pass < 2; pass += 1) {
        if (pass === 1) await page.locator('.lang-switch').click();
        const language = await page.locator('.lang-switch').getAttribute('lang');
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        expect(results.violations.map((v) => `${name} ${width} (switch offers ${language}): ${v.id}`)).toEqual([]);
      }
    }
  }
  console.log(`Workshop parts' document height at 1280 px: ${JSON.stringify(heights)}`);
});
