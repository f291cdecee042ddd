/**
 * The content contract's head (contract.ts spreads it into the contract): the paths the service owns and
 * how its errors look. The core routes by it and loads the contract, with its schemas, at the service's
 * first request, so a cold start answering /hello never builds them (src/engine/contracts.ts).
 */
import type { ContractHead } from '../http/contract.ts';

export const contentHead = {
  name: 'content',
  prefixes: ['/api'],
  errorStyle: 'problem',
  guide: '/api/guide',
} as const satisfies ContractHead;
