/** The reference's index: the search and the endpoints by group, each a link to its details. */
import { hrefTo } from '../routes.ts';
import { GROUPS } from './reference.ts';
import { methodClass, model } from './reference-state.ts';
import { rplural, rt } from './strings.ts';

export function EndpointIndex({ selectedId }: { selectedId: string | undefined }) {
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
                      href={hrefTo('referenceEntry', { id: endpoint.id })}
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
