/** Maps cases and services to the plain documents the PDF renderer draws. */

import { dayTimeText, ZONE_NAME } from '../../shared/time-text.mjs';
import { berlinIso, slotLabel, slotLabelEn } from '../berlin-time.ts';
import type { FormDocument, PdfWords, ReceiptDocument } from '../pdf/port.ts';
import type { Lang } from '../words.ts';
import { caseResource } from './case-resource.ts';
import { euroText, findService, optionLabel, type Service } from './catalogue.ts';
import type { MunicipalContext } from './context.ts';
import { noReceipt, serviceNotFound, unsupported } from './problems.ts';
import type { CaseRow } from './stores.ts';
import { caseIdOf, caseOfWorld } from './transitions.ts';
import type { WorldRef } from './worlds.ts';

const STATE_TEXT: Record<Lang, Record<CaseRow['state'], string>> = {
  de: {
    review: 'In Prüfung',
    completed: 'Erledigt',
    received: 'Antrag eingegangen – keine Genehmigung',
    cancelled: 'Storniert',
  },
  en: {
    review: 'In review',
    completed: 'Done',
    received: 'Application received – not an approval',
    cancelled: 'Cancelled',
  },
};

/** `2026-03-27T09:00:00+01:00` -> `27.03.2026, 09:00 Uhr` / `27/03/2026, 09:00` (already Berlin local). */
function berlinTime(language: Lang) {
  return (iso: string) => {
    const match = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d)/.exec(iso);
    if (!match) return iso;
    const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
    // The UI's pattern (src/shared/time-text.mjs), with the zone named: a PDF leaves the browser.
    return `${dayTimeText(language, { year, month, day, hour, minute })} (${ZONE_NAME[language]})`;
  };
}

/** The renderer's fixed texts in each language. */
export const PDF_WORDS: Record<Lang, PdfWords> = {
  de: {
    authority: 'Stadt Neuweiler (fiktiv) · Bürgerservice',
    pageOf: (page, pages) => `Seite ${page} von ${pages}`,
    receipt: 'Fiktive Quittung',
    receiptTitle: (number) => `Quittung ${number}`,
    status: 'Status',
    issued: 'Ausgestellt',
    caseLabel: 'Vorgangsnummer',
    details: 'Angaben',
    fee: 'Gebühr',
    note: 'Hinweis',
    receiptNote:
      'Diese Quittung stammt aus einer fiktiven Übungsumgebung. Es hat keine echte Behörde gehandelt, nichts wurde bezahlt, gebucht oder entschieden. Ein eingegangener Antrag ist keine Genehmigung.',
    form: 'Fiktives Formular',
    formTitle: (service) => `Formular: ${service}`,
    afterSubmit: 'Nach dem Absenden',
    person: 'Angaben zur Person',
    declaration: 'Erklärung',
    declarationText:
      'Ich habe die Angaben geprüft. (Fiktives Übungsformular: es wird nirgends eingereicht und hat keine Rechtswirkung.)',
    time: berlinTime('de'),
  },
  en: {
    authority: 'Town of Neuweiler (fictional) · Citizen services',
    pageOf: (page, pages) => `Page ${page} of ${pages}`,
    receipt: 'Fictional receipt',
    receiptTitle: (number) => `Receipt ${number}`,
    status: 'Status',
    issued: 'Issued',
    caseLabel: 'Reference number',
    details: 'Details',
    fee: 'Fee',
    note: 'Note',
    receiptNote:
      'This receipt comes from a fictional practice environment. No real authority acted; nothing was paid, booked or decided. A received application is not an approval.',
    form: 'Fictional form',
    formTitle: (service) => `Form: ${service}`,
    afterSubmit: 'After sending',
    person: 'The person',
    declaration: 'Declaration',
    declarationText:
      'I have checked these details. (Fictional practice form: it is never sent anywhere and has no legal effect.)',
    time: berlinTime('en'),
  },
};

/** `?lang=de|en` of the PDF routes: German when omitted, 422 for anything else. */
export function pdfLanguage(url: URL): Lang {
  const lang = url.searchParams.get('lang');
  if (lang === null || lang === 'de') return 'de';
  if (lang === 'en') return 'en';
  throw unsupported('lang must be de or en.');
}

/** An address in the document's language: the sandbox's town is fictional in both. */
function localAddress(address: string, language: Lang): string {
  return language === 'en' ? address.replace('(fiktiv)', '(fictional)') : address;
}

/** Euros as people of the language write them: `15,00 €` / `€15.00`; nothing to pay is said in words. */
export function euros(cents: number, language: Lang): string {
  if (cents === 0) return language === 'de' ? 'gebührenfrei' : 'free of charge';
  return language === 'de' ? euroText(cents) : `€${(cents / 100).toFixed(2)}`;
}

/** A PDF and the file name it is offered under. */
export interface PdfFile {
  bytes: Uint8Array;
  filename: string;
}

/** GET /v1/drafts/{id}/receipt: the receipt of a case of this world; 409 before it has one. */
export async function receiptPdf(
  context: MunicipalContext,
  world: WorldRef,
  caseId: string,
  language: Lang = 'de',
): Promise<PdfFile> {
  const row = await caseOfWorld(context, world.id, caseIdOf(caseId));
  if (!row.receipt) throw noReceipt();
  const name = language === 'de' ? 'quittung' : 'receipt';
  return {
    bytes: await context.pdf.receipt(receiptDocument(row, language)),
    filename: `${name}-${row.receipt.number}.pdf`,
  };
}

/** GET /formulare/{id}: the blank form of a service. */
export async function formPdf(context: MunicipalContext, serviceId: string, language: Lang = 'de'): Promise<PdfFile> {
  const service = findService(serviceId);
  if (!service) throw serviceNotFound();
  const name = language === 'de' ? 'formular' : 'form';
  return { bytes: await context.pdf.form(formDocument(service, language)), filename: `${name}-${service.id}.pdf` };
}

function receiptDocument(row: CaseRow, language: Lang = 'de'): ReceiptDocument {
  const service = findService(row.service) as Service;
  const { details, profile } = caseResource(row, '/');
  const de = language === 'de';
  const lines = [
    { label: de ? 'Person' : 'Person', value: profile.name },
    { label: de ? 'Anschrift' : 'Address', value: localAddress(profile.address, language) },
    ...service.fields.map((field) => {
      const value = details[field.key] ?? '';
      const label =
        field.key === 'slot'
          ? de
            ? slotLabel(value)
            : slotLabelEn(value)
          : (optionLabel(service, field.key, value)?.[language] ?? value);
      return { label: field.label[language], value: label };
    }),
  ];
  if (details.new_address) {
    lines.push({ label: de ? 'Neue Anschrift' : 'New address', value: localAddress(details.new_address, language) });
  }
  return {
    language,
    words: PDF_WORDS[language],
    number: row.receipt?.number ?? '',
    issuedAt: berlinIso(row.receipt?.issuedAt ?? row.createdAt),
    serviceName: service.name[language],
    stateText: STATE_TEXT[language][row.state],
    lines,
    feeText: euros(row.fee, language),
  };
}

function formDocument(service: Service, language: Lang = 'de'): FormDocument {
  const de = language === 'de';
  return {
    language,
    words: PDF_WORDS[language],
    serviceId: service.id,
    serviceName: service.name[language],
    description: service.description[language],
    feeText:
      service.fee.kind === 'fixed'
        ? euros(service.fee.cents, language)
        : Object.entries(service.fee.cents)
            .map(([value, cents]) => {
              const field = service.fields.find((f) => f.key === (service.fee as { field: string }).field);
              const label = field?.options.find((option) => option.value === value)?.label[language] ?? value;
              return `${label}: ${euros(cents, language)}`;
            })
            .join('; '),
    outcomeText:
      service.outcome === 'completed'
        ? de
          ? 'Mit dem Absenden erledigt (fiktiv).'
          : 'Done when sent (fictional).'
        : de
          ? 'Mit dem Absenden als Antrag eingegangen. Das ist keine Genehmigung.'
          : 'Received as an application when sent. That is not an approval.',
    fields: service.fields.map((field) => ({
      label: field.label[language],
      options:
        field.key === 'slot'
          ? [
              de
                ? 'Ein freier Termin aus dem Terminkalender (Datum und Uhrzeit)'
                : 'A free slot from the calendar (date and time)',
            ]
          : field.options.map((option) => option.label[language]),
    })),
  };
}
