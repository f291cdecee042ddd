import { useEffect, useRef, useState } from 'preact/hooks';
import type { Page, Revision } from '../../engine/content/contract.ts';
import { type MessageKey, t } from '../i18n/index.ts';
import { CoverPicker } from './CoverPicker.tsx';
import { actionText, dateText, fieldLabel, statusText, valueText } from './labels.ts';
import { type Merge, threeWayMerge } from './merge.ts';
import { differingFields, type EditableFields, fieldsToText, textToFields } from './page-diff.ts';
import { contentApi, contentError } from './workspace-api.ts';

interface Props {
  pageId: string | undefined;
  onDone(): void;
}

const EMPTY: EditableFields = {
  title: '',
  slug: '',
  excerpt: '',
  body: '',
  cover: null,
  type: 'page',
  locale: 'de',
  fields: {},
};

function editable(page: EditableFields): EditableFields {
  const { title, slug, excerpt, body, cover, type, locale, fields } = page;
  return { title, slug, excerpt, body, cover: cover || null, type, locale, fields: { ...fields } };
}

/**
 * Edits one page. On a stale revision the owner's changed fields are merged onto the latest
 * revision (fields the owner did not touch keep the latest values); a field both changed is shown
 * with its label and both values, and the owner keeps theirs or takes the latest, per field.
 * Content is shown as text, never as HTML.
 */
export function PageEditor({ pageId, onDone }: Props) {
  const [page, setPage] = useState<Page | undefined>();
  /** The version the form started from: what "changed by me" is measured against. */
  const [base, setBase] = useState<EditableFields>(EMPTY);
  const [draft, setDraft] = useState<EditableFields>(EMPTY);
  const [fieldsText, setFieldsText] = useState('');
  const [merge, setMerge] = useState<(Merge & { latest: Page; proposed: EditableFields }) | undefined>();
  // Read with include=body, so every revision has its body and named fields.
  const [history, setHistory] = useState<Required<Revision>[]>([]);
  const [message, setMessage] = useState<{ text: string; error: boolean } | undefined>();
  const heading = useRef<HTMLHeadingElement>(null);
  const conflictHeading = useRef<HTMLHeadingElement>(null);

  function show(read: Page) {
    setPage(read);
    setBase(editable(read));
    setDraft(editable(read));
    setFieldsText(fieldsToText(read.fields));
  }

  async function load(id: string) {
    const [read, revisions] = await Promise.all([
      contentApi<Page>(`/api/pages/${id}`),
      contentApi<{ revisions: Required<Revision>[] }>(`/api/pages/${id}/history?include=body`),
    ]);
    if (read.ok) show(read.body);
    else setMessage({ text: contentError(read.body), error: true });
    if (revisions.ok) setHistory(revisions.body.revisions);
  }

  useEffect(() => {
    heading.current?.focus();
    if (pageId) void load(pageId);
  }, [pageId]);

  useEffect(() => {
    if (merge) conflictHeading.current?.focus();
  }, [merge?.latest.version]);

  /** Only the editable fields: the page's id, status and version are not part of a replace. */
  function proposed(): EditableFields {
    return { ...editable(draft), fields: textToFields(fieldsText) };
  }

  async function save() {
    setMessage(undefined);
    const mine = proposed();
    const body = { ...mine, ...(mine.slug ? {} : { slug: undefined }) };
    const result = page
      ? await contentApi<Page>(`/api/pages/${page.id}`, {
          method: 'PUT',
          body: JSON.stringify({ ...body, expected_version: page.version }),
        })
      : await contentApi<Page>('/api/pages', { method: 'POST', body: JSON.stringify(body) });
    if (result.ok) {
      setMerge(undefined);
      setMessage({ text: t('editor.saved', { version: result.body.version }), error: false });
      await load(result.body.id);
      return;
    }
    if ((result.body as { error?: string } | undefined)?.error === 'stale_revision' && page) {
      const latest = await contentApi<Page>(`/api/pages/${page.id}`);
      if (!latest.ok) return setMessage({ text: contentError(latest.body), error: true });
      // Three-way: my changes (against the version I started from) onto the latest revision.
      const merged = threeWayMerge(base, mine, editable(latest.body));
      setMerge({ ...merged, latest: latest.body, proposed: mine });
      setPage(latest.body);
      setBase(editable(latest.body));
      setDraft(merged.merged);
      setFieldsText(fieldsToText(merged.merged.fields));
      return;
    }
    setMessage({ text: contentError(result.body), error: true });
  }

  /** "Keep mine" or "take theirs" for one field both sides changed. */
  function choose(name: keyof EditableFields, side: 'mine' | 'theirs') {
    if (!merge) return;
    const value = side === 'mine' ? merge.proposed[name] : merge.latest[name];
    setDraft({ ...draft, [name]: value });
    if (name === 'fields') setFieldsText(fieldsToText(value as Record<string, string>));
  }

  async function transition(action: 'publish' | 'unpublish' | 'archive' | 'restore') {
    if (!page || !window.confirm(t(`editor.confirm.${action}` as MessageKey, { title: page.title }))) return;
    const result = await contentApi<Page>(`/api/pages/${page.id}/${action}`, {
      method: 'POST',
      body: JSON.stringify({ expected_version: page.version }),
    });
    setMessage(
      result.ok
        ? { text: t('editor.done', { status: statusText(result.body.status) }), error: false }
        : { text: contentError(result.body), error: true },
    );
    await load(page.id);
  }

  const input = (name: 'title' | 'slug' | 'excerpt' | 'type' | 'locale', hint?: MessageKey) => (
    <>
      <label for={`page-${name}`}>{fieldLabel(name)}</label>
      {hint && (
        <span class="hint" id={`page-${name}-hint`}>
          {t(hint)}
        </span>
      )}
      <input
        id={`page-${name}`}
        value={draft[name]}
        aria-describedby={hint ? `page-${name}-hint` : undefined}
        onInput={(e) => setDraft({ ...draft, [name]: e.currentTarget.value })}
      />
    </>
  );
  const current = proposed();

  return (
    <section class="editor" aria-labelledby="editor-heading">
      <h2 id="editor-heading" tabIndex={-1} ref={heading}>
        {page ? t('editor.editTitle', { title: page.title, version: page.version }) : t('editor.newTitle')}
      </h2>
      {page && <p>{t('editor.statusLine', { status: statusText(page.status) })}</p>}
      {merge && (
        <div class="error-box" data-testid="conflict">
          <h3 tabIndex={-1} ref={conflictHeading}>
            {t('editor.conflictTitle', { version: merge.latest.version })}
          </h3>
          <p>{t('editor.conflict')}</p>
          {merge.mine.length > 0 && <p>{t('editor.mergedMine', { fields: merge.mine.map(fieldLabel).join(', ') })}</p>}
          {merge.theirs.filter((name) => !merge.conflicts.includes(name)).length > 0 && (
            <p>
              {t('editor.mergedTheirs', {
                fields: merge.theirs
                  .filter((name) => !merge.conflicts.includes(name))
                  .map(fieldLabel)
                  .join(', '),
              })}
            </p>
          )}
          {merge.conflicts.length > 0 && (
            <>
              <p>{t('editor.bothChanged')}</p>
              {merge.conflicts.map((name) => {
                const mineNow = JSON.stringify(current[name]) === JSON.stringify(merge.proposed[name]);
                return (
                  <fieldset key={name} class="conflict-field">
                    <legend>{fieldLabel(name)}</legend>
                    <div class="conflict-values">
                      <div>
                        <p class="hint">{t('editor.yours')}</p>
                        <p class="body-text">{valueText(name, merge.proposed[name])}</p>
                      </div>
                      <div>
                        <p class="hint">{t('editor.latest', { version: merge.latest.version })}</p>
                        <p class="body-text">{valueText(name, merge.latest[name])}</p>
                      </div>
                    </div>
                    <label class="check">
                      <input
                        type="radio"
                        name={`choice-${name}`}
                        checked={mineNow}
                        onChange={() => choose(name, 'mine')}
                      />
                      {t('editor.keepMine')}
                    </label>
                    <label class="check">
                      <input
                        type="radio"
                        name={`choice-${name}`}
                        checked={!mineNow}
                        onChange={() => choose(name, 'theirs')}
                      />
                      {t('editor.takeTheirs')}
                    </label>
                  </fieldset>
                );
              })}
            </>
          )}
          <div class="actions">
            <button type="button" onClick={() => void save()}>
              {t('editor.retry', { version: merge.latest.version })}
            </button>
          </div>
        </div>
      )}
      <form
        class="stack wide"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        {input('title')}
        {input('slug', 'editor.slugHint')}
        {input('excerpt')}
        <label for="page-body">{fieldLabel('body')}</label>
        <textarea
          id="page-body"
          rows={8}
          value={draft.body}
          onInput={(e) => setDraft({ ...draft, body: e.currentTarget.value })}
        />
        {input('type')}
        {input('locale', 'editor.localeHint')}
        <label for="page-fields">{fieldLabel('fields')}</label>
        <span class="hint" id="page-fields-hint">
          {t('editor.fieldsHint')}
        </span>
        <textarea
          id="page-fields"
          rows={3}
          value={fieldsText}
          aria-describedby="page-fields-hint"
          onInput={(e) => setFieldsText(e.currentTarget.value)}
        />
        <CoverPicker value={draft.cover} onChange={(cover) => setDraft({ ...draft, cover })} />
        <div class="actions">
          <button type="submit">{t('editor.save')}</button>
          <button type="button" class="secondary" onClick={onDone}>
            {t('editor.close')}
          </button>
        </div>
      </form>
      <div role="alert">{message?.error && <p class="error">{message.text}</p>}</div>
      <p role="status">{message && !message.error ? message.text : ''}</p>
      {page && (
        <div class="actions">
          {page.status !== 'archived' && (
            <button type="button" onClick={() => transition('publish')}>
              {t('editor.publish')}
            </button>
          )}
          {page.status === 'published' && (
            <button type="button" class="secondary" onClick={() => transition('unpublish')}>
              {t('editor.unpublish')}
            </button>
          )}
          {page.status !== 'archived' && (
            <button type="button" class="secondary" onClick={() => transition('archive')}>
              {t('editor.archive')}
            </button>
          )}
          {page.status === 'archived' && (
            <button type="button" class="secondary" onClick={() => transition('restore')}>
              {t('editor.restore')}
            </button>
          )}
        </div>
      )}
      {history.length > 0 && (
        <>
          <h3>{t('editor.history')}</h3>
          <ol class="history" data-testid="history">
            {history.map((revision, i) => {
              const before = history[i + 1];
              const changed = before ? differingFields(before, revision) : [];
              return (
                <li key={revision.version}>
                  {t('editor.revision', {
                    version: revision.version,
                    action: actionText(revision.action),
                    at: dateText(revision.at),
                  })}
                  {changed.length > 0 && ` – ${t('editor.changed', { fields: changed.map(fieldLabel).join(', ') })}`}
                </li>
              );
            })}
          </ol>
        </>
      )}
    </section>
  );
}
