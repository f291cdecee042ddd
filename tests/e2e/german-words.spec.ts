/**
 * Issue 26: no English sentence on German screens. The main screens are walked in German (with a
 * world that has cases, a moved clock, a journal and a content page) and what people read (visible
 * text, not code or identifiers) is checked against common English words that German never uses.
 */
import { expect, type Page, test } from '@playwright/test';
import { openControlled, worldToken } from './support.ts';

/** English words that are no German words (so "will", "was", "die", "an", "in" are not listed). */
const ENGLISH = [
  'the',
  'and',
  'you',
  'your',
  'with',
  'this',
  'that',
  'are',
  'is',
  'not',
  'of',
  'to',
  'for',
  'please',
  'again',
  'error',
  'loading',
  'cases',
  'case',
  'page',
  'pages',
  'world',
  'has',
  'have',
  'been',
  'which',
  'when',
  'from',
  'there',
  'here',
  'what',
  'should',
  'could',
  'would',
  'too',
  'soon',
  'before',
  'request',
  'requests',
  'same',
  'key',
  'body',
  'later',
  'submitted',
  'only',
  'never',
  'always',
  'broken',
  'warning',
  'passed',
  'judged',
  'how',
  'it',
  'its',
  'they',
  'their',
  'be',
  'by',
  'on',
  'or',
];
const WORD = new RegExp(`(^|[^\\p{L}])(${ENGLISH.join('|')})(?=$|[^\\p{L}])`, 'giu');

/** The visible text of `main` a person reads: code, keys, URLs and anything marked lang="en" left out. */
function readableText(page: Page, skip: string): Promise<string> {
  return page.locator('main').evaluate((main, skipped) => {
    const parts: string[] = [];
    const walk = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE) {
        parts.push(node.textContent ?? '');
        return;
      }
      if (!(node instanceof HTMLElement)) return;
      if (node.matches(`code, pre, kbd, samp, script, style, input, textarea, [lang="en"]${skipped}`)) return;
      const style = getComputedStyle(node);
      if (style.display === 'none' || style.visibility === 'hidden') return;
      for (const child of node.childNodes) walk(child);
      if (getComputedStyle(node).display !== 'inline') parts.push('\n');
    };
    walk(main);
    return parts.join('');
  }, skip);
}

/**
 * The report card's rules are worded by the engine (issue 26's other half, helper t26engine): until
 * that lands they are English, and this test says so. SANDBOX_WORDS_SKIP_CARD=1 leaves the card out.
 */
const SKIP = process.env.SANDBOX_WORDS_SKIP_CARD === '1' ? ', [data-testid="report-card"]' : '';

function englishIn(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && [...line.matchAll(WORD)].length > 0)
    .map((line) => `${line.slice(0, 140)}  [${[...line.matchAll(WORD)].map((m) => m[2]).join(', ')}]`);
}

test('the main screens in German have no English sentence (a word list check)', async ({ page }) => {
  test.setTimeout(180_000);
  await openControlled(page, './#/buergerservice');
  // A world with a case, a moved clock and a journal; a content page.
  await page.goto('./#/buergerservice/antrag/wohngeld');
  await page.locator('input[name=profile]').first().check();
  await page.locator('input[name=haushalt]').first().check();
  await page.locator('input[name=wohnung]').first().check();
  await page.locator('form button[type=submit]').click();
  await expect(page.getByTestId('review')).toBeVisible();
  const review = page.url();
  const token = await worldToken(page);
  await page.evaluate(async (bearer) => {
    await fetch('v1/sessions/current/clock', {
      method: 'POST',
      headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
      body: JSON.stringify({ advance_seconds: 3600 }),
    });
  }, token);
  await page.goto('./#/inhalte');
  await page.getByRole('button', { name: 'Neue Seite' }).click();
  await page.getByLabel('Titel', { exact: true }).fill('Sprechzeiten');
  await page.getByRole('button', { name: 'Entwurf speichern' }).click();
  await expect(page.getByRole('heading', { name: '„Sprechzeiten“ bearbeiten (Version 1)' })).toBeVisible();

  const screens: Array<[string, string, () => Promise<void>]> = [
    ['start', './#/', async () => {}],
    [
      'catalogue',
      './#/buergerservice',
      () => expect(page.getByTestId('services').getByRole('listitem')).toHaveCount(16),
    ],
    ['review', review, () => expect(page.getByTestId('review')).toBeVisible()],
    ['my cases', './#/buergerservice/vorgaenge', () => expect(page.getByTestId('cases')).toBeVisible()],
    ['agents', './#/buergerservice/agenten', () => expect(page.getByTestId('world-bar')).toBeVisible()],
    ['workshop', './#/buergerservice/werkstatt', () => expect(page.getByTestId('world-clock')).toBeVisible()],
    ['content', './#/inhalte', () => expect(page.getByTestId('pages')).toBeVisible()],
    ['inspector', './#/inspektor', () => expect(page.locator('main')).toContainText('GET')],
    ['local tools', './#/werkzeuge', async () => {}],
    ['greeting', './#/gruesse', async () => {}],
  ];
  const found: string[] = [];
  for (const [name, url, ready] of screens) {
    await page.goto(url);
    await ready();
    await page.waitForTimeout(500);
    for (const line of englishIn(await readableText(page, SKIP))) found.push(`${name}: ${line}`);
  }
  expect(found).toEqual([]);
});

/**
 * What an API's texts name, not English sentences: paths, queries and JSON (`/api/pages?status=…`,
 * `{"error": …}`), snake_case codes, header names (`Idempotency-Key`) and terms in German quotes
 * („error“). They are left out of the check of the guides and the reference.
 */
function withoutIdentifiers(text: string): string {
  return text
    .replace(/„[^“]*“/g, ' ')
    .replace(/\S*[/_{}"=?<>:]\S*/g, ' ')
    .replace(/\b[A-Z][a-z]*(?:-[A-Z][A-Za-z]*)+\b/g, ' ');
}

test('the guides and the API reference in German have no English sentence (a word list check)', async ({ page }) => {
  test.setTimeout(180_000);
  await openControlled(page, './#/referenz');
  const found: string[] = [];
  for (const path of ['v1/guide?lang=de', 'api/guide?lang=de']) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    for (const line of englishIn(withoutIdentifiers(await readableText(page, '')))) found.push(`${path}: ${line}`);
  }
  // The list holds every endpoint's summary; the details add a description, parameters and answers.
  for (const id of ['municipal.submitCase', 'content.listPages', 'greeting.greetByBody', 'mcp.municipal_submit_case']) {
    await page.goto(`./#/referenz/${id}`);
    await expect(page.getByTestId('reference-detail').locator('article')).toBeVisible();
    for (const line of englishIn(withoutIdentifiers(await readableText(page, '')))) {
      found.push(`reference ${id}: ${line}`);
    }
  }
  expect(found).toEqual([]);
});
