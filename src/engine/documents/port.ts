/**
 * The documents the sandbox serves (OpenAPI documents, guides, /llms.txt, JSON Schemas for clients
 * and MCP tools), behind a port like the PDF renderer's: in the worker their builders are a separate
 * script (documents.js) evaluated only when a document is first asked for, so neither their code nor
 * @valibot/to-json-schema slows the worker's cold start. Tests and Node pass `createDocuments()`.
 */

import type { Lang } from '../words.ts';

/** The services that publish an OpenAPI document and a guide. */
export type DocumentedService = 'municipal' | 'content';
/** The services that publish an OpenAPI document: the greeting has one too (GET /openapi/hello.json), no guide. */
export type OpenApiService = DocumentedService | 'greeting';

/** One MCP tool as GET /mcp-tools.json lists it: what tools/list gives, and who it is offered to. */
export interface McpToolDescription {
  name: string;
  title: string;
  description: string;
  /** public: anyone; world: a world's capability or agent connection; content: a content token. */
  audience: 'public' | 'world' | 'content';
  /** Content scopes the tool needs beyond reading. */
  scopes: readonly string[];
  inputSchema: Record<string, unknown>;
}

export interface Documents {
  /** The service's OpenAPI 3.1 document as JSON text; summaries in English unless `lang` is de. */
  openApi(service: OpenApiService, baseUrl: string, lang?: Lang): Promise<string>;
  /**
   * The service's guide for people (HTML), in German or English; its curl lines go to `bridgeUrl`
   * (documents/answers.ts: the bridge it was read through, the one the app paired with, or the default).
   */
  guide(service: DocumentedService, baseUrl: string, lang: Lang, bridgeUrl?: string): Promise<string>;
  /** /llms.txt: the whole sandbox for agents; `viaBridge` when read through the local bridge. */
  llmsTxt(baseUrl: string, viaBridge: boolean): Promise<string>;
  /** The JSON Schema (2020-12) of one municipal service's DraftInput. */
  draftInputSchema(serviceId: string): Promise<Record<string, unknown>>;
  /** The input schema of an MCP tool, by the route it calls (`municipal.createDraft`). */
  toolInputSchema(routeKey: string): Promise<Record<string, unknown>>;
  /**
   * Every MCP tool, whoever asks, and the OpenAPI document of the endpoint they are called through
   * (GET /mcp-tools.json, for the reference screen), as JSON text; English unless `lang` is de.
   */
  mcpTools(baseUrl: string, lang?: Lang): Promise<string>;
}
