// What each error code of the municipal API means for the person using this page, and what to do, in
// German and English (the page follows the browser's language, words.js).
// The same codes, with the API's view, are in the guide: {base}v1/guide#error-<code>.
import { LANG } from './words.js';

const ERROR_HELP_EN = {
  malformed_request: 'The request was not well formed. This is a bug of this page; reload it and try again.',
  unauthorized: 'Your world has expired or is unknown (a world lasts 24 hours). Open a new world.',
  not_found: 'This service or case does not exist in your world. Start again from the list of services.',
  stale_version:
    'The case changed after you reviewed it, or it is no longer in review. Look at the review again and confirm the current version.',
  review_expired: 'The 15 minutes to review this draft have passed. Prepare a new draft and review it again.',
  booking_conflict: 'This time is not offered any more: someone booked it. Choose another time.',
  profile_changed:
    "The person's address changed since the draft was prepared (a completed move). Prepare a new draft and review it again.",
  idempotency_key_reused:
    'This page sent a different request under a key it had used before. This is a bug of this page; reload it.',
  not_cancellable: 'Only cases in review and completed bookings can be cancelled; a received request cannot.',
  no_receipt: 'This case has no receipt yet: receipts are issued when a case is submitted.',
  unsupported_input: 'A value is not one of the catalogue choices. Choose again from the lists.',
  capacity_reached:
    'Your world holds the most cases it can (40), or this browser holds the most worlds it can. Open a new world, or wait as the message says.',
  method_not_allowed: 'The sandbox does not offer this action at this address. This is a bug of this page.',
  payload_too_large: 'The request was too large for the sandbox. This is a bug of this page.',
  pdf_unavailable:
    'The PDF could not be made: the sandbox could not load its PDF maker. Reload the app; if it happens again, start a new world.',
  documents_unavailable:
    'The service descriptions could not be loaded. Reload the app; if it happens again, start a new world.',
  services_unavailable:
    'The sandbox could not start its services. Reload the app; if it happens again, start a new world.',
  build_mismatch:
    'The sandbox’s files come from two different builds (one was updated, another not). Whoever hosts the sandbox must copy all its files from one build.',
  person_required:
    'Only the person can do this (cancel a case, or manage agent connections), not an agent connection. Use the world’s own access, in the app.',
  rate_limited:
    'The sandbox asked this page to slow down (a practice fault a facilitator switched on). This page waited and tried again; try once more in a moment.',
  unavailable:
    'The sandbox was unavailable for a moment (a practice fault) and did nothing. This page tried again; try once more.',
  answer_lost:
    'Your step was saved, but its answer was lost (a practice fault). This page sent it again with the same key, so nothing is made twice; try once more if you still see this.',
  internal_error: 'The sandbox hit an unexpected error. Reload the page; if it happens again, open a new world.',
};

const ERROR_HELP_DE = {
  malformed_request:
    'Die Anfrage war nicht wohlgeformt. Das ist ein Fehler dieser Seite; laden Sie sie neu und versuchen Sie es noch einmal.',
  unauthorized: 'Ihre Welt ist abgelaufen oder unbekannt (eine Welt hält 24 Stunden). Öffnen Sie eine neue Welt.',
  not_found:
    'Diese Dienstleistung oder diesen Vorgang gibt es in Ihrer Welt nicht. Beginnen Sie wieder bei der Liste der Dienstleistungen.',
  stale_version:
    'Der Vorgang hat sich nach Ihrer Prüfung geändert oder ist nicht mehr in Prüfung. Sehen Sie sich die Prüfung noch einmal an und bestätigen Sie die aktuelle Fassung.',
  review_expired:
    'Die 15 Minuten zur Prüfung dieses Entwurfs sind vorbei. Bereiten Sie einen neuen Entwurf vor und prüfen Sie ihn erneut.',
  booking_conflict: 'Diese Zeit wird nicht mehr angeboten: jemand hat sie gebucht. Wählen Sie eine andere Zeit.',
  profile_changed:
    'Die Anschrift der Person hat sich seit dem Entwurf geändert (ein erledigter Umzug). Bereiten Sie einen neuen Entwurf vor und prüfen Sie ihn erneut.',
  idempotency_key_reused:
    'Diese Seite hat unter einem schon benutzten Schlüssel eine andere Anfrage gesendet. Das ist ein Fehler dieser Seite; laden Sie sie neu.',
  not_cancellable:
    'Nur Vorgänge in Prüfung und erledigte Buchungen lassen sich stornieren; ein eingegangener Antrag nicht.',
  no_receipt: 'Dieser Vorgang hat noch keine Quittung: Quittungen gibt es mit dem Absenden.',
  unsupported_input: 'Ein Wert ist keine der Auswahlmöglichkeiten des Katalogs. Wählen Sie erneut aus den Listen.',
  capacity_reached:
    'Ihre Welt hält schon so viele Vorgänge wie möglich (40), oder dieser Browser so viele Welten wie möglich. Öffnen Sie eine neue Welt oder warten Sie, wie die Meldung sagt.',
  method_not_allowed: 'Die Sandbox bietet diese Aktion unter dieser Adresse nicht an. Das ist ein Fehler dieser Seite.',
  payload_too_large: 'Die Anfrage war zu groß für die Sandbox. Das ist ein Fehler dieser Seite.',
  pdf_unavailable:
    'Das PDF ließ sich nicht erstellen: die Sandbox hält ihren PDF-Baustein bereit, nachdem die App einmal mit Netz geöffnet wurde. Öffnen Sie die App mit Netz und versuchen Sie es dann erneut.',
  documents_unavailable:
    'Die Beschreibungen der Dienstleistungen ließen sich nicht laden: die Sandbox hält sie bereit, nachdem die App einmal mit Netz geöffnet wurde. Öffnen Sie die App mit Netz und versuchen Sie es dann erneut.',
  build_mismatch:
    'Die Sandbox wird gerade aktualisiert: ihre Teile stammen aus zwei Versionen. Laden Sie die App einmal mit Netz neu und versuchen Sie es dann erneut.',
  services_unavailable:
    'Die Sandbox konnte ihre Dienste nicht starten: sie hält sie bereit, nachdem die App einmal mit Netz geöffnet wurde. Öffnen Sie die App mit Netz und versuchen Sie es dann erneut.',
  person_required:
    'Das darf nur die Person selbst (einen Vorgang stornieren oder Agenten-Verbindungen verwalten), keine Agenten-Verbindung. Nutzen Sie den eigenen Zugang der Welt, in der App.',
  rate_limited:
    'Die Sandbox hat diese Seite gebeten, langsamer zu werden (eine Übungsstörung, die eine Moderation eingeschaltet hat). Diese Seite hat gewartet und es erneut versucht; versuchen Sie es gleich noch einmal.',
  unavailable:
    'Die Sandbox war kurz nicht erreichbar (eine Übungsstörung) und hat nichts getan. Diese Seite hat es erneut versucht; versuchen Sie es noch einmal.',
  answer_lost:
    'Ihr Schritt wurde gespeichert, aber die Antwort ging verloren (eine Übungsstörung). Diese Seite hat ihn mit demselben Schlüssel erneut gesendet, so entsteht nichts doppelt; versuchen Sie es noch einmal, wenn Sie dies weiter sehen.',
  internal_error:
    'Die Sandbox hatte einen unerwarteten Fehler. Laden Sie die Seite neu; passiert es wieder, öffnen Sie eine neue Welt.',
};

/** What each error code means for the person, in the page's language. */
export const ERROR_HELP = LANG === 'de' ? ERROR_HELP_DE : ERROR_HELP_EN;

/** What the page says when the sandbox did not answer at all. */
export const NO_ANSWER =
  LANG === 'de'
    ? 'Die Sandbox hat auch nach erneutem Versuch nicht geantwortet. Laden Sie die Seite neu; wurde die Sandbox-App in diesem Browser noch nie geöffnet, öffnen Sie sie einmal mit Netz.'
    : 'The sandbox did not answer, even after trying again. Reload the page; if the sandbox app was never opened in this browser, open it once with a network.';
