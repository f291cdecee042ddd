/**
 * The worker's PDF renderer, loaded on first use. importScripts() of a new URL is only allowed
 * while the worker installs, so `storePdfScript` runs in the install event; later calls are then
 * served from the worker's own script cache (offline too, and after the worker was restarted).
 */
import { ApiError } from '../engine/http/errors.ts';
import type { PdfRenderer } from '../engine/pdf/port.ts';

declare const self: ServiceWorkerGlobalScope & { sandboxPdf?: PdfRenderer };

/** File name of the script built by vite.pdf.config.ts. */
export const PDF_SCRIPT = 'pdf-renderer.js';

/** `scriptUrl`: where pdf-renderer.js is, e.g. `${base}pdf-renderer.js` for the app's worker. */
export function storePdfScript(scriptUrl: string): void {
  try {
    self.importScripts(scriptUrl);
  } catch (error) {
    // The app still works; PDF routes will answer 503 with a clear message.
    console.warn('[sw] the PDF renderer could not be stored', error);
  }
}

export function lazyPdfRenderer(scriptUrl: string): PdfRenderer {
  function load(): PdfRenderer {
    if (!self.sandboxPdf) {
      try {
        self.importScripts(scriptUrl);
      } catch {
        // Not stored at install (e.g. the dev server's module worker cannot import scripts).
      }
    }
    if (!self.sandboxPdf) {
      throw new ApiError(
        503,
        'pdf_unavailable',
        'PDF documents are not available: reload the app once with a network.',
      );
    }
    return self.sandboxPdf;
  }
  return {
    receipt: async (document) => load().receipt(document),
    form: async (document) => load().form(document),
  };
}
