/**
 * The dev server's stand-in for contract-modules.ts: Vite serves the worker as a module, and a module
 * service worker may not call import(), so there the catalogue is part of the worker from the start
 * (vite.config.ts swaps the files). Production builds and the tests never see this file.
 */
import type { ContractModules } from './contract-modules.ts';
import { catalogueHandlers } from './municipal/catalogue-routes.ts';

export const contractModules: ContractModules = {
  catalogue: async () => catalogueHandlers,
};
