/**
 * Public documents that belong to the sandbox as a whole: /llms.txt, and the machine-readable
 * descriptions of the greeting and the MCP tools (the reference screen reads them beside
 * /v1/openapi.json and /api/schema). The greeting's document cannot live below /hello: every
 * /hello/{name} greets.
 */
import * as v from 'valibot';
import { defineContract } from '../http/contract.ts';
import { COMMON_ERRORS } from '../http/errors.ts';
import { documentLangQuery } from '../http/guide-lang.ts';

export const docsContract = defineContract({
  name: 'docs',
  title: 'Sandbox documents',
  version: '1.0.0',
  description: 'The sandbox described for AI agents.',
  prefixes: [],
  exact: ['/llms.txt', '/openapi/hello.json', '/mcp-tools.json'],
  errorStyle: 'problem',
  errors: COMMON_ERRORS,
  schemas: {},
  routes: {
    llmsTxt: {
      method: 'GET',
      path: '/llms.txt',
      summary: {
        en: 'The sandbox for AI agents: its APIs, how to get access, the safety rules',
        de: 'Die Sandbox für KI-Agenten: ihre APIs, der Weg zum Zugang, die Sicherheitsregeln',
      },
      auth: 'none',
      responses: {
        200: { description: { en: 'Plain text (Markdown)', de: 'Reiner Text (Markdown)' }, media: 'text/plain' },
      },
      errors: ['documents_unavailable'],
    },
    greetingOpenApi: {
      method: 'GET',
      path: '/openapi/hello.json',
      summary: {
        en: 'The OpenAPI 3.1 document of the greeting app (/hello)',
        de: 'Das OpenAPI-3.1-Dokument der Gruß-App (/hello)',
      },
      auth: 'none',
      query: { lang: documentLangQuery },
      responses: {
        200: { description: { en: 'OpenAPI 3.1', de: 'OpenAPI 3.1' }, json: v.record(v.string(), v.unknown()) },
      },
      errors: ['documents_unavailable'],
    },
    mcpTools: {
      method: 'GET',
      path: '/mcp-tools.json',
      summary: {
        en: 'Every tool of the MCP endpoint with its input schema and who it is offered to (tools/list gives each credential its own), and the OpenAPI document of POST /mcp',
        de: 'Jedes Werkzeug des MCP-Endpunkts mit seinem Eingabeschema und wem es angeboten wird (tools/list gibt jedem Zugang seine eigenen), dazu das OpenAPI-Dokument von POST /mcp',
      },
      auth: 'none',
      query: { lang: documentLangQuery },
      responses: {
        200: { description: { en: 'The tools', de: 'Die Werkzeuge' }, json: v.record(v.string(), v.unknown()) },
      },
      errors: ['documents_unavailable'],
    },
  },
});
