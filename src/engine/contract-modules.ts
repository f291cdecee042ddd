/**
 * The catalogue's handler (GET /v1/services), a lazily initialised module of the worker's script: a
 * bundler-resolved `import()` inside the same script, evaluated at the catalogue's first request
 * (docs/performance.md, third pass). The stateful services' contracts are not here: they come with
 * the services (services/port.ts, services.js in the worker; issue 43), and the core routes by their
 * heads until then (contracts.ts). `npm run dev` swaps this file for contract-modules.dev.ts: a module
 * service worker may not call import().
 */
import type { RouteHandler } from './http/router.ts';

export interface ContractModules {
  /** GET /v1/services, which the core answers itself (municipal/catalogue-routes.ts). */
  catalogue(): Promise<(context: { base: string }) => { listServices: RouteHandler }>;
}

export const contractModules: ContractModules = {
  catalogue: () => import('./municipal/catalogue-routes.ts').then((m) => m.catalogueHandlers),
};
