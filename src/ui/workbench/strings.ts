/**
 * The reference screen's words, German first (English must have the same keys). They live in the
 * screen's own chunk, not in the app's dictionary, so the start script does not carry them.
 */
import { lang } from '../i18n/index.ts';

const de = {
  title: 'API-Referenz',
  intro:
    'Jeder Endpunkt des Bürgerservice, der Inhalte-API, der Grüße-App und jedes MCP-Werkzeug, gelesen aus denselben Verträgen wie die OpenAPI-Dokumente und die Anleitungen. Probieren Sie jeden Endpunkt hier aus und kopieren Sie ihn als Code.',
  documents: 'Die Dokumente selbst',
  search: 'Endpunkte suchen',
  searchHint: 'Methode, Pfad oder Worte der Beschreibung, z. B. „POST drafts“.',
  found: '{count} Endpunkte',
  foundOne: '1 Endpunkt',
  list: 'Endpunkte',
  none: 'Kein Endpunkt passt zur Suche.',
  'group.municipal': 'Bürgerservice (/v1)',
  'group.content': 'Inhalte-API (/api)',
  'group.greeting': 'Grüße-App (/hello)',
  'group.mcp': 'MCP-Werkzeuge (/mcp)',
  loading: 'Die Dokumente werden gelesen …',
  choose: 'Wählen Sie links einen Endpunkt.',
  'auth.none': 'Ohne Anmeldung.',
  'auth.optional': 'Anmeldung freiwillig (Bearer).',
  'auth.bearer': 'Braucht ein Bearer-Token.',
  tool: 'MCP-Werkzeug {name}: POST /mcp mit tools/call.',
  parameters: 'Parameter',
  'param.name': 'Name',
  'param.in': 'Ort',
  'param.required': 'Pflicht',
  'param.schema': 'Schema',
  yes: 'ja',
  no: 'nein',
  body: 'Anfrage-Inhalt ({media})',
  schema: 'Schema',
  example: 'Beispiel',
  answers: 'Antworten',
  errors: 'Fehler',
  guideSection: 'Abschnitt in der Anleitung',
  noGuide: 'Diese App hat keine Anleitung; der Fehler ist {"error": <Status>}.',
  tryIt: 'Ausprobieren',
  credentialWorld: 'Gesendet mit der Berechtigung der Welt dieses Tabs, im Authorization-Header (nie in der Adresse).',
  credentialWorldOptional: 'Mit der Berechtigung der Welt dieses Tabs senden',
  token: 'Token (nur im Speicher dieser Seite, nie gespeichert)',
  tokenHint: 'Einen Token erstellen Sie unter Inhalte → Agenten.',
  credentialNone: 'Ohne Anmeldung gesendet.',
  idempotencyKey: 'Idempotency-Key (neu erzeugt)',
  newKey: 'Neuer Schlüssel',
  keyHint:
    'Ein gesendeter Schlüssel ist verbraucht: nach jedem Senden steht hier ein neuer, auch im Code unter „Als Code kopieren“. So legt der nächste Versuch etwas Neues an, statt die letzte Antwort zu wiederholen.',
  requestBody: 'Inhalt (JSON)',
  send: 'Senden',
  sending: 'Wird gesendet …',
  badJson: 'Der Inhalt ist kein gültiges JSON: {reason}',
  noToken: 'Fügen Sie zuerst einen Token ein.',
  failed: 'Die Anfrage ist nicht angekommen: {reason}',
};

const en: Record<keyof typeof de, string> = {
  title: 'API reference',
  intro:
    'Every endpoint of the municipal service, the content API, the greeting app and every MCP tool, read from the same contracts as the OpenAPI documents and the guides. Try any endpoint here and copy it as code.',
  documents: 'The documents themselves',
  search: 'Search endpoints',
  searchHint: 'A method, a path or words of the summary, e.g. “POST drafts”.',
  found: '{count} endpoints',
  foundOne: '1 endpoint',
  list: 'Endpoints',
  none: 'No endpoint matches the search.',
  'group.municipal': 'Municipal service (/v1)',
  'group.content': 'Content API (/api)',
  'group.greeting': 'Greeting app (/hello)',
  'group.mcp': 'MCP tools (/mcp)',
  loading: 'Reading the documents …',
  choose: 'Choose an endpoint from the list.',
  'auth.none': 'No credentials.',
  'auth.optional': 'Credentials optional (bearer).',
  'auth.bearer': 'Needs a bearer token.',
  tool: 'MCP tool {name}: POST /mcp with tools/call.',
  parameters: 'Parameters',
  'param.name': 'Name',
  'param.in': 'In',
  'param.required': 'Required',
  'param.schema': 'Schema',
  yes: 'yes',
  no: 'no',
  body: 'Request body ({media})',
  schema: 'Schema',
  example: 'Example',
  answers: 'Answers',
  errors: 'Errors',
  guideSection: 'Section in the guide',
  noGuide: 'This app has no guide; its error is {"error": <status>}.',
  tryIt: 'Try it',
  credentialWorld: 'Sent with this tab’s world capability, in the Authorization header (never in the address).',
  credentialWorldOptional: 'Send with this tab’s world capability',
  token: 'Token (kept in this page’s memory only, never stored)',
  tokenHint: 'Make a token under Content → Agents.',
  credentialNone: 'Sent without credentials.',
  idempotencyKey: 'Idempotency-Key (newly made)',
  newKey: 'New key',
  keyHint:
    'A key once sent is used: after each send a new one stands here, and in the code under “Copy as code”. So the next try makes something new instead of repeating the last answer.',
  requestBody: 'Body (JSON)',
  send: 'Send',
  sending: 'Sending …',
  badJson: 'The body is not valid JSON: {reason}',
  noToken: 'Paste a token first.',
  failed: 'The request did not arrive: {reason}',
};

export type ReferenceKey = keyof typeof de;

/** `rt('found', { count: 3 })` in the screen's language. */
export function rt(key: ReferenceKey, values: Record<string, string | number> = {}): string {
  const template = (lang.value === 'en' ? en : de)[key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
