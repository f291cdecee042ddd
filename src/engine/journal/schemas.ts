/** The journal's entries as the HTTP API (GET /v1/journal) and the owner channel answer them. */
import * as v from 'valibot';
import { JOURNAL_ACTORS, JOURNAL_SOURCES } from './sources.ts';

const JournalBodySchema = v.strictObject({
  mime_type: v.string(),
  size: v.pipe(
    v.number(),
    v.description('Bytes of the whole body; -1 when unknown (a request body the sandbox refused before reading it).'),
  ),
  text: v.optional(
    v.pipe(v.string(), v.description('Text bodies only: redacted, at most the first 4,096 characters.')),
  ),
  truncated: v.boolean(),
});

const Header = v.strictObject({ name: v.string(), value: v.string() });

export const JournalEntry = v.strictObject({
  id: v.pipe(v.number(), v.description('Grows with every entry: ask for entries after the last one you have.')),
  time: v.pipe(v.string(), v.isoTimestamp(), v.description('When the request arrived, by the device’s clock.')),
  world_time: v.pipe(
    v.nullable(v.pipe(v.string(), v.isoTimestamp())),
    v.description(
      'A world’s entry: when the request arrived by the world’s clock (its `now`), which runs ahead of the device’s once the clock was moved (POST /v1/sessions/current/clock). Null on entries of content tokens and public requests.',
    ),
  ),
  source: v.picklist(JOURNAL_SOURCES),
  actor: v.picklist(JOURNAL_ACTORS),
  name: v.pipe(v.nullable(v.string()), v.description('The agent connection’s or the content token’s name.')),
  project: v.pipe(
    v.nullable(v.string()),
    v.description(
      'Source `studio`: the studio project whose page made the request (served at `studio/<project>/`); null otherwise.',
    ),
  ),
  method: v.string(),
  url: v.pipe(v.string(), v.description('Path and query, redacted.')),
  status: v.number(),
  duration_ms: v.number(),
  request: v.strictObject({ headers: v.array(Header), body: v.nullable(JournalBodySchema) }),
  response: v.strictObject({ headers: v.array(Header), body: v.nullable(JournalBodySchema) }),
});

export type JournalEntry = v.InferOutput<typeof JournalEntry>;

export const JournalPage = v.strictObject({
  entries: v.pipe(v.array(JournalEntry), v.description('Oldest first.')),
  last_id: v.pipe(
    v.number(),
    v.description('The newest entry’s id (or `after` when there is none): the next `after`.'),
  ),
});

export type JournalPage = v.InferOutput<typeof JournalPage>;
