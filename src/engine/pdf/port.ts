/**
 * What the engine asks of a PDF renderer. The engine builds plain documents; the renderer (jsPDF)
 * turns them into bytes. Injected, because the service worker loads jsPDF lazily (its evaluation
 * would double the worker's cold start) while Node tests load it directly.
 */
import type { Lang } from '../words.ts';

/** A label and a value, already in the language of the document. */
export interface PdfLine {
  label: string;
  value: string;
}

/** The receipt of a submitted case (GET /v1/drafts/{id}/receipt). */
export interface ReceiptDocument {
  language: Lang;
  words: PdfWords;
  /** Receipt number, e.g. `FD-2026-000123`. */
  number: string;
  /** When the receipt was issued, ISO 8601 with offset. */
  issuedAt: string;
  serviceName: string;
  /** State of the case in plain words, e.g. "Termin gebucht (completed)". */
  stateText: string;
  /** Who the case is for, and every detail of the case. */
  lines: PdfLine[];
  /** The fee in words, e.g. "12,00 €". */
  feeText: string;
}

/** The blank form of a service (GET /formulare/{id}). */
export interface FormDocument {
  language: Lang;
  words: PdfWords;
  serviceId: string;
  serviceName: string;
  description: string;
  feeText: string;
  /** What submitting leads to, in plain words (booking completed, or request received). */
  outcomeText: string;
  fields: Array<{ label: string; options: string[] }>;
}

/** Every fixed text the renderer draws, in the document's language. */
export interface PdfWords {
  authority: string;
  pageOf: (page: number, pages: number) => string;
  receipt: string;
  receiptTitle: (number: string) => string;
  status: string;
  issued: string;
  caseLabel: string;
  details: string;
  fee: string;
  note: string;
  receiptNote: string;
  form: string;
  formTitle: (service: string) => string;
  afterSubmit: string;
  person: string;
  declaration: string;
  declarationText: string;
  /** Formats an ISO time that is already Berlin local, e.g. `27.03.2026, 09:00 Uhr`. */
  time: (iso: string) => string;
}

export interface PdfRenderer {
  receipt(document: ReceiptDocument): Promise<Uint8Array>;
  form(document: FormDocument): Promise<Uint8Array>;
}
