/**
 * The dev server's stand-in for deferred-modules.ts: Vite serves the worker as a module, and a module
 * service worker may not call import() or importScripts(), so there everything is part of the worker
 * from the start (vite.config.ts swaps the files). Production builds never see this file. There jsPDF
 * is part of the worker too, instead of pdf-renderer.js, and the services instead of services.js.
 */
import { jsPDF } from 'jspdf';
import { createDocuments } from '../engine/documents/build.ts';
import { createJsPdfRenderer } from '../engine/pdf/jspdf-renderer.ts';
import { services } from '../engine/services/all.ts';
import type { DeferredModules, StoredScriptUrls } from './deferred-modules.ts';

export type { DeferredModules, StoredScriptUrls };

export function deferredModules(_urls: StoredScriptUrls): DeferredModules {
  return {
    services: async () => services,
    documents: async () => createDocuments(),
    pdfRenderer: async () => createJsPdfRenderer(jsPDF),
  };
}
