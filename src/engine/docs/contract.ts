/** Public documents that belong to the sandbox as a whole: /llms.txt. */
import { defineContract } from '../http/contract.ts';
import { COMMON_ERRORS } from '../http/errors.ts';

export const docsContract = defineContract({
  name: 'docs',
  title: 'Sandbox documents',
  version: '1.0.0',
  description: 'The sandbox described for AI agents.',
  prefixes: [],
  exact: ['/llms.txt'],
  errorStyle: 'problem',
  errors: COMMON_ERRORS,
  schemas: {},
  routes: {
    llmsTxt: {
      method: 'GET',
      path: '/llms.txt',
      summary: 'The sandbox for AI agents: its APIs, how to get access, the safety rules',
      auth: 'none',
      responses: { 200: { description: 'Plain text (Markdown)', media: 'text/plain' } },
      errors: ['documents_unavailable'],
    },
  },
});
