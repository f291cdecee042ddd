import { useEffect, useState } from 'preact/hooks';
import type { LiveRevision, PageSummary } from '../../engine/content/contract.ts';
import { t } from '../i18n/index.ts';
import { PageEditor } from './PageEditor.tsx';
import { contentApi } from './workspace-api.ts';

/** Pages with their status, and a preview of the public (live) revision, shown as text only. */
export function PagesPanel() {
  const [pages, setPages] = useState<PageSummary[]>([]);
  const [preview, setPreview] = useState<LiveRevision | undefined>();
  const [message, setMessage] = useState('');
  /** The page being edited: an id, 'new', or nothing. */
  const [editing, setEditing] = useState<string | undefined>();

  async function refresh() {
    const result = await contentApi<{ pages: PageSummary[] }>('/api/pages').catch(() => undefined);
    if (result?.ok) setPages(result.body.pages);
    else setMessage(t('error.backendMissing'));
  }

  useEffect(() => {
    void refresh();
  }, []);

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

  return (
    <section aria-labelledby="pages-heading">
      <h2 id="pages-heading">{t('pages.title')}</h2>
      <div role="alert">{message && <p class="error">{message}</p>}</div>
      <p>
        <button type="button" onClick={() => setEditing('new')}>
          {t('pages.new')}
        </button>
      </p>
      {pages.length === 0 ? (
        <p>{t('pages.none')}</p>
      ) : (
        <table class="table" data-testid="pages">
          <thead>
            <tr>
              <th scope="col">{t('pages.pageTitle')}</th>
              <th scope="col">{t('pages.status')}</th>
              <th scope="col">{t('pages.version')}</th>
              <th scope="col">
                <span class="visually-hidden">{t('agents.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {pages.map((page) => (
              <tr key={page.id}>
                <td>{page.title}</td>
                <td>
                  {page.status}
                  {page.has_unpublished_changes ? ` (${t('pages.privateEdits')})` : ''}
                </td>
                <td>{page.version}</td>
                <td class="row-actions">
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
                </td>
              </tr>
            ))}
          </tbody>
        </table>
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
