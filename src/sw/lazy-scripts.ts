/**
 * Scripts the worker evaluates only on first use: the stateful services with Dexie, the PDF
 * renderer (jsPDF) and the document builders (guides, OpenAPI documents, JSON Schemas). importScripts() of a new URL is only allowed
 * while the worker installs, so `storeScript` runs in the install event; later calls are then served
 * from the worker's own script cache (offline too, and after the worker was restarted). Neither
 * script's code is evaluated on a cold start that does not need it.
 */
import type { Documents } from '../engine/documents/port.ts';
import { ApiError } from '../engine/http/errors.ts';
import type { PdfRenderer } from '../engine/pdf/port.ts';
import type { Services } from '../engine/services/port.ts';

declare const self: ServiceWorkerGlobalScope & {
  sandboxPdf?: PdfRenderer;
  sandboxDocuments?: Documents;
  sandboxServices?: Services;
};

/** File name of the script built by vite.pdf.config.ts. */
export const PDF_SCRIPT = 'pdf-renderer.js';
/** File name of the script built by vite.documents.config.ts. */
export const DOCUMENTS_SCRIPT = 'documents.js';
/** File name of the script built by vite.services.config.ts. */
export const SERVICES_SCRIPT = 'services.js';

/** `scriptUrl`: e.g. `${base}pdf-renderer.js` for the app's worker. */
export function storeScript(scriptUrl: string): void {
  try {
    self.importScripts(scriptUrl);
  } catch (error) {
    // The app still works; the routes that need the script answer 503 with a clear message.
    console.warn('[sw] a script could not be stored', scriptUrl, error);
  }
}

/** The global a script sets, importing the script first if needed; a 503 Problem when that fails. */
function loaded<K extends 'sandboxPdf' | 'sandboxDocuments' | 'sandboxServices'>(key: K, scriptUrl: string, code: string, what: string) {
  if (!self[key]) {
    try {
      self.importScripts(scriptUrl);
    } catch {
      // Not stored at install (e.g. the dev server's module worker cannot import scripts).
    }
  }
  const value = self[key];
  if (!value) throw new ApiError(503, code, `${what} not available: reload the app once with a network.`);
  return value as NonNullable<(typeof self)[K]>;
}

export function lazyPdfRenderer(scriptUrl: string): PdfRenderer {
  const load = () => loaded('sandboxPdf', scriptUrl, 'pdf_unavailable', 'PDF documents are');
  return {
    receipt: async (document) => load().receipt(document),
    form: async (document) => load().form(document),
  };
}

export function lazyDocuments(scriptUrl: string): Documents {
  const load = () => loaded('sandboxDocuments', scriptUrl, 'documents_unavailable', 'The guides and schemas are');
  return {
    openApi: (service, baseUrl) => load().openApi(service, baseUrl),
    guide: (service, baseUrl) => load().guide(service, baseUrl),
    llmsTxt: (baseUrl) => load().llmsTxt(baseUrl),
    draftInputSchema: (serviceId) => load().draftInputSchema(serviceId),
    toolInputSchema: (routeKey) => load().toolInputSchema(routeKey),
  };
}

/** The stateful services, evaluated at the first request (or owner message) that needs them. */
export function lazyServices(scriptUrl: string): () => Services {
  return () =>
    self.sandboxServices ??
    loaded('sandboxServices', scriptUrl, 'services_unavailable', 'The municipal and content services are');
}
