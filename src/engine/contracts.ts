/**
 * The contracts of the sandbox's services, and the paths they own (the service worker's routing).
 * The core routes by each contract's head (the paths it owns, its error style) and loads the contract
 * itself, with its schemas, at the service's first request (contract-modules.ts): a cold start that
 * answers /hello builds the greeting's schemas only.
 */
import { contentHead } from './content/head.ts';
import { contractModules } from './contract-modules.ts';
import { docsContract } from './docs/contract.ts';
import { greetingContract } from './greeting/contract.ts';
import { type ContractHead, ownsPath, type ServiceContract } from './http/contract.ts';
import { mcpHead } from './mcp/head.ts';
import { municipalHead } from './municipal/head.ts';
import { relativePath } from './paths.ts';

/** A service as the core routes it: its contract's head now, the contract when first asked. */
export interface ContractEntry {
  head: ContractHead;
  contract(): Promise<ServiceContract>;
}

export const CONTRACTS: readonly ContractEntry[] = [
  { head: municipalHead, contract: contractModules.municipal },
  { head: contentHead, contract: contractModules.content },
  // Small, and the greeting is the cold start's answer: part of the worker's start.
  { head: greetingContract, contract: async () => greetingContract },
  { head: docsContract, contract: async () => docsContract },
  { head: mcpHead, contract: contractModules.mcp },
];

/** The service that owns a path relative to the base (known route or not). */
export function contractOf(path: string): ContractEntry | undefined {
  return CONTRACTS.find((entry) => ownsPath(entry.head, path));
}

/** True for every same-origin path the engine answers: never the app shell, never the network. */
export function isEnginePath(pathname: string, base: string): boolean {
  const path = relativePath(pathname, base);
  return path !== undefined && contractOf(path) !== undefined;
}
