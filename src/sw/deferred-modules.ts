/**
 * What the worker evaluates only on first use: the stateful services with Dexie and the document
 * builders (services.js), and the PDF renderer (pdf-renderer.js), each a classic script beside the
 * worker's own, stored at install (stored-script.ts). No eval, no second copy of any module: services.js
 * reaches the core's modules through the registry core-registry.ts fills (docs/architecture.md, "One
 * build"). `npm run dev` swaps this file for deferred-modules.dev.ts: a module service worker may not
 * call import() or importScripts().
 */
import type { Documents } from '../engine/documents/port.ts';
import type { PdfRenderer } from '../engine/pdf/port.ts';
import type { Services } from '../engine/services/port.ts';
import { pdfRendererFrom } from './pdf-script-loader.ts';
import { servicesFrom } from './services-script-loader.ts';

/** The worker's stored scripts: where each is, by URL. */
export interface StoredScriptUrls {
  pdf: string;
  services: string;
}

export interface DeferredModules {
  services(): Promise<Services>;
  documents(): Promise<Documents>;
  pdfRenderer(): Promise<PdfRenderer>;
}

export function deferredModules(urls: StoredScriptUrls): DeferredModules {
  return { ...servicesFrom(urls.services), pdfRenderer: pdfRendererFrom(urls.pdf) };
}
