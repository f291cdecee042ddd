/**
 * The MCP configurations the app shows beside a key (src/ui/mcp/configs.ts), pasted as they are into
 * the official SDK client: its transport gets exactly the url and headers of the configuration, and
 * its fetch is the engine's own `handle` (the bridge's path is the app's, tests/e2e/mcp-setup.spec.ts
 * runs the real bridge).
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { describe, expect, it } from 'vitest';
import { mcpAddress, mcpConfigs, mcpServerName } from '../../../src/ui/mcp/configs.ts';
import { auth, openWorld } from '../../engine/municipal/support.ts';
import { type TestEngine, testEngine } from '../../engine/support.ts';

type HttpServer = { type: string; url: string; headers: Record<string, string> };

async function connectAsPasted(engine: TestEngine, server: HttpServer) {
  expect(server.type).toBe('http');
  const transport = new StreamableHTTPClientTransport(new URL(server.url), {
    fetch: (url, init) => engine.handle(new Request(url, init)),
    requestInit: { headers: server.headers },
  });
  const client = new Client({ name: 'pasted-config', version: '1.0.0' });
  await client.connect(transport);
  return client;
}

async function agentToken(engine: TestEngine): Promise<string> {
  const capability = await openWorld(engine);
  const res = await engine.call('POST', '/v1/connections', { name: 'Claude' }, auth(capability));
  return ((await res.json()) as { token: string }).token;
}

const MCP_SERVER_NAME = 'sandbox-municipal-claude';

describe('MCP configurations beside a key', () => {
  it('name the server after the service and the key, so two keys’ configurations can sit in one .mcp.json', () => {
    expect(mcpServerName('municipal', 'Claude')).toBe('sandbox-municipal-claude');
    expect(mcpServerName('content', 'Redaktion Süd & Nord')).toBe('sandbox-content-redaktion-sud-nord');
    expect(mcpServerName('content', 'Straße')).toBe('sandbox-content-strasse');
    expect(mcpServerName('municipal', '!!!')).toBe('sandbox-municipal-key');
    const agent = mcpConfigs(mcpAddress(4280), 'agt_x', mcpServerName('municipal', 'Claude'));
    const token = mcpConfigs(mcpAddress(4280), 'cms_y', mcpServerName('content', 'Claude'));
    const names = [agent, token].map(
      (configs) => Object.keys((JSON.parse(configs[0]?.text ?? '{}') as { mcpServers: object }).mcpServers)[0],
    );
    expect(names).toEqual(['sandbox-municipal-claude', 'sandbox-content-claude']);
  });

  it('the address is the bridge’s /mcp on the paired (or default) port', () => {
    expect(mcpAddress(4280)).toBe('http://127.0.0.1:4280/mcp');
    expect(mcpAddress(5123)).toBe('http://127.0.0.1:5123/mcp');
  });

  it('mcpServers (Claude Code, Cursor, Inspector) works in the official SDK client as pasted', async () => {
    const engine = testEngine();
    const token = await agentToken(engine);
    const [config] = mcpConfigs(mcpAddress(4280), token, MCP_SERVER_NAME);
    expect(config?.id).toBe('mcp-servers');
    const pasted = JSON.parse(config?.text ?? '') as { mcpServers: Record<string, HttpServer> };
    expect(Object.keys(pasted.mcpServers)).toEqual([MCP_SERVER_NAME]);
    const server = pasted.mcpServers[MCP_SERVER_NAME] as HttpServer;
    expect(server).toEqual({
      type: 'http',
      url: 'http://127.0.0.1:4280/mcp',
      headers: { Authorization: `Bearer ${token}` },
    });
    const client = await connectAsPasted(engine, server);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toContain('municipal_create_draft');
    const cases = (await client.callTool({ name: 'municipal_list_cases', arguments: {} })) as { isError: boolean };
    expect(cases.isError).toBe(false);
    await client.close();
  });

  it('VS Code’s servers shape holds the same server and works as pasted', async () => {
    const engine = testEngine();
    const token = await agentToken(engine);
    const vscode = mcpConfigs(mcpAddress(4280), token, MCP_SERVER_NAME).find((config) => config.id === 'vscode');
    const pasted = JSON.parse(vscode?.text ?? '') as { servers: Record<string, HttpServer> };
    const client = await connectAsPasted(engine, pasted.servers[MCP_SERVER_NAME] as HttpServer);
    expect((await client.listTools()).tools.length).toBeGreaterThan(5);
    await client.close();
  });

  it('the stdio configuration starts mcp-remote with the address and the header from its environment', () => {
    const stdio = mcpConfigs(mcpAddress(4280), 'agt_x', MCP_SERVER_NAME).find((config) => config.id === 'stdio');
    const server = (JSON.parse(stdio?.text ?? '') as { mcpServers: Record<string, unknown> }).mcpServers[
      MCP_SERVER_NAME
    ];
    expect(server).toEqual({
      command: 'npx',
      args: [
        '-y',
        'mcp-remote',
        'http://127.0.0.1:4280/mcp',
        '--allow-http',
        '--header',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the literal ${VAR} that mcp-remote expands.
        'Authorization:${SANDBOX_AUTH}',
      ],
      env: { SANDBOX_AUTH: 'Bearer agt_x' },
    });
  });

  it('the Claude Code command adds the same server over HTTP', () => {
    const cli = mcpConfigs(mcpAddress(4280), 'cms_y', 'sandbox-content-redaktion').find(
      (config) => config.id === 'claude-cli',
    );
    expect(cli?.text).toBe(
      'claude mcp add --transport http sandbox-content-redaktion http://127.0.0.1:4280/mcp --header "Authorization: Bearer cms_y"',
    );
  });
});
