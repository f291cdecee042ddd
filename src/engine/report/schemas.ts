/** The report card as GET /v1/journal/report and GET /api/journal/report answer it (issue #21). */
import * as v from 'valibot';
import { JOURNAL_ACTORS, JOURNAL_SOURCES } from '../journal/sources.ts';

const Verdict = v.picklist(['kept', 'broken', 'warning', 'not_tried']);

const Evidence = v.strictObject({
  entry_id: v.pipe(v.number(), v.description('The journal entry’s id (GET /v1/journal, the Inspector).')),
  method: v.string(),
  path: v.pipe(v.string(), v.description('Path and query as the journal kept them, redacted.')),
  status: v.number(),
  at: v.pipe(v.string(), v.isoTimestamp(), v.description('When the request arrived, by the device’s clock.')),
  world_at: v.pipe(
    v.nullable(v.pipe(v.string(), v.isoTimestamp())),
    v.description(
      'A world’s request: when it arrived by the world’s clock (the journal entry’s `world_time`); null on a content token’s card.',
    ),
  ),
  source: v.picklist(JOURNAL_SOURCES),
  actor: v.picklist(JOURNAL_ACTORS),
  name: v.pipe(v.nullable(v.string()), v.description('The agent connection’s or the content token’s name.')),
  project: v.pipe(v.nullable(v.string()), v.description('Source `studio`: the studio project whose page made it.')),
  note: v.pipe(v.string(), v.description('What this request shows.')),
});

const RuleResult = v.strictObject({
  id: v.string(),
  title: v.string(),
  rule: v.pipe(v.string(), v.description('The spec’s sentence the rule comes from, quoted exactly.')),
  source: v.pipe(v.string(), v.description('The document and section of that sentence.')),
  verdict: v.pipe(
    Verdict,
    v.description('kept; broken; warning; not_tried: nothing in the journal exercised the rule.'),
  ),
  evidence: v.pipe(
    v.array(Evidence),
    v.description('The requests that show a broken rule or a warning (empty otherwise), oldest first.'),
  ),
  advice: v.string(),
  judged: v.pipe(v.string(), v.description('How the rule is judged from requests.')),
  cannot_judge: v.pipe(v.string(), v.description('What requests cannot show: the card does not guess it.')),
  notes: v.pipe(v.array(v.string()), v.description('What could not be judged in this journal.')),
  guide: v.pipe(v.string(), v.description('The guide’s section on the rule.')),
});

export const ReportCard = v.strictObject({
  card: v.pipe(
    v.picklist(['world', 'agent', 'token']),
    v.description(
      'world: the person’s and its agent connections’ requests; agent: one connection’s own; token: a content token’s.',
    ),
  ),
  entries: v.pipe(
    v.number(),
    v.description('How many journal entries the card judged (the journal keeps the newest 500).'),
  ),
  rules: v.array(RuleResult),
  summary: v.strictObject({ kept: v.number(), broken: v.number(), warning: v.number(), not_tried: v.number() }),
  confirmations: v.optional(
    v.pipe(
      v.strictObject({
        asked: v.pipe(v.number(), v.description('Cases an agent connection asked to submit (202).')),
        confirmed: v.pipe(v.number(), v.description('Of those, submitted by the person.')),
        declined: v.pipe(
          v.number(),
          v.description('Of those, declined by the person: the case was cancelled (confirmation_declined).'),
        ),
        waiting: v.pipe(v.number(), v.description('Of those, still waiting for the person.')),
      }),
      v.description(
        'World and agent cards: what the person did with the agent connections’ requests to submit. An agent’s request is judged by the person’s answer, not by how soon it asked.',
      ),
    ),
  ),
});

type HttpCard = v.InferOutput<typeof ReportCard>;
/**
 * A card as the engine makes it: the HTTP routes answer the schema's kinds; `project` (a studio
 * project's requests in every world and content token, docs/studio.md) is the owner channel's only.
 */
export type ReportCard = Omit<HttpCard, 'card'> & { card: HttpCard['card'] | 'project' };
export type RuleResult = v.InferOutput<typeof RuleResult>;
export type ReportEvidence = v.InferOutput<typeof Evidence>;
