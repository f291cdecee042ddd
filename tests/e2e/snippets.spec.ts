/**
 * Snippets that do what they say (issue 33, item 2) and the reference's binary answer (issue 34): a
 * snippet copied after a send makes a new draft (curl and Python's standard library, through a real
 * bridge); Edit and resend with a new key makes one too, journaled as the app's; a PDF answer in
 * "Try it" shows as type and size, never as text.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { pair, startBridge } from './bridge-support.ts';
import { axe, openControlled, openedWorldToken } from './support.ts';

/** Runs a command in a shell; CURL_HOME's .curlrc adds the status and the replay header at the end. */
function run(command: string, args: string[], env: Record<string, string>): Promise<string> {
  const home = mkdtempSync(join(tmpdir(), 'curl-home-'));
  writeFileSync(join(home, '.curlrc'), 'silent\nwrite-out = "\\n%{http_code} replayed=%header{idempotent-replayed}"\n');
  return new Promise((resolve, reject) => {
    execFile(command, args, { env: { ...process.env, ...env, CURL_HOME: home } }, (error, stdout, stderr) =>
      error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout),
    );
  });
}

/** The draft's id in an answer's text (the answer's first `"id"`). */
function draftId(text: string): string {
  const id = /"id": ?"([^"]+)"/.exec(text)?.[1];
  if (!id) throw new Error(`no draft id in ${text}`);
  return id;
}

async function copied(page: Page, detail: Locator, target: 'curl' | 'python'): Promise<string> {
  await detail.getByLabel('Kopieren als').selectOption(target);
  await expect(detail.getByTestId('snippet')).toContainText(target === 'curl' ? 'curl ' : 'urllib.request');
  await detail.getByRole('button', { name: 'Kopieren', exact: true }).click();
  await expect(detail.getByText('Kopiert.')).toBeVisible();
  return page.evaluate(() => navigator.clipboard.readText());
}

test('a snippet copied after a send creates a new draft: curl and Python’s standard library, through a real bridge', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const bridge = await startBridge();
  try {
    await openControlled(page);
    await pair(page, bridge);
    await page.goto('./#/referenz/municipal.createDraft');
    const detail = page.getByTestId('reference-detail');
    const keyField = detail.getByLabel('Idempotency-Key (neu erzeugt)');
    const sentKey = await keyField.inputValue();
    await detail.getByRole('button', { name: 'Senden' }).click();
    await expect(detail.getByTestId('try-status')).toHaveText('201 · Erfolg');
    const tried = draftId((await detail.getByTestId('try-body').textContent()) as string);
    // The key just sent is used: the form and the code hold a new one.
    await expect(keyField).not.toHaveValue(sentKey);
    const capability = await openedWorldToken(page);

    const curl = await copied(page, detail, 'curl');
    expect(curl).not.toContain(sentKey);
    expect(curl).toContain(await keyField.inputValue());
    expect(curl).not.toContain(capability);
    // Beside the code: where the credential comes from.
    await expect(detail.getByTestId('copy-where')).toContainText('$SANDBOX_CAPABILITY: der Schlüssel der Welt');
    const byCurl = (await run('sh', ['-c', curl], { SANDBOX_CAPABILITY: capability })).trimEnd().split('\n');
    expect(byCurl.at(-1)).toBe('201 replayed=');
    const made = draftId(byCurl.slice(0, -1).join('\n'));
    expect(made).not.toBe(tried);

    // Python, standard library only (-I: nothing but it on the path), the same request again: the
    // curl run used the key, and the code names it; a new key for a new draft.
    await detail.getByRole('button', { name: 'Neuer Schlüssel' }).click();
    const python = await copied(page, detail, 'python');
    expect(python).not.toMatch(/^import requests/m);
    const byPython = await run('python3', ['-I', '-c', python], { SANDBOX_CAPABILITY: capability });
    expect(byPython.startsWith('201 ')).toBe(true);
    const third = draftId(JSON.stringify(JSON.parse(byPython.slice(4)), null, 1));
    expect(new Set([tried, made, third]).size).toBe(3);
  } finally {
    await bridge.stop();
  }
});

test('Edit and resend: a changed body with the old key is refused (409), with a new key 201, journaled as the app’s', async ({
  page,
}) => {
  await openControlled(page, './#/referenz/municipal.createDraft');
  const detail = page.getByTestId('reference-detail');
  await detail.getByRole('button', { name: 'Senden' }).click();
  await expect(detail.getByTestId('try-status')).toHaveText('201 · Erfolg');

  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Inspektor' }).click();
  const journal = page.getByTestId('journal');
  const row = journal.locator('li[data-source="reference"]', { hasText: 'POST /v1/drafts 201' });
  await row.getByRole('button').first().click();
  await row.getByRole('button', { name: 'Bearbeiten und erneut senden' }).click();
  const headers = row.getByLabel('Kopfzeilen');
  // The copy carries no mark of the reference's try.
  await expect(headers).toHaveValue(/idempotency-key: try-/i);
  await expect(headers).not.toHaveValue(/x-sandbox-via/i);
  const body = row.getByLabel('Inhalt', { exact: true });
  await body.fill((await body.inputValue()).replace('"standard"', '"verein"'));
  // The old key with another body: the API refuses it.
  await row.getByRole('button', { name: 'Senden' }).click();
  await expect(row.getByTestId('answer-new')).toContainText('409 · Fehler des Clients');
  await expect(row.getByTestId('answer-new')).toContainText('idempotency_key_reused');
  // A new key: a new draft.
  await row.getByRole('button', { name: 'Neuer Idempotency-Key' }).click();
  await expect(headers).toHaveValue(/idempotency-key: resend-/i);
  await row.getByRole('button', { name: 'Senden' }).click();
  await expect(row.getByTestId('answer-new')).toContainText('201 · Erfolg');
  await expect(row.getByTestId('answer-new')).toContainText('"state": "review"');
  // Journaled as the app's own request, not as a reference try.
  await expect(journal.locator('li[data-source="app"]', { hasText: 'POST /v1/drafts 201' })).toHaveCount(1);
  await expect(journal.locator('li[data-source="reference"]', { hasText: 'POST /v1/drafts' })).toHaveCount(1);
  // The row's own "Copy as" says that its code repeats the row's key.
  await expect(row.getByTestId('copy-repeats')).toContainText('wiederholt den Idempotency-Key');
});

for (const lang of ['de', 'en'] as const) {
  for (const width of [390, 1280]) {
    test(`a PDF answer in Try it shows its type and size, not its bytes as text; axe clean, ${lang}, ${width} px`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript((value) => localStorage.setItem('sandbox.lang', value), lang);
      await openControlled(page, './#/referenz/municipal.getForm');
      const detail = page.getByTestId('reference-detail');
      await expect(detail.getByRole('heading', { level: 2 })).toContainText('/formulare/');
      await detail.getByRole('button', { name: lang === 'de' ? 'Senden' : 'Send' }).click();
      await expect(detail.getByTestId('try-status')).toHaveText(lang === 'de' ? '200 · Erfolg' : '200 · Success');
      const shown = detail.getByTestId('try-body');
      await expect(shown).toHaveText(
        lang === 'de'
          ? /^application\/pdf, \d+ Bytes: kein Text, darum nicht angezeigt\.$/
          : /^application\/pdf, \d+ bytes: not text, so not shown\.$/,
      );
      await expect(detail).not.toContainText('%PDF');
      expect(await axe(page)).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `test-results/reference-pdf-${lang}-${width}.png`, fullPage: false });
    });
  }
}
