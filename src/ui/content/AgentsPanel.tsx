import { useEffect, useState } from 'preact/hooks';
import { t } from '../i18n/index.ts';
import { McpSetup } from '../mcp/McpSetup.tsx';
import { storeVersion } from '../transfer/transfer-api.ts';
import { dateText } from './labels.ts';
import { type Connection, type NewConnection, OwnerError, owner } from './owner-client.ts';
import { contentError } from './workspace-api.ts';

/** An owner-channel error in the person's language: never the engine's English message. */
function ownerErrorText(error: unknown): string {
  return error instanceof OwnerError ? contentError({ error: error.code }) : t('content.err.backend');
}

/** The Agents area: scoped connections for agents, the token shown once, revocation. */
export function AgentsPanel() {
  const [connections, setConnections] = useState<Connection[]>([]);
  const [name, setName] = useState('');
  const [write, setWrite] = useState(true);
  const [publish, setPublish] = useState(false);
  const [created, setCreated] = useState<NewConnection | undefined>();
  const [message, setMessage] = useState('');
  /** What the last copy did: the status line says "Copied" only when it did. */
  const [copied, setCopied] = useState<'yes' | 'no' | undefined>();

  async function refresh() {
    try {
      setConnections(await owner.listTokens());
    } catch (error) {
      setMessage(ownerErrorText(error));
    }
  }

  // Read again after an import brought connections (revoked) with it.
  useEffect(() => {
    void refresh();
  }, [storeVersion.value]);

  async function create(event: Event) {
    event.preventDefault();
    setMessage('');
    setCopied(undefined);
    const scopes = [...(write || publish ? ['content:write'] : []), ...(publish ? ['content:publish'] : [])];
    try {
      setCreated(await owner.createToken(name, scopes));
      setName('');
      await refresh();
    } catch (error) {
      setMessage(ownerErrorText(error));
    }
  }

  async function revoke(connection: Connection) {
    if (!window.confirm(t('agents.revokeConfirm', { name: connection.name }))) return;
    await owner.revokeToken(connection.id);
    if (created?.id === connection.id) setCreated(undefined);
    await refresh();
  }

  async function copy() {
    if (!created) return;
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(created.token);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  }

  const date = dateText;

  return (
    <section aria-labelledby="agents-heading">
      <h2 id="agents-heading">{t('agents.title')}</h2>
      <p>{t('agents.intro')}</p>
      <form class="stack" onSubmit={create}>
        <label for="agent-name">{t('agents.name')}</label>
        <input id="agent-name" value={name} required maxLength={80} onInput={(e) => setName(e.currentTarget.value)} />
        <fieldset>
          <legend>{t('agents.scopes')}</legend>
          <p class="hint">{t('agents.readAlways')}</p>
          <label class="check">
            <input
              type="checkbox"
              checked={write || publish}
              disabled={publish}
              onChange={(e) => setWrite(e.currentTarget.checked)}
            />
            {t('agents.write')}
          </label>
          <label class="check">
            <input type="checkbox" checked={publish} onChange={(e) => setPublish(e.currentTarget.checked)} />
            {t('agents.publish')}
          </label>
        </fieldset>
        <div class="actions">
          <button type="submit">{t('agents.create')}</button>
        </div>
      </form>
      <div role="alert">{message && <p class="error">{message}</p>}</div>
      {created && (
        <div class="panel-token" data-testid="new-token">
          <h3>{t('agents.createdTitle', { name: created.name })}</h3>
          <p>{t('agents.onlyOnce')}</p>
          <label for="new-token-value">{t('agents.token')}</label>
          <input id="new-token-value" readOnly value={created.token} onFocus={(e) => e.currentTarget.select()} />
          <div class="actions">
            <button type="button" onClick={copy}>
              {t('agents.copy')}
            </button>
            <span role="status">
              {copied === 'yes' ? t('agents.copied') : copied === 'no' ? t('agents.copyFailed') : ''}
            </span>
          </div>
          <McpSetup token={created.token} level={3} />
        </div>
      )}
      <h3>{t('agents.list')}</h3>
      {connections.length === 0 ? (
        <p>{t('agents.none')}</p>
      ) : (
        // A list, not a table: it reflows to 320 px (WCAG 1.4.10).
        <ul class="page-list" data-testid="connections">
          {connections.map((c) => (
            <li key={c.id}>
              <div class="page-list-main">
                <strong>{c.name}</strong>
                <span>
                  {t('agents.scopes')}: {c.scopes.join(', ')}
                </span>
                <span class="hint">
                  {t('agents.created')}: {date(c.created_at)} · {t('agents.lastUsed')}: {date(c.last_used_at)}
                </span>
              </div>
              <div class="row-actions">
                {c.revoked ? (
                  <span class="tag">{t('agents.revoked')}</span>
                ) : (
                  <button type="button" class="secondary" onClick={() => revoke(c)}>
                    {t('agents.revoke')}
                    <span class="visually-hidden"> {c.name}</span>
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
