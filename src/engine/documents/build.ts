/** Builds every document from the contracts; each is built once per base URL (and language) and kept. */
import { BRIDGE_URL } from '../../shared/bridge-protocol.mjs';
import { contentContract } from '../content/contract.ts';
import { contentGuide } from '../content/guide.ts';
import { llmsTxt } from '../docs/llms-txt.ts';
import { greetingContract } from '../greeting/contract.ts';
import type { RouteSpec, ServiceContract } from '../http/contract.ts';
import { memoByKey } from '../http/memo.ts';
import { inlineSchema, openApiDocument } from '../http/openapi.ts';
import { mcpContract } from '../mcp/contract.ts';
import { toolArguments } from '../mcp/tool-arguments.ts';
import { allTools } from '../mcp/tools.ts';
import { municipalContract } from '../municipal/contract.ts';
import { municipalGuide } from '../municipal/guide.ts';
import { draftInputFor } from '../municipal/schemas.ts';
import type { Lang } from '../words.ts';
import type { DocumentedService, Documents, McpToolDescription, OpenApiService } from './port.ts';

const CONTRACTS: Record<string, ServiceContract> = {
  municipal: municipalContract,
  content: contentContract,
  greeting: greetingContract,
};

export function createDocuments(): Documents {
  const openApi = memoByKey((key: string) => {
    const [serviceAndLang, baseUrl] = split(key);
    const [service, lang] = serviceAndLang.split(':') as [OpenApiService, Lang];
    return JSON.stringify(openApiDocument(CONTRACTS[service] as ServiceContract, baseUrl, lang));
  });
  const guide = memoByKey((key: string) => {
    const [head, baseUrl] = split(key);
    const [service, lang, bridgeUrl] = head.split('|') as [DocumentedService, Lang, string];
    return service === 'municipal' ? municipalGuide(baseUrl, lang, bridgeUrl) : contentGuide(baseUrl, lang, bridgeUrl);
  });
  const draftSchema = memoByKey((serviceId: string) => {
    const schema = draftInputFor(serviceId);
    return schema ? inlineSchema(schema) : {};
  });
  const toolSchema = memoByKey((routeKey: string) => {
    const [service, name] = routeKey.split('.') as [string, string];
    return toolInputSchema(CONTRACTS[service]?.routes[name] as RouteSpec);
  });
  const llms = memoByKey((key: string) => {
    const [reader, baseUrl] = split(key);
    return llmsTxt(baseUrl, reader === 'bridge');
  });
  const tools = memoByKey((key: string) => {
    const [lang, baseUrl] = split(key) as [Lang, string];
    return JSON.stringify({
      // The endpoint the tools are called through, described like the other services.
      endpoint: openApiDocument(mcpContract, baseUrl, lang),
      tools: allTools(lang).map(
        ({ name, title, description, audience, scopes, routeKey }): McpToolDescription => ({
          name,
          title,
          description,
          audience,
          scopes,
          inputSchema: toolSchema(routeKey),
        }),
      ),
    });
  });
  // Asynchronous like the port: the worker may first have to load this script (src/sw/lazy-scripts.ts).
  return {
    openApi: async (service: OpenApiService, baseUrl, lang = 'en') => openApi(`${service}:${lang} ${baseUrl}`),
    guide: async (service: DocumentedService, baseUrl, lang, bridgeUrl = BRIDGE_URL) =>
      guide(`${service}|${lang}|${bridgeUrl} ${baseUrl}`),
    llmsTxt: async (baseUrl, viaBridge = false) => llms(`${viaBridge ? 'bridge' : 'app'} ${baseUrl}`),
    draftInputSchema: async (serviceId) => draftSchema(serviceId),
    toolInputSchema: async (routeKey) => toolSchema(routeKey),
    mcpTools: async (baseUrl, lang = 'en') => tools(`${lang} ${baseUrl}`),
  };
}

function split(key: string): [string, string] {
  const space = key.indexOf(' ');
  return [key.slice(0, space), key.slice(space + 1)];
}

/** An MCP tool's arguments as JSON Schema: path captures, query, `idempotency_key`, `body`. */
function toolInputSchema(route: RouteSpec): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  const { all, required } = toolArguments(route);
  for (const argument of all) {
    const converted = argument.schema ? inlineSchema(argument.schema) : { type: 'string' };
    properties[argument.name] = argument.description ? { ...converted, description: argument.description } : converted;
  }
  // The route's example body is the tool's too (the reference screen's "Try it" starts from it).
  if (route.body && 'json' in route.body && route.body.example !== undefined && properties.body) {
    properties.body = { ...(properties.body as Record<string, unknown>), examples: [route.body.example] };
  }
  return { type: 'object', properties, required, additionalProperties: false };
}
