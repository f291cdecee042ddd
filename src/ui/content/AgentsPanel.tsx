import type { Connection } from '../api/owner-client.ts';
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
} from '../kit/index.ts';
import { McpSetup } from '../mcp/McpSetup.tsx';
import type { AgentsModel } from './agents-model.ts';
import { dateText } from './labels.ts';

/** The Agents area: scoped connections for agents, the token shown once, revocation (agents-model.ts). */
export function AgentsPanel({ model }: { model: AgentsModel }) {
  const { connections, name, write, publish, created, failure } = model;

  async function create(event: Event) {
    event.preventDefault();
    await model.create();
  }

  function revoke(connection: Connection) {
    model.revoking.value = { id: connection.id, name: connection.name };
  }

  const asked = model.revoking.value;
  const errors: FieldProblem[] = model.nameMissing.value
    ? [{ target: 'agent-name', message: t('agents.nameMissing') }]
    : [];

  const list = connections.data.value;
  const made = created.value;

  return (
    <section aria-labelledby="agents-heading">
      <h2 id="agents-heading">{t('agents.title')}</h2>
      <p>{t('agents.intro')}</p>
      <ErrorSummary errors={errors} />
      <form class="stack" onSubmit={create} noValidate>
        <label for="agent-name">{t('agents.name')}</label>
        <FieldError target="agent-name" message={errors[0]?.message} />
        <input
          id="agent-name"
          value={name.value}
          class={errors.length > 0 ? 'field-error' : undefined}
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={errors.length > 0 ? errorId('agent-name') : undefined}
          maxLength={80}
          onInput={(e) => {
            name.value = e.currentTarget.value;
          }}
        />
        <fieldset>
          <legend>{t('agents.scopes')}</legend>
          <p class="hint">{t('agents.readAlways')}</p>
          <label class="check">
            <input
              type="checkbox"
              checked={write.value || publish.value}
              disabled={publish.value}
              onChange={(e) => {
                write.value = e.currentTarget.checked;
              }}
            />
            {t('agents.write')}
          </label>
          <label class="check">
            <input
              type="checkbox"
              checked={publish.value}
              onChange={(e) => {
                publish.value = e.currentTarget.checked;
              }}
            />
            {t('agents.publish')}
          </label>
        </fieldset>
        <div class="actions">
          <button type="submit" disabled={model.busy.value}>
            {t('agents.create')}
          </button>
        </div>
      </form>
      <FailureRegion error={failure.value ?? connections.error.value} area="content" />
      {made && (
        <IssuedToken
          id="new-token-value"
          testId="new-token"
          token={made.token}
          title={t('agents.createdTitle', { name: made.name })}
          intro={t('agents.onlyOnce')}
        >
          <McpSetup token={made.token} kind="content" keyName={made.name} level={3} />
        </IssuedToken>
      )}
      <h3>{t('agents.list')}</h3>
      {!list ? (
        connections.error.value === undefined && <Loading minHeight="1.5rem" />
      ) : list.length === 0 ? (
        <p>{t('agents.none')}</p>
      ) : (
        // A list, not a table: it reflows to 320 px (WCAG 1.4.10).
        <ul class="page-list" data-testid="connections">
          {list.map((c) => (
            <li key={c.id}>
              <div class="page-list-main">
                <strong>{c.name}</strong>
                <span>
                  {t('agents.scopes')}: {c.scopes.join(', ')}
                </span>
                <span class="hint">
                  {t('agents.created')}: {dateText(c.created_at)} · {t('agents.lastUsed')}: {dateText(c.last_used_at)}
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
              {asked?.id === c.id && (
                <ConfirmStep
                  title={t('agents.revokeConfirm', { name: c.name })}
                  confirmText={t('agents.revokeDo')}
                  keepText={t('agents.keep')}
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
