import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../i18n/index.ts';
import { problemMessage, useTitle } from '../kit/index.ts';
import { McpSetup } from '../mcp/McpSetup.tsx';
import {
  type AgentConnection,
  ensureSession,
  municipal,
  type NewAgentConnection,
  session,
  world as worldSource,
} from './api.ts';
import { dateTime } from './flow.ts';
import { WorldBar } from './WorldBar.tsx';

/**
 * The person's agent connections to the current world: make one (its key is shown once), see when
 * each was last used, revoke. The agent prepares; only the person submits or cancels.
 */
export function ConnectionsView() {
  const [connections, setConnections] = useState<AgentConnection[]>([]);
  const [created, setCreated] = useState<NewAgentConnection | undefined>();
  const [copied, setCopied] = useState<'yes' | 'no' | undefined>();
  const [name, setName] = useState('');
  const [failure, setFailure] = useState('');
  const nameInput = useRef<HTMLInputElement>(null);
  useTitle(t('m.agents'), failure !== '');

  const world = session.value?.id;
  useEffect(() => {
    if (!world) return;
    const load = () =>
      municipal
        .connections()
        .then(setConnections)
        .catch((error) => setFailure(problemMessage(error, 'm')));
    void load();
    return worldSource.onChange(() => void load());
  }, [world]);

  async function connect(event: Event) {
    event.preventDefault();
    setFailure('');
    setCopied(undefined);
    if (name.trim() === '') {
      setFailure(t('m.agentNameMissing'));
      nameInput.current?.focus();
      return;
    }
    try {
      await ensureSession();
      const made = await municipal.connect(name.trim());
      setCreated(made);
      setName('');
      setConnections(await municipal.connections());
    } catch (error) {
      setFailure(problemMessage(error, 'm'));
    }
  }

  async function copy(token: string) {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(token);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  }

  async function revoke(connection: AgentConnection) {
    if (!window.confirm(t('m.agentRevokeConfirm', { name: connection.name }))) return;
    try {
      await municipal.revokeConnection(connection.id);
      setConnections(await municipal.connections());
    } catch (error) {
      setFailure(problemMessage(error, 'm'));
    }
  }

  return (
    <section>
      <h1 tabIndex={-1}>{t('m.agents')}</h1>
      <WorldBar />
      <p>{t('m.agentsIntro')}</p>
      <form onSubmit={connect} class="stack">
        <label for="agent-name">{t('m.agentName')}</label>
        <input
          id="agent-name"
          ref={nameInput}
          value={name}
          maxLength={80}
          autoComplete="off"
          onInput={(event) => setName((event.target as HTMLInputElement).value)}
        />
        <button type="submit">{t('m.agentConnect')}</button>
      </form>
      <div role="alert">{failure && <p class="error">{failure}</p>}</div>
      {created && (
        <div class="notice" data-testid="agent-token">
          <p>{t('m.agentToken', { name: created.name })}</p>
          <p>
            <code class="token">{created.token}</code>
          </p>
          <button type="button" class="secondary" onClick={() => copy(created.token)}>
            {t('m.agentCopy')}
          </button>
          <p role="status">{copied === 'yes' ? t('m.agentCopied') : copied === 'no' ? t('m.agentCopyFailed') : ''}</p>
          <McpSetup token={created.token} />
        </div>
      )}
      {connections.length === 0 ? (
        <p>{t('m.agentNone')}</p>
      ) : (
        <ul class="case-list" data-testid="agent-connections">
          {connections.map((connection) => (
            <li key={connection.id}>
              <h2 class="case-title">{connection.name}</h2>
              <p>
                {connection.revoked
                  ? t('m.agentRevoked')
                  : connection.last_used_at
                    ? t('m.agentLastUsed', { time: dateTime(connection.last_used_at) })
                    : t('m.agentNeverUsed')}
              </p>
              {!connection.revoked && (
                <button type="button" class="secondary" onClick={() => revoke(connection)}>
                  {t('m.agentRevoke')}
                  <span class="visually-hidden"> {connection.name}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
