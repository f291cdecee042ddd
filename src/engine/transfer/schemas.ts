/**
 * The payload of an export file, version 1: the rows as the sandbox stores them (times in ms since
 * the epoch), minus every secret. A file whose checksum holds can still have been written by hand,
 * so the shape is checked before anything is stored (unknown members are dropped).
 */
import * as v from 'valibot';
import { JOURNAL_ACTORS, JOURNAL_SOURCES } from '../journal/sources.ts';
import { PROFILE_IDS, SCENARIO_NAMES, SERVICE_IDS } from '../municipal/contract.ts';

const Time = v.pipe(v.number(), v.safeInteger());
const Count = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
const Id = v.pipe(v.string(), v.regex(/^[a-f0-9]{8,64}$/));
const Strings = v.record(v.string(), v.string());

const PageFields = {
  title: v.string(),
  slug: v.string(),
  excerpt: v.string(),
  body: v.string(),
  cover: v.nullable(Id),
  type: v.string(),
  locale: v.string(),
  fields: Strings,
};

const PageEntry = v.object({
  ...PageFields,
  id: Id,
  seq: Count,
  status: v.picklist(['draft', 'published', 'unpublished', 'archived']),
  version: Count,
  createdAt: Time,
  updatedAt: Time,
  liveVersion: v.nullable(Count),
  liveCover: v.nullable(Id),
  publishedAt: v.nullable(Time),
});

const RevisionEntry = v.object({
  ...PageFields,
  pageId: Id,
  version: Count,
  action: v.picklist(['created', 'updated', 'published', 'unpublished', 'archived', 'restored']),
  at: Time,
});

/** An image: its bytes as base64 in `data`. */
const ImageEntry = v.object({
  id: Id,
  type: v.picklist(['image/png', 'image/jpeg', 'image/gif', 'image/webp']),
  size: Count,
  alt: v.string(),
  createdAt: Time,
  data: v.string(),
});

const Scopes = v.array(v.picklist(['content:read', 'content:write', 'content:publish']));

/** A content connection (token) without its hash: it comes back revoked. */
const ContentConnectionEntry = v.object({
  id: Id,
  name: v.string(),
  scopes: Scopes,
  createdAt: Time,
  lastUsedAt: v.nullable(Time),
  revokedAt: v.nullable(Time),
});

const CaseEntry = v.object({
  id: Id,
  seq: Count,
  service: v.picklist(SERVICE_IDS),
  state: v.picklist(['review', 'completed', 'received', 'cancelled']),
  version: Count,
  profileId: v.picklist(PROFILE_IDS),
  profileAddress: v.string(),
  fields: Strings,
  fee: Count,
  createdAt: Time,
  reviewExpiresAt: Time,
  receipt: v.nullable(v.object({ number: v.string(), issuedAt: Time })),
  previousAddress: v.optional(v.string()),
  confirmationRequest: v.optional(
    v.object({ connectionId: Id, name: v.string(), at: Time, declinedAt: v.optional(Time) }),
  ),
});

const IdempotencyEntry = v.object({ key: v.string(), payload: v.string(), status: Count, body: v.string() });

const Body = v.nullable(
  v.object({ mimeType: v.string(), size: v.number(), text: v.optional(v.string()), truncated: v.boolean() }),
);
const Headers = v.array(v.tuple([v.string(), v.string()]));

/** A journal entry of the world, without its id and scope (both are new on import). */
const JournalEntry = v.object({
  at: Time,
  worldOffsetMs: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(0))),
  durationMs: v.number(),
  source: v.picklist(JOURNAL_SOURCES),
  project: v.optional(v.string()),
  actor: v.picklist(JOURNAL_ACTORS),
  name: v.nullable(v.string()),
  method: v.string(),
  url: v.string(),
  status: Count,
  requestHeaders: Headers,
  requestBody: Body,
  responseHeaders: Headers,
  responseBody: Body,
});

/** An agent connection of a world, without its hash: it comes back ended (revoked). */
const AgentConnectionEntry = v.object({
  id: Id,
  name: v.string(),
  createdAt: Time,
  lastUsedAt: v.nullable(Time),
  revokedAt: v.nullable(Time),
});

const Faults = v.object({
  fault: v.picklist(['none', '429', '503', 'lost-answer']),
  when: v.picklist(['next', 'rate']),
  rate: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
  latency_ms: v.pipe(v.number(), v.minValue(0), v.maxValue(10_000)),
  latency_jitter_ms: v.pipe(v.number(), v.minValue(0), v.maxValue(10_000)),
  seed: v.pipe(v.number(), v.safeInteger()),
  applies_to: v.picklist(['everyone', 'agents']),
});

/** A world without its capability: a new one is issued on import. */
const WorldEntry = v.object({
  id: Id,
  createdAt: Time,
  expiresAt: Time,
  caseCount: Count,
  receiptCount: Count,
  addresses: Strings,
  revision: v.optional(Count),
  clockOffsetMs: v.optional(Count),
  faults: v.optional(Faults),
  scenario: v.optional(v.picklist(SCENARIO_NAMES)),
  cases: v.array(CaseEntry),
  idempotency: v.array(IdempotencyEntry),
  journal: v.array(JournalEntry),
  connections: v.array(AgentConnectionEntry),
});

/** A studio file: its bytes as base64 in `data` (docs/studio.md, "Export and import"). */
const StudioFileEntry = v.object({
  path: v.string(),
  contentType: v.string(),
  size: Count,
  updatedAt: Time,
  data: v.string(),
});

/** A studio project; its name, paths and sizes are checked by the studio's rules before anything is stored. */
const StudioProjectEntry = v.object({
  name: v.string(),
  createdAt: Time,
  updatedAt: Time,
  files: v.array(StudioFileEntry),
});

export const PayloadV1 = v.object({
  /** When the file was made, by the device's clock: worlds are moved by (import time - this). */
  exportedAt: Time,
  content: v.object({
    pages: v.array(PageEntry),
    revisions: v.array(RevisionEntry),
    images: v.array(ImageEntry),
    connections: v.array(ContentConnectionEntry),
  }),
  worlds: v.array(WorldEntry),
  /** The studio's projects (added without a new version: a file without them holds none). */
  studio: v.optional(v.object({ projects: v.array(StudioProjectEntry) }), { projects: [] }),
});

export type Payload = v.InferOutput<typeof PayloadV1>;
export type WorldEntry = v.InferOutput<typeof WorldEntry>;
export type ImageEntry = v.InferOutput<typeof ImageEntry>;
export type StudioProjectEntry = v.InferOutput<typeof StudioProjectEntry>;
