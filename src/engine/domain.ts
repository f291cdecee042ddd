/** What each service (municipal, content, greeting, docs) gives the engine. */
import type { Clock, RandomSource } from './clock.ts';
import type { SandboxDb } from './db/database.ts';
import type { Documents } from './documents/port.ts';
import type { ServiceContract } from './http/contract.ts';
import type { RouteHandler } from './http/router.ts';
import type { PdfRenderer } from './pdf/port.ts';

/** Everything a handler may depend on: injected, never global. */
export interface EngineContext<Db = SandboxDb> {
  /** The database; a service's functions are typed with only its own tables (MunicipalDb, ContentDb). */
  db: Db;
  clock: Clock;
  random: RandomSource;
  /** Base path of the site, always ending in `/`. */
  base: string;
  /** Builds receipt and form PDFs (jsPDF, loaded lazily in the worker). */
  pdf: PdfRenderer;
  /** Builds the documents the sandbox serves (loaded lazily in the worker, see documents/port.ts). */
  documents: Documents;
  /** The engine's own `handle`: the MCP endpoint answers a tool call through the HTTP API's route. */
  dispatch(request: Request): Promise<Response>;
  /**
   * Settles once every request answered so far is in the journal. Journal and report-card reads wait
   * for it, so a client that reads its card right after its run finds every request of the run there
   * (entries are otherwise written in batches up to 500 ms after their answers).
   */
  journalWritten(): Promise<void>;
}

/** A service: its contract (routes, schemas, errors) and a handler for each of its routes. */
export interface Domain {
  contract: ServiceContract;
  handlers(context: EngineContext): Record<string, RouteHandler>;
}
