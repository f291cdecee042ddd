/**
 * "The agent prepares, the person confirms", in Chromium through the service worker: the person makes
 * an agent connection in the app; an agent calls the MCP endpoint with it (JSON-RPC over fetch, as any
 * MCP client over HTTP does); its submit waits in My cases; the person confirms in the app; the agent
 * reads the outcome.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { openControlled } from './support.ts';

const SHOTS = 'test-results/screenshots';

/** One MCP JSON-RPC request from inside the page, as an agent with this bearer would send it. */
async function mcp(page: Page, token: string, method: string, params: object) {
  return page.evaluate(
    async ([bearer, name, args]) => {
      const res = await fetch('mcp', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          authorization: `Bearer ${bearer}`,
          'mcp-protocol-version': '2025-11-25',
        },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: name, params: args }),
      });
      return { status: res.status, body: await res.json() };
    },
    [token, method, params] as const,
  );
}

test('an agent connection prepares and asks; the person confirms in the app; the agent reads the outcome', async ({
  page,
}) => {
  await openControlled(page, './#/buergerservice/agenten');
  await expect(page.getByRole('heading', { level: 1, name: 'Agenten-Verbindungen' })).toBeVisible();
  await page.getByLabel('Name des Agenten').fill('Claude');
  await page.getByRole('button', { name: 'Verbindung herstellen' }).click();
  const token = await page.getByTestId('agent-token').getByLabel('Zugangsschlüssel').inputValue();
  expect(token).toMatch(/^agt_[a-f0-9]{64}$/);
  await expect(page.getByTestId('agent-connections')).toContainText('Noch nicht benutzt');
  await page.screenshot({ path: `${SHOTS}/agents-01-connection.png`, fullPage: true });

  const list = await mcp(page, token, 'tools/list', {});
  expect(list.status).toBe(200);
  const names = list.body.result.tools.map((tool: { name: string }) => tool.name);
  expect(names).toContain('municipal_submit_case');

  const drafted = await mcp(page, token, 'tools/call', {
    name: 'municipal_create_draft',
    arguments: {
      idempotency_key: 'agent-draft-000000001',
      body: { service: 'wohngeld', profile: 'ben', fields: { haushalt: 'familie', wohnung: 'miete' } },
    },
  });
  expect(drafted.body.result.isError).toBe(false);
  const id = drafted.body.result.structuredContent.id as string;
  const asked = await mcp(page, token, 'tools/call', {
    name: 'municipal_submit_case',
    arguments: { id, idempotency_key: 'agent-submit-00000001', body: { version: 1, confirmed: true } },
  });
  expect(asked.body.result.structuredContent).toMatchObject({
    state: 'review',
    awaiting_confirmation: { by: 'Claude' },
  });

  // The person sees it waiting, reviews and confirms.
  await page.goto('./#/buergerservice/vorgaenge');
  await expect(page.getByTestId('awaiting')).toHaveText('Wartet auf Ihre Bestätigung (vorbereitet von „Claude“)');
  await page.screenshot({ path: `${SHOTS}/agents-02-waiting.png`, fullPage: true });
  await page.getByRole('link', { name: /Öffnen/ }).click();
  await expect(page.getByTestId('awaiting-review')).toContainText('„Claude“ hat diesen Antrag vorbereitet');
  await page.screenshot({ path: `${SHOTS}/agents-03-review.png`, fullPage: true });
  await page.getByRole('button', { name: 'Ich habe die Angaben geprüft. Bestätigen und absenden' }).click();
  await expect(page.getByTestId('outcome')).toContainText('Antrag eingegangen');

  const read = await mcp(page, token, 'tools/call', { name: 'municipal_get_case', arguments: { id } });
  expect(read.body.result.structuredContent.state).toBe('received');

  // The connection's last use shows; revoking it stops the agent at once.
  await page.goto('./#/buergerservice/agenten');
  await expect(page.getByTestId('agent-connections')).toContainText('Zuletzt benutzt');
  await page.getByRole('button', { name: 'Widerrufen Claude' }).click();
  await page.getByTestId('revoke-confirm').getByRole('button', { name: 'Verbindung widerrufen' }).click();
  await expect(page.getByTestId('agent-connections')).toContainText('Widerrufen');
  expect((await mcp(page, token, 'tools/list', {})).status).toBe(401);
});

test('the agent connections view is axe clean at 320 px, in German and English', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await openControlled(page, './#/buergerservice/agenten');
  await page.getByLabel('Name des Agenten').fill('Mein Assistent');
  await page.getByRole('button', { name: 'Verbindung herstellen' }).click();
  await expect(page.getByTestId('agent-token').getByLabel('Zugangsschlüssel')).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(320);
  for (const language of ['de', 'en']) {
    if (language === 'en') await page.getByRole('button', { name: /English/ }).click();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Agent connections' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/agents-04-320-en.png`, fullPage: true });
});
