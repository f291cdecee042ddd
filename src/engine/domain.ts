/** What each service (municipal, content, greeting, docs) gives the engine. */
import type { Clock, RandomSource } from './clock.ts';
import type { SandboxDb } from './db/database.ts';
import type { ErrorStyle } from './http/errors.ts';
import type { Route } from './http/router.ts';
import type { PdfRenderer } from './pdf/port.ts';

/** Everything a handler may depend on: injected, never global. */
export interface EngineContext {
  db: SandboxDb;
  clock: Clock;
  random: RandomSource;
  /** Base path of the site, always ending in `/`. */
  base: string;
  /** Builds receipt and form PDFs (jsPDF, loaded lazily in the worker). */
  pdf: PdfRenderer;
}

export interface Domain {
  name: string;
  /** True for every path (relative to the base) this domain answers, known route or not. */
  owns(path: string): boolean;
  errorStyle: ErrorStyle;
  /** Path of the guide's error sections, e.g. `/v1/guide#error-`; the Problem `type` links there. */
  errorGuide?: string;
  routes(context: EngineContext): Route[];
}
