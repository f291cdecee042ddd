/** Request schemas of the content API (valibot), also the source of its OpenAPI document. */
import * as v from 'valibot';

/** Bounds of a page (documented in the guide). */
export const LIMITS = {
  title: 200,
  slug: 120,
  excerpt: 1_000,
  body: 100_000,
  namedFields: 50,
  namedFieldValue: 10_000,
  /** Largest JSON body of a page write, in bytes. */
  pageBodyBytes: 256 * 1024,
  /** Largest image, in bytes. */
  imageBytes: 1024 * 1024,
  alt: 500,
};

const Slug = v.pipe(v.string(), v.maxLength(LIMITS.slug), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/));
const ImageId = v.pipe(v.string(), v.regex(/^[a-f0-9]{24}$/));

/** The editable fields; omitted ones take the spec's defaults. */
export const PageInput = v.strictObject({
  title: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(LIMITS.title)),
  slug: v.optional(Slug),
  excerpt: v.optional(v.pipe(v.string(), v.maxLength(LIMITS.excerpt)), ''),
  body: v.optional(v.pipe(v.string(), v.maxLength(LIMITS.body)), ''),
  cover: v.optional(v.nullable(ImageId), null),
  type: v.optional(v.pipe(v.string(), v.regex(/^[a-z][a-z0-9_-]{0,31}$/)), 'page'),
  locale: v.optional(v.pipe(v.string(), v.regex(/^[a-z]{2,3}(?:-[A-Z]{2})?$/)), 'en'),
  fields: v.optional(
    v.pipe(
      v.record(
        v.pipe(v.string(), v.regex(/^[a-z][a-z0-9_]{0,39}$/)),
        v.pipe(v.string(), v.maxLength(LIMITS.namedFieldValue)),
      ),
      v.check(
        (record) => Object.keys(record).length <= LIMITS.namedFields,
        `at most ${LIMITS.namedFields} named fields`,
      ),
    ),
    {},
  ),
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
  alt: v.pipe(v.string(), v.maxLength(LIMITS.alt)),
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
