/** Maps cases and services to the plain documents the PDF renderer draws. */

import type { FormDocument, ReceiptDocument } from '../pdf/port.ts';
import { berlinIso } from './berlin-time.ts';
import { caseResource } from './case-resource.ts';
import { euroText, findService, type Service } from './catalogue.ts';
import type { MunicipalContext } from './context.ts';
import { noReceipt, serviceNotFound } from './problems.ts';
import type { CaseRow } from './stores.ts';
import { caseIdOf, caseOfWorld } from './transitions.ts';
import type { WorldRef } from './worlds.ts';

const STATE_TEXT: Record<CaseRow['state'], string> = {
  review: 'In Prüfung (review)',
  completed: 'Erledigt (completed)',
  received: 'Antrag eingegangen – keine Genehmigung (received)',
  cancelled: 'Storniert (cancelled)',
};

/** A PDF and the file name it is offered under. */
export interface PdfFile {
  bytes: Uint8Array;
  filename: string;
}

/** GET /v1/drafts/{id}/receipt: the receipt of a case of this world; 409 before it has one. */
export async function receiptPdf(context: MunicipalContext, world: WorldRef, caseId: string): Promise<PdfFile> {
  const row = await caseOfWorld(context, world.id, caseIdOf(caseId));
  if (!row.receipt) throw noReceipt();
  return { bytes: await context.pdf.receipt(receiptDocument(row)), filename: `quittung-${row.receipt.number}.pdf` };
}

/** GET /formulare/{id}: the blank form of a service. */
export async function formPdf(context: MunicipalContext, serviceId: string): Promise<PdfFile> {
  const service = findService(serviceId);
  if (!service) throw serviceNotFound();
  return { bytes: await context.pdf.form(formDocument(service)), filename: `formular-${service.id}.pdf` };
}

export function receiptDocument(row: CaseRow): ReceiptDocument {
  const service = findService(row.service) as Service;
  const { details, profile } = caseResource(row, '/');
  const lines = [
    { label: 'Person', value: profile.name },
    { label: 'Anschrift', value: profile.address },
    ...service.fields.map((field) => ({ label: field.label.de, value: details[`${field.key}_label`] ?? '' })),
  ];
  if (details.new_address) lines.push({ label: 'Neue Anschrift', value: details.new_address });
  return {
    number: row.receipt?.number ?? '',
    issuedAt: berlinIso(row.receipt?.issuedAt ?? row.createdAt),
    caseId: row.id,
    serviceName: service.name.de,
    stateText: STATE_TEXT[row.state],
    lines,
    feeText: euroText(row.fee),
  };
}

export function formDocument(service: Service): FormDocument {
  return {
    serviceId: service.id,
    serviceName: service.name.de,
    description: service.description.de,
    feeText:
      service.fee.kind === 'fixed'
        ? euroText(service.fee.cents)
        : Object.entries(service.fee.cents)
            .map(([value, cents]) => {
              const field = service.fields.find((f) => f.key === (service.fee as { field: string }).field);
              const label = field?.options.find((option) => option.value === value)?.label.de ?? value;
              return `${label}: ${euroText(cents)}`;
            })
            .join('; '),
    outcomeText:
      service.outcome === 'completed'
        ? 'Mit dem Absenden erledigt (fiktiv).'
        : 'Mit dem Absenden als Antrag eingegangen. Das ist keine Genehmigung.',
    fields: service.fields.map((field) => ({
      label: field.label.de,
      options:
        field.key === 'slot'
          ? ['Ein freier Termin aus dem Terminkalender (Datum und Uhrzeit)']
          : field.options.map((option) => option.label.de),
    })),
  };
}
