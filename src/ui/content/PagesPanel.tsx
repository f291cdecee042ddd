import { useEffect, useRef, useState } from 'preact/hooks';
import type { LiveRevision, PageSummary } from '../../engine/content/contract.ts';
import { t } from '../i18n/index.ts';
import { useTitle } from '../kit/index.ts';
import { storeVersion } from '../transfer/transfer-api.ts';
import { statusText } from './labels.ts';
import { PageEditor } from './PageEditor.tsx';
import { contentApi, contentError } from './workspace-api.ts';

/**
 * Pages with their status, 50 a page with links to every further page of the list, and a preview
 * of the public (live) revision, shown as text only.
 */
export function PagesPanel() {
  const [pages, setPages] = useState<PageSummary[]>([]);
  const [listPage, setListPage] = useState(1);
  const [nextPage, setNextPage] = useState<number | null>(null);
  const [preview, setPreview] = useState<LiveRevision | undefined>();
  const [message, setMessage] = useState('');
  /** The page being edited: an id, 'new', or nothing. */
  const [editing, setEditing] = useState<string | undefined>();
  const listHeading = useRef<HTMLHeadingElement>(null);
  // The editor names its own screen; the list is the content screen.
  useTitle(editing ? undefined : t('content.title'));

  async function refresh(page = listPage) {
    const result = await contentApi<{ pages: PageSummary[]; next_page: number | null }>(
      `/api/pages?page=${page}`,
    ).catch(() => undefined);
    if (result?.ok) {
      setPages(result.body.pages);
      setNextPage(result.body.next_page);
      setListPage(page);
      setMessage('');
    } else setMessage(contentError(result?.body));
  }

  // Read again after an import changed the store.
  useEffect(() => {
    void refresh(1);
  }, [storeVersion.value]);

  if (editing) {
    return (
      <PageEditor
        pageId={editing === 'new' ? undefined : editing}
        onDone={() => {
          setEditing(undefined);
          void refresh();
        }}
      />
    );
  }

  async function showPreview(id: string) {
    const result = await contentApi<LiveRevision>(`/api/pages/${id}/published`);
    setPreview(result.ok ? result.body : undefined);
    setMessage(result.ok ? '' : t('pages.noLive'));
  }

  async function go(page: number) {
    await refresh(page);
    listHeading.current?.focus();
  }

  return (
    <section aria-labelledby="pages-heading">
      <h2 id="pages-heading" tabIndex={-1} ref={listHeading}>
        {t('pages.title')}
      </h2>
      <div role="alert">{message && <p class="error">{message}</p>}</div>
      <p>
        <button type="button" onClick={() => setEditing('new')}>
          {t('pages.new')}
        </button>
      </p>
      {pages.length === 0 ? (
        <p>{t('pages.none')}</p>
      ) : (
        <>
          <p class="hint" data-testid="pages-range">
            {t('pages.range', { from: (listPage - 1) * 50 + 1, to: (listPage - 1) * 50 + pages.length })}
          </p>
          <ul class="page-list" data-testid="pages">
            {pages.map((page) => (
              <li key={page.id}>
                <div class="page-list-main">
                  <strong>{page.title}</strong>
                  <span class="hint">
                    {t('pages.statusVersion', { status: statusText(page.status), version: page.version })}
                    {page.has_unpublished_changes ? ` · ${t('pages.privateEdits')}` : ''}
                  </span>
                </div>
                <div class="row-actions">
                  <button type="button" class="secondary" onClick={() => setEditing(page.id)}>
                    {t('pages.edit')}
                    <span class="visually-hidden"> {page.title}</span>
                  </button>
                  {page.status === 'published' && (
                    <button type="button" class="secondary" onClick={() => showPreview(page.id)}>
                      {t('pages.preview')}
                      <span class="visually-hidden"> {page.title}</span>
                    </button>
                  )}
                </div>
              </li>
            ))}
          </ul>
          {(listPage > 1 || nextPage) && (
            <nav class="pager" aria-label={t('pages.pager')}>
              {listPage > 1 && (
                <button type="button" class="secondary" onClick={() => void go(listPage - 1)}>
                  {t('pages.previous')}
                </button>
              )}
              <span>{t('pages.pageNumber', { page: listPage })}</span>
              {nextPage && (
                <button type="button" class="secondary" onClick={() => void go(nextPage)}>
                  {t('pages.next')}
                </button>
              )}
            </nav>
          )}
        </>
      )}
      {preview && (
        <article class="preview" aria-label={t('pages.previewLabel')}>
          <h3>{preview.title}</h3>
          {/* Page content is untrusted: shown as text, never as HTML. */}
          <p class="excerpt">{preview.excerpt}</p>
          <div class="body-text">{preview.body}</div>
        </article>
      )}
    </section>
  );
}
