/** Request schemas of the content API (valibot), also the source of its OpenAPI document. */
import * as v from 'valibot';
import { isJsonObject } from '../http/body.ts';
import { CONTENT_LIMITS, SLUG_PATTERN } from './choices.ts';

/** Bounds of a page (documented in the guide); in choices.ts, as the editor checks them too. */
export { CONTENT_LIMITS };

const Slug = v.pipe(v.string(), v.maxLength(CONTENT_LIMITS.slug), v.regex(SLUG_PATTERN));
const ImageId = v.pipe(v.string(), v.regex(/^[a-f0-9]{24}$/));

const FIELD_NAME = /^[a-z][a-z0-9_]{0,39}$/;

/**
 * Named fields: a JSON object (not an array) of at most 50 strings under lower-case names. Checked
 * by hand because valibot's record silently drops keys named constructor or prototype (data loss,
 * found by a client test) and accepts arrays. The JSON Schema is given as metadata.
 */
export const NamedFields = v.pipe(
  v.custom<Record<string, string>>(isJsonObject, 'fields must be a JSON object of strings'),
  v.check(
    (fields) => Object.keys(fields).length <= CONTENT_LIMITS.namedFields,
    `at most ${CONTENT_LIMITS.namedFields} named fields`,
  ),
  v.check(
    (fields) => Object.keys(fields).every((name) => FIELD_NAME.test(name)),
    'field names are 1 to 40 lower-case letters, digits or "_", starting with a letter',
  ),
  v.check(
    (fields) =>
      Object.values(fields).every(
        (value) => typeof value === 'string' && value.length <= CONTENT_LIMITS.namedFieldValue,
      ),
    `field values are strings of at most ${CONTENT_LIMITS.namedFieldValue} characters`,
  ),
  v.metadata({
    type: 'object',
    maxProperties: CONTENT_LIMITS.namedFields,
    propertyNames: { pattern: FIELD_NAME.source },
    additionalProperties: { type: 'string', maxLength: CONTENT_LIMITS.namedFieldValue },
  }),
);

/** The editable fields; omitted ones take the spec's defaults. */
export const PageInput = v.strictObject({
  title: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(CONTENT_LIMITS.title)),
  slug: v.optional(Slug),
  excerpt: v.optional(v.pipe(v.string(), v.maxLength(CONTENT_LIMITS.excerpt)), ''),
  body: v.optional(v.pipe(v.string(), v.maxLength(CONTENT_LIMITS.body)), ''),
  cover: v.optional(v.nullable(ImageId), null),
  type: v.optional(v.pipe(v.string(), v.regex(/^[a-z][a-z0-9_-]{0,31}$/)), 'page'),
  locale: v.optional(v.pipe(v.string(), v.regex(/^[a-z]{2,3}(?:-[A-Z]{2})?$/)), 'en'),
  fields: v.optional(NamedFields, {}),
});

/** PUT /api/pages/{id}: the full draft plus the version it was based on. */
export const PageReplace = v.strictObject({
  ...PageInput.entries,
  expected_version: v.pipe(v.number(), v.integer(), v.minValue(1)),
});

/** publish, unpublish, archive, restore. */
export const Transition = v.strictObject({
  expected_version: v.pipe(v.number(), v.integer(), v.minValue(1)),
});

export const ImagePatch = v.strictObject({
  alt: v.pipe(v.string(), v.maxLength(CONTENT_LIMITS.alt)),
});

/** The issues of a failed parse as one readable sentence. */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => {
      const path = issue.path?.map((item) => String(item.key)).join('.');
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join('; ');
}
