import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { JournalEntry } from '../../engine/journal/schemas.ts';
import { formatNumber, t } from '../i18n/index.ts';
import { FailureRegion, useTitle } from '../kit/index.ts';
import { hrefTo } from '../routes.ts';
import { session, tabRestored } from '../world/session.ts';
import { EntryDetails } from './EntryDetails.tsx';
import { entryTimeText } from './entry-time.ts';
import { ANONYMOUS, type Filters, PERSON, studioChoices, whoOf } from './filters.ts';
import { toHar } from './har.ts';
import { createInspectorModel } from './inspector-model.ts';
import { JournalRow } from './JournalRow.tsx';
import { readJournal } from './journal-api.ts';
import type { Resend } from './ResendPanel.tsx';

/** How often the open Inspector asks for new entries. */
const POLL_MS = 2000;

const SOURCES = ['app', 'page', 'embed', 'bridge', 'mcp', 'reference', 'studio'] as const;

function whoLabel(who: string): string {
  if (who === PERSON) return t('inspector.person');
  if (who === ANONYMOUS) return t('inspector.anonymous');
  return who;
}

function download(entries: JournalEntry[]) {
  const har = toHar(entries, window.location.origin, '1');
  const url = URL.createObjectURL(new Blob([JSON.stringify(har, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'sandbox-journal.har';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The Inspector: the request journal of this tab's world, or the owner's, with filters and HAR export. */
export function InspectorScreen({ query = '' }: { query?: string }) {
  const model = useMemo(() => createInspectorModel(readJournal, query), [query]);
  const { journal, view, filters, open, shown } = model;
  const error = journal.error.value;
  useTitle(t('inspector.title'), error !== undefined);
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    void tabRestored.then(() => setRestored(true));
  }, []);
  const token = restored ? session.value?.token : undefined;
  // The journal is read live while the screen is open: afresh for another world, then every two seconds.
  useEffect(() => {
    void model.follow(token);
    const timer = setInterval(() => void journal.poll(), POLL_MS);
    return () => clearInterval(timer);
  }, [token, model]);
  const entries = journal.entries.value;
  // Resent requests go through the API like any client's (ResendPanel); the tab's capability only for its own world.
  const resend: Resend = { capability: () => (view.value === 'world' ? token : undefined) };
  const heading = useRef<HTMLHeadingElement>(null);

  const select = (key: keyof Filters, label: string, options: [string, string][]) => (
    <div class="field">
      <label for={`journal-${key}`}>{label}</label>
      <select
        id={`journal-${key}`}
        value={filters.value[key]}
        onChange={(event) => model.filter(key, event.currentTarget.value)}
      >
        <option value="">{t('inspector.all')}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <section aria-labelledby="inspector-heading">
      <h1 id="inspector-heading" tabIndex={-1} ref={heading}>
        {t('inspector.title')}
      </h1>
      <p>{t('inspector.intro')}</p>
      <p class="hint">{t('inspector.bounds')}</p>
      <fieldset class="journal-view">
        <legend>{t('inspector.view')}</legend>
        {(['world', 'studio', 'owner'] as const).map((choice) => (
          <label class="check" key={choice}>
            <input
              type="radio"
              name="journal-view"
              value={choice}
              checked={view.value === choice}
              onChange={() => void model.choose(choice)}
            />
            {t(`inspector.view.${choice}`)}
          </label>
        ))}
      </fieldset>
      {view.value === 'world' && restored && !token && (
        <p>
          {t('inspector.noWorld')} <a href={hrefTo('catalogue')}>{t('inspector.openWorld')}</a>
        </p>
      )}
      <fieldset class="journal-filters">
        <legend>{t('inspector.filters')}</legend>
        {select('source', t('inspector.source'), [
          ...SOURCES.map((source): [string, string] => [source, t(`inspector.source.${source}`)]),
          // Each studio project the journal names is a client of its own.
          // (and the one a link chose, before its first entry has arrived)
          ...studioChoices(entries, filters.value.source).map((client): [string, string] => [
            client,
            `${t('inspector.source.studio')}: ${client.slice('studio:'.length)}`,
          ]),
        ])}
        {select(
          'method',
          t('inspector.method'),
          model.methods.value.map((method) => [method, method]),
        )}
        {select('status', t('inspector.status'), [
          ['2', '2xx'],
          ['3', '3xx'],
          ['4', '4xx'],
          ['5', '5xx'],
        ])}
        {select(
          'who',
          t('inspector.who'),
          model.people.value.map((who) => [who, whoLabel(who)]),
        )}
      </fieldset>
      <div class="actions">
        <button
          type="button"
          onClick={() => download(shown.value.slice().reverse())}
          disabled={shown.value.length === 0}
        >
          {t('inspector.export')}
        </button>
        <span role="status" data-testid="journal-count">
          {t('inspector.count', { shown: shown.value.length, total: entries.length })}
        </span>
      </div>
      <p class="hint">{t('inspector.live')}</p>
      <FailureRegion error={error} area="inspector" />
      {shown.value.length === 0 ? (
        <p>{t('inspector.empty')}</p>
      ) : (
        // A list, not a table: it reflows to 320 px (WCAG 1.4.10). Newest first.
        <ol class="page-list journal-list" data-testid="journal">
          {shown.value.map((entry) => (
            <li key={entry.id} data-source={entry.source}>
              <JournalRow
                id={`journal-entry-${entry.id}`}
                method={entry.method}
                path={entry.url}
                status={entry.status}
                meta={`${entryTimeText(entry.time, entry.world_time)} · ${t(`inspector.source.${entry.source}`)}${entry.project ? ` ${entry.project}` : ''} · ${whoLabel(whoOf(entry))} · ${t('inspector.duration', { ms: formatNumber(entry.duration_ms) })}`}
                open={open.value === entry.id}
                onToggle={() => model.toggle(entry.id)}
              >
                {() => <EntryDetails entry={entry} resend={resend} />}
              </JournalRow>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
