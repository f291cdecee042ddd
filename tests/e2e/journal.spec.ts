/**
 * The request journal and the Inspector (issue #11, item 5): requests from the app, from a page beside
 * it, over the bridge's marker and over MCP with an agent connection are shown live, with the agent's
 * name and every secret redacted; the exported HAR validates against the HAR 1.2 schema.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { harValidator } from '../ui/inspector/har-validator.ts';
import { axe, fetchInPage, openControlled, worldToken } from './support.ts';

const added: string[] = [];
test.afterEach(() => {
  for (const folder of added.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** An empty page beside the app (same origin, controlled by the app's worker). */
function addPage(): string {
  const folder = `beside-journal-${Date.now()}`;
  mkdirSync(`dist/${folder}`, { recursive: true });
  added.push(`dist/${folder}`);
  writeFileSync(`dist/${folder}/index.html`, '<!doctype html><html lang="en"><title>Agent page</title><h1>Agent</h1>');
  return folder;
}

/** Opens a world through the app's own flow (the form's review makes a draft) and returns its capability. */
async function openWorldInTheApp(page: Page): Promise<string> {
  await openControlled(page, './#/buergerservice/antrag/wohngeld');
  await page.getByRole('radio', { name: /Ben Muster/ }).check();
  await page.getByRole('radio', { name: 'Familie' }).check();
  await page.getByRole('radio', { name: 'Miete' }).check();
  await page.getByRole('button', { name: 'Weiter zur Prüfung' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => worldToken(page)).toMatch(/^[a-f0-9]{64}$/);
  return worldToken(page);
}

const MCP_CALL = {
  jsonrpc: '2.0',
  id: 1,
  method: 'tools/call',
  params: { name: 'municipal_list_cases', arguments: {} },
};

test('the Inspector shows the app’s, a page’s, the bridge’s and an agent’s MCP requests, secrets redacted, and exports a valid HAR', async ({
  page,
  context,
}) => {
  const capability = await openWorldInTheApp(page);
  const made = await fetchInPage(page, 'v1/connections', {
    method: 'POST',
    headers: { authorization: `Bearer ${capability}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Claude' }),
  });
  expect(made.status).toBe(201);
  const agent = (JSON.parse(made.text) as { token: string }).token;
  const asAgent = { authorization: `Bearer ${agent}` };

  // The bridge's requests come from the app's window, marked.
  const bridged = await fetchInPage(page, 'v1/services', { headers: { ...asAgent, 'x-sandbox-via': 'bridge' } });
  expect(bridged.status).toBe(200);

  // A page beside the app, used by the agent: over HTTP, over MCP, and posing as the bridge.
  const beside = await context.newPage();
  await beside.goto(`${addPage()}/`);
  await beside.waitForFunction(() => navigator.serviceWorker.controller !== null);
  expect((await fetchInPage(beside, '../v1/drafts', { headers: asAgent })).status).toBe(200);
  const mcp = await fetchInPage(beside, '../mcp', {
    method: 'POST',
    headers: { ...asAgent, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    body: JSON.stringify(MCP_CALL),
  });
  expect(mcp.status).toBe(200);
  const posing = await fetchInPage(beside, '../v1/profiles', { headers: { ...asAgent, 'x-sandbox-via': 'bridge' } });
  expect(posing.status).toBe(200);

  await page.goto('./#/inspektor');
  const journal = page.getByTestId('journal');
  const row = (source: string, text: string) => journal.locator(`li[data-source="${source}"]`, { hasText: text });
  // Live: the entries arrive within a poll or two.
  await expect(row('mcp', 'GET /v1/drafts 200')).toContainText('Claude');
  await expect(row('page', 'POST /mcp 200')).toContainText('Claude');
  await expect(row('page', 'GET /v1/drafts 200')).toContainText('Claude');
  await expect(row('page', 'GET /v1/profiles 200')).toContainText('Claude');
  await expect(row('bridge', 'GET /v1/services 200')).toContainText('Claude');
  await expect(row('app', 'POST /v1/drafts 201')).toContainText('Die Person selbst');
  await expect(row('app', 'POST /v1/sessions 201')).toHaveCount(1);

  // Filters: only the agent's MCP calls.
  await page.getByLabel('Herkunft').selectOption('mcp');
  await expect(journal.locator('li')).toHaveCount(1);
  await page.getByLabel('Herkunft').selectOption('');
  // Only the agent's: none of the person's requests, and none of the agent's was refused.
  await page.getByLabel('Wer').selectOption('Claude');
  await expect(journal.locator('li', { hasText: 'Die Person selbst' })).toHaveCount(0);
  await expect(journal.locator('li', { hasText: 'Claude' })).toHaveCount(5);
  const status = page.getByRole('combobox', { name: 'Status' });
  await status.selectOption('4');
  await expect(journal).toHaveCount(0);
  await status.selectOption('');
  await page.getByLabel('Wer').selectOption('');

  // Details of making the connection: its token is redacted, and so is the Authorization.
  const connection = row('app', 'POST /v1/connections 201');
  await connection.getByRole('button').press('Enter');
  const details = connection.getByTestId('journal-details');
  await expect(details).toContainText('"token": "[redacted]"');
  await expect(details).toContainText('Bearer [redacted]');
  const shown = await page.content();
  expect(shown).not.toContain(capability);
  expect(shown).not.toContain(agent.slice(4));

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Als HAR exportieren' }).click();
  const file = await (await download).path();
  const har = JSON.parse(readFileSync(file, 'utf8'));
  expect(harValidator()(har)).toEqual([]);
  const text = JSON.stringify(har);
  expect(text).not.toContain(capability);
  expect(text).not.toContain(agent.slice(4));
  expect(har.log.entries.map((entry: { _source: string }) => entry._source)).toEqual(
    expect.arrayContaining(['app', 'page', 'bridge', 'mcp']),
  );
});

test('the Inspector without a world says how to open one; the owner’s view shows requests without credentials; axe is clean at 320 px in both languages', async ({
  page,
}) => {
  await openControlled(page, './#/inspektor');
  await expect(page.getByText('In diesem Tab ist keine Welt geöffnet.')).toBeVisible();
  await page.getByLabel('Inhalts-API und Anfragen ohne Zugang').check();
  // Requests without credentials are kept in the sandbox-wide public scope, which the owner reads.
  await fetchInPage(page, 'hello/Ada');
  await expect(page.getByTestId('journal').locator('li', { hasText: 'GET /hello/Ada 200' })).toContainText(
    'Ohne Zugang',
  );
  await page.getByTestId('journal').locator('li').first().getByRole('button').click();
  await page.setViewportSize({ width: 320, height: 800 });
  expect(await axe(page), 'inspector de 320').toEqual([]);
  await page.getByRole('button', { name: 'Switch to English' }).click();
  await expect(page.getByRole('heading', { name: 'Inspector', level: 1 })).toBeVisible();
  expect(await axe(page), 'inspector en 320').toEqual([]);
});
