import { useEffect, useRef, useState } from 'preact/hooks';
import type { Page, Revision } from '../../engine/content/contract.ts';
import { type MessageKey, t } from '../i18n/index.ts';
import { differingFields, type EditableFields, fieldsToText, textToFields } from './page-diff.ts';
import { contentApi } from './workspace-api.ts';

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

/**
 * Edits one page. On a stale revision it keeps the proposed change, shows the latest revision and
 * what differs, and only then lets the owner retry. Content is shown as text, never as HTML.
 */
export function PageEditor({ pageId, onDone }: Props) {
  const [page, setPage] = useState<Page | undefined>();
  const [draft, setDraft] = useState<EditableFields>(EMPTY);
  const [fieldsText, setFieldsText] = useState('');
  const [conflict, setConflict] = useState<Page | undefined>();
  // Read with include=body, so every revision has its body and named fields.
  const [history, setHistory] = useState<Required<Revision>[]>([]);
  const [message, setMessage] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);

  async function load(id: string) {
    const [read, revisions] = await Promise.all([
      contentApi<Page>(`/api/pages/${id}`),
      contentApi<{ revisions: Required<Revision>[] }>(`/api/pages/${id}/history?include=body`),
    ]);
    if (read.ok) {
      setPage(read.body);
      setDraft(read.body);
      setFieldsText(fieldsToText(read.body.fields));
    }
    if (revisions.ok) setHistory(revisions.body.revisions);
  }

  useEffect(() => {
    heading.current?.focus();
    if (pageId) void load(pageId);
  }, [pageId]);

  /** Only the editable fields: the page's id, status and version are not part of a replace. */
  function proposed(): EditableFields {
    const { title, slug, excerpt, body, cover, type, locale } = draft;
    return { title, slug, excerpt, body, cover: cover || null, type, locale, fields: textToFields(fieldsText) };
  }

  async function save(expectedVersion?: number) {
    setMessage('');
    const body = { ...proposed(), ...(draft.slug ? {} : { slug: undefined }) };
    const result = page
      ? await contentApi<Page & { error?: string; current_version?: number }>(`/api/pages/${page.id}`, {
          method: 'PUT',
          body: JSON.stringify({ ...body, expected_version: expectedVersion ?? page.version }),
        })
      : await contentApi<Page & { error?: string }>('/api/pages', { method: 'POST', body: JSON.stringify(body) });
    if (result.ok) {
      setConflict(undefined);
      setMessage(t('editor.saved', { version: result.body.version }));
      await load(result.body.id);
      return;
    }
    if (result.body.error === 'stale_revision' && page) {
      // Keep the proposed change; show the latest revision beside it.
      const latest = await contentApi<Page>(`/api/pages/${page.id}`);
      if (latest.ok) setConflict(latest.body);
      return;
    }
    setMessage((result.body as { message?: string }).message ?? t('error.backendMissing'));
  }

  async function transition(action: 'publish' | 'unpublish' | 'archive' | 'restore') {
    if (!page || !window.confirm(t(`editor.confirm.${action}` as MessageKey, { title: page.title }))) return;
    const result = await contentApi<Page & { message?: string }>(`/api/pages/${page.id}/${action}`, {
      method: 'POST',
      body: JSON.stringify({ expected_version: page.version }),
    });
    setMessage(result.ok ? t('editor.done', { status: result.body.status }) : (result.body.message ?? ''));
    await load(page.id);
  }

  const differing = conflict ? differingFields(proposed(), conflict) : [];
  const input = (name: 'title' | 'slug' | 'excerpt' | 'type' | 'locale') => (
    <>
      <label for={`page-${name}`}>{t(`editor.${name}` as MessageKey)}</label>
      <input
        id={`page-${name}`}
        value={draft[name]}
        onInput={(e) => setDraft({ ...draft, [name]: e.currentTarget.value })}
      />
    </>
  );

  return (
    <section class="editor" aria-labelledby="editor-heading">
      <h2 id="editor-heading" tabIndex={-1} ref={heading}>
        {page ? t('editor.editTitle', { title: page.title, version: page.version }) : t('editor.newTitle')}
      </h2>
      <form
        class="stack wide"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        {input('title')}
        {input('slug')}
        {input('excerpt')}
        <label for="page-body">{t('editor.body')}</label>
        <textarea
          id="page-body"
          rows={8}
          value={draft.body}
          onInput={(e) => setDraft({ ...draft, body: e.currentTarget.value })}
        />
        {input('type')}
        {input('locale')}
        <label for="page-fields">{t('editor.fields')}</label>
        <textarea id="page-fields" rows={3} value={fieldsText} onInput={(e) => setFieldsText(e.currentTarget.value)} />
        <label for="page-cover">{t('editor.cover')}</label>
        <input
          id="page-cover"
          value={draft.cover ?? ''}
          onInput={(e) => setDraft({ ...draft, cover: e.currentTarget.value })}
        />
        <div class="actions">
          <button type="submit">{t('editor.save')}</button>
          <button type="button" class="secondary" onClick={onDone}>
            {t('editor.close')}
          </button>
        </div>
      </form>
      <div role="alert">
        {message && <p>{message}</p>}
        {conflict && (
          <div class="error-box" data-testid="conflict">
            <p class="error">{t('editor.conflict', { version: conflict.version })}</p>
            <table class="table">
              <thead>
                <tr>
                  <th scope="col">{t('editor.field')}</th>
                  <th scope="col">{t('editor.yours')}</th>
                  <th scope="col">{t('editor.latest')}</th>
                </tr>
              </thead>
              <tbody>
                {differing.map((name) => (
                  <tr key={name}>
                    <td>{name}</td>
                    <td class="body-text">{JSON.stringify(proposed()[name])}</td>
                    <td class="body-text">{JSON.stringify(conflict[name])}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <button type="button" onClick={() => void save(conflict.version)}>
              {t('editor.retry', { version: conflict.version })}
            </button>
          </div>
        )}
      </div>
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
                    action: revision.action,
                    at: new Date(revision.at).toLocaleString(),
                  })}
                  {changed.length > 0 && ` – ${t('editor.changed', { fields: changed.join(', ') })}`}
                </li>
              );
            })}
          </ol>
        </>
      )}
    </section>
  );
}
