/**
 * What the worker evaluates only on first use, inside its own script: the stateful services with
 * Dexie, and the document builders (the PDF renderer is a script of its own: pdf-script-loader.ts).
 * Each `import()` here is resolved by the bundler (Rolldown)
 * into a lazily initialised module of the worker's one script: its code is in the file once, and its
 * top level runs at the first call, never on a cold start that does not need it. No second script,
 * no eval (docs/architecture.md, "One worker script"). `npm run dev` swaps this file for
 * deferred-modules.dev.ts: a module service worker may not call import().
 */
import type { Documents } from '../engine/documents/port.ts';
import type { PdfRenderer } from '../engine/pdf/port.ts';
import type { Services } from '../engine/services/port.ts';
import { pdfRendererFrom } from './pdf-script-loader.ts';

export const loadServices = (): Promise<Services> => import('../engine/services/all.ts').then((m) => m.services);

export const loadDocuments = (): Promise<Documents> =>
  import('../engine/documents/build.ts').then((m) => m.createDocuments());

/** The PDF renderer from pdf-renderer.js at `scriptUrl`, stored at install (pdf-script-loader.ts). */
export const loadPdfRenderer = (scriptUrl: string): (() => Promise<PdfRenderer>) => pdfRendererFrom(scriptUrl);
