/**
 * The dev server's stand-in for contract-modules.ts: Vite serves the worker as a module, and a module
 * service worker may not call import(), so there the contracts are part of the worker from the start
 * (vite.config.ts swaps the files). Production builds and the tests never see this file.
 */
import { contentContract } from './content/contract.ts';
import type { ContractModules } from './contract-modules.ts';
import { mcpContract } from './mcp/contract.ts';
import { catalogueHandlers } from './municipal/catalogue-routes.ts';
import { municipalContract } from './municipal/contract.ts';
import { pdfUnavailable } from './municipal/problems.ts';

export const contractModules: ContractModules = {
  municipal: async () => municipalContract,
  content: async () => contentContract,
  mcp: async () => mcpContract,
  catalogue: async () => catalogueHandlers,
  pdfUnavailable: async () => pdfUnavailable(),
};
