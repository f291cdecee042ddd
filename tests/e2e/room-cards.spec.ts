/**
 * Report cards collected with no network (issue #28): three participants, each in their own browser
 * context with their own careless or careful traffic, hand in by QR code; the facilitator's Chromium
 * reads the codes through its fake camera (a Y4M video written here from the participants' own code
 * images) and the room board shows each participant's verdicts; one hands in again and their row is
 * replaced; `.card` files give the same board; the board survives a reload and exports CSV.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, chromium, expect, type Page, test } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { openControlled, openedWorldToken } from './support.ts';

test.describe.configure({ timeout: 180_000 });

type Step = [string, string, string, unknown?, Record<string, string>?];

/** Sends requests from inside a page, as a client would. */
function send(page: Page, steps: Step[]) {
  return page.evaluate(async (list) => {
    const statuses: number[] = [];
    for (const [method, path, credential, body, headers] of list) {
      const init: RequestInit = {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${credential}`, ...(headers ?? {}) },
      };
      if (body !== undefined) init.body = typeof body === 'string' ? body : JSON.stringify(body);
      const res = await fetch(path, init);
      await res.text();
      statuses.push(res.status);
    }
    return statuses;
  }, steps);
}

const WOHNGELD = { service: 'wohngeld', profile: 'anna', fields: { haushalt: 'familie', wohnung: 'miete' } };

/** Each participant's own traffic against /v1: careless, careful, or a third kind. */
const TRAFFIC: Record<string, (capability: string) => Step[]> = {
  // A lost answer retried with a new key; no wait after a 429.
  Ada: (c) => [
    ['POST', 'v1/drafts', c, WOHNGELD, { 'idempotency-key': 'ada-key-0000000001', prefer: 'fault=lost-answer' }],
    ['POST', 'v1/drafts', c, WOHNGELD, { 'idempotency-key': 'ada-key-0000000002' }],
    ['GET', 'v1/drafts', c, undefined, { prefer: 'fault=429' }],
    ['GET', 'v1/drafts', c],
  ],
  // A lost answer retried with the same key and body.
  Bruno: (c) => [
    ['POST', 'v1/drafts', c, WOHNGELD, { 'idempotency-key': 'bruno-key-000000001', prefer: 'fault=lost-answer' }],
    ['POST', 'v1/drafts', c, WOHNGELD, { 'idempotency-key': 'bruno-key-000000001' }],
  ],
  // The same invalid request four times.
  Chiara: (c) =>
    Array.from(
      { length: 4 },
      (): Step => ['POST', 'v1/drafts', c, '{"service":"x"}', { 'idempotency-key': 'chiara-key-00000001' }],
    ),
};

interface Participant {
  name: string;
  page: Page;
  capability: string;
  /** The verdicts of the participant's own report card, rule id -> verdict. */
  verdicts: Record<string, string>;
  /** The code's image as grey levels (0 black, 255 white), `size` × `size`. */
  image: { size: number; grey: number[] };
  codeText: string;
}

/** Hands in on the Report card screen: the name, the code; returns the card's verdicts and the code's image. */
async function handIn(page: Page, name: string): Promise<Omit<Participant, 'name' | 'page' | 'capability'>> {
  await page.goto('./#/zeugnis');
  const refresh = page.getByRole('button', { name: 'Neu prüfen' });
  await refresh.click();
  await expect(refresh).toBeEnabled();
  const card = page.getByTestId('report-card');
  await expect(card.locator('li[data-verdict]').first()).toBeVisible();
  const rules = card.locator('li[data-rule]');
  const verdicts: Record<string, string> = {};
  for (const rule of await rules.all()) {
    verdicts[(await rule.getAttribute('data-rule')) as string] = (await rule.getAttribute('data-verdict')) as string;
  }
  await page.getByLabel('Name auf der Raumtafel').fill(name);
  await page.getByRole('button', { name: 'Code zeigen' }).click();
  const qr = page.getByTestId('card-qr');
  await expect(qr).toBeVisible();
  const codeText = (await qr.getAttribute('data-text')) as string;
  // The code exactly as the participant's screen draws it, 8 pixels a module.
  const image = await qr.evaluate(async (svg) => {
    const box = (svg as SVGSVGElement).viewBox.baseVal;
    const size = box.width * 8;
    const img = new Image();
    img.src = `data:image/svg+xml,${encodeURIComponent(svg.outerHTML)}`;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    context.imageSmoothingEnabled = false;
    context.drawImage(img, 0, 0, size, size);
    const data = context.getImageData(0, 0, size, size).data;
    const grey: number[] = [];
    for (let i = 0; i < data.length; i += 4) grey.push(data[i] as number);
    return { size, grey };
  });
  return { verdicts, image, codeText };
}

const WIDTH = 640;
const HEIGHT = 480;

/** A Y4M video (4:2:0, grey) showing each image centred for `frames` frames, with white frames between. */
function y4m(images: Participant['image'][], frames = 15): Buffer {
  const parts: Buffer[] = [Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`)];
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  const frame = (luma: Buffer) => parts.push(Buffer.from('FRAME\n'), luma, chroma, chroma);
  for (const image of images) {
    const luma = Buffer.alloc(WIDTH * HEIGHT, 255);
    const left = Math.floor((WIDTH - image.size) / 2);
    const top = Math.floor((HEIGHT - image.size) / 2);
    for (let y = 0; y < image.size; y++) {
      for (let x = 0; x < image.size; x++)
        luma[(top + y) * WIDTH + left + x] = image.grey[y * image.size + x] as number;
    }
    for (let i = 0; i < frames; i++) frame(luma);
    for (let i = 0; i < 3; i++) frame(Buffer.alloc(WIDTH * HEIGHT, 255));
  }
  return Buffer.concat(parts);
}

/** The board as data: name -> rule id -> verdict. */
async function boardOf(page: Page): Promise<Record<string, Record<string, string>>> {
  const board: Record<string, Record<string, string>> = {};
  for (const row of await page.getByTestId('board-table').locator('tbody tr').all()) {
    const name = (await row.getAttribute('data-name')) as string;
    board[name] = {};
    for (const cell of await row.locator('td[data-verdict]').all()) {
      board[name][(await cell.getAttribute('data-rule')) as string] = (await cell.getAttribute(
        'data-verdict',
      )) as string;
    }
  }
  return board;
}

async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

let folder = '';
let facilitatorBrowser: Browser | undefined;
test.beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'room-cards-'));
});
test.afterAll(async () => {
  await facilitatorBrowser?.close();
  rmSync(folder, { recursive: true, force: true });
});

test('three participants hand in by QR; the facilitator’s camera fills the room board; a second hand-in replaces the row; .card files give the same board; it survives a reload and exports CSV', async ({
  browser,
  baseURL,
}) => {
  // Three participants, each in a browser context of their own, each with their own traffic.
  const participants: Participant[] = [];
  for (const name of Object.keys(TRAFFIC)) {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await openControlled(page, './#/buergerservice/werkstatt');
    const capability = await openedWorldToken(page);
    // The participant's own client: a page of the origin beside the app (the app's own requests are never judged).
    const client = await context.newPage();
    await client.goto('./room.html');
    await client.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await send(client, (TRAFFIC[name] as (c: string) => Step[])(capability));
    participants.push({ name, page, capability, ...(await handIn(page, name)) });
  }
  const [ada, bruno, chiara] = participants as [Participant, Participant, Participant];
  // Their cards differ.
  expect(ada.verdicts['municipal.idempotent-retry']).toBe('broken');
  expect(bruno.verdicts['municipal.idempotent-retry']).toBe('kept');
  expect(chiara.verdicts['any.invalid-repeated']).toBe('broken');
  for (const participant of participants) {
    expect(participant.codeText).toMatch(/^SBC1:[0-9A-Z $%*+\-./:]+$/);
    expect(participant.codeText).not.toContain(participant.capability);
  }

  // The facilitator: a Chromium of its own whose camera plays a video of the three codes.
  const video = join(folder, 'codes.y4m');
  writeFileSync(video, y4m(participants.map((participant) => participant.image)));
  facilitatorBrowser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  const facilitatorContext = await facilitatorBrowser.newContext({ baseURL, serviceWorkers: 'allow', locale: 'de-DE' });
  const facilitator = await facilitatorContext.newPage();
  const scripts: string[] = [];
  facilitator.on('request', (request) => {
    if (request.url().endsWith('.js')) scripts.push(request.url());
  });
  await openControlled(facilitator, './#/raum/karten');
  await expect(facilitator.getByRole('heading', { name: 'Zeugnisse einsammeln' })).toBeVisible();
  // The decoder is loaded only when the camera starts (and only where the browser reads no QR itself).
  expect(scripts.filter((url) => url.includes('/jsQR-'))).toEqual([]);
  await facilitator.getByRole('button', { name: 'Kamera starten' }).click();
  const decoder = facilitator.getByTestId('collect-decoder');
  await expect(decoder).toBeVisible();
  if ((await decoder.getAttribute('data-decoder')) === 'library') {
    expect(scripts.filter((url) => url.includes('/jsQR-'))).toHaveLength(1);
  }
  const rows = facilitator.getByTestId('board-table').locator('tbody tr');
  await expect(rows).toHaveCount(3, { timeout: 30_000 });
  // Each row's verdicts equal that participant's own card.
  expect(await boardOf(facilitator)).toEqual({
    Ada: ada.verdicts,
    Bruno: bruno.verdicts,
    Chiara: chiara.verdicts,
  });
  // The number of participants per verdict for a rule.
  const retryTotal = facilitator.locator('td[data-testid="board-total"][data-rule="municipal.idempotent-retry"]');
  await expect(retryTotal.locator('li[data-verdict="broken"]')).toHaveAttribute('data-count', '1');
  await facilitator.getByRole('button', { name: 'Kamera beenden' }).click();

  // Ada learns and hands in again: her row is replaced and says when the first was handed in.
  await ada.page.waitForTimeout(1100); // a card's time is to the second
  const adaClient = await ada.page.context().newPage();
  await adaClient.goto('./room.html');
  await adaClient.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await send(adaClient, [['GET', 'v1/drafts', ada.capability]]);
  const again = await handIn(ada.page, 'Ada');
  expect(again.codeText).not.toBe(ada.codeText);
  writeFileSync(video, y4m([again.image]));
  await facilitator.getByRole('button', { name: 'Kamera starten' }).click();
  await expect(facilitator.getByTestId('collect-notes')).toContainText('Zeugnis von Ada ersetzt die Abgabe von', {
    timeout: 30_000,
  });
  await facilitator.getByRole('button', { name: 'Kamera beenden' }).click();
  await expect(rows).toHaveCount(3);
  await expect(facilitator.locator('tr[data-name="Ada"]').getByTestId('board-again')).toBeVisible();
  // Said plainly: the card came again and replaced the earlier one (issue 33).
  await expect(facilitator.locator('tr[data-name="Ada"]').getByTestId('board-again')).toContainText(
    /\(neu abgegeben; ersetzt das Zeugnis von \d\d:\d\d:\d\d\)/,
  );
  const cameraBoard = await boardOf(facilitator);
  expect(cameraBoard.Ada).toEqual(again.verdicts);

  // A rule opens its advice and guide section.
  await facilitator.getByRole('button', { name: 'Wiederholung mit gleichem Schlüssel' }).click();
  const panel = facilitator.getByTestId('board-rule');
  await expect(panel).toContainText('Was zu tun ist');
  await expect(panel.getByRole('link', { name: 'Abschnitt im Leitfaden' })).toHaveAttribute(
    'href',
    /v1\/guide#rule-municipal-idempotent-retry$/,
  );

  // Survives a reload; exports CSV with one line per participant.
  await facilitator.reload();
  await expect(rows).toHaveCount(3);
  expect(await boardOf(facilitator)).toEqual(cameraBoard);
  const csvDownload = facilitator.waitForEvent('download');
  await facilitator.getByRole('button', { name: 'CSV herunterladen' }).click();
  const csv = readFileSync((await (await csvDownload).path()) as string, 'utf8')
    .trimEnd()
    .split('\r\n');
  expect(csv).toHaveLength(4);
  expect(csv.slice(1).map((line) => line.split(',')[0])).toEqual(['Ada', 'Bruno', 'Chiara']);

  // axe: the room page with the board, in German and English, at 390 and 1280 px; the same for hand-in.
  for (const width of [390, 1280]) {
    await facilitator.setViewportSize({ width, height: 900 });
    await ada.page.setViewportSize({ width, height: 900 });
    for (const language of ['de', 'en']) {
      if (language === 'en') {
        await facilitator.locator('.lang-switch').click();
        await ada.page.locator('.lang-switch').click();
      }
      await expect(facilitator.getByTestId('board-table')).toBeVisible();
      await expectAxeClean(facilitator);
      await expectAxeClean(ada.page);
      await facilitator.screenshot({
        path: join('test-results', `room-board-${language}-${width}.png`),
        fullPage: true,
      });
      await ada.page.screenshot({ path: join('test-results', `hand-in-${language}-${width}.png`), fullPage: true });
      if (language === 'en') {
        await facilitator.locator('.lang-switch').click();
        await ada.page.locator('.lang-switch').click();
      }
    }
  }

  // `.card` files, several at once, give the same board on another device.
  const files: string[] = [];
  for (const participant of participants) {
    await participant.page.goto('./#/zeugnis');
    await participant.page.getByLabel('Name auf der Raumtafel').fill(participant.name);
    await participant.page.getByRole('button', { name: 'Code zeigen' }).click();
    const download = participant.page.waitForEvent('download');
    await participant.page.getByRole('button', { name: 'Als Datei speichern (.card)' }).click();
    const path = join(folder, (await download).suggestedFilename());
    await (await download).saveAs(path);
    files.push(path);
  }
  const other = await browser.newContext({ baseURL });
  const second = await other.newPage();
  await openControlled(second, './#/raum/karten');
  await second.getByLabel('.card-Dateien laden').setInputFiles(files);
  await expect(second.getByTestId('board-table').locator('tbody tr')).toHaveCount(3);
  const fileBoard = await boardOf(second);
  expect(fileBoard).toEqual(cameraBoard);

  // Cleared only on request, after the in-page question; "keep" keeps it.
  await second.getByRole('button', { name: 'Tafel leeren' }).click();
  await expect(second.getByRole('heading', { name: 'Raumtafel leeren?' })).toBeFocused();
  await second.getByRole('button', { name: 'Nein, behalten' }).click();
  await expect(second.getByTestId('board-table').locator('tbody tr')).toHaveCount(3);
  await second.getByRole('button', { name: 'Tafel leeren' }).click();
  await second.getByRole('button', { name: 'Ja, Tafel leeren' }).click();
  await expect(second.getByTestId('room-board')).toContainText('Die Raumtafel ist leer.');
  await second.reload();
  await expect(second.getByTestId('room-board')).toContainText('Noch keine Zeugnisse eingesammelt.');
  // The camera's board, on the other device, is untouched.
  await facilitator.reload();
  await expect(rows).toHaveCount(3);
});
