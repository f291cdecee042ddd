/**
 * The page editor as a model (STYLE.md "A model per screen"), like Ghost's or WordPress's editor:
 * what is on screen is what gets published (Publish saves the edits first, version-checked), and an
 * image chosen for the cover is uploaded on save rather than dropped. On a stale revision the
 * person's changed fields are merged onto the latest revision; a field both changed is offered both
 * ways. Every failure keeps every edit. The view (PageEditor.tsx) renders it and asks the questions.
 */
import { computed, signal } from '@preact/signals';
import type { Page, Revision } from '../../engine/content/contract.ts';
import { ApiError } from '../kit/api.ts';
import { problemCode } from '../kit/problem.ts';
import type { PendingCover } from './CoverPicker.tsx';
import { type Merge, threeWayMerge } from './merge.ts';
import { differingFields, type EditableFields, fieldsToText, textToFields } from './page-diff.ts';

export type Transition = 'publish' | 'unpublish' | 'archive' | 'restore';

/** What the editor asks of the content API (the workspace's client in the app, a fake in tests). */
export interface EditorApi {
  read(id: string): Promise<Page>;
  /** Every revision with its body and named fields, newest first. */
  history(id: string): Promise<Required<Revision>[]>;
  create(fields: Partial<EditableFields>): Promise<Page>;
  replace(id: string, fields: Partial<EditableFields>, expectedVersion: number): Promise<Page>;
  transition(id: string, action: Transition, expectedVersion: number): Promise<Page>;
  uploadCover(file: Blob, alt: string): Promise<{ id: string }>;
}

/** What the status line says, worded when shown (so it follows a change of language). */
export type EditorStatus =
  | { said: 'saved'; version: number }
  | { said: 'done'; status: Page['status'] }
  | { said: 'saveFirst' }
  | { said: 'notPublished' };

export type Saved = { outcome: 'saved'; page: Page } | { outcome: 'conflict' | 'failed' | 'invalid' };

/** A field the form checks before sending (the API's own rules, src/engine/content/schemas.ts). */
export type CheckedField = 'title' | 'slug' | 'excerpt' | 'body';
/** What the form finds wrong with each field (what the API would refuse). */
export interface FieldProblemsOf {
  title: 'required' | 'tooLong';
  slug: 'tooLong' | 'format';
  excerpt: 'tooLong';
  body: 'tooLong';
}
/** What is wrong with a field, worded by the view (`editor.problem.<field>.<problem>`). */
export type EditorFieldProblem<Field extends CheckedField = CheckedField> = {
  [F in Field]: { field: F; problem: FieldProblemsOf[F] };
}[Field];

/** The API's bounds the form checks (CONTENT_LIMITS and SLUG_PATTERN of src/engine/content/choices.ts). */
export interface FieldRules {
  limits: { title: number; slug: number; excerpt: number; body: number };
  slug: RegExp;
}

/** The form's own check, in the order of the fields on screen: an empty title is said at the title. */
function checkFields(fields: EditableFields, rules: FieldRules): EditorFieldProblem[] {
  const { limits } = rules;
  const problems: EditorFieldProblem[] = [];
  const title = fields.title.trim();
  if (!title) problems.push({ field: 'title', problem: 'required' });
  else if (title.length > limits.title) problems.push({ field: 'title', problem: 'tooLong' });
  if (fields.slug && fields.slug.length > limits.slug) problems.push({ field: 'slug', problem: 'tooLong' });
  else if (fields.slug && !rules.slug.test(fields.slug)) problems.push({ field: 'slug', problem: 'format' });
  if (fields.excerpt.length > limits.excerpt) problems.push({ field: 'excerpt', problem: 'tooLong' });
  if (fields.body.length > limits.body) problems.push({ field: 'body', problem: 'tooLong' });
  return problems;
}

/** A question the editor shows on the page before it acts (PageEditor's ConfirmStep). */
export interface EditorQuestion {
  action: Transition;
  question: 'saveAndPublish' | Transition;
}

function emptyPage(locale: string): EditableFields {
  return { title: '', slug: '', excerpt: '', body: '', cover: null, type: 'page', locale, fields: {} };
}

export function editable(page: EditableFields): EditableFields {
  const { title, slug, excerpt, body, cover, type, locale, fields } = page;
  return { title, slug, excerpt, body, cover: cover || null, type, locale, fields: { ...fields } };
}

/** `locale`: a new page is in the language the person works in (the API's default would be English). */
export function createEditorModel(api: EditorApi, locale: string, rules: FieldRules) {
  const page = signal<Page | undefined>(undefined);
  /** The version the form started from: what "changed by me" is measured against. */
  const base = signal<EditableFields>(emptyPage(locale));
  const draft = signal<EditableFields>(base.value);
  const fieldsText = signal('');
  const pendingCover = signal<PendingCover>({ file: undefined, alt: '' });
  const merge = signal<(Merge & { latest: Page; proposed: EditableFields }) | undefined>(undefined);
  const history = signal<Required<Revision>[]>([]);
  const status = signal<EditorStatus | undefined>(undefined);
  const failure = signal<unknown>(undefined);
  /** The form's own check of the last save: shown in the error summary and at each field. */
  const fieldProblems = signal<EditorFieldProblem[]>([]);
  /** The page asked for but not (yet) shown: an Edit stays an Edit when its read fails. */
  const editing = signal<string | undefined>(undefined);
  /** The question on screen ("Publish …?"), until answered. */
  const asking = signal<EditorQuestion | undefined>(undefined);
  const busy = signal(false);
  /** Numbers each read: the answer of an earlier one never replaces a later one's. */
  let latestRead = 0;

  /** Only the editable fields: the page's id, status and version are not part of a replace. */
  const proposed = computed<EditableFields>(() => ({
    ...editable(draft.value),
    fields: textToFields(fieldsText.value),
  }));
  /** Edits on screen that are not saved: changed fields, or an image chosen but not uploaded. */
  const dirty = computed(
    () => differingFields(base.value, proposed.value).length > 0 || pendingCover.value.file !== undefined,
  );

  function show(read: Page) {
    page.value = read;
    base.value = editable(read);
    draft.value = editable(read);
    fieldsText.value = fieldsToText(read.fields);
  }

  async function load(id: string): Promise<void> {
    latestRead += 1;
    const mine = latestRead;
    editing.value = id;
    failure.value = undefined;
    try {
      const [read, revisions] = await Promise.all([api.read(id), api.history(id)]);
      if (mine !== latestRead) return;
      show(read);
      history.value = revisions;
    } catch (error) {
      if (mine === latestRead) failure.value = error;
    }
  }

  /**
   * Saves what is on screen (uploading a chosen cover first). A stale revision keeps every edit and
   * shows the comparison; any other failure keeps them too.
   */
  async function save(): Promise<Saved> {
    status.value = undefined;
    failure.value = undefined;
    const mine = proposed.value;
    fieldProblems.value = checkFields(mine, rules);
    if (fieldProblems.value.length > 0) return { outcome: 'invalid' };
    const cover = pendingCover.value;
    if (cover.file) {
      if (!cover.alt.trim()) {
        failure.value = new ApiError(0, { error: 'cover_alt_missing' });
        return { outcome: 'failed' };
      }
      try {
        mine.cover = (await api.uploadCover(cover.file, cover.alt)).id;
      } catch (error) {
        failure.value = error;
        return { outcome: 'failed' };
      }
      pendingCover.value = { file: undefined, alt: '' };
      draft.value = { ...draft.value, cover: mine.cover };
    }
    const body = { ...mine, ...(mine.slug ? {} : { slug: undefined }) };
    const current = page.value;
    // An Edit whose page is not shown (its read failed) never becomes a new page.
    if (!current && editing.value !== undefined) return { outcome: 'failed' };
    try {
      const saved = current ? await api.replace(current.id, body, current.version) : await api.create(body);
      merge.value = undefined;
      status.value = { said: 'saved', version: saved.version };
      await load(saved.id);
      return { outcome: 'saved', page: saved };
    } catch (error) {
      if (problemCode(error) === 'stale_revision' && current) {
        try {
          const latest = await api.read(current.id);
          // Three-way: my changes (against the version I started from) onto the latest revision.
          const merged = threeWayMerge(base.value, mine, editable(latest));
          merge.value = { ...merged, latest, proposed: mine };
          page.value = latest;
          base.value = editable(latest);
          draft.value = merged.merged;
          fieldsText.value = fieldsToText(merged.merged.fields);
          return { outcome: 'conflict' };
        } catch (reading) {
          failure.value = reading;
          return { outcome: 'failed' };
        }
      }
      failure.value = error;
      return { outcome: 'failed' };
    }
  }

  async function whileBusy<T>(work: () => Promise<T>): Promise<T> {
    busy.value = true;
    try {
      return await work();
    } finally {
      busy.value = false;
    }
  }

  return {
    page,
    draft,
    fieldsText,
    pendingCover,
    merge,
    history,
    status,
    failure,
    fieldProblems,
    editing,
    asking,
    busy,
    proposed,
    dirty,
    load,
    /** One field typed or chosen. */
    edit(name: keyof EditableFields, value: EditableFields[keyof EditableFields]) {
      draft.value = { ...draft.value, [name]: value };
    },
    save: () => whileBusy(save),
    /** "Keep mine" or "take theirs" for one field both sides changed. */
    choose(name: keyof EditableFields, side: 'mine' | 'theirs') {
      const shown = merge.value;
      if (!shown) return;
      const value = side === 'mine' ? shown.proposed[name] : shown.latest[name];
      draft.value = { ...draft.value, [name]: value };
      if (name === 'fields') fieldsText.value = fieldsToText(value as Record<string, string>);
    },
    /**
     * Publish publishes what is on screen: unsaved edits are saved first, and nothing is published
     * when that fails. Unpublish, archive and restore act on the saved page, so with unsaved edits
     * they refuse (the edits are not thrown away). Each is asked on the page first (`asking`);
     * `confirmAsked` does it, `keep` leaves everything as it is.
     */
    ask(action: Transition) {
      if (!page.value) return;
      const unsaved = dirty.value;
      if (unsaved && action !== 'publish') {
        status.value = { said: 'saveFirst' };
        return;
      }
      status.value = undefined;
      asking.value = { action, question: unsaved ? 'saveAndPublish' : action };
    },
    keep() {
      asking.value = undefined;
    },
    async confirmAsked() {
      const asked = asking.value;
      const current = page.value;
      asking.value = undefined;
      if (!asked || !current) return;
      const action = asked.action;
      const unsaved = dirty.value;
      await whileBusy(async () => {
        try {
          let version = current.version;
          if (unsaved) {
            const saved = await save();
            if (saved.outcome !== 'saved') {
              // Nothing published: the edits stay on screen (and the comparison, on a conflict).
              status.value = { said: 'notPublished' };
              return;
            }
            version = saved.page.version;
          }
          failure.value = undefined;
          const done = await api.transition(current.id, action, version);
          status.value = { said: 'done', status: done.status };
          await load(current.id);
        } catch (error) {
          failure.value = error;
          if (problemCode(error) === 'stale_revision') await load(current.id);
        }
      });
    },
  };
}

export type EditorModel = ReturnType<typeof createEditorModel>;
