/** The MCP endpoint's HTTP-level errors (JSON-RPC errors are answers, see server.ts). */
import { problemFactory } from '../http/contract.ts';
import { mcpContract } from './contract.ts';

export const problem = problemFactory(mcpContract);
