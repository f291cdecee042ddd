/**
 * The stateful services' contracts, each a lazily initialised module of the worker's script: a
 * bundler-resolved `import()` inside the same script, so the build holds one copy and evaluates it,
 * with its valibot schemas, at the service's first request (docs/performance.md, third pass); the catalogue (GET /v1/services) likewise. The core
 * routes by the contracts' heads until then (contracts.ts). `npm run dev` swaps this file for
 * contract-modules.dev.ts: a module service worker may not call import().
 */
import type { ServiceContract } from './http/contract.ts';
import type { RouteHandler } from './http/router.ts';

export interface ContractModules {
  municipal(): Promise<ServiceContract>;
  content(): Promise<ServiceContract>;
  mcp(): Promise<ServiceContract>;
  /** GET /v1/services, which the core answers itself (municipal/catalogue-routes.ts). */
  catalogue(): Promise<(context: { base: string }) => { listServices: RouteHandler }>;
  /** The answer of PDF routes in an engine made without a renderer (municipal/problems.ts). */
  pdfUnavailable(): Promise<Error>;
}

export const contractModules: ContractModules = {
  municipal: () => import('./municipal/contract.ts').then((m) => m.municipalContract),
  content: () => import('./content/contract.ts').then((m) => m.contentContract),
  mcp: () => import('./mcp/contract.ts').then((m) => m.mcpContract),
  catalogue: () => import('./municipal/catalogue-routes.ts').then((m) => m.catalogueHandlers),
  pdfUnavailable: () => import('./municipal/problems.ts').then((m) => m.pdfUnavailable()),
};
