/**
 * Scripts the worker evaluates only on first use: the stateful services with Dexie (services.js),
 * the PDF renderer with jsPDF (pdf-renderer.js) and the document builders (documents.js). None of
 * their code is evaluated on a cold start that does not need it.
 *
 * Two ways to keep a script, measured (docs/performance.md):
 * - `importScripts()` of a URL imported while the worker installed. Chromium then sends every such
 *   script, with its code cache, to the worker at each start, so each one slows every cold start.
 *   Used for services.js, which almost every session needs and which profits from the code cache.
 * - The app's precache: the PDF renderer and the document builders, rarely needed, are read from
 *   Cache Storage and evaluated on first use (`evaluateFromCache`), so a cold start does not pay
 *   for them. The embed has no precache and imports all three at install.
 */
import type { Documents } from '../engine/documents/port.ts';
import { ApiError } from '../engine/http/errors.ts';
import type { PdfRenderer } from '../engine/pdf/port.ts';
import type { Services } from '../engine/services/port.ts';

declare const self: {
  importScripts(...urls: string[]): void;
  sandboxPdf?: PdfRenderer;
  sandboxDocuments?: Documents;
  sandboxServices?: Services;
};

/** File name of the script built by vite.services.config.ts. */
export const SERVICES_SCRIPT = 'services.js';
/** File name of the script built by vite.pdf.config.ts. */
export const PDF_SCRIPT = 'pdf-renderer.js';
/** File name of the script built by vite.documents.config.ts. */
export const DOCUMENTS_SCRIPT = 'documents.js';

/** Evaluates a script in the worker's global scope; the script sets its global (`sandboxPdf`, ...). */
export type ScriptEvaluator = (scriptUrl: string) => Promise<void>;

/**
 * Imports a script while the worker installs (importScripts() of a new URL is only allowed then);
 * later imports of it are served from the worker's own script store, offline too.
 */
export function storeScript(scriptUrl: string): void {
  try {
    self.importScripts(scriptUrl);
  } catch (error) {
    // The app still works; the routes that need the script answer 503 with a clear message.
    console.warn('[sw] a script could not be stored', scriptUrl, error);
  }
}

/** Evaluates a script stored with `storeScript`. */
export const importStoredScript: ScriptEvaluator = async (scriptUrl) => {
  self.importScripts(scriptUrl);
};

/** Evaluates a script's text found by `find` (the app's precache). */
export function evaluateFromCache(find: (scriptUrl: string) => Promise<Response | undefined>): ScriptEvaluator {
  return async (scriptUrl) => {
    const response = await find(scriptUrl);
    if (!response) throw new Error(`${scriptUrl} is not in the precache`);
    const source = await response.text();
    // Indirect eval runs the script in the global scope, as importScripts() would.
    // biome-ignore lint/security/noGlobalEval: our own precached build output, read back from Cache Storage.
    (0, eval)(source);
  };
}

type LazyGlobal = 'sandboxPdf' | 'sandboxDocuments';

/** The global a script sets, evaluating the script once first; a 503 Problem when that fails. */
function lazily<K extends LazyGlobal>(
  key: K,
  scriptUrl: string,
  evaluate: ScriptEvaluator,
  code: string,
  what: string,
) {
  let evaluating: Promise<void> | undefined;
  return async (): Promise<NonNullable<(typeof self)[K]>> => {
    if (!self[key]) {
      evaluating ??= evaluate(scriptUrl).catch((error: unknown) => {
        console.warn('[sw] a script could not be evaluated', scriptUrl, error);
        evaluating = undefined;
      });
      await evaluating;
    }
    const value = self[key];
    if (!value) throw new ApiError(503, code, `${what} not available: reload the app once with a network.`);
    return value as NonNullable<(typeof self)[K]>;
  };
}

export function lazyPdfRenderer(scriptUrl: string, evaluate: ScriptEvaluator): PdfRenderer {
  const load = lazily('sandboxPdf', scriptUrl, evaluate, 'pdf_unavailable', 'PDF documents are');
  return {
    receipt: async (document) => (await load()).receipt(document),
    form: async (document) => (await load()).form(document),
  };
}

export function lazyDocuments(scriptUrl: string, evaluate: ScriptEvaluator): Documents {
  const load = lazily('sandboxDocuments', scriptUrl, evaluate, 'documents_unavailable', 'The guides and schemas are');
  return {
    openApi: async (service, baseUrl) => (await load()).openApi(service, baseUrl),
    guide: async (service, baseUrl) => (await load()).guide(service, baseUrl),
    llmsTxt: async (baseUrl) => (await load()).llmsTxt(baseUrl),
    draftInputSchema: async (serviceId) => (await load()).draftInputSchema(serviceId),
    toolInputSchema: async (routeKey) => (await load()).toolInputSchema(routeKey),
  };
}

/**
 * The stateful services, evaluated at the first request (or owner message) that needs them. Synchronous:
 * the script was stored at install, and the engine asks for the services inside a handler.
 */
export function lazyServices(scriptUrl: string): () => Services {
  return () => {
    if (!self.sandboxServices) {
      try {
        self.importScripts(scriptUrl);
      } catch (error) {
        // Not stored at install (e.g. the dev server's module worker cannot import scripts).
        console.warn('[sw] the services script could not be evaluated', scriptUrl, error);
      }
    }
    const services = self.sandboxServices;
    if (!services) {
      throw new ApiError(
        503,
        'services_unavailable',
        'The municipal and content services are not available: reload the app once with a network.',
      );
    }
    return services;
  };
}
