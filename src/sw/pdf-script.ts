/**
 * Entry of `pdf-renderer.js`, a classic script built apart from the worker (vite.pdf.config.ts).
 * The worker imports it during install and evaluates it again only when a PDF is first asked for,
 * so jsPDF never slows the worker's cold start.
 */
import { jsPDF } from 'jspdf';
import { createJsPdfRenderer } from '../engine/pdf/jspdf-renderer.ts';
import type { PdfRenderer } from '../engine/pdf/port.ts';

(self as unknown as { sandboxPdf: PdfRenderer }).sandboxPdf = createJsPdfRenderer(jsPDF);
