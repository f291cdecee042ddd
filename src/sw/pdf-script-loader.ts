/**
 * The worker's side of `pdf-renderer.js` (pdf-script.ts), a stored script (stored-script.ts): stored
 * with importScripts() while the worker installs, evaluated again at the first PDF request of each
 * worker start; one of another build is refused (the install fails, later 503 `build_mismatch`).
 */
import type { PdfRenderer } from '../engine/pdf/port.ts';
import { PDF_SCRIPT } from '../shared/build.mjs';
import { storedScript } from './stored-script.ts';

/** What pdf-renderer.js puts on `self.sandboxPdf`. */
export interface PdfScript {
  /** The build the script is from. */
  build: string;
  /** Evaluates jsPDF and makes the renderer. */
  load(): Promise<PdfRenderer>;
}

const pdfScript = (scriptUrl: string) =>
  storedScript<PdfScript>(scriptUrl, PDF_SCRIPT, 'sandboxPdf', 'pdf_unavailable');

/**
 * Stores the script: call in the install event, synchronously, and wait for the promise
 * (`event.waitUntil`): a script that cannot be loaded, or one of another build, fails the install.
 */
export function storePdfScript(scriptUrl: string): Promise<void> {
  return pdfScript(scriptUrl).store();
}

/** The renderer of the stored script, made at the first call (deferred.ts keeps it once made). */
export function pdfRendererFrom(scriptUrl: string): () => Promise<PdfRenderer> {
  const script = pdfScript(scriptUrl);
  return async () => script.get().load();
}
