/**
 * The readable guide of the municipal API for people (GET /v1/guide), in German or English, with a
 * section per error. The words are in guide-text.ts; the flow is data here, written out as curl and
 * fetch lines (http/guide-examples.ts).
 */
import { bridgeGuideSection } from '../http/bridge-docs.ts';
import { curlLine, type ExampleRequest, type ExampleStep, exampleBlocks } from '../http/guide-examples.ts';
import { type GuideSection, guidePage } from '../http/guide-page.ts';
import { reportGuideSection } from '../report/guide-section.ts';
import type { Lang } from '../words.ts';
import { SERVICES } from './catalogue.ts';
import { MUNICIPAL_LIMITS, municipalContract } from './contract.ts';
import { type MunicipalSectionId, municipalGuideText, servicesTableWords } from './guide-text.ts';

const bearer = { Authorization: 'Bearer {token}' };

/** The flow from session to ending the world; tests/engine/docs/examples.test.ts sends it as served. */
const MUNICIPAL_FLOW: ExampleStep[] = [
  {
    method: 'POST',
    path: 'v1/sessions',
    body: '{}',
    status: 201,
    says: {
      en: '{"token", "expires_at", "mode": "fictional_demo"}',
      de: '{"token", "expires_at", "mode": "fictional_demo"}',
    },
  },
  {
    method: 'GET',
    path: 'v1/services',
    status: 200,
    says: {
      en: 'the catalogue (fields, options, fee rules, outcomes)',
      de: 'der Katalog (Felder, Auswahl, Gebühren, Ergebnisse)',
    },
  },
  {
    method: 'GET',
    path: 'v1/slots/termin?period=vormittag',
    headers: bearer,
    status: 200,
    says: { en: '{"slots": ["2026-03-30T09:00", ...]}', de: '{"slots": ["2026-03-30T09:00", ...]}' },
  },
  {
    method: 'POST',
    path: 'v1/drafts',
    headers: { ...bearer, 'Idempotency-Key': 'draft-termin-0001' },
    body: '{"service": "termin", "profile": "anna", "fields": {"anliegen": "ausweis", "zeitraum": "vormittag", "slot": "{slot}"}}',
    status: 201,
    says: {
      en: 'a case in state review, version 1, for 15 minutes',
      de: 'ein Vorgang in Prüfung, Version 1, für 15 Minuten',
    },
  },
  {
    comment: {
      en: '... show the review, obtain explicit confirmation ...',
      de: '... die Prüfung zeigen, die ausdrückliche Bestätigung einholen ...',
    },
  },
  {
    method: 'POST',
    path: 'v1/drafts/{id}/submit',
    headers: { ...bearer, 'Idempotency-Key': 'submit-termin-0001' },
    body: '{"version": 1, "confirmed": true}',
    status: 200,
    says: { en: 'the case completed or received', de: 'der Vorgang erledigt (completed) oder eingegangen (received)' },
  },
  {
    method: 'GET',
    path: 'v1/drafts/{id}/receipt?lang=en',
    headers: bearer,
    status: 200,
    says: {
      en: 'application/pdf in English (lang=de, the default, in German)',
      de: 'application/pdf auf Englisch (lang=de, die Vorgabe, auf Deutsch)',
    },
  },
  {
    method: 'GET',
    path: 'formulare/termin?lang=en',
    status: 200,
    says: { en: 'the blank form as an English PDF', de: 'das leere Formular als englisches PDF' },
  },
  {
    method: 'POST',
    path: 'v1/drafts/{id}/cancel',
    headers: { ...bearer, 'Idempotency-Key': 'cancel-termin-0001' },
    body: '{"version": 2, "confirmed": true}',
    status: 200,
    says: { en: 'the case cancelled', de: 'der Vorgang storniert' },
  },
  {
    method: 'DELETE',
    path: 'v1/sessions/current',
    headers: bearer,
    status: 204,
    says: {
      en: 'the world ends now, deleted with its cases',
      de: 'die Welt endet jetzt, gelöscht mit ihren Vorgängen',
    },
  },
];

/** The workshop's three settings requests (not run by the tests: they change the world's clock). */
const WORKSHOP_REQUESTS: ExampleRequest[] = [
  { method: 'GET', path: 'v1/sessions/current', headers: bearer, status: 200, says: { en: '', de: '' } },
  {
    method: 'POST',
    path: 'v1/sessions/current/clock',
    headers: bearer,
    body: '{"advance_seconds": 900}',
    status: 200,
    says: { en: '', de: '' },
  },
  {
    method: 'PUT',
    path: 'v1/sessions/current/faults',
    headers: bearer,
    body: '{"fault": "lost-answer", "when": "next", "rate": 0, "latency_ms": 0, "latency_jitter_ms": 0, "seed": 1, "applies_to": "everyone"}',
    status: 200,
    says: { en: '', de: '' },
  },
];

const WORKSHOP_SAYS: Record<Lang, string[]> = {
  en: [
    '200 {"now", "clock_offset_seconds", "ends_at", "faults"}',
    '200 the same, 15 minutes later (204 when the move reaches the world’s end: it ends)',
    '200 the fault switched on',
  ],
  de: [
    '200 {"now", "clock_offset_seconds", "ends_at", "faults"}',
    '200 dasselbe, 15 Minuten später (204, wenn der Sprung das Ende der Welt erreicht: Sie endet)',
    '200 die Störung ist eingeschaltet',
  ],
};

/** The sections in their order: the ids are given here once, for both languages. */
const ORDER: (MunicipalSectionId | 'bridge' | 'report-card')[] = [
  'rules',
  'flow',
  'bridge',
  'services',
  'cases',
  'connections',
  'journal',
  'workshop',
  'validation',
  'idempotency',
  'slots',
  'limits',
  'report-card',
];

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** `bridgeUrl`: the bridge the curl lines go to (the one the guide was read through, else the default). */
export function municipalGuide(baseUrl: string, lang: Lang, bridgeUrl: string): string {
  const workshop = WORKSHOP_REQUESTS.map(
    (request, index) =>
      `# ${request.method} /${request.path} -> ${WORKSHOP_SAYS[lang][index]}\n${curlLine(request, bridgeUrl)}`,
  ).join('\n');
  const words = municipalGuideText[lang]({
    baseUrl,
    maxCases: MUNICIPAL_LIMITS.casesPerWorld,
    maxWorlds: MUNICIPAL_LIMITS.liveWorlds,
    flow: exampleBlocks('flow', MUNICIPAL_FLOW, lang, baseUrl, bridgeUrl),
    workshop: `<pre class="example" id="workshop-lines"><code>${escapeHtml(workshop)}</code></pre>`,
    services: servicesTable(lang),
  });
  const sections: GuideSection[] = ORDER.map((id) => {
    if (id === 'bridge') return bridgeGuideSection(baseUrl, lang, bridgeUrl);
    if (id === 'report-card') return reportGuideSection('world', lang);
    return { id, ...words.sections[id] };
  });
  return guidePage({
    contract: municipalContract,
    lang,
    baseUrl,
    path: 'v1/guide',
    title: words.title,
    intro: words.intro,
    sections,
    errorsIntro: words.errorsIntro,
    bridgeUrl,
  });
}

function servicesTable(lang: Lang): string {
  const { columns, yes, no } = servicesTableWords[lang];
  const rows = SERVICES.map(
    (s) =>
      `<tr><td><code>${s.id}</code></td><td>${s.name[lang]}</td><td>${s.outcome}</td><td>${s.needsSlot ? yes : no}</td></tr>`,
  ).join('\n');
  const [id, name, outcome, slot] = columns;
  return `<div class="table" tabindex="0"><table><tr><th>${id}</th><th>${name}</th><th>${outcome}</th><th>${slot}</th></tr>
${rows}</table></div>`;
}
