/**
 * Entry of `pdf-renderer.js`, the PDF renderer's own classic script (jsPDF is more than half of all the
 * worker's code): the worker stores it with importScripts() at install and evaluates it at the first PDF
 * request, so a cold start that needs no PDF never compiles it (docs/performance.md). Its top level only
 * announces its build; jsPDF runs when the worker calls `load()`, which it does only for its own build.
 * It imports nothing the worker's script holds: every module is in one script (the build test checks).
 */
import type { PdfScript } from './pdf-script-loader.ts';

declare const __SANDBOX_BUILD__: string;

const script: PdfScript = {
  build: __SANDBOX_BUILD__,
  async load() {
    const [{ jsPDF }, { createJsPdfRenderer }] = await Promise.all([
      import('jspdf'),
      import('../engine/pdf/jspdf-renderer.ts'),
    ]);
    return createJsPdfRenderer(jsPDF);
  },
};
(self as unknown as { sandboxPdf?: PdfScript }).sandboxPdf = script;
