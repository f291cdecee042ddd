/**
 * The contracts of the sandbox's services, and the paths they own (the service worker's routing).
 * The core routes by each contract's head (the paths it owns, its error style); a stateful service's
 * contract itself, with its schemas and the guides' texts, comes with the services at the service's
 * first request (services/port.ts; in the worker, services.js): a cold start that answers /hello builds
 * the greeting's schemas only, and sw.js carries no stateful contract (docs/performance.md, issue 43).
 */
import { contentHead } from './content/head.ts';
import { docsContract } from './docs/contract.ts';
import { greetingContract } from './greeting/contract.ts';
import { type ContractHead, ownsPath, type ServiceContract } from './http/contract.ts';
import { mcpHead } from './mcp/head.ts';
import { municipalHead } from './municipal/head.ts';
import { relativePath } from './paths.ts';

/**
 * A service as the core routes it: its contract's head, and the contract when it is part of the core;
 * without one, the contract is the services' (`Services.contracts`, by the head's name).
 */
export interface ContractEntry {
  head: ContractHead;
  contract?: ServiceContract;
}

export const CONTRACTS: readonly ContractEntry[] = [
  { head: municipalHead },
  { head: contentHead },
  // Small, and the greeting is the cold start's answer: part of the worker's start.
  { head: greetingContract, contract: greetingContract },
  { head: docsContract, contract: docsContract },
  { head: mcpHead },
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
