/** Which fields of a page differ between two versions (for conflicts and history). */

import type { PageFieldValues } from '../../engine/content/contract.ts';

export type EditableFields = PageFieldValues;

const FIELD_NAMES: Array<keyof EditableFields> = [
  'title',
  'slug',
  'excerpt',
  'body',
  'cover',
  'type',
  'locale',
  'fields',
];

export function differingFields(a: EditableFields, b: EditableFields): Array<keyof EditableFields> {
  return FIELD_NAMES.filter((name) => JSON.stringify(a[name] ?? null) !== JSON.stringify(b[name] ?? null));
}

/** `{a: '1'}` <-> "a: 1" lines, for editing named fields as text. */
export function fieldsToText(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n');
}

export function textToFields(text: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const at = line.indexOf(':');
    if (at <= 0) continue;
    fields[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  return fields;
}
