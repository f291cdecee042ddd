/**
 * Page writes. Every write bumps the version, checks expected_version, and records the result in the
 * page's history, in one IndexedDB transaction (pages, revisions).
 */
import * as v from 'valibot';
import { randomHex } from '../clock.ts';
import { isJsonObject } from '../http/body.ts';
// The slug rule lives with the schema's choices (choices.ts), so the editor uses the very same.
import { slugify } from './choices.ts';
import type { ContentContext } from './context.ts';
import { fieldsOf } from './page-resource.ts';
import { archived, invalid, malformedBody, pageNotFound, staleRevision, wrongState } from './problems.ts';
import { describeIssues, PageInput, PageReplace, Transition } from './schemas.ts';
import type { PageFields, PageRow, PageStatus, RevisionAction } from './stores.ts';

export { slugify };

/** Validates page fields; omitted fields take the spec's defaults, the slug comes from the title. */
function parseFields<S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> {
  if (!isJsonObject(body)) throw malformedBody();
  const parsed = v.safeParse(schema, body);
  if (!parsed.success) throw invalid(`The page is not valid: ${describeIssues(parsed.issues)}.`);
  return parsed.output;
}

function toFields(input: v.InferOutput<typeof PageInput>): PageFields {
  return {
    title: input.title,
    slug: input.slug ?? slugify(input.title),
    excerpt: input.excerpt,
    body: input.body,
    cover: input.cover,
    type: input.type,
    locale: input.locale,
    fields: input.fields,
  };
}

async function requireCover(context: ContentContext, cover: string | null): Promise<void> {
  if (cover && !(await context.db.images.get(cover))) throw invalid(`cover: there is no image ${cover}.`);
}

export async function createPage(context: ContentContext, body: unknown): Promise<PageRow> {
  const fields = toFields(parseFields(PageInput, body));
  await requireCover(context, fields.cover);
  const { db, clock, random } = context;
  const now = clock.now();
  return db.transaction('rw', [db.pages, db.revisions], async () => {
    const last = await db.pages.orderBy('seq').last();
    const page: PageRow = {
      id: randomHex(random, 12),
      seq: (last?.seq ?? 0) + 1,
      ...fields,
      status: 'draft',
      version: 1,
      createdAt: now,
      updatedAt: now,
      liveVersion: null,
      liveCover: null,
      publishedAt: null,
    };
    await db.pages.add(page);
    await db.revisions.add({ pageId: page.id, version: 1, action: 'created', at: now, ...fields });
    return page;
  });
}

export async function replacePage(context: ContentContext, id: string, body: unknown): Promise<PageRow> {
  const { expected_version, ...input } = parseFields(PageReplace, body);
  const fields = toFields(input);
  await requireCover(context, fields.cover);
  return change(context, id, expected_version, 'updated', (page) => {
    if (page.status === 'archived') throw archived();
    return { ...fields };
  });
}

const TRANSITIONS: Record<
  'publish' | 'unpublish' | 'archive' | 'restore',
  { from: PageStatus[]; action: RevisionAction }
> = {
  publish: { from: ['draft', 'published', 'unpublished'], action: 'published' },
  unpublish: { from: ['published'], action: 'unpublished' },
  archive: { from: ['draft', 'published', 'unpublished'], action: 'archived' },
  restore: { from: ['archived'], action: 'restored' },
};

export type TransitionName = keyof typeof TRANSITIONS;

export async function transitionPage(context: ContentContext, id: string, name: TransitionName, body: unknown) {
  const { expected_version } = parseFields(Transition, body);
  const { from, action } = TRANSITIONS[name];
  return change(context, id, expected_version, action, (page, version, now) => {
    if (!from.includes(page.status)) {
      throw page.status === 'archived' ? archived() : wrongState(`${name}ed`, page.status);
    }
    // Publishing makes the current fields live, cover included.
    if (name === 'publish')
      return { status: 'published', liveVersion: version, liveCover: page.cover, publishedAt: now };
    if (name === 'restore') return { status: 'draft' };
    return { status: name === 'archive' ? 'archived' : 'unpublished', liveVersion: null, liveCover: null };
  });
}

/** Reads, checks the version, applies, bumps the version and writes history: one transaction. */
async function change(
  context: ContentContext,
  id: string,
  expectedVersion: number,
  action: RevisionAction,
  apply: (page: PageRow, nextVersion: number, now: number) => Partial<PageRow>,
): Promise<PageRow> {
  const { db, clock } = context;
  return db.transaction('rw', [db.pages, db.revisions], async () => {
    const page = await db.pages.get(id);
    if (!page) throw pageNotFound();
    if (page.version !== expectedVersion) throw staleRevision(page.version);
    const now = clock.now();
    const version = page.version + 1;
    const updated: PageRow = { ...page, ...apply(page, version, now), version, updatedAt: now };
    await db.pages.put(updated);
    await db.revisions.add({ pageId: id, version, action, at: now, ...fieldsOf(updated) });
    return updated;
  });
}
