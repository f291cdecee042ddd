/**
 * Ready-to-copy MCP client configurations for a key the app just showed (issue #18): the shapes the
 * common clients read, each complete, so a participant pastes it as it is (docs/agents.md, "Setting
 * up an MCP client"). Pure functions: the screens render them, the tests feed them to the official
 * SDK client.
 */

/** Which key a configuration is for: an agent connection (municipal) or a content token (content). */
export type McpServerKind = 'municipal' | 'content';

/**
 * The server's name in a configuration: one per key, `sandbox-municipal-claude`,
 * `sandbox-content-redaktion` (issue #26: one name for every key made the second configuration
 * overwrite the first in a `.mcp.json`). Letters, digits and `-` only, as the clients accept in a
 * server name and a command line needs no quoting for; umlauts lose their marks (`Müller` -> `muller`).
 */
export function mcpServerName(kind: McpServerKind, keyName: string): string {
  const slug = keyName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return `sandbox-${kind}-${slug || 'key'}`;
}

/** The environment variable the stdio configuration passes the header in (mcp-remote expands it). */
const AUTH_VARIABLE = 'SANDBOX_AUTH';

/** Which configuration: `mcpServers` over HTTP, VS Code's `servers`, a stdio client through mcp-remote. */
export type McpConfigId = 'mcp-servers' | 'vscode' | 'stdio' | 'claude-cli';

export interface McpConfig {
  id: McpConfigId;
  /** JSON to paste into the client's file, or a command line. */
  text: string;
  kind: 'json' | 'command';
}

/**
 * The MCP address a program on this computer uses: the local bridge's `/mcp` (its paths are the
 * app's, relative to the base). Programs cannot reach the app's own address (only the worker in this
 * tab answers it), so without a paired bridge it is the bridge's default address, to be paired first.
 */
export function mcpAddress(bridgePort: number): string {
  return `http://127.0.0.1:${bridgePort}/mcp`;
}

export function mcpConfigs(url: string, token: string, serverName: string): McpConfig[] {
  const authorization = `Bearer ${token}`;
  const http = { type: 'http', url, headers: { Authorization: authorization } };
  const json = (value: unknown) => JSON.stringify(value, null, 2);
  const insecure = url.startsWith('http://') ? ['--allow-http'] : [];
  return [
    // Claude Code's .mcp.json, Cursor's mcp.json, the MCP Inspector's config file.
    { id: 'mcp-servers', kind: 'json', text: json({ mcpServers: { [serverName]: http } }) },
    // VS Code's .vscode/mcp.json.
    { id: 'vscode', kind: 'json', text: json({ servers: { [serverName]: http } }) },
    // A client that starts only local (stdio) servers: mcp-remote relays stdio to the HTTP endpoint.
    // The header travels in an environment variable: some clients split arguments at spaces.
    {
      id: 'stdio',
      kind: 'json',
      text: json({
        mcpServers: {
          [serverName]: {
            command: 'npx',
            args: ['-y', 'mcp-remote', url, ...insecure, '--header', `Authorization:\${${AUTH_VARIABLE}}`],
            env: { [AUTH_VARIABLE]: authorization },
          },
        },
      }),
    },
    {
      id: 'claude-cli',
      kind: 'command',
      text: `claude mcp add --transport http ${serverName} ${url} --header "Authorization: ${authorization}"`,
    },
  ];
}
