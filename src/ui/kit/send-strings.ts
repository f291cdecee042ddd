/**
 * The words of the kit's answer view and "Copy as" (German first; English has the same keys). They
 * load with the screens that send (the reference's chunk, the Inspector's row), not in the start script.
 */
import { defineWords } from '../i18n/define-words.ts';

const de = {
  copyAs: 'Kopieren als',
  copyTitle: 'Als Code kopieren',
  copy: 'Kopieren',
  copied: 'Kopiert.',
  copyFailed: 'Kopieren ging nicht: markieren Sie den Code und kopieren Sie ihn selbst.',
  withKey: 'Mit meinem Schlüssel (nur für diese Kopie)',
  bridgeNote:
    'An die Adresse der lokalen Brücke ({url}). Geheimnisse stehen als Umgebungsvariable im Code: $SANDBOX_CAPABILITY (Welt) oder $SANDBOX_TOKEN.',
  truncated: 'Der Inhalt war länger, als das Protokoll ihn aufhebt: der Code hat nur den Anfang.',
  'where.SANDBOX_CAPABILITY':
    '$SANDBOX_CAPABILITY: der Schlüssel der Welt dieses Tabs. Einmal mitkopieren: in der API-Referenz „Mit meinem Schlüssel (nur für diese Kopie)“ ankreuzen. Für ein Programm auf Dauer: in der Werkstatt unter „Agenten-Verbindungen“ eine Verbindung anlegen und ihren Schlüssel als $SANDBOX_TOKEN setzen.',
  'where.SANDBOX_TOKEN':
    '$SANDBOX_TOKEN: ein Zugangsschlüssel. Für die Inhalte-API: Inhalte → Agenten → Verbindung anlegen. Für eine Übungswelt: Werkstatt → Agenten-Verbindungen.',
  repeatsKey:
    'Der Code wiederholt den Idempotency-Key dieser Anfrage: ausgeführt bekommt er die erste Antwort noch einmal (idempotent-replayed: true) und legt nichts Neues an. Für eine neue Anfrage ändern Sie den Schlüssel.',
  newKey: 'Neuer Idempotency-Key',
  result: 'Antwort',
  time: '{ms} ms',
  headers: 'Kopfzeilen',
  body: 'Inhalt',
  noBody: 'Kein Inhalt.',
  binary: '{type}, {size} Bytes: kein Text, darum nicht angezeigt.',
  errorGuide: 'Fehler {code}: Abschnitt in der Anleitung',
};
const en = {
  copyAs: 'Copy as',
  copyTitle: 'Copy as code',
  copy: 'Copy',
  copied: 'Copied.',
  copyFailed: 'Copying did not work: select the code and copy it yourself.',
  withKey: 'With my key (for this copy only)',
  bridgeNote:
    'To the local bridge’s address ({url}). Secrets are environment variables in the code: $SANDBOX_CAPABILITY (world) or $SANDBOX_TOKEN.',
  truncated: 'The body was longer than the journal keeps: the code has its beginning only.',
  'where.SANDBOX_CAPABILITY':
    '$SANDBOX_CAPABILITY: the key of this tab’s world. To copy it once: tick “With my key (for this copy only)” in the API reference. For a program that keeps running: make a connection under Workshop → Agent connections and set its key as $SANDBOX_TOKEN.',
  'where.SANDBOX_TOKEN':
    '$SANDBOX_TOKEN: an access key. For the content API: Content → Agents → make a connection. For a practice world: Workshop → Agent connections.',
  repeatsKey:
    'The code repeats this request’s Idempotency-Key: run, it gets the first answer again (idempotent-replayed: true) and makes nothing new. For a new request, change the key.',
  newKey: 'New Idempotency-Key',
  result: 'Answer',
  time: '{ms} ms',
  headers: 'Headers',
  body: 'Body',
  noBody: 'No body.',
  binary: '{type}, {size} bytes: not text, so not shown.',
  errorGuide: 'Error {code}: section in the guide',
};

/** The sending parts' dictionary: `st('time', { ms: 3 })` in the screen's language. */
export const sendWords = defineWords({ de, en });
export const { t: st } = sendWords;
