/**
 * A small PDF writer: exactly what the receipts and forms draw (text in Helvetica and Helvetica-Bold,
 * filled and stroked rectangles, lines, a translucent rotated watermark, document properties), in
 * millimetres on A4 with y growing downwards, as jsPDF's calls were. It replaced jsPDF (325 KB of
 * minified code, of which the documents used a few per cent; docs/performance.md, issue 43).
 * Text uses the PDF standard fonts with WinAnsiEncoding, so German text needs no embedded font; a
 * character WinAnsi cannot hold is drawn as `?`.
 */
import { FIRST_CODE, HELVETICA, HELVETICA_BOLD, WIN_ANSI_HIGH } from './helvetica-widths.ts';

type Rgb = readonly [number, number, number];
/** An object's text, or a stream's dictionary and bytes. */
type PdfObject = string | { dict: string; stream: Uint8Array };
export type FontStyle = 'normal' | 'bold';

const A4 = { width: 210, height: 297 };
/** Points per millimetre. */
const K = 72 / 25.4;
/** jsPDF's default line width, 0.200025 mm. */
const LINE_WIDTH_PT = 0.567;

const toWinAnsi = new Map<number, number>(WIN_ANSI_HIGH.map(([code, unicode]) => [unicode, code]));

/** The WinAnsi code of a character, or `?` (63). */
function codeOf(char: string): number {
  const unicode = char.codePointAt(0) ?? 63;
  if ((unicode >= 32 && unicode < 127) || (unicode >= 0xa0 && unicode <= 0xff)) return unicode;
  return toWinAnsi.get(unicode) ?? 63;
}

/** A number as PDF writes it: at most 3 decimals, no exponent. */
const num = (value: number) => String(Math.round(value * 1000) / 1000);
const color = (rgb: Rgb) => rgb.map((c) => num(c / 255)).join(' ');

/** A PDF literal string of WinAnsi bytes (as a Latin-1 JS string), with its delimiters escaped. */
function literal(text: string): string {
  let out = '';
  for (const char of text) {
    const code = codeOf(char);
    const c = String.fromCharCode(code);
    out += c === '(' || c === ')' || c === '\\' ? `\\${c}` : c;
  }
  return `(${out})`;
}

/** A text string for the document's properties: UTF-16BE with its byte order mark, as hex. */
function textString(text: string): string {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0').toUpperCase();
  return `<${hex}>`;
}

export interface PdfProperties {
  title: string;
  subject: string;
  creator: string;
  author: string;
  keywords: string;
}

export class PdfWriter {
  private readonly pages: string[][] = [[]];
  private page = 0;
  private style: FontStyle = 'normal';
  private size = 16;
  private fill: Rgb = [0, 0, 0];
  private stroke: Rgb = [0, 0, 0];
  private textColor: Rgb = [0, 0, 0];
  private opacityUsed = false;
  private properties?: PdfProperties;
  private language = 'de-DE';

  setProperties(properties: PdfProperties): void {
    this.properties = properties;
  }
  setLanguage(language: string): void {
    this.language = language;
  }
  setFont(style: FontStyle): void {
    this.style = style;
  }
  setFontSize(points: number): void {
    this.size = points;
  }
  setFillColor(...rgb: Rgb): void {
    this.fill = rgb;
  }
  setDrawColor(...rgb: Rgb): void {
    this.stroke = rgb;
  }
  setTextColor(...rgb: Rgb): void {
    this.textColor = rgb;
  }
  addPage(): void {
    this.pages.push([]);
    this.page = this.pages.length - 1;
  }
  /** 1-based, as jsPDF's. */
  setPage(page: number): void {
    this.page = page - 1;
  }
  get pageCount(): number {
    return this.pages.length;
  }

  private draw(op: string): void {
    this.pages[this.page]?.push(op);
  }

  /** 'F' fills, 'FD' fills and strokes, anything else strokes. */
  rect(x: number, y: number, width: number, height: number, style?: 'F' | 'FD'): void {
    const paint = style === 'F' ? 'f' : style === 'FD' ? 'B' : 'S';
    const box = `${num(x * K)} ${num((A4.height - y - height) * K)} ${num(width * K)} ${num(height * K)} re`;
    this.draw(`${color(this.fill)} rg ${color(this.stroke)} RG ${box} ${paint}`);
  }

  line(x1: number, y1: number, x2: number, y2: number): void {
    const from = `${num(x1 * K)} ${num((A4.height - y1) * K)} m`;
    this.draw(`${color(this.stroke)} RG ${from} ${num(x2 * K)} ${num((A4.height - y2) * K)} l S`);
  }

  /** Text on its baseline at (x, y); `angle` in degrees, counter-clockwise. */
  text(text: string, x: number, y: number, options: { align?: 'center' | 'right'; angle?: number } = {}): void {
    const width = this.textWidth(text);
    const left = options.align === 'center' ? x - width / 2 : options.align === 'right' ? x - width : x;
    const [px, py] = [num(left * K), num((A4.height - y) * K)];
    const radians = ((options.angle ?? 0) * Math.PI) / 180;
    const [cos, sin] = [num(Math.cos(radians)), num(Math.sin(radians))];
    const font = `/${this.style === 'bold' ? 'F2' : 'F1'} ${num(this.size)} Tf`;
    this.draw(
      `BT ${font} ${color(this.textColor)} rg ${cos} ${sin} ${num(-Math.sin(radians))} ${cos} ${px} ${py} Tm ${literal(text)} Tj ET`,
    );
  }

  /** What `draw` paints is translucent (fill and stroke, 7 % opaque: the watermark). */
  translucent(draw: () => void): void {
    this.opacityUsed = true;
    this.draw('q /GS1 gs');
    draw();
    this.draw('Q');
  }

  /** The width of a text in the current font and size, in millimetres. */
  textWidth(text: string): number {
    const widths = this.style === 'bold' ? HELVETICA_BOLD : HELVETICA;
    let units = 0;
    for (const char of text) units += widths[codeOf(char) - FIRST_CODE] ?? 0;
    return (units / 1000) * (this.size / K);
  }

  /** Lines no wider than `width` mm: broken at spaces, a word wider than a line broken where it must be. */
  splitTextToSize(text: string, width: number): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split('\n')) {
      let line = '';
      for (const word of paragraph.split(' ')) {
        const candidate = line === '' ? word : `${line} ${word}`;
        if (this.textWidth(candidate) <= width) {
          line = candidate;
          continue;
        }
        if (line !== '') lines.push(line);
        line = '';
        let rest = word;
        while (this.textWidth(rest) > width && rest.length > 1) {
          let cut = rest.length - 1;
          while (cut > 1 && this.textWidth(rest.slice(0, cut)) > width) cut--;
          lines.push(rest.slice(0, cut));
          rest = rest.slice(cut);
        }
        line = rest;
      }
      lines.push(line);
    }
    return lines;
  }

  /** The document's bytes, its content streams compressed (FlateDecode). */
  async output(): Promise<Uint8Array> {
    // Object n is objects[n - 1]: the catalog, the properties and the page tree first.
    const objects: PdfObject[] = ['', '', ''];
    const add = (object: PdfObject) => objects.push(object);
    const pagesId = 3;
    const fonts = `/Font << /F1 ${add(font('Helvetica'))} 0 R /F2 ${add(font('Helvetica-Bold'))} 0 R >>`;
    const states = this.opacityUsed
      ? ` /ExtGState << /GS1 ${add('<< /Type /ExtGState /ca 0.07 /CA 0.07 >>')} 0 R >>`
      : '';
    const media = `[0 0 ${num(A4.width * K)} ${num(A4.height * K)}]`;
    const kids: number[] = [];
    for (const ops of this.pages) {
      const stream = await deflate(latin1(`${num(LINE_WIDTH_PT)} w\n${ops.join('\n')}`));
      const contentId = add({ dict: `<< /Filter /FlateDecode /Length ${stream.length} >>`, stream });
      const resources = `<< ${fonts}${states} >>`;
      kids.push(
        add(
          `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox ${media} /Resources ${resources} /Contents ${contentId} 0 R >>`,
        ),
      );
    }
    const p = this.properties;
    objects[0] = `<< /Type /Catalog /Pages ${pagesId} 0 R /Lang ${literal(this.language)} >>`;
    objects[1] = p
      ? `<< /Title ${textString(p.title)} /Subject ${textString(p.subject)} /Author ${textString(p.author)} /Keywords ${textString(p.keywords)} /Creator ${textString(p.creator)} /Producer ${textString('Offline-Sandbox')} >>`
      : '<< >>';
    objects[2] = `<< /Type /Pages /Kids [${kids.map((id) => `${id} 0 R`).join(' ')}] /Count ${kids.length} >>`;
    return assemble(objects);
  }
}

function font(name: string): string {
  return `<< /Type /Font /Subtype /Type1 /BaseFont /${name} /Encoding /WinAnsiEncoding >>`;
}

/** A string of char codes < 256 as its bytes. */
function latin1(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new CompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Header, the numbered objects, the cross-reference table and the trailer. */
function assemble(objects: PdfObject[]): Uint8Array {
  const parts: Uint8Array[] = [latin1('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n')];
  let length = parts[0]?.length ?? 0;
  const offsets: number[] = [];
  const push = (bytes: Uint8Array) => {
    parts.push(bytes);
    length += bytes.length;
  };
  for (const [i, object] of objects.entries()) {
    offsets.push(length);
    if (typeof object === 'string') push(latin1(`${i + 1} 0 obj\n${object}\nendobj\n`));
    else {
      push(latin1(`${i + 1} 0 obj\n${object.dict}\nstream\n`));
      push(object.stream);
      push(latin1('\nendstream\nendobj\n'));
    }
  }
  const xref = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  push(
    latin1(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 2 0 R >>\nstartxref\n${length}\n%%EOF\n`,
    ),
  );
  const out = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
