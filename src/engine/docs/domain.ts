import type { Domain } from '../domain.ts';
import { jsonText, text } from '../http/responses.ts';
import { docsContract } from './contract.ts';

/** Public documents that belong to the sandbox as a whole. */
export const docsDomain: Domain = {
  contract: docsContract,
  handlers: (context) => ({
    llmsTxt: async ({ url }) =>
      text(await context.documents.llmsTxt(`${url.origin}${context.base}`), 'text/plain; charset=utf-8'),
    greetingOpenApi: async ({ url }) =>
      jsonText(await context.documents.openApi('greeting', `${url.origin}${context.base}`)),
    mcpTools: async ({ url }) => jsonText(await context.documents.mcpTools(`${url.origin}${context.base}`)),
  }),
};
