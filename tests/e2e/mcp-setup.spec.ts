/**
 * MCP set-up where the key is shown (issue #18), with a real bridge: the agent connection screen,
 * reached from the citizen-services start before any world is opened, shows the bridge's MCP address
 * and configurations; the one copied with its button works in the official SDK client as pasted.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { expect, type Page, test } from '@playwright/test';
import { pair, type RunningBridge, startBridge } from './bridge-support.ts';
import { openControlled } from './support.ts';

let bridge: RunningBridge;
test.beforeEach(async ({ context }) => {
  bridge = await startBridge();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});
test.afterEach(async () => {
  await bridge.stop();
});

type HttpServer = { type: string; url: string; headers: Record<string, string> };

/** Presses a configuration's copy button and returns what landed on the clipboard. */
async function copied(page: Page, id: string): Promise<string> {
  const block = page.getByTestId(`mcp-config-${id}`);
  await block.getByRole('button', { name: /^Kopieren/ }).click();
  await expect(block.getByRole('status')).toHaveText('Kopiert.');
  return page.evaluate(() => navigator.clipboard.readText());
}

/** The official SDK client over its Streamable HTTP transport, configured exactly as pasted. */
async function connectAsPasted(server: HttpServer): Promise<Client> {
  const transport = new StreamableHTTPClientTransport(new URL(server.url), {
    requestInit: { headers: server.headers },
  });
  const client = new Client({ name: 'pasted-config', version: '1.0.0' });
  await client.connect(transport);
  return client;
}

test('agent connection: reached from the start, its copied mcpServers configuration works in the SDK client through the bridge', async ({
  page,
}) => {
  await openControlled(page);
  await pair(page, bridge);
  // The citizen-services start, no world opened yet: the agent connections are one link away.
  await page.goto('./#/buergerservice');
  await expect(page.getByText('Wählen Sie eine Leistung').or(page.getByRole('heading', { level: 1 }))).toBeVisible();
  await page.getByRole('link', { name: 'Agenten-Verbindungen' }).first().click();
  await expect(page).toHaveURL(/#\/buergerservice\/agenten$/);
  await page.getByLabel('Name des Agenten').fill('Claude');
  await page.getByRole('button', { name: 'Verbindung herstellen' }).click();
  const setup = page.getByTestId('mcp-setup');
  await expect(setup.getByTestId('mcp-address')).toHaveText(`${bridge.url}mcp`);
  await expect(setup.getByTestId('mcp-bridge-state')).toContainText(`Port ${bridge.port}`);

  const pasted = JSON.parse(await copied(page, 'mcp-servers')) as { mcpServers: Record<string, HttpServer> };
  // Named after the service and the key: a content token's configuration beside it does not overwrite it.
  expect(Object.keys(pasted.mcpServers)).toEqual(['sandbox-municipal-claude']);
  const server = pasted.mcpServers['sandbox-municipal-claude'] as HttpServer;
  expect(server.headers.Authorization).toMatch(/^Bearer agt_[0-9a-f]{64}$/);
  const client = await connectAsPasted(server);
  const { tools } = await client.listTools();
  expect(tools.map((tool) => tool.name)).toContain('municipal_create_draft');
  const cases = (await client.callTool({ name: 'municipal_list_cases', arguments: {} })) as {
    isError: boolean;
    structuredContent?: { cases: unknown[] };
  };
  expect(cases.isError).toBe(false);
  expect(cases.structuredContent?.cases).toEqual([]);
  await client.close();

  // VS Code's shape holds the same server.
  const vscode = JSON.parse(await copied(page, 'vscode')) as { servers: Record<string, HttpServer> };
  expect(vscode.servers['sandbox-municipal-claude']).toEqual(server);
});

test('content token: the copied VS Code configuration works in the SDK client through the bridge', async ({ page }) => {
  await openControlled(page, './#/inhalte');
  await pair(page, bridge);
  await page.goto('./#/inhalte');
  await page.getByLabel('Name', { exact: true }).fill('Redaktion');
  await page.getByRole('button', { name: 'Verbindung anlegen' }).click();
  await expect(page.getByTestId('new-token').getByTestId('mcp-address')).toHaveText(`${bridge.url}mcp`);
  const pasted = JSON.parse(await copied(page, 'vscode')) as { servers: Record<string, HttpServer> };
  expect(Object.keys(pasted.servers)).toEqual(['sandbox-content-redaktion']);
  const client = await connectAsPasted(pasted.servers['sandbox-content-redaktion'] as HttpServer);
  const names = (await client.listTools()).tools.map((tool) => tool.name);
  expect(names).toContain('content_list_pages');
  expect(names).not.toContain('municipal_create_draft');
  await client.close();
});

test('without a paired bridge the screen says how to pair, and links to Local tools', async ({ page }) => {
  await openControlled(page, './#/buergerservice/agenten');
  await page.getByLabel('Name des Agenten').fill('Cursor');
  await page.getByRole('button', { name: 'Verbindung herstellen' }).click();
  await expect(page.getByTestId('mcp-address')).toHaveText('http://127.0.0.1:4280/mcp');
  await expect(page.getByTestId('mcp-bridge-state')).toContainText('npm run bridge');
  await page.getByRole('link', { name: 'Zu den lokalen Werkzeugen' }).click();
  await expect(page).toHaveURL(/#\/werkzeuge$/);
});
