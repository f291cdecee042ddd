import type { Domain } from '../domain.ts';
import { mcpContract } from './contract.ts';
import { answerMcp } from './server.ts';

/** The MCP endpoint: POST /mcp, tools derived from the other contracts. */
export const mcpDomain: Domain = {
  contract: mcpContract,
  handlers: (context) => ({ message: ({ request }) => answerMcp(context, request) }),
};
