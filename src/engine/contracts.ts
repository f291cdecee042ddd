/** The contracts of the sandbox's services, and the paths they own (the service worker's routing). */
import { contentContract } from './content/contract.ts';
import { docsContract } from './docs/contract.ts';
import { greetingContract } from './greeting/contract.ts';
import { ownsPath, type ServiceContract } from './http/contract.ts';
import { mcpContract } from './mcp/contract.ts';
import { municipalContract } from './municipal/contract.ts';
import { relativePath } from './paths.ts';

export const CONTRACTS: readonly ServiceContract[] = [
  municipalContract,
  contentContract,
  greetingContract,
  docsContract,
  mcpContract,
];

/** The contract that owns a path relative to the base (known route or not). */
export function contractOf(path: string): ServiceContract | undefined {
  return CONTRACTS.find((contract) => ownsPath(contract, path));
}

/** True for every same-origin path the engine answers: never the app shell, never the network. */
export function isEnginePath(pathname: string, base: string): boolean {
  const path = relativePath(pathname, base);
  return path !== undefined && contractOf(path) !== undefined;
}
