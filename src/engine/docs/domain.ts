import type { Domain } from '../domain.ts';
import { memoByBase } from '../http/openapi.ts';
import { text } from '../http/responses.ts';
import { docsContract } from './contract.ts';
import { llmsTxt } from './llms-txt.ts';

const document = memoByBase(llmsTxt);

/** Public documents that belong to the sandbox as a whole. */
export const docsDomain: Domain = {
  contract: docsContract,
  handlers: (context) => ({
    llmsTxt: ({ url }) => text(document(`${url.origin}${context.base}`), 'text/plain; charset=utf-8'),
  }),
};
