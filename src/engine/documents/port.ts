/**
 * The documents the sandbox serves (OpenAPI documents, guides, /llms.txt, JSON Schemas for clients
 * and MCP tools), behind a port like the PDF renderer's: in the worker their builders are a separate
 * script (documents.js) evaluated only when a document is first asked for, so neither their code nor
 * @valibot/to-json-schema slows the worker's cold start. Tests and Node pass `createDocuments()`.
 */

import type { GuideLang } from '../http/guide-lang.ts';

/** The services that publish an OpenAPI document and a guide. */
export type DocumentedService = 'municipal' | 'content';

export interface Documents {
  /** The service's OpenAPI 3.1 document as JSON text. */
  openApi(service: DocumentedService, baseUrl: string): Promise<string>;
  /** The service's guide for people (HTML), in German or English. */
  guide(service: DocumentedService, baseUrl: string, lang: GuideLang): Promise<string>;
  /** /llms.txt: the whole sandbox for agents. */
  llmsTxt(baseUrl: string): Promise<string>;
  /** The JSON Schema (2020-12) of one municipal service's DraftInput. */
  draftInputSchema(serviceId: string): Promise<Record<string, unknown>>;
  /** The input schema of an MCP tool, by the route it calls (`municipal.createDraft`). */
  toolInputSchema(routeKey: string): Promise<Record<string, unknown>>;
}
