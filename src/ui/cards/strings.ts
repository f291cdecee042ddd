/**
 * Strings of handing in and collecting report cards (issue #28), German first; English must have the
 * same keys. They come with the cards' own chunk (loaded on demand), not with the app's start.
 */
import type { RuleCodeId } from '../../engine/report/rule-codes.ts';
import type { Verdict } from '../../engine/report/types.ts';
import { defineWords } from '../i18n/define-words.ts';
import { type Lang, lang } from '../i18n/lang.ts';
import { CARD_FORMAT, type CardCodeProblem } from './card-code.ts';

const de = {
  'handIn.title': 'Zeugnis abgeben',
  'handIn.intro':
    'Ohne Netz: Geben Sie einen Namen ein, an dem die Kursleitung Sie erkennt, und halten Sie den Code vor ihre Kamera, oder speichern Sie ihn als Datei und geben Sie die Datei ab.',
  'handIn.privacy':
    'Es werden keine persönlichen Daten abgefragt: Ein Vorname oder Spitzname genügt. Der Code enthält nur diesen Namen, die Urteile, die Zahl der beurteilten Anfragen, die Uhrzeit und eine Kennung Ihrer Übungswelt, aus der sich ihr Schlüssel nicht zurückgewinnen lässt; keinen Schlüssel, keine Anfrage und keinen Inhalt.',
  'handIn.privacyProject':
    'Es werden keine persönlichen Daten abgefragt: Ein Vorname oder Spitzname genügt. Der Code enthält nur diesen Namen, die Urteile, die Zahl der beurteilten Anfragen, die Uhrzeit, den Namen des Studio-Projekts und eine Kennung, die dieses Gerät aus ihm bildet; keinen Schlüssel, keine Anfrage und keinen Inhalt.',
  'handIn.name': 'Name auf der Raumtafel',
  'handIn.nameHint': 'Höchstens {max} Zeichen.',
  'handIn.nameMissing': 'Geben Sie einen Namen ein, zum Beispiel Ihren Vornamen.',
  'handIn.make': 'Code zeigen',
  'handIn.codeLabel': 'Code des Zeugnisses von {name}',
  'handIn.madeAt':
    'Zeugnis von {name}, Stand {time}. Nach weiteren Anfragen erneut abgeben: Die neue Abgabe ersetzt diese.',
  'handIn.file': 'Als Datei speichern (.card)',
  'cards.title': 'Zeugnisse einsammeln',
  'cards.intro':
    'Ohne Netz: Die Teilnehmenden zeigen auf der Seite „Zeugnis“ ihren Code; scannen Sie ihn mit der Kamera dieses Geräts oder laden Sie .card-Dateien. Die Raumtafel bleibt auf diesem Gerät gespeichert, bis Sie sie leeren.',
  'cards.scan': 'Kamera starten',
  'cards.stop': 'Kamera beenden',
  'cards.video': 'Bild der Kamera',
  'cards.scanning': 'Die Kamera sucht nach Codes. Halten Sie einen Code nach dem anderen davor.',
  'cards.decoder.native': 'Gelesen vom Barcode-Leser des Browsers.',
  'cards.decoder.library': 'Gelesen mit jsQR (dieser Browser hat keinen eigenen Barcode-Leser).',
  'cards.cameraFailed':
    'Die Kamera ließ sich nicht starten ({reason}). Erlauben Sie den Zugriff in den Einstellungen des Browsers, oder laden Sie die Zeugnisse als .card-Dateien.',
  'cards.noCamera':
    'Dieser Browser bietet keine Kamera an (das geht nur über HTTPS oder localhost). Laden Sie die Zeugnisse als .card-Dateien.',
  'cards.files': '.card-Dateien laden',
  'cards.filesHint': 'Mehrere Dateien auf einmal sind möglich.',
  'cards.added': 'Zeugnis von {name} eingetragen.',
  'cards.replaced': 'Zeugnis von {name} ersetzt die Abgabe von {time}.',
  'cards.fileProblem': '{file}: {problem}',
  'cards.loadFailed': 'Die Raumtafel konnte nicht geladen werden: Seite neu laden.',
  'cards.storeFailed': 'Die Raumtafel konnte nicht gespeichert werden ({reason}). Versuchen Sie es erneut.',
  'board.title': 'Raumtafel',
  'board.empty': 'Noch keine Zeugnisse eingesammelt.',
  'board.caption': 'Urteile je Teilnehmerin und Teilnehmer und Regel',
  'board.participant': 'Name',
  'board.handedIn': 'Abgegeben',
  'board.again': 'neu abgegeben; ersetzt das Zeugnis von {time}',
  'board.entries': 'Anfragen',
  'board.project': '{name} (Studio-Projekt „{project}“)',
  'board.totals': 'Anzahl je Urteil',
  'board.notOnCard': '–',
  'board.notOnCardLabel': 'nicht auf diesem Zeugnis',
  'board.rule': 'Regel',
  'board.advice': 'Was zu tun ist',
  'board.guide': 'Abschnitt im Leitfaden',
  'board.close': 'Schließen',
  'board.print': 'Drucken',
  'board.csv': 'CSV herunterladen',
  'board.markdown': 'Markdown herunterladen',
  'board.clear': 'Tafel leeren',
  'board.clearTitle': 'Raumtafel leeren?',
  'board.clearExplain':
    'Alle {count} eingesammelten Zeugnisse werden von diesem Gerät gelöscht. Exportieren Sie sie vorher, wenn Sie sie behalten wollen.',
  'board.clearConfirm': 'Ja, Tafel leeren',
  'board.keep': 'Nein, behalten',
  'board.cleared': 'Die Raumtafel ist leer.',
  'verdict.kept': 'eingehalten',
  'verdict.broken': 'gebrochen',
  'verdict.warning': 'Warnung',
  'verdict.not_tried': 'nicht ausprobiert',
  'problem.not_a_card': 'Das ist kein Zeugnis dieser App.',
  'problem.other_format':
    'Dieses Zeugnis stammt aus einer anderen Version der App (Zeugnisformat {format}; diese App liest Format {ours}). Aktualisieren Sie die App auf beiden Geräten und geben Sie erneut ab.',
  'problem.damaged': 'Das Zeugnis ist beschädigt oder unvollständig: Bitte erneut abgeben.',
  'problem.unknown_rule':
    'Das Zeugnis nennt eine Regel, die diese App nicht kennt (Code {code}): Aktualisieren Sie die App auf diesem Gerät.',
  'rule.municipal.shown-version': 'Gezeigte Version senden',
  'rule.municipal.capability-private': 'Schlüssel privat halten',
  'rule.municipal.idempotent-retry': 'Wiederholung mit gleichem Schlüssel',
  'rule.municipal.stale-not-resent': 'Veraltetes nicht erneut senden',
  'rule.content.stale-revision': 'Revision beim Schreiben',
  'rule.content.lost-write': 'Keine verlorenen Änderungen',
  'rule.content.public-feed': 'Öffentlicher Feed ohne Token',
  'rule.content.missing-scope': 'Fehlende Berechtigung beachten',
  'rule.any.retry-after': 'Retry-After abwarten',
  'rule.any.refused-credential': 'Abgelehnten Zugang nicht wiederholen',
  'rule.any.invalid-repeated': 'Ungültiges nicht wiederholen',
};

const en = {
  'handIn.title': 'Hand in your card',
  'handIn.intro':
    'With no network: type a name your facilitator will know you by and hold the code up to their camera, or save it as a file and hand in the file.',
  'handIn.privacy':
    'No personal data is asked: a first name or a nickname is enough. The code holds only that name, the verdicts, the number of requests judged, the time and an id of your practice world from which its key cannot be found; no key, no request and no content.',
  'handIn.privacyProject':
    'No personal data is asked: a first name or a nickname is enough. The code holds only that name, the verdicts, the number of requests judged, the time, the studio project’s name and an id this device makes from it; no key, no request and no content.',
  'handIn.name': 'Name on the room board',
  'handIn.nameHint': 'At most {max} characters.',
  'handIn.nameMissing': 'Enter a name, for example your first name.',
  'handIn.make': 'Show the code',
  'handIn.codeLabel': 'Code of the report card of {name}',
  'handIn.madeAt': 'Card of {name} as of {time}. After more requests hand it in again: the new one replaces this one.',
  'handIn.file': 'Save as a file (.card)',
  'cards.title': 'Collect cards',
  'cards.intro':
    'With no network: participants show their code on the “Report card” page; scan it with this device’s camera or load .card files. The room board stays on this device until you clear it.',
  'cards.scan': 'Start the camera',
  'cards.stop': 'Stop the camera',
  'cards.video': 'The camera’s picture',
  'cards.scanning': 'The camera is looking for codes. Hold one code after another in front of it.',
  'cards.decoder.native': 'Read by the browser’s barcode reader.',
  'cards.decoder.library': 'Read with jsQR (this browser has no barcode reader of its own).',
  'cards.cameraFailed':
    'The camera could not start ({reason}). Allow access in the browser’s settings, or load the cards as .card files.',
  'cards.noCamera': 'This browser offers no camera (only over HTTPS or localhost). Load the cards as .card files.',
  'cards.files': 'Load .card files',
  'cards.filesHint': 'You can choose several files at once.',
  'cards.added': 'Card of {name} added.',
  'cards.replaced': 'Card of {name} replaces the one handed in at {time}.',
  'cards.fileProblem': '{file}: {problem}',
  'cards.loadFailed': 'The room board could not be loaded: reload the page.',
  'cards.storeFailed': 'The room board could not be saved ({reason}). Try again.',
  'board.title': 'Room board',
  'board.empty': 'No cards collected yet.',
  'board.caption': 'Verdicts per participant and rule',
  'board.participant': 'Name',
  'board.handedIn': 'Handed in',
  'board.again': 'handed in again; replaces the card from {time}',
  'board.entries': 'Requests',
  'board.project': '{name} (studio project “{project}”)',
  'board.totals': 'Number per verdict',
  'board.notOnCard': '–',
  'board.notOnCardLabel': 'not on this card',
  'board.rule': 'Rule',
  'board.advice': 'What to do',
  'board.guide': 'Section in the guide',
  'board.close': 'Close',
  'board.print': 'Print',
  'board.csv': 'Download CSV',
  'board.markdown': 'Download Markdown',
  'board.clear': 'Clear the board',
  'board.clearTitle': 'Clear the room board?',
  'board.clearExplain':
    'All {count} collected cards are deleted from this device. Export them first if you want to keep them.',
  'board.clearConfirm': 'Yes, clear the board',
  'board.keep': 'No, keep it',
  'board.cleared': 'The room board is empty.',
  'verdict.kept': 'kept',
  'verdict.broken': 'broken',
  'verdict.warning': 'warning',
  'verdict.not_tried': 'not tried',
  'problem.not_a_card': 'This is not a report card of this app.',
  'problem.other_format':
    'This card was made by another version of the app (card format {format}; this app reads format {ours}). Update the app on both devices and hand it in again.',
  'problem.damaged': 'The card is damaged or incomplete: please hand it in again.',
  'problem.unknown_rule': 'The card names a rule this app does not know (code {code}): update the app on this device.',
  'rule.municipal.shown-version': 'Submit the version shown',
  'rule.municipal.capability-private': 'Keep the key private',
  'rule.municipal.idempotent-retry': 'Retry with the same key',
  'rule.municipal.stale-not-resent': 'Do not resend what is stale',
  'rule.content.stale-revision': 'Write with the revision read',
  'rule.content.lost-write': 'No lost writes',
  'rule.content.public-feed': 'Public feed without a token',
  'rule.content.missing-scope': 'Mind a missing scope',
  'rule.any.retry-after': 'Wait for Retry-After',
  'rule.any.refused-credential': 'Do not repeat a refused credential',
  'rule.any.invalid-repeated': 'Do not repeat what is invalid',
};

export type CardsKey = keyof typeof de;

/** The report cards' dictionary: `tc('cards.added', { name })` in the given (else the current) language. */
export const cardWords = defineWords({ de, en });
export const { t: tc } = cardWords;

export function verdictText(verdict: Verdict, language: Lang = lang.value): string {
  return tc(`verdict.${verdict}`, {}, language);
}

export function ruleName(id: RuleCodeId, language: Lang = lang.value): string {
  return tc(`rule.${id}`, {}, language);
}

/** Why a code or file is not a card, in words. */
export function cardProblemText(problem: CardCodeProblem, language: Lang = lang.value): string {
  if (problem.reason === 'other_format') {
    return tc('problem.other_format', { format: problem.format, ours: CARD_FORMAT }, language);
  }
  if (problem.reason === 'unknown_rule') return tc('problem.unknown_rule', { code: problem.code }, language);
  return tc(`problem.${problem.reason}`, {}, language);
}

/** A board row's name: a studio project's card names the project too (issue 38). */
export function rowName(row: { name: string; project?: string }, language?: Lang): string {
  return row.project === undefined ? row.name : tc('board.project', { name: row.name, project: row.project }, language);
}
