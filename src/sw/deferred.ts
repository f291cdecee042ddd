/**
 * The PDF renderer and the document builders as the engine's ports, loaded on first use (from
 * pdf-renderer.js, and from deferred-modules.ts): once, also when two requests ask at the same time; a failed load answers 503
 * with the port's code (the engine's Problem) and is tried again at the next request.
 */
import type { Documents } from '../engine/documents/port.ts';
import { ApiError } from '../engine/http/errors.ts';
import type { PdfRenderer } from '../engine/pdf/port.ts';

/** `load`, called at most once at a time and kept once it succeeded. */
export function once<T>(load: () => Promise<T>, code: string, what: string): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      // A Problem of its own (e.g. 503 build_mismatch) is answered as it is.
      if (error instanceof ApiError) throw error;
      console.error(`[sw] ${what} could not be loaded`, error);
      throw new ApiError(
        503,
        code,
        `${what} could not be loaded. Reload the app; if it happens again, start a new session.`,
      );
    });
    return loading;
  };
}

export function deferredPdfRenderer(load: () => Promise<PdfRenderer>): PdfRenderer {
  const renderer = once(load, 'pdf_unavailable', 'The PDF renderer');
  return {
    receipt: async (document) => (await renderer()).receipt(document),
    form: async (document) => (await renderer()).form(document),
  };
}

export function deferredDocuments(load: () => Promise<Documents>): Documents {
  const documents = once(load, 'documents_unavailable', 'The guides and schemas');
  return {
    openApi: async (service, baseUrl, lang) => (await documents()).openApi(service, baseUrl, lang),
    guide: async (service, baseUrl, lang, bridgeUrl) => (await documents()).guide(service, baseUrl, lang, bridgeUrl),
    llmsTxt: async (baseUrl, viaBridge) => (await documents()).llmsTxt(baseUrl, viaBridge),
    draftInputSchema: async (serviceId) => (await documents()).draftInputSchema(serviceId),
    toolInputSchema: async (routeKey) => (await documents()).toolInputSchema(routeKey),
    mcpTools: async (baseUrl, lang) => (await documents()).mcpTools(baseUrl, lang),
  };
}
