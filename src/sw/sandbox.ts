/**
 * The engine as a worker uses it, shared by the app's worker (sw.ts) and the embed (embed.ts):
 * which requests are the sandbox's (`matches`) and the answer to them (`handle`).
 */
import { createEngine, type Engine, isEnginePath } from '../engine/index.ts';
import { lazyDocuments, lazyPdfRenderer } from './lazy-scripts.ts';

declare const self: ServiceWorkerGlobalScope;

export interface Sandbox {
  /** Path the sandbox's APIs live under, e.g. `/` (`/v1/...`) or `/sandbox/` (`/sandbox/v1/...`). */
  readonly base: string;
  readonly engine: Engine;
  /** True for a request of this origin to one of the engine's paths: `/v1`, `/api`, `/hello`, ... */
  matches(request: Request | URL | string): boolean;
  /** The engine's answer; never throws (errors are Problem responses). */
  handle(request: Request): Promise<Response>;
}

/** URLs of the lazily evaluated scripts: imported at install, evaluated on first use. */
export interface SandboxScripts {
  pdfScript: string;
  documentsScript: string;
}

export function createSandbox(base: string, scripts: SandboxScripts): Sandbox {
  const engine = createEngine({
    base,
    pdf: lazyPdfRenderer(scripts.pdfScript),
    documents: lazyDocuments(scripts.documentsScript),
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
    handle: (request) => engine.handle(request),
  };
}
