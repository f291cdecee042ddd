import type { Domain } from '../domain.ts';
import { readAddress } from '../http/read-address.ts';
import { jsonText, text } from '../http/responses.ts';
import { docsContract } from './contract.ts';

/** Public documents that belong to the sandbox as a whole. */
export const docsDomain: Domain = {
  contract: docsContract,
  handlers: (context) => ({
    llmsTxt: async ({ request, url }) => {
      const { baseUrl, viaBridge } = readAddress(request, url, context.base);
      return text(await context.documents.llmsTxt(baseUrl, viaBridge), 'text/plain; charset=utf-8');
    },
    greetingOpenApi: async ({ request, url }) =>
      jsonText(await context.documents.openApi('greeting', readAddress(request, url, context.base).baseUrl)),
    mcpTools: async ({ request, url }) =>
      jsonText(await context.documents.mcpTools(readAddress(request, url, context.base).baseUrl)),
  }),
};
