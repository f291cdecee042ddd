/**
 * "Try it" for one endpoint: its credential, parameters, Idempotency-Key and body, sent as the app
 * (reference-documents.ts), the answer in the kit's view (a binary one as type and size), and
 * "Copy as" below.
 */
import { AnswerView } from '../kit/AnswerView.tsx';
import { st } from '../kit/send-strings.ts';
import { CopyAsCode } from './ReferenceCopy.tsx';
import { type Json, resolveRefs } from './reference.ts';
import { referenceApi } from './reference-documents.ts';
import type { TryState } from './reference-model.ts';
import { model } from './reference-state.ts';
import { rt } from './strings.ts';

function ParameterInput({ state, name, schema }: { state: TryState; name: string; schema: Json }) {
  const id = `try-${name}`;
  const value = state.values.value[name] ?? '';
  const set = (next: string) => {
    state.values.value = { ...state.values.value, [name]: next };
  };
  const resolved = resolveRefs(schema, model.documentOf(state.endpoint));
  const options = Array.isArray(resolved.enum) ? resolved.enum.map(String) : undefined;
  return options ? (
    <select id={id} value={value} onChange={(event) => set(event.currentTarget.value)}>
      <option value="">–</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </select>
  ) : (
    <input id={id} type="text" value={value} onInput={(event) => set(event.currentTarget.value)} />
  );
}

/** Which credential the try sends: the tab's world (optional or not), a pasted token, or none. */
function TryCredential({ state }: { state: TryState }) {
  const { endpoint } = state;
  return (
    <>
      {endpoint.credential === 'world' &&
        (endpoint.auth === 'optional' ? (
          <label class="check">
            <input
              type="checkbox"
              checked={state.sendWorld.value}
              onChange={(event) => {
                state.sendWorld.value = event.currentTarget.checked;
              }}
            />{' '}
            {rt('credentialWorldOptional')}
          </label>
        ) : (
          <p class="hint">{rt('credentialWorld')}</p>
        ))}
      {endpoint.credential === 'token' && (
        <div>
          <label for="try-token">{rt('token')}</label>
          <input
            id="try-token"
            type="password"
            autocomplete="off"
            spellcheck={false}
            aria-describedby="try-token-hint"
            value={model.token.value}
            onInput={(event) => {
              model.token.value = event.currentTarget.value;
            }}
          />
          <p id="try-token-hint" class="hint">
            {rt('tokenHint')}
          </p>
        </div>
      )}
      {endpoint.credential === 'none' && <p class="hint">{rt('credentialNone')}</p>}
    </>
  );
}

/** The Idempotency-Key the try sends: made anew after each send, or on request. */
function TryKey({ state }: { state: TryState }) {
  return (
    <div>
      <label for="try-key">{rt('idempotencyKey')}</label>
      <div class="row-actions">
        <input id="try-key" type="text" readOnly aria-describedby="try-key-hint" value={state.key.value} />
        <button
          type="button"
          class="secondary"
          onClick={() => {
            state.key.value = referenceApi.newKey();
          }}
        >
          {rt('newKey')}
        </button>
      </div>
      <p id="try-key-hint" class="hint">
        {rt('keyHint')}
      </p>
    </div>
  );
}

export function TryIt({ state }: { state: TryState }) {
  const { endpoint } = state;
  const problem = state.problem.value;
  const answer = state.answer.value;
  const hasKey = endpoint.parameters.some((parameter) => parameter.name.toLowerCase() === 'idempotency-key');
  const parameters = endpoint.parameters.filter((parameter) => parameter.name.toLowerCase() !== 'idempotency-key');
  return (
    <section class="try-it" aria-labelledby="try-title">
      <h3 id="try-title">{rt('tryIt')}</h3>
      <form
        class="stack"
        onSubmit={(event) => {
          event.preventDefault();
          void state.send();
        }}
      >
        <TryCredential state={state} />
        {parameters.map((parameter) => (
          <div key={`${parameter.in}-${parameter.name}`}>
            <label for={`try-${parameter.name}`}>
              <code>{parameter.name}</code> ({parameter.in}
              {parameter.required ? `, ${rt('param.required').toLowerCase()}` : ''})
            </label>
            <ParameterInput state={state} name={parameter.name} schema={parameter.schema} />
          </div>
        ))}
        {hasKey && <TryKey state={state} />}
        {endpoint.body && (
          <div>
            <label for="try-body">{rt('requestBody')}</label>
            <textarea
              id="try-body"
              rows={Math.min(16, Math.max(4, state.body.value.split('\n').length + 1))}
              spellcheck={false}
              value={state.body.value}
              onInput={(event) => {
                state.body.value = event.currentTarget.value;
              }}
            />
          </div>
        )}
        <div class="actions">
          <button type="submit" disabled={state.busy.value}>
            {state.busy.value ? rt('sending') : rt('send')}
          </button>
        </div>
        {problem !== undefined && (
          <p class="error" role="alert">
            {problem === 'badJson'
              ? rt('badJson', { reason: '' })
              : problem === 'noToken'
                ? rt('noToken')
                : rt('failed', { reason: problem.failed })}
          </p>
        )}
      </form>
      <div aria-live="polite">
        {answer && (
          <AnswerView
            title={st('result')}
            level={4}
            answer={answer}
            testId="try-answer"
            ids={{ status: 'try-status', body: 'try-body' }}
          >
            {answer.problem && (
              <p data-testid="try-problem">
                {answer.problem.guide ? (
                  <a href={answer.problem.guide}>{st('errorGuide', { code: answer.problem.code })}</a>
                ) : (
                  <code>{answer.problem.code}</code>
                )}
              </p>
            )}
          </AnswerView>
        )}
      </div>
      <CopyAsCode state={state} />
    </section>
  );
}
