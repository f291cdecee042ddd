/** Words the workspace shows for API values: statuses, history actions, field names, dates. */
import { dateTimeText } from '../i18n/dates.ts';
import { type MessageKey, t } from '../i18n/index.ts';
import type { EditableFields } from './page-diff.ts';

export function statusText(status: string): string {
  const key = `pages.status.${status}` as MessageKey;
  const known = t(key);
  return known === key ? status : known;
}

export function actionText(action: string): string {
  const key = `history.${action}` as MessageKey;
  const known = t(key);
  return known === key ? action : known;
}

export function fieldLabel(name: keyof EditableFields): string {
  return t(`field.${name}` as MessageKey);
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
