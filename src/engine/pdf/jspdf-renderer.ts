/**
 * Draws receipts and forms with jsPDF. The constructor comes in as a parameter, so the engine's
 * import graph never evaluates jsPDF: the service worker loads it lazily (see src/sw/lazy-scripts.ts).
 * Every page says, in text and visibly, that the document is fictional.
 */
import type { jsPDF as JsPdf } from 'jspdf';
import type { FormDocument, PdfLine, PdfRenderer, PdfWords, ReceiptDocument } from './port.ts';

type JsPdfConstructor = new (options?: { unit?: 'mm'; format?: 'a4'; compress?: boolean }) => JsPdf;

/** The marking on every page, German first (extractable text, not an image). */
export const FICTIONAL_MARK =
  'FIKTIV – Demo-Dokument ohne Rechtswirkung / FICTIONAL – demo document with no legal effect';

const PAGE = { width: 210, height: 297, margin: 20, bottom: 270 };
const ACCENT: [number, number, number] = [11, 79, 108];

/** A page-aware writer: starts new pages (with their marking) when the text reaches the bottom. */
class Writer {
  y = 0;

  constructor(
    readonly doc: JsPdf,
    readonly words: PdfWords,
  ) {
    this.decorate();
  }

  /** Header band, fictional banner and a large translucent watermark. */
  private decorate(): void {
    const { doc } = this;
    doc.setFillColor(...ACCENT);
    doc.rect(0, 0, PAGE.width, 18, 'F');
    doc.setTextColor(255, 255, 255);
    doc.setFont('helvetica', 'bold');
    doc.setFontSize(12);
    doc.text(this.words.authority, PAGE.margin, 11.5);
    doc.setFillColor(255, 236, 153);
    doc.setDrawColor(176, 122, 0);
    doc.rect(PAGE.margin, 22, PAGE.width - 2 * PAGE.margin, 10, 'FD');
    doc.setTextColor(90, 60, 0);
    doc.setFontSize(9.5);
    doc.text(FICTIONAL_MARK, PAGE.width / 2, 28.3, { align: 'center' });
    doc.saveGraphicsState();
    // jsPDF's typings declare GState as a method; at run time it is a constructor.
    const GState = doc.GState as unknown as new (options: { opacity: number }) => unknown;
    doc.setGState(new GState({ opacity: 0.07 }));
    doc.setTextColor(0, 0, 0);
    doc.setFontSize(110);
    doc.text('FIKTIV', 42, 215, { angle: 40 });
    doc.restoreGraphicsState();
    doc.setTextColor(27, 31, 35);
    doc.setFont('helvetica', 'normal');
    this.y = 44;
  }

  private ensure(height: number): void {
    if (this.y + height <= PAGE.bottom) return;
    this.doc.addPage();
    this.decorate();
  }

  title(text: string): void {
    this.ensure(12);
    this.doc.setFont('helvetica', 'bold');
    this.doc.setFontSize(18);
    for (const line of this.doc.splitTextToSize(text, PAGE.width - 2 * PAGE.margin) as string[]) {
      this.doc.text(line, PAGE.margin, this.y);
      this.y += 8;
    }
    this.doc.setFont('helvetica', 'normal');
    this.y += 2;
  }

  heading(text: string): void {
    this.ensure(14);
    this.y += 3;
    this.doc.setFont('helvetica', 'bold');
    this.doc.setFontSize(12.5);
    this.doc.text(text, PAGE.margin, this.y);
    this.doc.setFont('helvetica', 'normal');
    this.y += 7;
  }

  paragraph(text: string, size = 10.5): void {
    this.doc.setFontSize(size);
    for (const line of this.doc.splitTextToSize(text, PAGE.width - 2 * PAGE.margin) as string[]) {
      this.ensure(6);
      this.doc.text(line, PAGE.margin, this.y);
      this.y += 5.2;
    }
    this.y += 1.5;
  }

  /** A label on the left, its value wrapped on the right. */
  row({ label, value }: PdfLine): void {
    const labelWidth = 52;
    this.doc.setFontSize(10.5);
    const lines = this.doc.splitTextToSize(value || '–', PAGE.width - 2 * PAGE.margin - labelWidth) as string[];
    this.ensure(lines.length * 5.2 + 2);
    this.doc.setFont('helvetica', 'bold');
    this.doc.text(label, PAGE.margin, this.y);
    this.doc.setFont('helvetica', 'normal');
    for (const [i, line] of lines.entries()) this.doc.text(line, PAGE.margin + labelWidth, this.y + i * 5.2);
    this.y += lines.length * 5.2 + 2;
    this.doc.setDrawColor(201, 209, 217);
    this.doc.line(PAGE.margin, this.y - 1.2, PAGE.width - PAGE.margin, this.y - 1.2);
    this.y += 1.5;
  }

  /** An empty tick box followed by the option's text. */
  tickBox(text: string): void {
    this.doc.setFontSize(10.5);
    const lines = this.doc.splitTextToSize(text, PAGE.width - 2 * PAGE.margin - 10) as string[];
    this.ensure(lines.length * 5.2 + 2);
    this.doc.setDrawColor(27, 31, 35);
    this.doc.rect(PAGE.margin + 1, this.y - 3.4, 3.8, 3.8);
    for (const [i, line] of lines.entries()) this.doc.text(line, PAGE.margin + 9, this.y + i * 5.2);
    this.y += lines.length * 5.2 + 1.8;
  }

  /** Footer on every page: the marking again, and "page i of n". */
  finish(): Uint8Array {
    const pages = this.doc.getNumberOfPages();
    for (let page = 1; page <= pages; page++) {
      this.doc.setPage(page);
      this.doc.setFontSize(8.5);
      this.doc.setTextColor(74, 85, 96);
      this.doc.text(FICTIONAL_MARK, PAGE.margin, 287);
      this.doc.text(this.words.pageOf(page, pages), PAGE.width - PAGE.margin, 287, { align: 'right' });
    }
    return new Uint8Array(this.doc.output('arraybuffer'));
  }
}

export function createJsPdfRenderer(JsPdfClass: JsPdfConstructor): PdfRenderer {
  function start(words: PdfWords, language: string, title: string, subject: string): Writer {
    const doc = new JsPdfClass({ unit: 'mm', format: 'a4', compress: true });
    doc.setProperties({
      title,
      subject,
      creator: 'Offline-Sandbox (fiktiv / fictional)',
      author: words.authority,
      keywords: 'fiktiv, fictional, demo',
    });
    doc.setLanguage(language === 'en' ? 'en-GB' : 'de-DE');
    return new Writer(doc, words);
  }

  return {
    async receipt(receipt: ReceiptDocument) {
      const w = receipt.words;
      const writer = start(
        w,
        receipt.language,
        `${w.receiptTitle(receipt.number)}`,
        `${w.receipt}: ${receipt.serviceName}`,
      );
      writer.title(w.receiptTitle(receipt.number));
      writer.paragraph(receipt.serviceName, 12);
      writer.row({ label: w.status, value: receipt.stateText });
      writer.row({ label: w.issued, value: w.time(receipt.issuedAt) });
      // The reference number people quote, never the internal case id.
      writer.row({ label: w.caseLabel, value: receipt.number });
      writer.heading(w.details);
      for (const line of receipt.lines) writer.row(line);
      writer.row({ label: w.fee, value: receipt.feeText });
      writer.heading(w.note);
      writer.paragraph(w.receiptNote);
      return writer.finish();
    },

    async form(form: FormDocument) {
      const w = form.words;
      const writer = start(w, form.language, w.formTitle(form.serviceName), `${w.form}: ${form.serviceName}`);
      writer.title(w.formTitle(form.serviceName));
      writer.paragraph(form.description, 11);
      writer.row({ label: w.fee, value: form.feeText });
      writer.row({ label: w.afterSubmit, value: form.outcomeText });
      writer.heading(w.person);
      writer.tickBox('Anna Beispiel');
      writer.tickBox('Ben Muster');
      writer.tickBox('Clara Probe');
      writer.tickBox('Deniz Vorlage');
      for (const field of form.fields) {
        writer.heading(field.label);
        for (const option of field.options) writer.tickBox(option);
      }
      writer.heading(w.declaration);
      writer.paragraph(w.declarationText);
      return writer.finish();
    },
  };
}
