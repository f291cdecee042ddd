import type { Domain } from '../domain.ts';
import { text } from '../http/responses.ts';
import { llmsTxt } from './llms-txt.ts';

/** Public documents that belong to the sandbox as a whole. */
export const docsDomain: Domain = {
  name: 'docs',
  owns: (path) => path === '/llms.txt',
  errorStyle: 'problem',
  routes: (context) => [
    {
      method: 'GET',
      path: '/llms.txt',
      handler: ({ url }) => text(llmsTxt(`${url.origin}${context.base}`), 'text/plain; charset=utf-8'),
    },
  ],
};
