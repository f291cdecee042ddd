/**
 * The municipal service's shapes (composed in ../contract.ts): its answers and request bodies as
 * valibot schemas, and its bounds. The answers' types are inferred here.
 */
import * as v from 'valibot';
import { SERVICE_IDS } from '../catalogue.ts';
import { PROFILE_IDS } from '../profiles.ts';
import { SCENARIO_NAMES } from '../scenario-names.ts';
import { CASE_ID_PATTERN, type Confirmation as ConfirmationSchema, type DraftShape, SLOT_PATTERN } from '../schemas.ts';

/** Bounds of the service, shown in the guide and /llms.txt. */
export const MUNICIPAL_LIMITS = {
  /** A world holds at most 40 cases, counting every state. */
  casesPerWorld: 40,
  /** A review lasts 15 minutes. */
  reviewMs: 15 * 60 * 1000,
  /** A session, its capability and its world last 24 hours. */
  worldMs: 24 * 60 * 60 * 1000,
  /** Live worlds one browser holds at most: each is small, so 200 bound storage to a few MB. */
  liveWorlds: 200,
} as const;
const Timestamp = v.pipe(v.string(), v.isoTimestamp());
const Text = v.strictObject({ de: v.string(), en: v.string() });
export const ServiceId = v.picklist(SERVICE_IDS);
const ProfileId = v.picklist(PROFILE_IDS);
export const CaseId = v.pipe(v.string(), v.regex(CASE_ID_PATTERN));
const Slot = v.pipe(v.string(), v.regex(SLOT_PATTERN));

export const Session = v.strictObject({
  token: v.pipe(v.string(), v.regex(/^[a-f0-9]{64}$/), v.description('The bearer capability: a secret.')),
  expires_at: Timestamp,
  mode: v.literal('fictional_demo'),
});

const FeeRule = v.variant('kind', [
  v.strictObject({ kind: v.literal('fixed'), currency: v.literal('EUR'), cents: v.number(), text: v.string() }),
  v.strictObject({
    kind: v.literal('by_field'),
    currency: v.literal('EUR'),
    field: v.string(),
    cents: v.record(v.string(), v.number()),
    text: v.string(),
  }),
]);

const ServiceFieldEntry = v.union([
  v.strictObject({
    key: v.string(),
    label: Text,
    options: v.array(v.strictObject({ value: v.string(), label: Text })),
  }),
  v.strictObject({ key: v.literal('slot'), label: Text, source: v.string(), pattern: v.string() }),
]);

const serviceEntries = {
  id: ServiceId,
  name: Text,
  description: Text,
  outcome: v.picklist(['completed', 'received']),
  needs_slot: v.boolean(),
  fee: FeeRule,
  fields: v.array(ServiceFieldEntry),
  form_url: v.string(),
};

export const ServiceSummary = v.strictObject(serviceEntries);

export const ServiceDetail = v.strictObject({
  ...serviceEntries,
  draft_input_schema: v.pipe(
    v.record(v.string(), v.unknown()),
    v.description('The JSON Schema (2020-12) of this service’s DraftInput.'),
  ),
  slots_url: v.optional(v.string()),
  steps: v.array(v.string()),
});

export const Profile = v.strictObject({
  id: ProfileId,
  name: v.string(),
  given_name: v.string(),
  family_name: v.string(),
  birth_date: v.pipe(v.string(), v.isoDate()),
  address: v.optional(v.pipe(v.string(), v.description('Only with a bearer: the address in that world.'))),
});

export const SlotList = v.strictObject({
  service: v.picklist(['termin', 'raum']),
  period: v.picklist(['vormittag', 'nachmittag', 'egal']),
  resource: v.optional(v.string()),
  time_zone: v.literal('Europe/Berlin'),
  slots: v.array(Slot),
});

export const Case = v.strictObject({
  id: CaseId,
  service: ServiceId,
  state: v.picklist(['review', 'completed', 'received', 'cancelled']),
  version: v.pipe(v.number(), v.integer(), v.minValue(1)),
  profile: v.strictObject({ id: ProfileId, name: v.string(), address: v.string() }),
  details: v.record(v.string(), v.string()),
  fee: v.pipe(v.number(), v.integer(), v.description('Euro cents.')),
  receipt: v.nullable(v.strictObject({ number: v.string(), issued_at: Timestamp, url: v.string() })),
  can_cancel: v.boolean(),
  demo: v.literal(true),
  expires_at: v.optional(v.pipe(Timestamp, v.description('End of the review (state review only).'))),
  awaiting_confirmation: v.optional(
    v.pipe(
      v.strictObject({ by: v.string(), requested_at: Timestamp }),
      v.description(
        'State review only: an agent connection asked to submit this case; it waits for the person’s confirmation in the app.',
      ),
    ),
  ),
  confirmation_declined: v.optional(
    v.pipe(
      v.strictObject({ by: v.string(), requested_at: Timestamp, declined_at: Timestamp }),
      v.description(
        'State cancelled only: an agent connection asked to submit this case and the person declined in the app; the case was cancelled instead. Do not ask again for the same case: make a new draft if the person wants one.',
      ),
    ),
  ),
});

export const ConnectionRequest = v.strictObject({
  name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(80)),
});

const connectionEntries = {
  id: v.string(),
  name: v.string(),
  created_at: Timestamp,
  last_used_at: v.nullable(Timestamp),
  revoked: v.boolean(),
};
export const AgentConnection = v.strictObject(connectionEntries);
export const NewAgentConnection = v.strictObject({
  ...connectionEntries,
  token: v.pipe(
    v.string(),
    v.regex(/^agt_[a-f0-9]{64}$/),
    v.description('Shown once: put it into the agent’s configuration as its bearer token, never into a prompt.'),
  ),
});

export const CaseList = v.strictObject({ cases: v.array(Case) });

/** Workshop (issue #13): how far to move the world's clock. */
export const ClockMove = v.strictObject({
  advance_seconds: v.pipe(
    v.number(),
    v.integer(),
    v.description(`Seconds to move the world’s clock forward: 1 to ${24 * 60 * 60}. Reaching the world’s end ends it.`),
  ),
});

/** Workshop (issue #13): a world's fault switches, all off by default. */
export const FaultSettings = v.strictObject({
  fault: v.pipe(
    v.picklist(['none', '429', '503', 'lost-answer']),
    v.description(
      '429: refused with Retry-After; 503: unavailable; lost-answer: a draft, submit or cancel is stored, then answered 503 answer_lost (retry with the same Idempotency-Key).',
    ),
  ),
  when: v.pipe(
    v.picklist(['next', 'rate']),
    v.description(
      'next: only the next request it applies to, then it switches itself off; rate: each request with probability rate.',
    ),
  ),
  rate: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
  latency_ms: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000)),
  latency_jitter_ms: v.pipe(
    v.number(),
    v.integer(),
    v.minValue(0),
    v.maxValue(10_000),
    v.description('Up to this much more latency, drawn from the seeded random source.'),
  ),
  seed: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(2 ** 31 - 1)),
  applies_to: v.pipe(
    v.picklist(['everyone', 'agents']),
    v.description('everyone: the person’s requests too; agents: only requests of agent connections.'),
  ),
});

/** Workshop (issue #13): the world's clock and faults, as the facilitator page shows them. */
export const WorldSettings = v.strictObject({
  now: v.pipe(Timestamp, v.description('The world’s clock: the device’s time plus the world’s offset.')),
  clock_offset_seconds: v.pipe(v.number(), v.integer(), v.minValue(0)),
  ends_at: v.pipe(
    Timestamp,
    v.description(
      'When the world ends, in the world’s time: a whole second, and the world really ends then, so moving the clock by ends_at - now (both to the second) ends it.',
    ),
  ),
  seconds_left: v.pipe(
    v.number(),
    v.integer(),
    v.minValue(0),
    v.description(
      'Whole seconds until the world ends, rounded up, read from the same clock as `now` and as the clock move: POST /v1/sessions/current/clock with this many seconds always ends the world.',
    ),
  ),
  faults: FaultSettings,
  fault_fired: v.pipe(
    v.nullable(
      v.strictObject({
        fault: v.picklist(['429', '503', 'lost-answer']),
        request: v.pipe(v.string(), v.description('Method and path of the request it met, e.g. "GET /v1/drafts".')),
        at: v.pipe(Timestamp, v.description('When it fired, by the device’s clock (as the journal’s times).')),
      }),
    ),
    v.description(
      'The last "next request" fault that met a request, or null. The app’s own background reads never meet one.',
    ),
  ),
  scenario: v.pipe(
    v.nullable(v.picklist(SCENARIO_NAMES)),
    v.description('The scenario the world was last filled with (PUT /v1/sessions/current/scenario), or null.'),
  ),
});

/** Workshop (issue #13): the scenario to fill the world with. */
export const ScenarioRequest = v.strictObject({ name: v.picklist(SCENARIO_NAMES) });

/** Shapes of the answers, for clients in TypeScript (../contract.ts gives them on). */
export type Case = v.InferOutput<typeof Case>;
export type CaseState = Case['state'];
export type ServiceSummary = v.InferOutput<typeof ServiceSummary>;
export type ServiceDetail = v.InferOutput<typeof ServiceDetail>;
export type Profile = v.InferOutput<typeof Profile>;
export type SlotList = v.InferOutput<typeof SlotList>;
export type Session = v.InferOutput<typeof Session>;
export type Confirmation = v.InferOutput<typeof ConfirmationSchema>;
export type AgentConnection = v.InferOutput<typeof AgentConnection>;
export type NewAgentConnection = v.InferOutput<typeof NewAgentConnection>;
export type FaultSettings = v.InferOutput<typeof FaultSettings>;
export type WorldSettings = v.InferOutput<typeof WorldSettings>;
export type ClockMove = v.InferOutput<typeof ClockMove>;
/** A DraftInput as a client sends it (any service; the server checks the values). */
export type DraftInput = v.InferOutput<typeof DraftShape>;
