/**
 * The municipal service's routes (composed in ../contract.ts): method, path, words, credentials,
 * request and answer schemas, and the error codes each can give. The handlers are ../routes.ts.
 */
import * as v from 'valibot';
import type { RouteSpec, Words } from '../../http/contract.ts';
import { FAULT_ERRORS, preferHeader, WRITE_FAULT_ERRORS } from '../../http/fault-contract.ts';
import { documentLangQuery, guideBridgeQuery, guideLangQuery } from '../../http/guide-lang.ts';
import { JournalPage } from '../../journal/schemas.ts';
import { ReportCard } from '../../report/schemas.ts';
import {
  Confirmation as ConfirmationSchema,
  DraftInput as DraftInputSchema,
  IDEMPOTENCY_KEY_PATTERN,
  SessionRequest,
} from '../schemas.ts';
import type { MunicipalErrorCode } from './errors.ts';
import {
  AgentConnection,
  Case,
  CaseId,
  CaseList,
  ClockMove,
  ConnectionRequest,
  FaultSettings,
  NewAgentConnection,
  Profile,
  ScenarioRequest,
  ServiceDetail,
  ServiceId,
  ServiceSummary,
  Session,
  SlotList,
  WorldSettings,
} from './schemas.ts';

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

export const municipalRoutes = {
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
} satisfies Record<string, RouteSpec<MunicipalErrorCode>>;
