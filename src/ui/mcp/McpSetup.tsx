import { useState } from 'preact/hooks';
import { bridgePort, bridgeState } from '../bridge/connection.ts';
import { t } from '../i18n/index.ts';
import { hrefTo } from '../routes.ts';
import { type McpConfigId, type McpServerKind, mcpAddress, mcpConfigs, mcpServerName } from './configs.ts';

/**
 * Where a key is shown (agent connections, content tokens): the MCP address and the configurations
 * the common MCP clients read, each with a copy button. The address is the local bridge's: the one a
 * program on this computer can reach (docs/bridge.md); it says whether this tab is paired.
 */
export function McpSetup({
  token,
  kind,
  keyName,
  level = 2,
}: {
  token: string;
  /** Which service the key is for and its name: they name the server in each configuration. */
  kind: McpServerKind;
  keyName: string;
  level?: 2 | 3;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const Sub = level === 2 ? 'h3' : 'h4';
  const [copied, setCopied] = useState<{ id: McpConfigId; ok: boolean } | undefined>();
  const paired = bridgeState.value === 'paired';
  const url = mcpAddress(bridgePort.value);

  async function copy(id: McpConfigId, text: string) {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      setCopied({ id, ok: true });
    } catch {
      setCopied({ id, ok: false });
    }
  }

  return (
    <section class="mcp-setup stack" aria-labelledby="mcp-setup-heading" data-testid="mcp-setup">
      <Heading id="mcp-setup-heading">{t('mcp.title')}</Heading>
      <p>
        {t('mcp.address')} <code data-testid="mcp-address">{url}</code>
      </p>
      <p class={paired ? 'hint' : 'notice'} data-testid="mcp-bridge-state">
        {paired ? t('mcp.paired', { port: bridgePort.value }) : t('mcp.notPaired')}{' '}
        {!paired && <a href={hrefTo('tools')}>{t('mcp.pairLink')}</a>}
      </p>
      {mcpConfigs(url, token, mcpServerName(kind, keyName)).map((config) => (
        <div class="stack" key={config.id} data-testid={`mcp-config-${config.id}`}>
          <Sub id={`mcp-${config.id}`}>{t(`mcp.${config.id}`)}</Sub>
          <p class="hint">{t(`mcp.${config.id}.where`)}</p>
          <pre class="mcp-config">
            <code>{config.text}</code>
          </pre>
          <div class="actions">
            <button type="button" class="secondary" onClick={() => copy(config.id, config.text)}>
              {t('mcp.copy')}
              <span class="visually-hidden"> {t(`mcp.${config.id}`)}</span>
            </button>
          </div>
          <p role="status">{copied?.id === config.id ? t(copied.ok ? 'mcp.copied' : 'mcp.copyFailed') : ''}</p>
        </div>
      ))}
      <p class="hint">{t('mcp.secret')}</p>
    </section>
  );
}
