/**
 * The services that keep state (the municipal and content services, the MCP endpoint) with the
 * database they keep it in, behind a port like the PDF renderer's and the documents'. In the worker
 * they are a separate script (services.js) evaluated on the first request that needs one, so a cold
 * worker answering the app shell, a static file or /hello never evaluates Dexie or the domains' code.
 * Node and the tests pass `services` from all.ts.
 */
import type { SandboxDb } from '../db/database.ts';
import type { Domain, EngineContext } from '../domain.ts';
import type { ServiceContract } from '../http/contract.ts';
import type { OwnerApi } from '../owner.ts';

/** The names of the contracts whose handlers live here (`contract.name`). */
export type StatefulService = 'municipal' | 'content' | 'mcp';

export interface Services {
  /** The sandbox's IndexedDB database (Dexie), opened on first use. */
  openDatabase(): SandboxDb;
  /**
   * Each stateful service's contract (routes, errors, schemas, the guides' texts): here, not in the
   * worker's own script, so sw.js carries only their heads (contracts.ts; docs/performance.md, issue 43).
   */
  contracts: Record<StatefulService, ServiceContract>;
  /** The handlers of each stateful service's routes. */
  handlers: Record<StatefulService, Domain['handlers']>;
  /** The answer of PDF routes in an engine made without a renderer (municipal/problems.ts). */
  pdfUnavailable(): Error;
  /** The owner channel's operations (content tokens, the owner's journal, export and import). */
  owner(context: EngineContext): OwnerApi;
  /**
   * A studio URL's answer (`<base>studio/<project>/<path>`, studio/serve.ts): the server and the
   * files' table live here, beside the database, so the worker's own script only checks the prefix.
   */
  serveStudio(context: EngineContext, request: Request, destination?: string): Promise<Response>;
}
