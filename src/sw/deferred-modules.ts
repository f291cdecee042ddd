/**
 * What the worker evaluates only on first use: the stateful services with Dexie, the PDF renderer
 * with jsPDF, and the document builders. Each `import()` here is resolved by the bundler (Rolldown)
 * into a lazily initialised module of the worker's one script: its code is in the file once, and its
 * top level runs at the first call, never on a cold start that does not need it. No second script,
 * no eval (docs/architecture.md, "One worker script"). `npm run dev` swaps this file for
 * deferred-modules.dev.ts: a module service worker may not call import().
 */
import type { Documents } from '../engine/documents/port.ts';
import type { PdfRenderer } from '../engine/pdf/port.ts';
import type { Services } from '../engine/services/port.ts';

export const loadServices = (): Promise<Services> => import('../engine/services/all.ts').then((m) => m.services);

export async function loadPdfRenderer(): Promise<PdfRenderer> {
  const [{ jsPDF }, { createJsPdfRenderer }] = await Promise.all([
    import('jspdf'),
    import('../engine/pdf/jspdf-renderer.ts'),
  ]);
  return createJsPdfRenderer(jsPDF);
}

export const loadDocuments = (): Promise<Documents> =>
  import('../engine/documents/build.ts').then((m) => m.createDocuments());

/** All of them, once: the install proves they load (sw.ts, embed.ts). */
export async function loadDeferredModules(): Promise<void> {
  await Promise.all([loadServices(), loadPdfRenderer(), loadDocuments()]);
}
