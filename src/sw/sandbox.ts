/**
 * The engine as a worker uses it, shared by the app's worker (sw.ts) and the embed (embed.ts):
 * which requests are the sandbox's (`matches`) and the answer to them (`handle`).
 */
import { isEnginePath } from '../engine/contracts.ts';
import { createEngineCore, type Engine } from '../engine/core.ts';
import type { JournalSource } from '../engine/db/journal-tables.ts';
import type { HandleOptions } from '../engine/journal/watch.ts';
import { withoutMark } from './bridge-via.ts';
import { lazyDocuments, lazyPdfRenderer, type ScriptEvaluator } from './lazy-scripts.ts';
import { servicesLoader } from './services-loader.ts';

declare const self: ServiceWorkerGlobalScope;

export interface Sandbox {
  /** Path the sandbox's APIs live under, e.g. `/` (`/v1/...`) or `/sandbox/` (`/sandbox/v1/...`). */
  readonly base: string;
  readonly engine: Engine;
  /** True for a request of this origin to one of the engine's paths: `/v1`, `/api`, `/hello`, ... */
  matches(request: Request | URL | string): boolean;
  /**
   * The engine's answer; never throws (errors are Problem responses). `options` tell the journal where
   * the request came from and keep the worker alive until it is written (docs/journal.md).
   */
  handle(request: Request, options?: HandleOptions): Promise<Response>;
}

/** The lazily evaluated scripts (lazy-scripts.ts): their URLs, and how the PDF and document scripts are evaluated. */
export interface SandboxScripts {
  /** Stored at install with importScripts(). */
  servicesScript: string;
  pdfScript: string;
  documentsScript: string;
  evaluate: ScriptEvaluator;
}

/** `source`: what the journal records when a caller gives none (the embed: 'embed', also inside a site's worker). */
export function createSandbox(base: string, scripts: SandboxScripts, source: JournalSource = 'app'): Sandbox {
  // The core only: the stateful services and Dexie are evaluated when a request first needs them.
  const engine = createEngineCore({
    base,
    services: servicesLoader(scripts.servicesScript),
    pdf: lazyPdfRenderer(scripts.pdfScript, scripts.evaluate),
    documents: lazyDocuments(scripts.documentsScript, scripts.evaluate),
  });
  return {
    base,
    engine,
    matches(request) {
      const url = new URL(
        typeof request === 'string' || request instanceof URL ? request : request.url,
        self.location.href,
      );
      return url.origin === self.location.origin && isEnginePath(url.pathname, base);
    },
    // The embed has no app window to trust a mark from (bridge-via.ts): it never reaches its engine.
    handle: (request, options) =>
      engine.handle(source === 'embed' ? withoutMark(request) : request, { source, ...options }),
  };
}
