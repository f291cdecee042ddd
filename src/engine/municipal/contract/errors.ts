/**
 * The municipal service's errors (composed in ../contract.ts): each code's status and what the guide
 * says about it. Beside the engine's common ones; a route lists the codes it can give (routes.ts).
 */
import type { ErrorSpec } from '../../http/contract.ts';
import { COMMON_ERRORS, STATEFUL_ERRORS } from '../../http/errors.ts';
import { MUNICIPAL_LIMITS } from './schemas.ts';

export const municipalErrors = {
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
} satisfies Record<string, ErrorSpec>;

export type MunicipalErrorCode = keyof typeof municipalErrors;
