import type { RefObject } from 'preact';
import { useEffect, useMemo, useRef } from 'preact/hooks';
import { CONTENT_LIMITS, PAGE_LOCALES, PAGE_TYPES, SLUG_PATTERN, slugify } from '../../engine/content/choices.ts';
import type { Page, Revision } from '../../engine/content/contract.ts';
import { lang, t } from '../i18n/index.ts';
import {
  ConfirmStep,
  confirmLeave,
  ErrorSummary,
  errorId,
  FailureRegion,
  FieldError,
  type FieldProblem,
  Loading,
  useTitle,
  useUnsavedGuard,
} from '../kit/index.ts';
import { CoverPicker, uploadCover } from './CoverPicker.tsx';
import { type CheckedField, createEditorModel, type EditorApi, type EditorStatus } from './editor-model.ts';
import {
  actionText,
  dateText,
  fieldLabel,
  fieldProblemText,
  localeText,
  statusText,
  typeText,
  valueText,
} from './labels.ts';
import { differingFields } from './page-diff.ts';
import { contentRequest } from './workspace-api.ts';

interface Props {
  pageId: string | undefined;
  onDone(): void;
}

/** The editor's reads and writes against the workspace's API. */
const editorApi: EditorApi = {
  read: (id) => contentRequest<Page>(`/api/pages/${id}`),
  history: (id) =>
    contentRequest<{ revisions: Required<Revision>[] }>(`/api/pages/${id}/history?include=body`).then(
      (answer) => answer.revisions,
    ),
  create: (fields) => contentRequest<Page>('/api/pages', { method: 'POST', body: JSON.stringify(fields) }),
  replace: (id, fields, expected_version) =>
    contentRequest<Page>(`/api/pages/${id}`, { method: 'PUT', body: JSON.stringify({ ...fields, expected_version }) }),
  transition: (id, action, expected_version) =>
    contentRequest<Page>(`/api/pages/${id}/${action}`, { method: 'POST', body: JSON.stringify({ expected_version }) }),
  uploadCover,
};

function statusLine(status: EditorStatus | undefined): string {
  if (!status) return '';
  if (status.said === 'saved') return t('editor.saved', { version: status.version });
  if (status.said === 'done') return t('editor.done', { status: statusText(status.status) });
  return t(status.said === 'saveFirst' ? 'editor.saveFirst' : 'editor.notPublished');
}

type EditorModel = ReturnType<typeof createEditorModel>;
type Merge = NonNullable<EditorModel['merge']['value']>;
type EditedPage = NonNullable<EditorModel['page']['value']>;

/** The page's fields: what is on screen is what gets saved; each error beside its field. */
function PageForm({
  model,
  errorOf,
  onClose,
}: {
  model: EditorModel;
  errorOf: (field: CheckedField) => string | undefined;
  onClose: () => void;
}) {
  const draft = model.draft.value;
  const busy = model.busy.value;
  /** The ids that describe a field: its hint and, while it has one, its error. */
  const describedBy = (field: string, hint: boolean) =>
    [hint ? `${field}-hint` : '', errorOf(field.replace('page-', '') as CheckedField) ? errorId(field) : '']
      .filter(Boolean)
      .join(' ') || undefined;

  const input = (name: 'title' | 'slug' | 'excerpt', hint?: string) => (
    <>
      <label for={`page-${name}`}>{fieldLabel(name)}</label>
      {hint && (
        <span class="hint" id={`page-${name}-hint`}>
          {hint}
        </span>
      )}
      <FieldError target={`page-${name}`} message={errorOf(name)} />
      <input
        id={`page-${name}`}
        value={draft[name]}
        class={errorOf(name) ? 'field-error' : undefined}
        aria-invalid={errorOf(name) ? true : undefined}
        aria-describedby={describedBy(`page-${name}`, Boolean(hint))}
        onInput={(e) => model.edit(name, e.currentTarget.value)}
      />
    </>
  );
  /** Type and language: the schema's choices, plus the page's own value if it has another. */
  const choice = (name: 'type' | 'locale', values: readonly string[], label: (value: string) => string) => {
    const options = values.includes(draft[name]) ? values : [...values, draft[name]];
    return (
      <>
        <label for={`page-${name}`}>{fieldLabel(name)}</label>
        <select id={`page-${name}`} value={draft[name]} onChange={(e) => model.edit(name, e.currentTarget.value)}>
          {options.map((value) => (
            <option key={value} value={value}>
              {label(value)}
            </option>
          ))}
        </select>
      </>
    );
  };
  return (
    <form
      class="stack wide"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void model.save();
      }}
    >
      {input('title')}
      {input('slug', draft.slug ? t('editor.slugRule') : t('editor.slugFromTitle', { slug: slugify(draft.title) }))}
      {input('excerpt')}
      <label for="page-body">{fieldLabel('body')}</label>
      <FieldError target="page-body" message={errorOf('body')} />
      <textarea
        id="page-body"
        rows={8}
        class={errorOf('body') ? 'field-error' : undefined}
        aria-invalid={errorOf('body') ? true : undefined}
        aria-describedby={describedBy('page-body', false)}
        value={draft.body}
        onInput={(e) => model.edit('body', e.currentTarget.value)}
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
        value={model.fieldsText.value}
        aria-describedby="page-fields-hint"
        onInput={(e) => {
          model.fieldsText.value = e.currentTarget.value;
        }}
      />
      <CoverPicker
        value={draft.cover}
        onChange={(cover) => model.edit('cover', cover)}
        pending={model.pendingCover.value}
        onPending={(pending) => {
          model.pendingCover.value = pending;
        }}
      />
      <div class="actions">
        <button type="submit" disabled={busy}>
          {t('editor.save')}
        </button>
        <button type="button" class="secondary" onClick={onClose}>
          {t('editor.close')}
        </button>
      </div>
    </form>
  );
}

/**
 * A stale revision: what was merged from either side, and per field changed on both "keep mine" or
 * "take theirs", then save again.
 */
function MergePanel({
  model,
  merge,
  heading,
}: {
  model: EditorModel;
  merge: Merge;
  heading: RefObject<HTMLHeadingElement | null>;
}) {
  const current = model.proposed.value;
  const busy = model.busy.value;
  return (
    <div class="error-box" data-testid="conflict">
      <h3 tabIndex={-1} ref={heading}>
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
                    onChange={() => model.choose(name, 'mine')}
                  />
                  {t('editor.keepMine')}
                </label>
                <label class="check">
                  <input
                    type="radio"
                    name={`choice-${name}`}
                    checked={!mineNow}
                    onChange={() => model.choose(name, 'theirs')}
                  />
                  {t('editor.takeTheirs')}
                </label>
              </fieldset>
            );
          })}
        </>
      )}
      <div class="actions">
        <button type="button" disabled={busy} onClick={() => void model.save()}>
          {t('editor.retry', { version: merge.latest.version })}
        </button>
      </div>
    </div>
  );
}

/** Publish, unpublish, archive or restore: each asks first (the editor's ConfirmStep). */
function PageActions({
  page,
  busy,
  publishButton,
  ask,
}: {
  page: EditedPage;
  busy: boolean;
  publishButton: RefObject<HTMLButtonElement | null>;
  ask: (action: 'publish' | 'unpublish' | 'archive' | 'restore') => void;
}) {
  return (
    <div class="actions">
      {page.status !== 'archived' && (
        <button type="button" disabled={busy} ref={publishButton} onClick={() => ask('publish')}>
          {t('editor.publish')}
        </button>
      )}
      {page.status === 'published' && (
        <button type="button" class="secondary" onClick={() => ask('unpublish')}>
          {t('editor.unpublish')}
        </button>
      )}
      {page.status !== 'archived' && (
        <button type="button" class="secondary" onClick={() => ask('archive')}>
          {t('editor.archive')}
        </button>
      )}
      {page.status === 'archived' && (
        <button type="button" class="secondary" onClick={() => ask('restore')}>
          {t('editor.restore')}
        </button>
      )}
    </div>
  );
}

/** The page's revisions, newest first, each with the fields it changed. */
function PageHistory({ history }: { history: EditorModel['history']['value'] }) {
  if (history.length === 0) return null;
  return (
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
  );
}

/**
 * Edits one page (editor-model.ts holds the state and the rules): what is on screen is what gets
 * published, Close and leaving the page ask while edits are unsaved, a chosen cover image is
 * uploaded on save, and a stale revision shows the comparison with "keep mine" / "take theirs" per
 * field. Content is shown as text, never as HTML.
 */
export function PageEditor({ pageId, onDone }: Props) {
  const model = useMemo(
    () => createEditorModel(editorApi, lang.value, { limits: CONTENT_LIMITS, slug: SLUG_PATTERN }),
    [],
  );
  const page = model.page.value;
  const merge = model.merge.value;
  const history = model.history.value;
  const failure = model.failure.value;
  const busy = model.busy.value;
  const asking = model.asking.value;
  const heading = useRef<HTMLHeadingElement>(null);
  const conflictHeading = useRef<HTMLHeadingElement>(null);
  const publishButton = useRef<HTMLButtonElement>(null);
  /** An Edit stays an Edit: while its page is not shown, the screen never offers a new page's form. */
  const waitingForPage = pageId !== undefined && !page;
  const errors: FieldProblem[] = model.fieldProblems.value.map((found) => ({
    target: `page-${found.field}`,
    message: fieldProblemText(found, CONTENT_LIMITS[found.field]),
  }));
  const errorOf = (field: CheckedField) => errors.find((error) => error.target === `page-${field}`)?.message;
  useTitle(
    page
      ? t('editor.screenTitle', { title: page.title })
      : waitingForPage
        ? t('editor.editPage')
        : t('editor.newTitle'),
    failure !== undefined || errors.length > 0,
  );

  useEffect(() => {
    heading.current?.focus();
    if (pageId) void model.load(pageId);
  }, [pageId]);

  useEffect(() => {
    if (merge) conflictHeading.current?.focus();
  }, [merge?.latest.version]);

  useUnsavedGuard(() => model.dirty.value);

  function transition(action: 'publish' | 'unpublish' | 'archive' | 'restore') {
    model.ask(action);
  }

  /** "Change nothing": the question goes and focus returns to the buttons it came from. */
  const backToButtons = useRef(false);
  function keep() {
    backToButtons.current = true;
    model.keep();
  }
  useEffect(() => {
    if (asking || !backToButtons.current) return;
    backToButtons.current = false;
    publishButton.current?.focus();
  }, [asking]);

  function close() {
    confirmLeave(onDone);
  }

  if (waitingForPage) {
    return (
      <section class="editor" aria-labelledby="editor-heading">
        <h2 id="editor-heading" tabIndex={-1} ref={heading}>
          {t('editor.editPage')}
        </h2>
        {failure === undefined && <Loading minHeight="12rem" />}
        <FailureRegion error={failure} area="content" onRetry={() => void model.load(pageId)} />
        <div class="actions">
          <button type="button" class="secondary" onClick={onDone}>
            {t('editor.close')}
          </button>
        </div>
      </section>
    );
  }

  return (
    <section class="editor" aria-labelledby="editor-heading">
      <ErrorSummary errors={errors} />
      <h2 id="editor-heading" tabIndex={-1} ref={heading}>
        {page ? t('editor.editTitle', { title: page.title, version: page.version }) : t('editor.newTitle')}
      </h2>
      {page && <p>{t('editor.statusLine', { status: statusText(page.status) })}</p>}
      {merge && <MergePanel model={model} merge={merge} heading={conflictHeading} />}
      <PageForm model={model} errorOf={errorOf} onClose={close} />
      <FailureRegion error={failure} area="content" />
      <p role="status" data-testid="editor-status">
        {statusLine(model.status.value)}
      </p>
      {page && asking && (
        <ConfirmStep
          title={t(`editor.confirm.${asking.question}`, {
            title: model.draft.value.title || page.title,
          })}
          confirmText={t(`editor.do.${asking.question}`)}
          keepText={t('editor.keepAsIs')}
          onConfirm={() => void model.confirmAsked()}
          onKeep={keep}
          warning={asking.action !== 'publish' && asking.action !== 'restore'}
          busy={busy}
          level={3}
          testId="editor-confirm"
        />
      )}
      {page && !asking && <PageActions page={page} busy={busy} publishButton={publishButton} ask={transition} />}
      <PageHistory history={history} />
    </section>
  );
}
