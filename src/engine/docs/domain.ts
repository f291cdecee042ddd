import { mcpToolsAnswer, openApiAnswer } from '../documents/answers.ts';
import type { Domain } from '../domain.ts';
import { readAddress } from '../http/read-address.ts';
import { text } from '../http/responses.ts';
import { docsContract } from './contract.ts';

/** Public documents that belong to the sandbox as a whole. */
export const docsDomain: Domain = {
  contract: docsContract,
  handlers: (context) => ({
    llmsTxt: async ({ request, url }) => {
      const { baseUrl, viaBridge } = readAddress(request, url, context.base);
      return text(await context.documents.llmsTxt(baseUrl, viaBridge), 'text/plain; charset=utf-8');
    },
    greetingOpenApi: ({ request, url }) =>
      openApiAnswer(context.documents, 'greeting', { request, url, base: context.base }),
    mcpTools: ({ request, url }) => mcpToolsAnswer(context.documents, { request, url, base: context.base }),
  }),
};
