/**
 * Issue 20: no layout shift. Layout-shift entries (PerformanceObserver, without recent input) summed per
 * screen, on a fresh load and on arrival by in-app navigation, at 1280 and 390 px: each below 0.1.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { openControlled, worldToken } from './support.ts';

const LIMIT = 0.1;
/** Long enough for late answers (catalogue, slots, status line, storage estimate) to arrive. */
const SETTLE_MS = 2_000;

const SCREENS: Array<[name: string, route: string]> = [
  ['start', '/'],
  ['catalogue', '/buergerservice'],
  ['form', '/buergerservice/antrag/termin'],
  ['my cases', '/buergerservice/vorgaenge'],
  ['agents', '/buergerservice/agenten'],
  ['workshop', '/buergerservice/werkstatt'],
  ['content', '/inhalte'],
  ['greeting', '/gruesse'],
  ['local tools', '/werkzeuge'],
  ['inspector', '/inspektor'],
];

/** Counts layout shifts from the start of every document (buffered), with what moved. */
async function observeShifts(page: Page) {
  await page.addInitScript(() => {
    const state = { sum: 0, shifts: [] as Array<{ value: number; moved: string[] }> };
    (window as unknown as { __cls: typeof state }).__cls = state;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node | null }> }
      >) {
        if (entry.hadRecentInput) continue;
        state.sum += entry.value;
        state.shifts.push({
          value: Math.round(entry.value * 1000) / 1000,
          moved: (entry.sources ?? []).map((source) => {
            const node = source.node as Element | null | undefined;
            const s = source as unknown as { previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
            const name = node
              ? `${node.nodeName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${node.className || ''}`
              : '?';
            return `${name}@${Math.round(s.previousRect.y)}->${Math.round(s.currentRect.y)}`;
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

function readShifts(page: Page) {
  return page.evaluate(() => (window as unknown as { __cls: { sum: number; shifts: unknown[] } }).__cls);
}

function resetShifts(page: Page) {
  return page.evaluate(() => {
    const state = (window as unknown as { __cls: { sum: number; shifts: unknown[] } }).__cls;
    state.sum = 0;
    state.shifts = [];
  });
}

/** A case in review and a submitted one, made through the UI, for the review and case screens. */
async function makeCases(page: Page): Promise<{ review: string; done: string }> {
  const draft = async () => {
    await page.goto('./#/buergerservice/antrag/wohngeld');
    await page.locator('input[name=profile]').first().check();
    await page.locator('input[name=haushalt]').first().check();
    await page.locator('input[name=wohnung]').first().check();
    await page.locator('form button[type=submit]').click();
    await expect(page.getByTestId('review')).toBeVisible();
    return page.url().split('/').pop() as string;
  };
  const done = await draft();
  await page.getByRole('button', { name: 'Ich habe die Angaben geprüft. Bestätigen und absenden' }).click();
  await expect(page.getByTestId('outcome')).toBeVisible();
  const review = await draft();
  return { review, done };
}

for (const width of [1280, 390]) {
  test(`layout shift below ${LIMIT} on every screen at ${width} px, fresh load and arrival`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await observeShifts(page);
    await openControlled(page, './');
    const { review, done } = await makeCases(page);
    const screens = [
      ...SCREENS,
      ['review', `/buergerservice/pruefen/${review}`] as [string, string],
      ['case', `/buergerservice/vorgang/${done}`] as [string, string],
    ];
    const figures: Record<string, { fresh: number; arrival: number }> = {};
    const details: Record<string, unknown> = {};
    for (const [name, route] of screens) {
      // Fresh load: a new document at the screen's address (the worker already controls the origin).
      await page.goto('about:blank');
      await page.goto(`./#${route}`);
      await page.waitForTimeout(SETTLE_MS);
      const fresh = await readShifts(page);
      // Arrival: from the start screen by in-app navigation.
      await page.evaluate(() => {
        window.location.hash = '#/';
      });
      await page.waitForTimeout(SETTLE_MS / 2);
      await resetShifts(page);
      await page.evaluate((to) => {
        window.location.hash = `#${to}`;
      }, route);
      await page.waitForTimeout(SETTLE_MS);
      const arrival = await readShifts(page);
      figures[name] = { fresh: Math.round(fresh.sum * 1000) / 1000, arrival: Math.round(arrival.sum * 1000) / 1000 };
      details[name] = { fresh: fresh.shifts, arrival: arrival.shifts };
    }
    console.log(`CLS at ${width} px: ${JSON.stringify(figures)}`);
    mkdirSync('test-results', { recursive: true });
    writeFileSync(`test-results/cls-${width}.json`, JSON.stringify({ figures, details }, null, 1));
    test.info().annotations.push({ type: `cls-${width}`, description: JSON.stringify(figures) });
    for (const [name, figure] of Object.entries(figures)) {
      expect(figure.fresh, `${name} fresh load at ${width}: ${JSON.stringify(details[name])}`).toBeLessThan(LIMIT);
      expect(figure.arrival, `${name} arrival at ${width}: ${JSON.stringify(details[name])}`).toBeLessThan(LIMIT);
    }
  });
}

for (const width of [1280, 390]) {
  test(`a world with a moved clock and a fault on at ${width} px: the world bar's two more lines keep screens below ${LIMIT}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await observeShifts(page);
    // The Workshop page opens the tab's world; the world is then given a clock offset and a fault.
    await openControlled(page, './#/buergerservice/werkstatt');
    // The fault form shows once the world is open and stored (as in workshop.spec); before, the tab's
    // store could still answer a token the backend did not know yet (401, seen once in 163 runs).
    await expect(page.getByTestId('fault-form')).toBeVisible();
    const token = await worldToken(page);
    const status = await page.evaluate(async (bearer) => {
      const send = (path: string, method: string, body: unknown) =>
        fetch(path, {
          method,
          headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }).then((res) => res.status);
      return [
        await send('v1/sessions/current/clock', 'POST', { advance_seconds: 3 * 3600 }),
        await send('v1/sessions/current/faults', 'PUT', {
          fault: '503',
          when: 'rate',
          rate: 0,
          latency_ms: 0,
          latency_jitter_ms: 0,
          seed: 1,
          applies_to: 'agents',
        }),
      ];
    }, token);
    expect(status).toEqual([200, 200]);
    // The bar reads the settings once on this page; on a fresh load it shows the ones it read last until
    // its read answers (world-bar-model.ts), so the lines do not arrive late (measured: catalogue
    // 0.023 -> 0.009 at 1280 px, My cases 0.042 -> 0 at 390 px).
    await page.goto('./#/buergerservice');
    await expect(page.getByTestId('world-fault')).toBeVisible();
    for (const route of ['/buergerservice', '/buergerservice/vorgaenge']) {
      await page.goto('about:blank');
      await page.goto(`./#${route}`);
      await expect(page.getByTestId('world-fault')).toBeVisible();
      await page.waitForTimeout(SETTLE_MS);
      const shifts = await readShifts(page);
      console.log(`CLS with clock and fault lines, ${route} at ${width} px: ${JSON.stringify(shifts)}`);
      expect(shifts.sum, `${route}: ${JSON.stringify(shifts.shifts)}`).toBeLessThan(LIMIT);
    }
  });
}
