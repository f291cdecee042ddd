/**
 * The content service's errors (composed in ../contract.ts): each code's status and what the guide
 * says about it. Beside the engine's common ones; a route lists the codes it can give (routes.ts).
 */
import type { ErrorSpec } from '../../http/contract.ts';
import { COMMON_ERRORS, STATEFUL_ERRORS } from '../../http/errors.ts';
import { CONTENT_LIMITS } from '../schemas.ts';

export const contentErrors = {
  ...COMMON_ERRORS,
  ...STATEFUL_ERRORS,
  malformed_request: {
    status: 400,
    text: {
      en: 'The body is not valid JSON, or not a JSON object, or the path holds invalid percent-encoding.',
      de: 'Der Inhalt ist kein gültiges JSON oder kein JSON-Objekt, oder der Pfad enthält eine ungültige Prozent-Kodierung.',
    },
  },
  unauthorized: {
    status: 401,
    text: {
      en: 'The Authorization header is missing, or the token is unknown or revoked. Ask the owner for a token.',
      de: 'Die Kopfzeile Authorization fehlt, oder das Token ist unbekannt oder widerrufen. Bitten Sie die Eigentümerin um ein Token.',
    },
  },
  insufficient_scope: {
    status: 403,
    text: {
      en: 'The token lacks a scope the action needs; the body names it in <code>scope</code>.',
      de: 'Dem Token fehlt eine Berechtigung, die die Aktion braucht; die Antwort nennt sie in <code>scope</code>.',
    },
  },
  not_found: {
    status: 404,
    text: {
      en: 'No such endpoint, page or image, or (for /published) no live revision: the page is not published, or was unpublished or archived.',
      de: 'Diesen Endpunkt, diese Seite oder dieses Bild gibt es nicht, oder (bei /published) keine veröffentlichte Fassung: Die Seite ist nicht veröffentlicht oder wurde zurückgezogen oder archiviert.',
    },
  },
  stale_revision: {
    status: 409,
    text: {
      en: 'expected_version is not the page’s current version; the body gives <code>current_version</code>. Keep your proposed change, read the latest revision, compare, and only then retry.',
      de: 'expected_version ist nicht die aktuelle Version der Seite; die Antwort nennt <code>current_version</code>. Behalten Sie Ihre geplante Änderung, lesen Sie die neueste Fassung, vergleichen Sie und versuchen Sie es erst dann erneut.',
    },
  },
  page_archived: {
    status: 409,
    text: {
      en: 'The page is archived: restore it before changing it.',
      de: 'Die Seite ist archiviert: Stellen Sie sie wieder her, bevor Sie sie ändern.',
    },
  },
  invalid_transition: {
    status: 409,
    text: {
      en: 'The page is not in a status this action applies to (for example unpublishing a draft).',
      de: 'Die Seite ist in keinem Zustand, für den diese Aktion gilt (zum Beispiel einen Entwurf zurückziehen).',
    },
  },
  image_in_use: {
    status: 409,
    text: {
      en: 'The image is used by a page’s draft or by a revision in a page’s history, so it cannot be deleted.',
      de: 'Das Bild wird vom Entwurf einer Seite oder von einer Fassung in der Geschichte einer Seite genutzt und lässt sich deshalb nicht löschen.',
    },
  },
  payload_too_large: {
    status: 413,
    text: {
      en: `Page bodies are limited to ${CONTENT_LIMITS.pageBodyBytes} bytes of JSON, images to ${CONTENT_LIMITS.imageBytes} bytes (the body gives <code>limit_bytes</code>).`,
      de: `Seiten-Inhalte dürfen höchstens ${CONTENT_LIMITS.pageBodyBytes} Byte JSON groß sein, Bilder ${CONTENT_LIMITS.imageBytes} Byte (die Antwort nennt <code>limit_bytes</code>).`,
    },
  },
  store_full: {
    status: 507,
    text: {
      en: 'The write would make the content store larger than one export file holds (the body gives <code>limit_bytes</code> and <code>used_bytes</code>). Nothing was stored: export, delete what is no longer needed, try again.',
      de: 'Das Schreiben würde den Inhaltsspeicher größer machen, als eine Exportdatei fasst (die Antwort nennt <code>limit_bytes</code> und <code>used_bytes</code>). Nichts wurde gespeichert: Exportieren Sie, löschen Sie, was nicht mehr gebraucht wird, und versuchen Sie es erneut.',
    },
  },
  unsupported_media_type: {
    status: 415,
    text: {
      en: 'Images must be PNG, JPEG, GIF or WebP, sent as the raw body with a matching Content-Type.',
      de: 'Bilder müssen PNG, JPEG, GIF oder WebP sein, gesendet als roher Inhalt mit passendem Content-Type.',
    },
  },
  rate_limited: {
    status: 429,
    text: {
      en: 'Too many requests: wait the seconds of Retry-After, then send the same request again. (In this sandbox only when the request asked for it with <code>Prefer: fault=429</code>.)',
      de: 'Zu viele Anfragen: Warten Sie die Sekunden aus Retry-After ab und senden Sie dann dieselbe Anfrage erneut. (In dieser Sandbox nur, wenn die Anfrage es mit <code>Prefer: fault=429</code> verlangt hat.)',
    },
  },
  unavailable: {
    status: 503,
    text: {
      en: 'The service is unavailable for a moment and did nothing: send the same request again. (A workshop fault: <code>Prefer: fault=503</code>.)',
      de: 'Der Dienst ist kurz nicht erreichbar und hat nichts getan: Senden Sie dieselbe Anfrage erneut. (Eine Störung der Werkstatt: <code>Prefer: fault=503</code>.)',
    },
  },
  answer_lost: {
    status: 503,
    text: {
      en: 'The change <strong>was stored</strong>, but its answer was lost on the way. Writes carry no idempotency key: read the page and its history (after a create, the list of pages) to see what was stored before you repeat anything. (A workshop fault: <code>Prefer: fault=lost-answer</code>.)',
      de: 'Die Änderung <strong>wurde gespeichert</strong>, aber ihre Antwort ging unterwegs verloren. Schreibende Anfragen tragen keinen Idempotenz-Schlüssel: Lesen Sie die Seite und ihre Geschichte (nach einem Anlegen die Liste der Seiten), um zu sehen, was gespeichert wurde, bevor Sie etwas wiederholen. (Eine Störung der Werkstatt: <code>Prefer: fault=lost-answer</code>.)',
    },
  },
  unsupported_input: {
    status: 422,
    text: {
      en: 'A value is not valid (the message names it): a missing title, a bad slug, type or locale, named fields that are not an object of strings, an unknown cover image, an unknown query value.',
      de: 'Ein Wert ist ungültig (die Meldung nennt ihn): ein fehlender Titel, ein falscher slug, type oder locale, benannte Felder, die kein Objekt aus Zeichenketten sind, ein unbekanntes Titelbild, ein unbekannter Wert in der Abfrage.',
    },
  },
} satisfies Record<string, ErrorSpec>;

export type ContentErrorCode = keyof typeof contentErrors;
