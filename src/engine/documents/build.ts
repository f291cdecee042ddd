/** Builds every document from the contracts; each is built once per base URL and kept. */
import { contentContract } from '../content/contract.ts';
import { contentGuide } from '../content/guide.ts';
import { llmsTxt } from '../docs/llms-txt.ts';
import { greetingContract } from '../greeting/contract.ts';
import type { RouteSpec, ServiceContract } from '../http/contract.ts';
import type { GuideLang } from '../http/guide-lang.ts';
import { memoByKey } from '../http/memo.ts';
import { inlineSchema, openApiDocument } from '../http/openapi.ts';
import { toolArguments } from '../mcp/tool-arguments.ts';
import { municipalContract } from '../municipal/contract.ts';
import { municipalGuide } from '../municipal/guide.ts';
import { draftInputFor } from '../municipal/schemas.ts';
import type { DocumentedService, Documents } from './port.ts';

const CONTRACTS: Record<string, ServiceContract> = {
  municipal: municipalContract,
  content: contentContract,
  greeting: greetingContract,
};

export function createDocuments(): Documents {
  const openApi = memoByKey((key: string) => {
    const [service, baseUrl] = split(key);
    return JSON.stringify(openApiDocument(CONTRACTS[service] as ServiceContract, baseUrl));
  });
  const guide = memoByKey((key: string) => {
    const [serviceAndLang, baseUrl] = split(key);
    const [service, lang] = serviceAndLang.split(':') as [DocumentedService, GuideLang];
    return service === 'municipal' ? municipalGuide(baseUrl, lang) : contentGuide(baseUrl, lang);
  });
  const draftSchema = memoByKey((serviceId: string) => {
    const schema = draftInputFor(serviceId);
    return schema ? inlineSchema(schema) : {};
  });
  const toolSchema = memoByKey((routeKey: string) => {
    const [service, name] = routeKey.split('.') as [string, string];
    return toolInputSchema(CONTRACTS[service]?.routes[name] as RouteSpec);
  });
  const llms = memoByKey(llmsTxt);
  // Asynchronous like the port: the worker may first have to load this script (src/sw/lazy-scripts.ts).
  return {
    openApi: async (service: DocumentedService, baseUrl) => openApi(`${service} ${baseUrl}`),
    guide: async (service: DocumentedService, baseUrl, lang) => guide(`${service}:${lang} ${baseUrl}`),
    llmsTxt: async (baseUrl) => llms(baseUrl),
    draftInputSchema: async (serviceId) => draftSchema(serviceId),
    toolInputSchema: async (routeKey) => toolSchema(routeKey),
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
  return { type: 'object', properties, required, additionalProperties: false };
}
