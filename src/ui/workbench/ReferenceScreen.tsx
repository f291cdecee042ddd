/**
 * `#/referenz`: the API reference (issue 27). The list and every endpoint's details come from the
 * served documents (reference.ts); "Try it" sends through the app's own worker; "Copy as" writes the
 * request as code for the local bridge. Loaded on demand (ReferenceRoute.tsx), precached like every chunk.
 */
import './reference.css';
import { useEffect, useState } from 'preact/hooks';
import { apiUrl } from '../api/client.ts';
import { bridgePort } from '../bridge/connection.ts';
import { lang } from '../i18n/index.ts';
import { HeaderList } from '../kit/HeaderList.tsx';
import { FailureRegion, Loading, useTitle } from '../kit/index.ts';
import { StatusText } from '../kit/StatusText.tsx';
import { href, route } from '../router.ts';
import { type Endpoint, GROUPS, type Json, resolveRefs, schemaBrief } from './reference.ts';
import { DOCUMENTS, referenceApi } from './reference-api.ts';
import { createReferenceModel, type TryState } from './reference-model.ts';
import { rplural, rt } from './strings.ts';

/** One model for the page's life: the pasted token lives here, in memory only. */
const model = createReferenceModel(referenceApi);
// Read as soon as the chunk runs (the screen is why it was loaded): no wait for a first render.
model.show(lang.value);

/** `#/referenz/municipal.createDraft` -> `municipal.createDraft`. */
function selectedId(path: string): string | undefined {
  const rest = path.replace(/^\/referenz\/?/, '').split('?')[0];
  return rest ? decodeURIComponent(rest) : undefined;
}

export function ReferenceScreen() {
  useTitle(rt('title'));
  // The documents in the screen's language: read again when the language is switched.
  useEffect(() => model.show(lang.value), [lang.value]);
  const reference = model.reference.value;
  const id = selectedId(route.value);
  // `#/referenz/municipal` (the start page's "OpenAPI" links): the group's first endpoint.
  const selected = reference?.endpoints.find((endpoint) => endpoint.id === id || endpoint.group === id);
  return (
    <section class="reference-screen" data-testid="reference-screen">
      <h1 tabIndex={-1}>{rt('title')}</h1>
      <p class="lead">{rt('intro')}</p>
      <p class="reference-documents">
        {rt('documents')}:{' '}
        {Object.values(DOCUMENTS).map((path, index) => (
          <span key={path}>
            {index > 0 && ' · '}
            <a href={apiUrl(path)}>{path}</a>
          </span>
        ))}
      </p>
      {model.loadError.value !== undefined ? (
        <FailureRegion
          error={model.loadError.value}
          onRetry={() => {
            void model.load(lang.value);
          }}
        />
      ) : !reference ? (
        <Loading label={rt('loading')} minHeight="20rem" />
      ) : (
        <div class="reference-layout">
          <EndpointIndex selectedId={selected?.id} />
          <div class="reference-detail" data-testid="reference-detail">
            {selected ? <EndpointView key={selected.id} endpoint={selected} /> : <p>{rt('choose')}</p>}
          </div>
        </div>
      )}
    </section>
  );
}

function methodClass(method: string): string {
  return `method method-${method.toLowerCase()}`;
}

function EndpointIndex({ selectedId }: { selectedId: string | undefined }) {
  const results = model.results.value;
  const count = results.length;
  return (
    <div class="reference-index">
      <label for="reference-search">{rt('search')}</label>
      <input
        id="reference-search"
        type="search"
        aria-describedby="reference-search-hint"
        value={model.query.value}
        onInput={(event) => {
          model.query.value = event.currentTarget.value;
        }}
      />
      <p id="reference-search-hint" class="hint">
        {rt('searchHint')}
      </p>
      <p role="status" class="hint">
        {rplural('found', count)}
      </p>
      <nav aria-label={rt('list')} data-testid="reference-list">
        {count === 0 && <p>{rt('none')}</p>}
        {GROUPS.map((group) => {
          const inGroup = results.filter((endpoint) => endpoint.group === group);
          if (inGroup.length === 0) return null;
          return (
            <div key={group}>
              <h2>{rt(`group.${group}`)}</h2>
              <ul class="reference-list">
                {inGroup.map((endpoint) => (
                  <li key={endpoint.id}>
                    <a
                      href={href(`/referenz/${endpoint.id}`)}
                      aria-current={endpoint.id === selectedId ? 'true' : undefined}
                    >
                      <span class={methodClass(endpoint.method)}>{endpoint.method}</span>{' '}
                      <code>{endpoint.tool ?? endpoint.path}</code>
                      <span class="reference-summary">{endpoint.summary}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </nav>
    </div>
  );
}

function SchemaView({ schema, endpoint }: { schema: Json; endpoint: Endpoint }) {
  const resolved = resolveRefs(schema, model.documentOf(endpoint));
  return (
    <details>
      <summary>{rt('schema')}</summary>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <pre tabIndex={0}>{JSON.stringify(resolved, null, 2)}</pre>
    </details>
  );
}

function EndpointView({ endpoint }: { endpoint: Endpoint }) {
  return (
    <article aria-labelledby="endpoint-title">
      <h2 id="endpoint-title" tabIndex={-1}>
        <span class={methodClass(endpoint.method)}>{endpoint.method}</span> <code>{endpoint.path}</code>
        {endpoint.tool && <code> {endpoint.tool}</code>}
      </h2>
      <p>{endpoint.summary}</p>
      {endpoint.description && <p class="hint">{endpoint.description}</p>}
      <p>
        {rt(`auth.${endpoint.auth}`)}
        {endpoint.tool && ` ${rt('tool', { name: endpoint.tool })}`}
      </p>
      {endpoint.parameters.length > 0 && (
        <>
          <h3>{rt('parameters')}</h3>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
          <section class="table-scroll" tabIndex={0} aria-label={rt('parameters')}>
            <table class="table param-table">
              <thead>
                <tr>
                  <th scope="col">{rt('param.name')}</th>
                  <th scope="col">{rt('param.in')}</th>
                  <th scope="col">{rt('param.required')}</th>
                  <th scope="col">{rt('param.schema')}</th>
                </tr>
              </thead>
              <tbody>
                {endpoint.parameters.map((parameter) => (
                  <tr key={`${parameter.in}-${parameter.name}`}>
                    <td>
                      <code>{parameter.name}</code>
                      {parameter.description && <p class="hint">{parameter.description}</p>}
                    </td>
                    <td data-label={rt('param.in')}>{parameter.in}</td>
                    <td data-label={rt('param.required')}>{parameter.required ? rt('yes') : rt('no')}</td>
                    <td data-label={rt('param.schema')}>
                      <code class="schema-inline">
                        {schemaBrief(resolveRefs(parameter.schema, model.documentOf(endpoint)))}
                      </code>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </>
      )}
      {endpoint.body && (
        <>
          <h3>{rt('body', { media: endpoint.body.media })}</h3>
          {endpoint.body.schema && <SchemaView schema={endpoint.body.schema} endpoint={endpoint} />}
          {endpoint.body.example !== undefined && (
            <>
              <h4>{rt('example')}</h4>
              {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
              <pre tabIndex={0}>{JSON.stringify(endpoint.body.example, null, 2)}</pre>
            </>
          )}
        </>
      )}
      <h3>{rt('answers')}</h3>
      <ul class="reference-answers">
        {endpoint.answers.map((answer) => (
          <li key={answer.status}>
            <strong>{answer.status}</strong> {answer.description}
            {answer.media && <code> {answer.media}</code>}
            {answer.schema && <SchemaView schema={answer.schema} endpoint={endpoint} />}
          </li>
        ))}
      </ul>
      {endpoint.errors.length > 0 && (
        <>
          <h3>{rt('errors')}</h3>
          <ul class="reference-errors" data-testid="reference-errors">
            {endpoint.errors.map((error) => (
              <li key={`${error.status}-${error.code}`}>
                <strong>{error.status}</strong>{' '}
                {error.guide ? (
                  <a href={error.guide}>
                    <code>{error.code}</code>
                  </a>
                ) : (
                  <code>{error.code}</code>
                )}
              </li>
            ))}
          </ul>
          {!endpoint.errors.some((error) => error.guide) && <p class="hint">{rt('noGuide')}</p>}
        </>
      )}
      <TryIt state={model.tryOf(endpoint)} />
    </article>
  );
}

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

function TryIt({ state }: { state: TryState }) {
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
        {parameters.map((parameter) => (
          <div key={`${parameter.in}-${parameter.name}`}>
            <label for={`try-${parameter.name}`}>
              <code>{parameter.name}</code> ({parameter.in}
              {parameter.required ? `, ${rt('param.required').toLowerCase()}` : ''})
            </label>
            <ParameterInput state={state} name={parameter.name} schema={parameter.schema} />
          </div>
        ))}
        {hasKey && (
          <div>
            <label for="try-key">{rt('idempotencyKey')}</label>
            <div class="row-actions">
              <input id="try-key" type="text" readOnly value={state.key.value} />
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
          </div>
        )}
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
      <div aria-live="polite">{answer && <AnswerView state={state} />}</div>
      <CopyAsCode state={state} />
    </section>
  );
}

function AnswerView({ state }: { state: TryState }) {
  const answer = state.answer.value;
  if (!answer) return null;
  const format = new Intl.NumberFormat(lang.value, { maximumFractionDigits: 1 });
  return (
    <div class="try-answer" data-testid="try-answer">
      <h4>{rt('result')}</h4>
      <p>
        <strong data-testid="try-status">
          <StatusText status={answer.status} />
        </strong>{' '}
        · {rt('time', { ms: format.format(answer.ms) })}
      </p>
      {answer.problem && (
        <p data-testid="try-problem">
          {answer.problem.guide ? (
            <a href={answer.problem.guide}>{rt('errorGuide', { code: answer.problem.code })}</a>
          ) : (
            <code>{answer.problem.code}</code>
          )}
        </p>
      )}
      <details>
        <summary>{rt('headers')}</summary>
        <HeaderList headers={answer.headers} />
      </details>
      <h5>{rt('responseBody')}</h5>
      {answer.body === '' ? (
        <p>{rt('noBody')}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        <pre tabIndex={0} data-testid="try-body">
          {answer.body}
        </pre>
      )}
    </div>
  );
}

function CopyAsCode({ state }: { state: TryState }) {
  const [target, setTarget] = useState<'curl' | 'fetch' | 'node' | 'python'>('curl');
  const [withKey, setWithKey] = useState(false);
  const [code, setCode] = useState('');
  const [copied, setCopied] = useState<'copied' | 'copyFailed' | undefined>(undefined);
  const baseUrl = `http://127.0.0.1:${bridgePort.value}/`;
  // What the code shows follows the form, the choice and the last answer.
  const watch = [state.values.value, state.body.value, state.key.value, model.token.value, state.answer.value];
  useEffect(() => {
    let current = true;
    setCopied(undefined);
    void Promise.all([state.request(), import('./snippets.ts')]).then(([request, { snippet }]) => {
      if (current) setCode(snippet(request, target, { baseUrl, withSecrets: withKey }));
    });
    return () => {
      current = false;
    };
  }, [target, withKey, baseUrl, ...watch]);
  return (
    <section class="copy-as" aria-labelledby="copy-title">
      <h3 id="copy-title">{rt('copyAs')}</h3>
      <p class="hint">{rt('bridgeNote', { url: baseUrl })}</p>
      <div class="row-actions">
        <label for="copy-target">{rt('language')}</label>
        <select
          id="copy-target"
          value={target}
          onChange={(event) => setTarget(event.currentTarget.value as typeof target)}
        >
          <option value="curl">curl</option>
          <option value="fetch">fetch</option>
          <option value="node">Node</option>
          <option value="python">Python</option>
        </select>
        <label class="check">
          <input type="checkbox" checked={withKey} onChange={(event) => setWithKey(event.currentTarget.checked)} />{' '}
          {rt('withKey')}
        </label>
        <button
          type="button"
          class="secondary"
          onClick={() => {
            navigator.clipboard.writeText(code).then(
              () => setCopied('copied'),
              () => setCopied('copyFailed'),
            );
            // One copy only: the next one is without the key again.
            setWithKey(false);
          }}
        >
          {rt('copy')}
        </button>
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <pre tabIndex={0} class="snippet" data-testid="snippet">
        {code}
      </pre>
      <p role="status" class="hint">
        {copied ? rt(copied) : ''}
      </p>
    </section>
  );
}
