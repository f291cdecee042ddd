/**
 * The content screen's page list as a model (STYLE.md "A model per screen"): the list (50 a page)
 * with its loading and failure, the preview of a page's public revision, which page is being edited,
 * and the actions. Built on the kit's resource, so a late answer (an older list page, an earlier
 * preview) never overwrites a newer one. The view renders it; tests drive it with a fake API.
 */
import { computed, signal } from '@preact/signals';
import type { LiveRevision, PageSummary } from '../../engine/content/contract.ts';
import { createResource } from '../kit/resource.ts';

export const PAGE_SIZE = 50;

/** What the model asks of the content API (the workspace's client in the app, a fake in tests). */
export interface PagesApi {
  list(page: number): Promise<{ pages: PageSummary[]; next_page: number | null }>;
  published(id: string): Promise<LiveRevision>;
}

export interface PageList {
  /** The list page these pages are (1-based). */
  page: number;
  pages: PageSummary[];
  next: number | null;
}

export function createPagesModel(api: PagesApi) {
  /** The list page asked for last; the shown one changes only when its answer came. */
  let wanted = 1;
  const list = createResource<PageList>(async () => {
    const page = wanted;
    const answer = await api.list(page);
    return { page, pages: answer.pages, next: answer.next_page };
  });

  let previewId: string | undefined;
  const preview = createResource<LiveRevision | undefined>(async () =>
    previewId === undefined ? undefined : api.published(previewId),
  );

  /** The page being edited: an id, 'new', or nothing (the list shows). */
  const editing = signal<string | undefined>(undefined);

  /** "Pages 51–100": the range of the list page shown. */
  const range = computed(() => {
    const shown = list.data.value;
    if (!shown || shown.pages.length === 0) return undefined;
    const from = (shown.page - 1) * PAGE_SIZE + 1;
    return { from, to: from + shown.pages.length - 1 };
  });

  return {
    list,
    preview,
    editing,
    range,
    /** Reads the list page shown again (after a write, or when the editor closes). */
    reload(): Promise<void> {
      wanted = list.data.value?.page ?? wanted;
      return list.refresh();
    },
    /** Moves to another list page; until its answer comes the current one stays. */
    go(page: number): Promise<void> {
      wanted = page;
      return list.refresh();
    },
    showPreview(id: string): Promise<void> {
      previewId = id;
      return preview.refresh();
    },
    edit(id: string | 'new') {
      editing.value = id;
    },
    /** The editor closed: back to the list, read again (the page may have changed). */
    doneEditing(): Promise<void> {
      editing.value = undefined;
      wanted = list.data.value?.page ?? wanted;
      return list.refresh();
    },
  };
}

export type PagesModel = ReturnType<typeof createPagesModel>;
