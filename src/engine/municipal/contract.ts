/**
 * The contract of the municipal demo service (/v1, /formulare): every route, schema and error,
 * declared once. The router, the OpenAPI document (GET /v1/openapi.json), the guide's endpoint
 * list and error sections, the Problem factories and the UI's types all come from here.
 */
import * as v from 'valibot';
import { defineContract, type ErrorCodeOf, type Words } from '../http/contract.ts';
import { COMMON_ERRORS, type ProblemBody, STATEFUL_ERRORS } from '../http/errors.ts';
import { FAULT_ERRORS, preferHeader, WRITE_FAULT_ERRORS } from '../http/fault-contract.ts';
import { documentLangQuery, guideBridgeQuery, guideLangQuery } from '../http/guide-lang.ts';
import { JournalPage } from '../journal/schemas.ts';
import { ReportCard } from '../report/schemas.ts';
import { SERVICE_IDS } from './catalogue.ts';
import { municipalHead } from './head.ts';
import { PROFILE_IDS } from './profiles.ts';
import { SCENARIO_NAMES } from './scenario-names.ts';
import {
  CASE_ID_PATTERN,
  Confirmation as ConfirmationSchema,
  DraftInput as DraftInputSchema,
  type DraftShape,
  IDEMPOTENCY_KEY_PATTERN,
  SessionRequest,
  SLOT_PATTERN,
} from './schemas.ts';

/**
 * The identifiers the contract's enums take (services, profiles, scenarios): part of the service's
 * surface, so the export file's schema (transfer/schemas.ts) checks the same lists.
 */
export { PROFILE_IDS, SCENARIO_NAMES, SERVICE_IDS };

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
const ServiceId = v.picklist(SERVICE_IDS);
const ProfileId = v.picklist(PROFILE_IDS);
const CaseId = v.pipe(v.string(), v.regex(CASE_ID_PATTERN));
const Slot = v.pipe(v.string(), v.regex(SLOT_PATTERN));

const Session = v.strictObject({
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

const ServiceSummary = v.strictObject(serviceEntries);

const ServiceDetail = v.strictObject({
  ...serviceEntries,
  draft_input_schema: v.pipe(
    v.record(v.string(), v.unknown()),
    v.description('The JSON Schema (2020-12) of this service’s DraftInput.'),
  ),
  slots_url: v.optional(v.string()),
  steps: v.array(v.string()),
});

const Profile = v.strictObject({
  id: ProfileId,
  name: v.string(),
  given_name: v.string(),
  family_name: v.string(),
  birth_date: v.pipe(v.string(), v.isoDate()),
  address: v.optional(v.pipe(v.string(), v.description('Only with a bearer: the address in that world.'))),
});

const SlotList = v.strictObject({
  service: v.picklist(['termin', 'raum']),
  period: v.picklist(['vormittag', 'nachmittag', 'egal']),
  resource: v.optional(v.string()),
  time_zone: v.literal('Europe/Berlin'),
  slots: v.array(Slot),
});

const Case = v.strictObject({
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

const ConnectionRequest = v.strictObject({ name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(80)) });

const connectionEntries = {
  id: v.string(),
  name: v.string(),
  created_at: Timestamp,
  last_used_at: v.nullable(Timestamp),
  revoked: v.boolean(),
};
const AgentConnection = v.strictObject(connectionEntries);
const NewAgentConnection = v.strictObject({
  ...connectionEntries,
  token: v.pipe(
    v.string(),
    v.regex(/^agt_[a-f0-9]{64}$/),
    v.description('Shown once: put it into the agent’s configuration as its bearer token, never into a prompt.'),
  ),
});

const CaseList = v.strictObject({ cases: v.array(Case) });

/** Workshop (issue #13): how far to move the world's clock. */
const ClockMove = v.strictObject({
  advance_seconds: v.pipe(
    v.number(),
    v.integer(),
    v.description(`Seconds to move the world’s clock forward: 1 to ${24 * 60 * 60}. Reaching the world’s end ends it.`),
  ),
});

/** Workshop (issue #13): a world's fault switches, all off by default. */
const FaultSettings = v.strictObject({
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
const WorldSettings = v.strictObject({
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
const ScenarioRequest = v.strictObject({ name: v.picklist(SCENARIO_NAMES) });

/** Workshop (issue #13): a client may ask for one fault on one request. */
const prefer = preferHeader({ en: 'drafts, submit and cancel', de: 'Entwürfe, Absenden und Stornieren' });

const idempotencyKey = {
  ...prefer,
  'Idempotency-Key': {
    schema: v.pipe(v.string(), v.regex(IDEMPOTENCY_KEY_PATTERN)),
    required: true,
    description: {
      en: '16 to 100 letters, digits, "_" or "-". Reuse a key only to retry the identical request; kept for the lifetime of the world.',
      de: '16 bis 100 Buchstaben, Ziffern, „_“ oder „-“. Einen Schlüssel nur wiederverwenden, um genau dieselbe Anfrage zu wiederholen; er gilt, solange die Welt lebt.',
    },
  },
};

const caseAnswer = (description: Words) => ({ json: Case, description });
const pdf = { 200: { description: { en: 'PDF', de: 'PDF' }, media: 'application/pdf' } };

export const municipalContract = defineContract({
  ...municipalHead,
  title: 'Municipal Demo Service API (fictional)',
  version: '1.0.0',
  description:
    'A fictional municipal sandbox that runs in the browser. A client must show the review and obtain explicit confirmation before submitting; a received case is not an approval.',
  bearer: {
    name: 'DemoBearer',
    description: 'The token of POST /v1/sessions. A secret: never in a URL, a log or an AI prompt.',
  },
  errors: {
    ...COMMON_ERRORS,
    ...STATEFUL_ERRORS,
    malformed_request: {
      status: 400,
      text: {
        en: 'The request is not well formed: invalid JSON, a body of the wrong shape, a missing or invalid Idempotency-Key (16 to 100 of <code>a-z A-Z 0-9 _ -</code>), a Confirmation that is not exactly {"version", "confirmed"}, or invalid percent-encoding in the path. Fix the request.',
        de: 'Die Anfrage ist nicht wohlgeformt: ungültiges JSON, ein Inhalt in falscher Form, ein fehlender oder ungültiger Idempotency-Key (16 bis 100 Zeichen aus <code>a-z A-Z 0-9 _ -</code>), eine Confirmation, die nicht genau {"version", "confirmed"} ist, oder eine ungültige Prozent-Kodierung im Pfad. Berichtigen Sie die Anfrage.',
      },
    },
    unauthorized: {
      status: 401,
      text: {
        en: 'The Authorization header is missing, or its capability is unknown or expired (a world lasts 24 hours). Create a new session.',
        de: 'Die Kopfzeile Authorization fehlt, oder ihr Zugangsschlüssel ist unbekannt oder abgelaufen (eine Welt hält 24 Stunden). Legen Sie eine neue Sitzung an.',
      },
    },
    not_found: {
      status: 404,
      text: {
        en: 'No such endpoint, service, or case in your world. Cases of other worlds are not found either: their existence is not revealed.',
        de: 'Diesen Endpunkt, Dienst oder Vorgang gibt es in Ihrer Welt nicht. Vorgänge anderer Welten werden ebenso wenig gefunden: Ob es sie gibt, wird nicht verraten.',
      },
    },
    stale_version: {
      status: 409,
      text: {
        en: 'The version in the Confirmation is not the case’s current version, or the case is no longer in review; the body gives <code>current_version</code>. Read the case again, show the review again, confirm the current version.',
        de: 'Die Version in der Confirmation ist nicht die aktuelle des Vorgangs, oder der Vorgang ist nicht mehr in Prüfung; die Antwort nennt <code>current_version</code>. Lesen Sie den Vorgang neu, zeigen Sie die Prüfung erneut und bestätigen Sie die aktuelle Version.',
      },
    },
    review_expired: {
      status: 409,
      text: {
        en: 'The 15-minute review has passed. The case stays in state review with expires_at in the past; it can still be cancelled. Make a new draft.',
        de: 'Die 15 Minuten der Prüfung sind vorbei. Der Vorgang bleibt im Zustand review, mit expires_at in der Vergangenheit; stornieren lässt er sich noch. Legen Sie einen neuen Entwurf an.',
      },
    },
    booking_conflict: {
      status: 409,
      text: {
        en: 'The slot is not (or no longer) offered: another case booked it. Choose another slot from GET /v1/slots/{id}.',
        de: 'Der Termin wird nicht (oder nicht mehr) angeboten: Ein anderer Vorgang hat ihn gebucht. Wählen Sie einen anderen Termin aus GET /v1/slots/{id}.',
      },
    },
    profile_changed: {
      status: 409,
      text: {
        en: 'The profile’s address changed since the draft was made (a completed move). Make a new draft and review it again.',
        de: 'Die Adresse des Profils hat sich geändert, seit der Entwurf angelegt wurde (ein erledigter Umzug). Legen Sie einen neuen Entwurf an und prüfen Sie ihn erneut.',
      },
    },
    idempotency_key_reused: {
      status: 409,
      text: {
        en: 'The Idempotency-Key was used before with a different payload. A different request needs a new key.',
        de: 'Der Idempotency-Key wurde schon mit einem anderen Inhalt benutzt. Eine andere Anfrage braucht einen neuen Schlüssel.',
      },
    },
    not_cancellable: {
      status: 409,
      text: {
        en: 'Only cases in review and completed bookings can be cancelled. A received request cannot be cancelled here.',
        de: 'Stornieren lassen sich nur Vorgänge in Prüfung und erledigte Buchungen. Ein eingegangener Antrag lässt sich hier nicht stornieren.',
      },
    },
    no_receipt: {
      status: 409,
      text: {
        en: 'The case has no receipt yet; receipts are issued on submit.',
        de: 'Der Vorgang hat noch keine Quittung; Quittungen entstehen beim Absenden.',
      },
    },
    unsupported_input: {
      status: 422,
      text: {
        en: 'A value is not a catalogue choice (service, profile, field value, slot pattern, period, room), or confirmed is false.',
        de: 'Ein Wert ist keine Auswahl des Katalogs (Dienst, Profil, Feldwert, Form des Termins, Zeitraum, Raum), oder confirmed ist false.',
      },
    },
    capacity_reached: {
      status: 429,
      text: {
        en: `A world holds at most ${MUNICIPAL_LIMITS.casesPerWorld} cases (every state counts): start a new session. A browser holds at most ${MUNICIPAL_LIMITS.liveWorlds} live worlds: the answer carries Retry-After, the seconds until the oldest expires.`,
        de: `Eine Welt hält höchstens ${MUNICIPAL_LIMITS.casesPerWorld} Vorgänge (jeder Zustand zählt): Beginnen Sie eine neue Sitzung. Ein Browser hält höchstens ${MUNICIPAL_LIMITS.liveWorlds} lebende Welten: Die Antwort trägt Retry-After, die Sekunden, bis die älteste abläuft.`,
      },
    },
    person_required: {
      status: 403,
      text: {
        en: 'An agent connection asked for what only the person may do: cancel a case, or make, list or revoke agent connections. Ask the person to do it in the app. (An agent’s submit is not refused: it asks for the person’s confirmation, answering 202.)',
        de: 'Eine Agenten-Verbindung hat verlangt, was nur die Person darf: einen Vorgang stornieren oder Agenten-Verbindungen anlegen, auflisten oder widerrufen. Bitten Sie die Person, es in der App zu tun. (Das Absenden eines Agenten wird nicht abgelehnt: Es bittet die Person um Bestätigung und antwortet 202.)',
      },
    },
    rate_limited: {
      status: 429,
      text: {
        en: 'Too many requests: wait the seconds of Retry-After, then send the same request again. (In this sandbox a fault a facilitator switched on for the world, or one the request asked for with <code>Prefer: fault=429</code>.)',
        de: 'Zu viele Anfragen: Warten Sie die Sekunden aus Retry-After ab und senden Sie dann dieselbe Anfrage erneut. (In dieser Sandbox eine Störung, die eine Kursleitung für die Welt eingeschaltet hat, oder eine, die die Anfrage mit <code>Prefer: fault=429</code> verlangt hat.)',
      },
    },
    unavailable: {
      status: 503,
      text: {
        en: 'The service is unavailable for a moment and did nothing: send the same request again. (A workshop fault: the world’s switches or <code>Prefer: fault=503</code>.)',
        de: 'Der Dienst ist kurz nicht erreichbar und hat nichts getan: Senden Sie dieselbe Anfrage erneut. (Eine Störung der Werkstatt: die Schalter der Welt oder <code>Prefer: fault=503</code>.)',
      },
    },
    answer_lost: {
      status: 503,
      text: {
        en: 'The change <strong>was stored</strong>, but its answer was lost on the way. Send the same request again with the same Idempotency-Key and the same body: the first answer is replayed (<code>Idempotent-Replayed: true</code>) and nothing is made twice. (A workshop fault: the world’s switches or <code>Prefer: fault=lost-answer</code>.)',
        de: 'Die Änderung <strong>wurde gespeichert</strong>, aber ihre Antwort ging unterwegs verloren. Senden Sie dieselbe Anfrage mit demselben Idempotency-Key und demselben Inhalt erneut: Die erste Antwort wird wiederholt (<code>Idempotent-Replayed: true</code>), und nichts entsteht doppelt. (Eine Störung der Werkstatt: die Schalter der Welt oder <code>Prefer: fault=lost-answer</code>.)',
      },
    },
    pdf_unavailable: {
      status: 503,
      text: {
        en: 'The PDF renderer could not be loaded (an engine started without one, or its script failed to run). Reload the app; if it happens again, start a new session.',
        de: 'Der PDF-Ersteller ließ sich nicht laden (eine Engine ohne ihn gestartet, oder sein Skript lief nicht). Laden Sie die App neu; geschieht es wieder, beginnen Sie eine neue Sitzung.',
      },
    },
  },
  schemas: {
    Session,
    SessionRequest,
    ServiceSummary,
    ServiceDetail,
    Profile,
    SlotList,
    Case,
    CaseList,
    AgentConnection,
    NewAgentConnection,
    ConnectionRequest,
    DraftInput: DraftInputSchema,
    Confirmation: ConfirmationSchema,
    ClockMove,
    FaultSettings,
    WorldSettings,
    ScenarioRequest,
    ReportCard,
  },
  routes: {
    createSession: {
      method: 'POST',
      path: '/v1/sessions',
      summary: {
        en: 'Open a new isolated demo world (24 hours)',
        de: 'Eine neue, abgeschottete Demo-Welt öffnen (24 Stunden)',
      },
      auth: 'none',
      body: { json: SessionRequest, example: {} },
      responses: { 201: { description: { en: 'A session', de: 'Eine Sitzung' }, json: Session } },
      errors: ['capacity_reached'],
    },
    endSession: {
      method: 'DELETE',
      path: '/v1/sessions/current',
      summary: {
        en: 'End the bearer’s world now: it is deleted with all its cases (otherwise it ends after 24 hours)',
        de: 'Die Welt des Bearers jetzt beenden: Sie wird mit allen Vorgängen gelöscht (sonst endet sie nach 24 Stunden)',
      },
      auth: 'bearer',
      responses: {
        204: {
          description: {
            en: 'The world is deleted; its capability answers 401 from now on',
            de: 'Die Welt ist gelöscht; ihre Berechtigung bekommt von jetzt an 401',
          },
        },
      },
      errors: ['unauthorized'],
    },
    getWorldSettings: {
      method: 'GET',
      path: '/v1/sessions/current',
      summary: {
        en: 'Workshop: the world’s clock and fault switches (the person only)',
        de: 'Werkstatt: Uhr und Störungsschalter der Welt (nur die Person)',
      },
      auth: 'bearer',
      responses: {
        200: { description: { en: 'The world’s settings', de: 'Die Einstellungen der Welt' }, json: WorldSettings },
      },
      errors: ['unauthorized', 'person_required'],
    },
    moveClock: {
      method: 'POST',
      path: '/v1/sessions/current/clock',
      summary: {
        en: 'Workshop: move the world’s clock forward (the person only); other worlds keep their time',
        de: 'Werkstatt: die Uhr der Welt vorstellen (nur die Person); andere Welten behalten ihre Zeit',
      },
      description: {
        en: 'Reviews expire 15 minutes after their draft and the world ends 24 hours after it began, both in the world’s time. A move that reaches the world’s end ends it (204), like DELETE /v1/sessions/current.',
        de: 'Prüfungen laufen 15 Minuten nach ihrem Entwurf ab, und die Welt endet 24 Stunden nach ihrem Beginn, beides in der Zeit der Welt. Ein Sprung, der das Ende der Welt erreicht, beendet sie (204), wie DELETE /v1/sessions/current.',
      },
      auth: 'bearer',
      body: { json: ClockMove, example: { advance_seconds: 600 } },
      responses: {
        200: {
          description: {
            en: 'The world’s settings after the move',
            de: 'Die Einstellungen der Welt nach dem Vorstellen der Uhr',
          },
          json: WorldSettings,
        },
        204: {
          description: {
            en: 'The move reached the world’s end: it is deleted, its capability answers 401',
            de: 'Die Uhr hat das Ende der Welt erreicht: Sie ist gelöscht, ihre Berechtigung bekommt 401',
          },
        },
      },
      errors: ['unauthorized', 'person_required', 'unsupported_input'],
    },
    setFaults: {
      method: 'PUT',
      path: '/v1/sessions/current/faults',
      summary: {
        en: 'Workshop: switch the world’s faults (the person only); these requests themselves are never faulted',
        de: 'Werkstatt: die Störungen der Welt schalten (nur die Person); diese Anfragen selbst werden nie gestört',
      },
      auth: 'bearer',
      body: {
        json: FaultSettings,
        example: {
          fault: '503',
          when: 'next',
          rate: 1,
          latency_ms: 0,
          latency_jitter_ms: 0,
          seed: 1,
          applies_to: 'everyone',
        },
      },
      responses: {
        200: { description: { en: 'The world’s settings', de: 'Die Einstellungen der Welt' }, json: WorldSettings },
      },
      errors: ['unauthorized', 'person_required', 'unsupported_input'],
    },
    listServices: {
      method: 'GET',
      path: '/v1/services',
      summary: {
        en: 'The 16 services with their fields, fee rules and outcomes',
        de: 'Die 16 Dienste mit ihren Feldern, Gebührenregeln und Ergebnissen',
      },
      auth: 'none',
      responses: {
        200: {
          description: { en: 'The catalogue', de: 'Der Katalog' },
          json: v.strictObject({ services: v.array(ServiceSummary) }),
        },
      },
      errors: [],
    },
    setScenario: {
      method: 'PUT',
      path: '/v1/sessions/current/scenario',
      summary: {
        en: 'Workshop: empty the world and fill it with a named scenario (the person only); the same name again resets it',
        de: 'Werkstatt: die Welt leeren und mit einem benannten Szenario füllen (nur die Person); derselbe Name setzt sie wieder zurück',
      },
      description: {
        en: 'empty: no cases. every-state: a case in review, one received, one cancelled, a completed booking holding its slot, and a review whose 15 minutes end one minute from now. nearly-full: 39 cases, one below the limit. The world’s cases and idempotency records are replaced in one transaction; its clock, faults and agent connections stay.',
        de: 'empty: keine Vorgänge. every-state: ein Vorgang in Prüfung, ein eingegangener, ein stornierter, eine erledigte Buchung, die ihren Termin belegt, und eine Prüfung, deren 15 Minuten in einer Minute enden. nearly-full: 39 Vorgänge, einer unter der Grenze. Vorgänge und Idempotenz-Einträge der Welt werden in einer Transaktion ersetzt; Uhr, Störungen und Agenten-Verbindungen bleiben.',
      },
      auth: 'bearer',
      body: { json: ScenarioRequest, example: { name: 'every-state' } },
      responses: {
        200: { description: { en: 'The world’s settings', de: 'Die Einstellungen der Welt' }, json: WorldSettings },
      },
      errors: ['unauthorized', 'person_required', 'unsupported_input'],
    },
    getService: {
      method: 'GET',
      path: '/v1/services/:id',
      summary: {
        en: 'The contract of one service, including the JSON Schema of its DraftInput',
        de: 'Der Vertrag eines Dienstes, mit dem JSON-Schema seines DraftInput',
      },
      auth: 'none',
      params: { id: ServiceId },
      responses: {
        200: { description: { en: 'The service contract', de: 'Der Vertrag des Dienstes' }, json: ServiceDetail },
      },
      errors: ['not_found', 'documents_unavailable'],
    },
    listProfiles: {
      method: 'GET',
      path: '/v1/profiles',
      summary: {
        en: 'The four synthetic profiles; with a bearer, their current addresses in that world',
        de: 'Die vier erfundenen Profile; mit einem Bearer ihre aktuellen Adressen in dieser Welt',
      },
      auth: 'optional',
      responses: {
        200: { description: { en: 'Profiles', de: 'Profile' }, json: v.strictObject({ profiles: v.array(Profile) }) },
      },
      errors: ['unauthorized'],
    },
    listSlots: {
      method: 'GET',
      path: '/v1/slots/:id',
      summary: {
        en: 'Available slots of termin or raum (Europe/Berlin local times)',
        de: 'Freie Termine von termin oder raum (Ortszeit Europe/Berlin)',
      },
      auth: 'bearer',
      headers: prefer,
      params: { id: ServiceId },
      query: {
        period: v.optional(v.picklist(['vormittag', 'nachmittag', 'egal']), 'egal'),
        resource: v.optional(
          v.pipe(v.string(), v.description('For raum: the room (saal, werkstatt, musik). Not used by termin.')),
        ),
      },
      responses: { 200: { description: { en: 'Slots', de: 'Termine' }, json: SlotList } },
      errors: ['unauthorized', 'not_found', 'unsupported_input', ...FAULT_ERRORS],
    },
    createDraft: {
      method: 'POST',
      path: '/v1/drafts',
      summary: {
        en: 'Prepare a draft: a case in review for 15 minutes (nothing is executed)',
        de: 'Einen Entwurf vorbereiten: ein Vorgang in Prüfung für 15 Minuten (nichts wird ausgeführt)',
      },
      auth: 'bearer',
      headers: idempotencyKey,
      body: {
        json: DraftInputSchema,
        example: { service: 'meldebescheinigung', profile: 'anna', fields: { zweck: 'standard' } },
      },
      responses: { 201: caseAnswer({ en: 'The case in state review', de: 'Der Vorgang im Zustand review (Prüfung)' }) },
      errors: [
        'unauthorized',
        'unsupported_input',
        'booking_conflict',
        'idempotency_key_reused',
        'capacity_reached',
        ...WRITE_FAULT_ERRORS,
      ],
    },
    changeDraft: {
      method: 'PUT',
      path: '/v1/drafts/:id',
      summary: {
        en: 'Change a case in review: the same case with the new answers (no second case, nothing cancelled)',
        de: 'Einen Vorgang in Prüfung ändern: derselbe Vorgang mit den neuen Angaben (kein zweiter Vorgang, nichts storniert)',
      },
      description: {
        en: 'The body is a DraftInput of the same service. The case keeps its id, gets the next version and a new 15-minute review; a request awaiting the person’s confirmation is withdrawn (the person reviews the changed case). Only a case in review can be changed.',
        de: 'Der Inhalt ist ein DraftInput desselben Dienstes. Der Vorgang behält seine id und bekommt die nächste Version und eine neue Prüfung von 15 Minuten; eine Anfrage, die auf die Bestätigung der Person wartet, wird zurückgezogen (die Person prüft den geänderten Vorgang). Ändern lässt sich nur ein Vorgang in Prüfung.',
      },
      auth: 'bearer',
      params: { id: CaseId },
      headers: idempotencyKey,
      body: { json: DraftInputSchema },
      responses: {
        200: caseAnswer({
          en: 'The changed case, in state review',
          de: 'Der geänderte Vorgang, im Zustand review (Prüfung)',
        }),
      },
      errors: [
        'unauthorized',
        'not_found',
        'unsupported_input',
        'stale_version',
        'booking_conflict',
        'idempotency_key_reused',
        ...WRITE_FAULT_ERRORS,
      ],
    },
    listCases: {
      method: 'GET',
      path: '/v1/drafts',
      summary: {
        en: 'All cases of the bearer’s world, in creation order',
        de: 'Alle Vorgänge der Welt des Bearers, in der Reihenfolge ihres Entstehens',
      },
      auth: 'bearer',
      headers: prefer,
      responses: { 200: { description: { en: 'Cases', de: 'Vorgänge' }, json: CaseList } },
      errors: ['unauthorized', ...FAULT_ERRORS],
    },
    getCase: {
      method: 'GET',
      path: '/v1/drafts/:id',
      summary: { en: 'One case of the bearer’s world', de: 'Ein Vorgang der Welt des Bearers' },
      auth: 'bearer',
      headers: prefer,
      params: { id: CaseId },
      responses: { 200: caseAnswer({ en: 'The case', de: 'Der Vorgang' }) },
      errors: ['unauthorized', 'not_found', ...FAULT_ERRORS],
    },
    submitCase: {
      method: 'POST',
      path: '/v1/drafts/:id/submit',
      summary: {
        en: 'Submit the reviewed version after explicit confirmation',
        de: 'Die geprüfte Version nach ausdrücklicher Bestätigung absenden',
      },
      description: {
        en: 'With the world’s capability (the person) the case is submitted. With an agent connection it is not: the case stays in review, marked awaiting_confirmation with the connection’s name, until the person confirms it in the app (202).',
        de: 'Mit dem Zugangsschlüssel der Welt (der Person) wird der Vorgang abgesendet. Mit einer Agenten-Verbindung nicht: Der Vorgang bleibt in Prüfung, markiert mit awaiting_confirmation und dem Namen der Verbindung, bis die Person ihn in der App bestätigt (202).',
      },
      auth: 'bearer',
      params: { id: CaseId },
      headers: idempotencyKey,
      body: { json: ConfirmationSchema, example: { version: 1, confirmed: true } },
      responses: {
        200: caseAnswer({ en: 'The case, completed or received', de: 'Der Vorgang, erledigt oder eingegangen' }),
        202: caseAnswer({
          en: 'Agent connection: the case in review, awaiting the person’s confirmation',
          de: 'Agenten-Verbindung: der Vorgang in Prüfung, er wartet auf die Bestätigung der Person',
        }),
      },
      errors: [
        'unauthorized',
        'not_found',
        'unsupported_input',
        'stale_version',
        'review_expired',
        'booking_conflict',
        'profile_changed',
        'idempotency_key_reused',
        ...WRITE_FAULT_ERRORS,
      ],
    },
    cancelCase: {
      method: 'POST',
      path: '/v1/drafts/:id/cancel',
      summary: {
        en: 'Cancel a case in review or a completed booking',
        de: 'Einen Vorgang in Prüfung oder eine erledigte Buchung stornieren',
      },
      auth: 'bearer',
      params: { id: CaseId },
      headers: idempotencyKey,
      body: { json: ConfirmationSchema, example: { version: 1, confirmed: true } },
      responses: { 200: caseAnswer({ en: 'The cancelled case', de: 'Der stornierte Vorgang' }) },
      errors: [
        'unauthorized',
        'person_required',
        'not_found',
        'unsupported_input',
        'stale_version',
        'not_cancellable',
        'idempotency_key_reused',
        ...WRITE_FAULT_ERRORS,
      ],
    },
    createConnection: {
      method: 'POST',
      path: '/v1/connections',
      summary: {
        en: 'Make a named agent connection to the world (the person only); its token is shown once',
        de: 'Eine benannte Agenten-Verbindung zur Welt anlegen (nur die Person); ihr Token wird einmal gezeigt',
      },
      auth: 'bearer',
      headers: prefer,
      body: { json: ConnectionRequest, example: { name: 'Mein Agent' } },
      responses: {
        201: {
          description: { en: 'The connection with its token', de: 'Die Verbindung mit ihrem Token' },
          json: NewAgentConnection,
        },
      },
      errors: ['unauthorized', 'person_required', 'unsupported_input', 'capacity_reached', ...FAULT_ERRORS],
    },
    listConnections: {
      method: 'GET',
      path: '/v1/connections',
      summary: {
        en: 'The world’s agent connections with their last use (the person only)',
        de: 'Die Agenten-Verbindungen der Welt mit ihrer letzten Nutzung (nur die Person)',
      },
      auth: 'bearer',
      headers: prefer,
      responses: {
        200: {
          description: { en: 'Connections', de: 'Verbindungen' },
          json: v.strictObject({ connections: v.array(AgentConnection) }),
        },
      },
      errors: ['unauthorized', 'person_required', ...FAULT_ERRORS],
    },
    revokeConnection: {
      method: 'DELETE',
      path: '/v1/connections/:id',
      summary: {
        en: 'Revoke an agent connection at once (the person only)',
        de: 'Eine Agenten-Verbindung sofort widerrufen (nur die Person)',
      },
      auth: 'bearer',
      headers: prefer,
      responses: {
        200: { description: { en: 'The revoked connection', de: 'Die widerrufene Verbindung' }, json: AgentConnection },
      },
      errors: ['unauthorized', 'person_required', 'not_found', ...FAULT_ERRORS],
    },
    getJournal: {
      method: 'GET',
      path: '/v1/journal',
      summary: {
        en: 'The world’s request journal (the person only): every answered request of the person and its agent connections, secrets redacted',
        de: 'Das Anfrage-Protokoll der Welt (nur die Person): jede beantwortete Anfrage der Person und ihrer Agenten-Verbindungen, Geheimnisse geschwärzt',
      },
      auth: 'bearer',
      query: {
        after: v.optional(
          v.pipe(
            v.string(),
            v.regex(/^\d{1,15}$/),
            v.description('Only entries whose id is larger (poll with the last `last_id`). Default 0: all kept.'),
          ),
        ),
      },
      responses: {
        200: { description: { en: 'Entries, oldest first', de: 'Einträge, die ältesten zuerst' }, json: JournalPage },
      },
      errors: ['unauthorized', 'person_required', 'unsupported_input'],
    },
    getJournalReport: {
      method: 'GET',
      path: '/v1/journal/report',
      summary: {
        en: 'The report card: the API’s client rules checked over the journal (the person: the world’s requests; an agent connection: its own)',
        de: 'Das Zeugnis: die Regeln der API für Clients, am Protokoll geprüft (die Person: die Anfragen der Welt; eine Agenten-Verbindung: ihre eigenen)',
      },
      description: {
        en: 'Each rule with its spec sentence, verdict (kept, broken, warning, not_tried), the journal entries that show it (each naming its source and who), and advice. Requests from the app’s own window (source app) give context but are never judged. Not recorded in the journal itself, and never faulted.',
        de: 'Jede Regel mit ihrem Satz aus der Spezifikation, dem Urteil (kept, broken, warning, not_tried), den Protokolleinträgen, die es belegen (jeder mit Herkunft und wer), und einem Rat. Anfragen aus dem eigenen Fenster der App (Herkunft app) geben Zusammenhang, werden aber nie beurteilt. Wird selbst nicht protokolliert und nie gestört.',
      },
      auth: 'bearer',
      query: {
        lang: v.optional(
          v.pipe(
            v.picklist(['en', 'de']),
            v.description(
              'Language of every word a person reads on the card (titles, rule, advice, how judged, notes): en (the default) or de. Anything else is 422.',
            ),
          ),
          'en',
        ),
        agent: v.optional(
          v.pipe(
            v.string(),
            v.minLength(1),
            v.description(
              'With the world’s capability: the card of the agent connection of this name (its own requests, as an agent connection reads its card). Ignored with an agent connection’s token.',
            ),
          ),
        ),
        project: v.optional(
          v.pipe(
            v.string(),
            v.minLength(1),
            v.description(
              'The card of one studio project’s page (docs/studio.md): only the requests its page made (journal source `studio` with this `project`).',
            ),
          ),
        ),
      },
      responses: { 200: { description: { en: 'The report card', de: 'Das Zeugnis' }, json: ReportCard } },
      errors: ['unauthorized', 'unsupported_input'],
    },
    getReceipt: {
      method: 'GET',
      path: '/v1/drafts/:id/receipt',
      summary: {
        en: 'The fictional PDF receipt of a submitted case',
        de: 'Die erfundene PDF-Quittung eines abgesendeten Vorgangs',
      },
      auth: 'bearer',
      headers: prefer,
      params: { id: CaseId },
      query: {
        lang: v.optional(
          v.pipe(
            v.picklist(['de', 'en']),
            v.description('Language of the document: de (German, the default) or en (English). Anything else is 422.'),
          ),
          'de',
        ),
      },
      responses: pdf,
      errors: ['unauthorized', 'not_found', 'no_receipt', 'unsupported_input', 'pdf_unavailable', ...FAULT_ERRORS],
    },
    getForm: {
      method: 'GET',
      path: '/formulare/:id',
      summary: {
        en: 'The blank fictional form of a service (PDF)',
        de: 'Das leere erfundene Formular eines Dienstes (PDF)',
      },
      auth: 'none',
      params: { id: ServiceId },
      query: {
        lang: v.optional(
          v.pipe(
            v.picklist(['de', 'en']),
            v.description('Language of the document: de (German, the default) or en (English). Anything else is 422.'),
          ),
          'de',
        ),
      },
      responses: pdf,
      errors: ['not_found', 'unsupported_input', 'pdf_unavailable'],
    },
    getOpenApi: {
      method: 'GET',
      path: '/v1/openapi.json',
      summary: { en: 'This OpenAPI 3.1 document', de: 'Dieses OpenAPI-3.1-Dokument' },
      auth: 'none',
      query: { lang: documentLangQuery },
      responses: {
        200: { description: { en: 'OpenAPI 3.1', de: 'OpenAPI 3.1' }, json: v.record(v.string(), v.unknown()) },
      },
      errors: ['documents_unavailable'],
    },
    getGuide: {
      method: 'GET',
      path: '/v1/guide',
      summary: { en: 'The guide for people (HTML)', de: 'Die Anleitung für Menschen (HTML)' },
      auth: 'none',
      query: { lang: guideLangQuery, bridge: guideBridgeQuery },
      responses: { 200: { description: { en: 'HTML', de: 'HTML' }, media: 'text/html' } },
      errors: ['documents_unavailable'],
    },
  },
});

export type MunicipalErrorCode = ErrorCodeOf<typeof municipalContract>;

/** Shapes of the answers, for clients in TypeScript (the UI imports these as types only). */
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
export { ClockMove as ClockMoveSchema, ConnectionRequest, FaultSettings as FaultSettingsSchema };
/** A DraftInput as a client sends it (any service; the server checks the values). */
export type DraftInput = v.InferOutput<typeof DraftShape>;
/** The Problem body of an error answer. */
export type Problem = ProblemBody<MunicipalErrorCode>;
