import { useEffect, useRef, useState } from 'preact/hooks';
import { PAGE_LOCALES, PAGE_TYPES, slugify } from '../../engine/content/choices.ts';
import type { Page, Revision } from '../../engine/content/contract.ts';
import { lang, type MessageKey, t } from '../i18n/index.ts';
import { ApiError, FailureRegion, problemCode, useTitle, useUnsavedGuard } from '../kit/index.ts';
import { CoverPicker, type PendingCover, uploadCover } from './CoverPicker.tsx';
import { actionText, dateText, fieldLabel, localeText, statusText, typeText, valueText } from './labels.ts';
import { type Merge, threeWayMerge } from './merge.ts';
import { differingFields, type EditableFields, fieldsToText, textToFields } from './page-diff.ts';
import { contentRequest } from './workspace-api.ts';

interface Props {
  pageId: string | undefined;
  onDone(): void;
}

function emptyPage(): EditableFields {
  // A new page is in the language the person works in (the API's default would be English).
  return { title: '', slug: '', excerpt: '', body: '', cover: null, type: 'page', locale: lang.value, fields: {} };
}

function editable(page: EditableFields): EditableFields {
  const { title, slug, excerpt, body, cover, type, locale, fields } = page;
  return { title, slug, excerpt, body, cover: cover || null, type, locale, fields: { ...fields } };
}

type Saved = { outcome: 'saved'; page: Page } | { outcome: 'conflict' | 'failed' };

/**
 * Edits one page, like Ghost's or WordPress's editor: what is on screen is what gets published
 * (Publish saves the edits first, version-checked), Close and leaving the page ask while edits are
 * unsaved, and a chosen cover image is uploaded on save rather than dropped. On a stale revision the
 * owner's changed fields are merged onto the latest revision (fields the owner did not touch keep the
 * latest values); a field both changed is shown with its label and both values, and the owner keeps
 * theirs or takes the latest, per field. Content is shown as text, never as HTML.
 */
export function PageEditor({ pageId, onDone }: Props) {
  const [page, setPage] = useState<Page | undefined>();
  /** The version the form started from: what "changed by me" is measured against. */
  const [base, setBase] = useState<EditableFields>(emptyPage);
  const [draft, setDraft] = useState<EditableFields>(base);
  const [fieldsText, setFieldsText] = useState('');
  const [pendingCover, setPendingCover] = useState<PendingCover>({ file: undefined, alt: '' });
  const [merge, setMerge] = useState<(Merge & { latest: Page; proposed: EditableFields }) | undefined>();
  // Read with include=body, so every revision has its body and named fields.
  const [history, setHistory] = useState<Required<Revision>[]>([]);
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const conflictHeading = useRef<HTMLHeadingElement>(null);
  useTitle(page ? t('editor.screenTitle', { title: page.title }) : t('editor.newTitle'), failure !== undefined);

  function show(read: Page) {
    setPage(read);
    setBase(editable(read));
    setDraft(editable(read));
    setFieldsText(fieldsToText(read.fields));
  }

  async function load(id: string) {
    try {
      const [read, revisions] = await Promise.all([
        contentRequest<Page>(`/api/pages/${id}`),
        contentRequest<{ revisions: Required<Revision>[] }>(`/api/pages/${id}/history?include=body`),
      ]);
      show(read);
      setHistory(revisions.revisions);
    } catch (error) {
      setFailure(error);
    }
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

  /** Edits on screen that are not saved: changed fields, or an image chosen but not uploaded. */
  function dirty(): boolean {
    return differingFields(base, proposed()).length > 0 || pendingCover.file !== undefined;
  }
  useUnsavedGuard(dirty);

  /**
   * Saves what is on screen (uploading a chosen cover first). A stale revision keeps every edit and
   * shows the comparison; any other failure keeps them too.
   */
  async function save(): Promise<Saved> {
    setStatus('');
    setFailure(undefined);
    const mine = proposed();
    if (pendingCover.file) {
      if (!pendingCover.alt.trim()) {
        setFailure(new ApiError(0, { error: 'cover_alt_missing' }));
        return { outcome: 'failed' };
      }
      try {
        mine.cover = (await uploadCover(pendingCover.file, pendingCover.alt)).id;
      } catch (error) {
        setFailure(error);
        return { outcome: 'failed' };
      }
      setPendingCover({ file: undefined, alt: '' });
      setDraft((current) => ({ ...current, cover: mine.cover }));
    }
    const body = { ...mine, ...(mine.slug ? {} : { slug: undefined }) };
    try {
      const saved = page
        ? await contentRequest<Page>(`/api/pages/${page.id}`, {
            method: 'PUT',
            body: JSON.stringify({ ...body, expected_version: page.version }),
          })
        : await contentRequest<Page>('/api/pages', { method: 'POST', body: JSON.stringify(body) });
      setMerge(undefined);
      setStatus(t('editor.saved', { version: saved.version }));
      await load(saved.id);
      return { outcome: 'saved', page: saved };
    } catch (error) {
      if (problemCode(error) === 'stale_revision' && page) {
        try {
          const latest = await contentRequest<Page>(`/api/pages/${page.id}`);
          // Three-way: my changes (against the version I started from) onto the latest revision.
          const merged = threeWayMerge(base, mine, editable(latest));
          setMerge({ ...merged, latest, proposed: mine });
          setPage(latest);
          setBase(editable(latest));
          setDraft(merged.merged);
          setFieldsText(fieldsToText(merged.merged.fields));
          return { outcome: 'conflict' };
        } catch (reading) {
          setFailure(reading);
          return { outcome: 'failed' };
        }
      }
      setFailure(error);
      return { outcome: 'failed' };
    }
  }

  async function saveOnly() {
    setBusy(true);
    try {
      await save();
    } finally {
      setBusy(false);
    }
  }

  /** "Keep mine" or "take theirs" for one field both sides changed. */
  function choose(name: keyof EditableFields, side: 'mine' | 'theirs') {
    if (!merge) return;
    const value = side === 'mine' ? merge.proposed[name] : merge.latest[name];
    setDraft({ ...draft, [name]: value });
    if (name === 'fields') setFieldsText(fieldsToText(value as Record<string, string>));
  }

  async function transition(action: 'publish' | 'unpublish' | 'archive' | 'restore') {
    if (!page) return;
    const unsaved = dirty();
    // Publish publishes what is on screen: unsaved edits are saved first (the question says so).
    const question = unsaved && action === 'publish' ? 'editor.confirm.saveAndPublish' : `editor.confirm.${action}`;
    if (unsaved && action !== 'publish') {
      // Unpublish, archive and restore act on the saved page: the edits on screen are not thrown away.
      setStatus(t('editor.saveFirst'));
      return;
    }
    if (!window.confirm(t(question as MessageKey, { title: draft.title || page.title }))) return;
    setBusy(true);
    try {
      let version = page.version;
      if (unsaved && action === 'publish') {
        const saved = await save();
        if (saved.outcome !== 'saved') {
          // Nothing published: the edits stay on screen (and the comparison, on a conflict).
          setStatus(t('editor.notPublished'));
          return;
        }
        version = saved.page.version;
      }
      setFailure(undefined);
      const done = await contentRequest<Page>(`/api/pages/${page.id}/${action}`, {
        method: 'POST',
        body: JSON.stringify({ expected_version: version }),
      });
      setStatus(t('editor.done', { status: statusText(done.status) }));
      await load(page.id);
    } catch (error) {
      setFailure(error);
      if (problemCode(error) === 'stale_revision') await load(page.id);
    } finally {
      setBusy(false);
    }
  }

  function close() {
    if (!dirty() || window.confirm(t('kit.unsaved'))) onDone();
  }

  const input = (name: 'title' | 'slug' | 'excerpt', hint?: string) => (
    <>
      <label for={`page-${name}`}>{fieldLabel(name)}</label>
      {hint && (
        <span class="hint" id={`page-${name}-hint`}>
          {hint}
        </span>
      )}
      <input
        id={`page-${name}`}
        value={draft[name]}
        aria-describedby={hint ? `page-${name}-hint` : undefined}
        onInput={(e) => {
          const value = e.currentTarget.value;
          setDraft((current) => ({ ...current, [name]: value }));
        }}
      />
    </>
  );
  /** Type and language: the schema's choices, plus the page's own value if it has another. */
  const choice = (name: 'type' | 'locale', values: readonly string[], label: (value: string) => string) => {
    const options = values.includes(draft[name]) ? values : [...values, draft[name]];
    return (
      <>
        <label for={`page-${name}`}>{fieldLabel(name)}</label>
        <select
          id={`page-${name}`}
          value={draft[name]}
          onChange={(e) => {
            const value = e.currentTarget.value;
            setDraft((current) => ({ ...current, [name]: value }));
          }}
        >
          {options.map((value) => (
            <option key={value} value={value}>
              {label(value)}
            </option>
          ))}
        </select>
      </>
    );
  };
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
            <button type="button" disabled={busy} onClick={() => void saveOnly()}>
              {t('editor.retry', { version: merge.latest.version })}
            </button>
          </div>
        </div>
      )}
      <form
        class="stack wide"
        onSubmit={(event) => {
          event.preventDefault();
          void saveOnly();
        }}
      >
        {input('title')}
        {input('slug', draft.slug ? t('editor.slugRule') : t('editor.slugFromTitle', { slug: slugify(draft.title) }))}
        {input('excerpt')}
        <label for="page-body">{fieldLabel('body')}</label>
        <textarea
          id="page-body"
          rows={8}
          value={draft.body}
          onInput={(e) => {
            const body = e.currentTarget.value;
            setDraft((current) => ({ ...current, body }));
          }}
        />
        {choice('type', PAGE_TYPES, typeText)}
        {choice('locale', PAGE_LOCALES, localeText)}
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
        <CoverPicker
          value={draft.cover}
          onChange={(cover) => setDraft((current) => ({ ...current, cover }))}
          pending={pendingCover}
          onPending={setPendingCover}
        />
        <div class="actions">
          <button type="submit" disabled={busy}>
            {t('editor.save')}
          </button>
          <button type="button" class="secondary" onClick={close}>
            {t('editor.close')}
          </button>
        </div>
      </form>
      <FailureRegion error={failure} area="content" />
      <p role="status">{status}</p>
      {page && (
        <div class="actions">
          {page.status !== 'archived' && (
            <button type="button" disabled={busy} onClick={() => transition('publish')}>
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
