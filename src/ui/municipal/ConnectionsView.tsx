import { useEffect, useMemo, useRef } from 'preact/hooks';
import { t } from '../i18n/index.ts';
import {
  ConfirmStep,
  ErrorSummary,
  errorId,
  FailureRegion,
  FieldError,
  type FieldProblem,
  IssuedToken,
  Loading,
  useTitle,
} from '../kit/index.ts';
import { McpSetup } from '../mcp/McpSetup.tsx';
import { ensureSession, session, worldTabChanges } from '../world/session.ts';
import { type AgentConnection, municipal } from './api.ts';
import { createConnectionsModel } from './connections-model.ts';
import { dateTime } from './flow.ts';
import { WorldBar } from './WorldBar.tsx';

/**
 * The person's agent connections to the current world: make one (its key is shown once), see when
 * each was last used, revoke. The agent prepares; only the person submits or cancels. The state is
 * the model's (connections-model.ts).
 */
export function ConnectionsView() {
  const model = useMemo(
    () =>
      createConnectionsModel(
        {
          connections: () => municipal.connections(),
          connect: (name) => municipal.connect(name),
          revokeConnection: (id) => municipal.revokeConnection(id),
          ensureSession,
        },
        worldTabChanges,
      ),
    [],
  );
  const { list, name, created, failure, nameMissing } = model;
  const nameInput = useRef<HTMLInputElement>(null);
  useTitle(t('m.agents'), failure.value !== undefined || nameMissing.value);

  // The list belongs to the tab's world: read when it is known, when it changes, and when it says
  // it changed (this tab, another tab, an agent), never by a version counter.
  const world = session.value?.id;
  useEffect(() => {
    if (!world) return;
    void model.reload();
    return model.followChanges();
  }, [world]);

  async function connect(event: Event) {
    event.preventDefault();
    await model.connect();
    if (nameMissing.value) nameInput.current?.focus();
  }

  function revoke(connection: AgentConnection) {
    model.revoking.value = { id: connection.id, name: connection.name };
  }

  const asked = model.revoking.value;
  const errors: FieldProblem[] = nameMissing.value ? [{ target: 'agent-name', message: t('m.agentNameMissing') }] : [];

  const connections = world ? list.data.value : [];
  const made = created.value;

  return (
    <section>
      <h1 tabIndex={-1}>{t('m.agents')}</h1>
      <WorldBar />
      <p>{t('m.agentsIntro')}</p>
      <ErrorSummary errors={errors} />
      <form onSubmit={connect} class="stack" noValidate>
        <label for="agent-name">{t('m.agentName')}</label>
        <FieldError target="agent-name" message={errors[0]?.message} />
        <input
          id="agent-name"
          ref={nameInput}
          class={errors.length > 0 ? 'field-error' : undefined}
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={errors.length > 0 ? errorId('agent-name') : undefined}
          value={name.value}
          maxLength={80}
          autoComplete="off"
          onInput={(event) => {
            name.value = (event.target as HTMLInputElement).value;
          }}
        />
        <button type="submit" disabled={model.busy.value}>
          {t('m.agentConnect')}
        </button>
      </form>
      <FailureRegion
        error={failure.value ?? (world ? list.error.value : undefined)}
        area="m"
        onRetry={failure.value === undefined && world ? () => void list.refresh() : undefined}
      />
      {made && (
        <IssuedToken
          id="agent-token-value"
          testId="agent-token"
          heading="h2"
          token={made.token}
          title={t('agents.createdTitle', { name: made.name })}
          intro={t('m.agentToken', { name: made.name })}
        >
          <McpSetup token={made.token} kind="municipal" keyName={made.name} />
        </IssuedToken>
      )}
      {connections === undefined ? (
        list.error.value === undefined && <Loading minHeight="1.5rem" />
      ) : connections.length === 0 ? (
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
              {asked?.id === connection.id && (
                <ConfirmStep
                  title={t('m.agentRevokeConfirm', { name: connection.name })}
                  confirmText={t('m.agentRevokeDo')}
                  keepText={t('m.keepWorld')}
                  onConfirm={() => void model.confirmRevoke()}
                  onKeep={() => {
                    model.revoking.value = undefined;
                  }}
                  warning
                  level={3}
                  testId="revoke-confirm"
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
