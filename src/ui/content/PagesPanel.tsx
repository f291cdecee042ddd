import { useRef } from 'preact/hooks';
import { t } from '../i18n/index.ts';
import { FailureRegion, Loading, problemCode, problemMessage, useTitle } from '../kit/index.ts';
import { statusText } from './labels.ts';
import { PageEditor } from './PageEditor.tsx';
import type { PagesModel } from './pages-model.ts';

/**
 * Pages with their status, 50 a page with links to every further page of the list, and a preview
 * of the public (live) revision, shown as text only. The state is the model's (pages-model.ts).
 */
export function PagesPanel({ model }: { model: PagesModel }) {
  const { list, preview, editing, range } = model;
  const listHeading = useRef<HTMLHeadingElement>(null);
  // The editor names its own screen; the list is the content screen.
  useTitle(editing.value ? undefined : t('content.title'));

  if (editing.value) {
    return (
      <PageEditor
        pageId={editing.value === 'new' ? undefined : editing.value}
        onDone={() => void model.doneEditing()}
      />
    );
  }

  async function go(page: number) {
    await model.go(page);
    listHeading.current?.focus();
  }

  const shown = list.data.value;
  const previewError = preview.error.value;
  const live = previewError === undefined ? preview.data.value : undefined;

  return (
    <section aria-labelledby="pages-heading">
      <h2 id="pages-heading" tabIndex={-1} ref={listHeading}>
        {t('pages.title')}
      </h2>
      <FailureRegion error={list.error.value} area="content" />
      <div role="alert">
        {/* No live revision is the usual reason a preview fails: said so; anything else in the kit's words. */}
        {previewError !== undefined && (
          <p class="error">
            {problemCode(previewError) === 'not_found' ? t('pages.noLive') : problemMessage(previewError, 'content')}
          </p>
        )}
      </div>
      <p>
        <button type="button" onClick={() => model.edit('new')}>
          {t('pages.new')}
        </button>
      </p>
      {!shown ? (
        list.error.value === undefined && <Loading minHeight="3rem" />
      ) : shown.pages.length === 0 ? (
        <p>{t('pages.none')}</p>
      ) : (
        <>
          <p class="hint" data-testid="pages-range">
            {t('pages.range', { from: range.value?.from ?? 0, to: range.value?.to ?? 0 })}
          </p>
          <ul class="page-list" data-testid="pages">
            {shown.pages.map((page) => (
              <li key={page.id}>
                <div class="page-list-main">
                  <strong>{page.title}</strong>
                  <span class="hint">
                    {t('pages.statusVersion', { status: statusText(page.status), version: page.version })}
                    {page.has_unpublished_changes ? ` · ${t('pages.privateEdits')}` : ''}
                  </span>
                </div>
                <div class="row-actions">
                  <button type="button" class="secondary" onClick={() => model.edit(page.id)}>
                    {t('pages.edit')}
                    <span class="visually-hidden"> {page.title}</span>
                  </button>
                  {page.status === 'published' && (
                    <button type="button" class="secondary" onClick={() => void model.showPreview(page.id)}>
                      {t('pages.preview')}
                      <span class="visually-hidden"> {page.title}</span>
                    </button>
                  )}
                </div>
              </li>
            ))}
          </ul>
          {(shown.page > 1 || shown.next) && (
            <nav class="pager" aria-label={t('pages.pager')}>
              {shown.page > 1 && (
                <button type="button" class="secondary" onClick={() => void go(shown.page - 1)}>
                  {t('pages.previous')}
                </button>
              )}
              <span>{t('pages.pageNumber', { page: shown.page })}</span>
              {shown.next && (
                <button type="button" class="secondary" onClick={() => void go(shown.next as number)}>
                  {t('pages.next')}
                </button>
              )}
            </nav>
          )}
        </>
      )}
      {live && (
        <article class="preview" aria-label={t('pages.previewLabel')}>
          <h3>{live.title}</h3>
          {/* Page content is untrusted: shown as text, never as HTML. */}
          <p class="excerpt">{live.excerpt}</p>
          <div class="body-text">{live.body}</div>
        </article>
      )}
    </section>
  );
}
