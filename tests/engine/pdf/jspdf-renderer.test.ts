/** Real PDFs, read back with poppler (pdfinfo, pdftotext): valid, fictional on every page, umlauts intact. */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jsPDF } from 'jspdf';
import { describe, expect, it } from 'vitest';
import { euros, PDF_WORDS } from '../../../src/engine/municipal/documents.ts';
import { createJsPdfRenderer, FICTIONAL_MARK } from '../../../src/engine/pdf/jspdf-renderer.ts';

const renderer = createJsPdfRenderer(jsPDF);
const dir = mkdtempSync(join(tmpdir(), 'pdf-'));

function read(bytes: Uint8Array, name: string) {
  const file = join(dir, name);
  writeFileSync(file, bytes);
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  const pages = Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
  return { info, text, pages, pageTexts: text.split('\f').filter((page) => page.trim() !== '') };
}

const UMLAUTS = 'Ummeldung – Blumenstraße, Größe, Übergabe, Äpfel, Öl, ß';

describe('the jsPDF renderer', () => {
  it('draws a receipt that is a valid PDF, marked fictional, with every detail and umlauts intact', async () => {
    const bytes = await renderer.receipt({
      language: 'de',
      words: PDF_WORDS.de,
      number: 'NW-2026-0001',
      issuedAt: '2026-03-27T09:00:00+01:00',
      serviceName: 'Termin im Bürgeramt',
      stateText: 'Erledigt (completed)',
      lines: [
        { label: 'Person', value: 'Jürgen Müller' },
        { label: 'Anliegen', value: UMLAUTS },
      ],
      feeText: '12,50 €',
    });
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const { info, text, pages, pageTexts } = read(bytes, 'receipt.pdf');
    expect(pages).toBe(1);
    expect(info).toMatch(/Title:\s+Quittung NW-2026-0001/);
    expect(text).toContain('Quittung NW-2026-0001');
    expect(text).toContain('Jürgen Müller');
    expect(text).toContain(UMLAUTS);
    expect(text).toContain('12,50 €');
    expect(text).toMatch(/Vorgangsnummer\s+NW-2026-0001/);
    expect(text).toContain('27. März 2026, 09:00 (Berliner Zeit)');
    for (const page of pageTexts) expect(page.replace(/\s+/g, ' ')).toContain(FICTIONAL_MARK);
  });

  it('draws a form over several pages with its fields as tick boxes, fictional on every page', async () => {
    const fields = Array.from({ length: 14 }, (_, i) => ({
      label: `Frage ${i + 1}: Größe der Übergabe`,
      options: ['Äpfel', 'Öl', 'Straße'],
    }));
    const bytes = await renderer.form({
      language: 'de',
      words: PDF_WORDS.de,
      serviceId: 'umzug',
      serviceName: 'Umzug melden',
      description: 'Eine neue Wohnanschrift melden.',
      feeText: 'gebührenfrei',
      outcomeText: 'Mit dem Absenden erledigt (fiktiv).',
      fields,
    });
    const { pages, pageTexts, text } = read(bytes, 'form.pdf');
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(pageTexts).toHaveLength(pages);
    for (const [i, page] of pageTexts.entries()) {
      expect(page.replace(/\s+/g, ' ')).toContain(FICTIONAL_MARK);
      expect(page).toContain(`Seite ${i + 1} von ${pages}`);
    }
    expect(text).toContain('Frage 14: Größe der Übergabe');
    expect(text).toContain('Straße');
  });

  it('draws an English receipt with English words throughout (lang=en)', async () => {
    const bytes = await renderer.receipt({
      language: 'en',
      words: PDF_WORDS.en,
      number: 'NW-2026-0002',
      issuedAt: '2026-03-27T09:00:00+01:00',
      serviceName: 'Housing benefit',
      stateText: 'Application received – not an approval',
      lines: [{ label: 'Household', value: 'Family' }],
      feeText: 'free of charge',
    });
    const { info, text } = read(bytes, 'receipt-en.pdf');
    expect(info).toMatch(/Title:\s+Receipt NW-2026-0002/);
    for (const words of [
      'Receipt NW-2026-0002',
      'Town of Neuweiler (fictional)',
      'Issued',
      '27 March 2026, 09:00 (Berlin time)',
      'Fee',
      'free of charge',
    ]) {
      expect(text).toContain(words);
    }
    expect(text).toMatch(/Reference number\s+NW-2026-0002/);
    expect(text).toContain('Page 1 of 1');
    for (const german of ['Quittung', 'Gebühr', 'Ausgestellt', 'Seite', 'Hinweis', 'Uhr'])
      expect(text).not.toContain(german);
  });
});

describe('receipts people can read (issue 20)', () => {
  it('show the reference number and "gebührenfrei" / "free of charge", and are kept as pictures to look at', async () => {
    const out = join('test-results', 'pdf');
    mkdirSync(out, { recursive: true });
    for (const language of ['de', 'en'] as const) {
      const bytes = await renderer.receipt({
        language,
        words: PDF_WORDS[language],
        number: 'NW-2026-0007',
        issuedAt: '2026-03-27T09:00:00+01:00',
        serviceName: language === 'de' ? 'Termin im Bürgeramt' : 'Appointment at the citizens’ office',
        stateText: language === 'de' ? 'Erledigt' : 'Done',
        lines: [{ label: 'Person', value: 'Anna Beispiel' }],
        feeText: euros(0, language),
      });
      const { text } = read(bytes, `receipt-free-${language}.pdf`);
      expect(text).toContain(language === 'de' ? 'gebührenfrei' : 'free of charge');
      expect(text).not.toMatch(/0[,.]00/);
      expect(text).toMatch(language === 'de' ? /Vorgangsnummer\s+NW-2026-0007/ : /Reference number\s+NW-2026-0007/);
      expect(text).not.toMatch(/[a-f0-9]{32}/);
      const picture = join(out, `receipt-free-${language}`);
      execFileSync('pdftoppm', ['-png', '-r', '70', '-singlefile', join(dir, `receipt-free-${language}.pdf`), picture]);
      expect(statSync(`${picture}.png`).size).toBeGreaterThan(5_000);
    }
  });
});
