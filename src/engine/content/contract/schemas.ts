/**
 * The content service's shapes (composed in ../contract.ts): its answers as valibot schemas (the
 * request bodies are ../schemas.ts) and its list bounds. The answers' types are inferred here.
 */
import * as v from 'valibot';
import type { PageReplace } from '../schemas.ts';

/** How many summaries a list page holds. */
export const PAGE_SIZE = 50;

/** Image types accepted by POST /api/images. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

const Timestamp = v.pipe(v.string(), v.isoTimestamp());
export const PageStatus = v.picklist(['draft', 'published', 'unpublished', 'archived']);
export const Version = v.pipe(v.number(), v.integer(), v.minValue(1));
const StoredFields = v.record(v.string(), v.string());

/** The editable fields as every answer shows them. */
const fieldEntries = {
  title: v.string(),
  slug: v.string(),
  excerpt: v.string(),
  body: v.string(),
  cover: v.nullable(v.pipe(v.string(), v.description('Image id.'))),
  type: v.string(),
  locale: v.string(),
  fields: StoredFields,
};

const pageEntries = {
  id: v.string(),
  ...fieldEntries,
  status: PageStatus,
  version: Version,
  published_version: v.nullable(Version),
  has_unpublished_changes: v.pipe(
    v.boolean(),
    v.description('A published page whose draft moved on holds private edits that are not live.'),
  ),
  created_at: Timestamp,
  updated_at: Timestamp,
  published_at: v.nullable(Timestamp),
};

/** The editorial draft (GET /api/pages/{id}): may hold private edits. */
export const Page = v.strictObject(pageEntries);

/** A list entry: body and named fields only with include=body. */
export const PageSummary = v.strictObject({
  ...pageEntries,
  body: v.optional(v.string()),
  fields: v.optional(StoredFields),
});

/** The exact live revision, with its cover's current alternative text. */
export const LiveRevision = v.strictObject({
  id: v.string(),
  version: Version,
  ...fieldEntries,
  cover: v.nullable(v.strictObject({ id: v.string(), url: v.string(), alt: v.string() })),
  published_at: v.nullable(Timestamp),
});

export const Revision = v.strictObject({
  version: Version,
  action: v.picklist(['created', 'updated', 'published', 'unpublished', 'archived', 'restored']),
  at: Timestamp,
  ...fieldEntries,
  body: v.optional(v.string()),
  fields: v.optional(StoredFields),
});

export const Image = v.strictObject({
  id: v.string(),
  type: v.picklist(IMAGE_TYPES),
  size: v.pipe(v.number(), v.integer()),
  alt: v.string(),
  url: v.string(),
  created_at: Timestamp,
});

/** Every list answers at most PAGE_SIZE entries, its page number and the next one (null on the last). */
const listFields = { page: v.pipe(v.number(), v.integer(), v.minValue(1)), next_page: v.nullable(v.number()) };
const upToAPage = <T extends v.GenericSchema>(item: T) => v.pipe(v.array(item), v.maxLength(PAGE_SIZE));

export const PageList = v.strictObject({ pages: upToAPage(PageSummary), ...listFields });
export const RevisionList = v.strictObject({ revisions: upToAPage(Revision), ...listFields });
export const Feed = v.strictObject({ items: upToAPage(LiveRevision), ...listFields });
export const ImageList = v.strictObject({ images: upToAPage(Image), ...listFields });

/** Shapes of the answers, for clients in TypeScript (../contract.ts gives them on). */
export type Page = v.InferOutput<typeof Page>;
export type PageSummary = v.InferOutput<typeof PageSummary>;
export type LiveRevision = v.InferOutput<typeof LiveRevision>;
export type Revision = v.InferOutput<typeof Revision>;
export type Image = v.InferOutput<typeof Image>;
export type ImageList = v.InferOutput<typeof ImageList>;
export type PageStatus = v.InferOutput<typeof PageStatus>;
/** The editable fields of a page, as answers show them. */
export type PageFieldValues = Pick<
  Page,
  'title' | 'slug' | 'excerpt' | 'body' | 'cover' | 'type' | 'locale' | 'fields'
>;
export type PageList = v.InferOutput<typeof PageList>;
export type RevisionList = v.InferOutput<typeof RevisionList>;
export type Feed = v.InferOutput<typeof Feed>;
/** What a full replace sends (every editable field plus expected_version). */
export type PageReplaceInput = v.InferInput<typeof PageReplace>;
