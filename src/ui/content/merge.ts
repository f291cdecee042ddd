/**
 * Three-way merge of a page after a stale revision: the owner's changed fields (compared with the
 * version the form started from) go onto the latest revision; fields the owner did not touch keep
 * the latest values. A field both sides changed differently is a conflict the owner decides.
 */
import { differingFields, type EditableFields } from './page-diff.ts';

export interface Merge {
  /** Latest values, with the owner's changes applied (conflicts resolved as "keep mine"). */
  merged: EditableFields;
  /** Fields the owner changed. */
  mine: Array<keyof EditableFields>;
  /** Fields someone else changed meanwhile. */
  theirs: Array<keyof EditableFields>;
  /** Fields both changed to different values: the owner chooses. */
  conflicts: Array<keyof EditableFields>;
}

export function threeWayMerge(base: EditableFields, proposed: EditableFields, latest: EditableFields): Merge {
  const mine = differingFields(base, proposed);
  const theirs = differingFields(base, latest);
  const merged: EditableFields = { ...latest, fields: { ...latest.fields } };
  for (const name of mine) (merged as unknown as Record<string, unknown>)[name] = proposed[name];
  const conflicts = mine.filter((name) => theirs.includes(name) && differingFields(proposed, latest).includes(name));
  return { merged, mine, theirs, conflicts };
}
