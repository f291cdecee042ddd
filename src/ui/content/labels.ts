/** Words the workspace shows for API values: statuses, history actions, field names, dates. */
import { dateTimeText } from '../i18n/dates.ts';
import { isMessageKey, t } from '../i18n/index.ts';
import type { EditorFieldProblem } from './editor-model.ts';
import type { EditableFields } from './page-diff.ts';

/** A word for an API value if the table has one (a value the API adds later is shown as it is). */
function known(key: string): string | undefined {
  return isMessageKey(key) ? t(key) : undefined;
}

export function statusText(status: string): string {
  return known(`pages.status.${status}`) ?? status;
}

export function actionText(action: string): string {
  return known(`history.${action}`) ?? action;
}

/** A page type as the editor offers it ("Seite (page)"); an unknown type is shown as it is. */
export function typeText(type: string): string {
  const text = known(`pageType.${type}`);
  return text === undefined ? type : `${text} (${type})`;
}

/** A page language by its name ("Deutsch (de)"); an unknown code is shown as it is. */
export function localeText(locale: string): string {
  const text = known(`pageLocale.${locale}`);
  return text === undefined ? locale : `${text} (${locale})`;
}

export function fieldLabel(name: keyof EditableFields): string {
  return t(`field.${name}`);
}

/**
 * The sentence of a problem the form finds (`editor.problem.<field>.<problem>`, `{limit}` the field's
 * bound). TypeScript makes every field-problem pair of the template, not only those the form reports,
 * so the key is checked by the table; the parity test has each sentence in both languages.
 */
export function fieldProblemText(found: EditorFieldProblem, limit: number): string {
  const key = `editor.problem.${found.field}.${found.problem}`;
  return isMessageKey(key) ? t(key, { limit }) : key;
}

/** A date and time in Berlin time, e.g. "23. November 2026, 11:08" (i18n/dates.ts). */
export function dateText(iso: string | null): string {
  return iso ? dateTimeText(iso) : '–';
}

/** A field's value as a person reads it: text as it is, named fields as lines, empty as "(empty)". */
export function valueText(name: keyof EditableFields, value: EditableFields[keyof EditableFields]): string {
  if (name === 'fields') {
    const entries = Object.entries((value ?? {}) as Record<string, string>);
    return entries.length ? entries.map(([k, v]) => `${k}: ${v}`).join('\n') : t('field.empty');
  }
  if (name === 'cover') return value ? t('field.coverImage') : t('field.noCover');
  return (value as string) || t('field.empty');
}
