/** One endpoint's details: summary, credentials, parameters, body, answers and errors, then its try. */

import { TryIt } from './ReferenceTry.tsx';
import { type Endpoint, type Json, resolveRefs, schemaBrief } from './reference.ts';
import { methodClass, model } from './reference-state.ts';
import { rt } from './strings.ts';

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

export function EndpointView({ endpoint }: { endpoint: Endpoint }) {
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
