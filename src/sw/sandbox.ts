/**
 * The engine as a worker uses it, shared by the app's worker (sw.ts) and the embed (embed.ts):
 * which requests are the sandbox's (`matches`) and the answer to them (`handle`). The stateful
 * services and the document builders are services.js, the PDF renderer pdf-renderer.js: scripts
 * beside the worker's own at `scripts`, stored at install and evaluated on first use (deferred-modules.ts).
 */
import { isEnginePath } from '../engine/contracts.ts';
import { createEngineCore, type Engine } from '../engine/core.ts';
import type { RequestSource } from '../engine/db/journal-tables.ts';
import { ApiError, errorResponse } from '../engine/http/errors.ts';
import type { HandleOptions } from '../engine/journal/watch.ts';
import { BUILD_ID, BUILD_MISMATCH } from '../shared/build.mjs';
import { withoutMark } from './bridge-via.ts';
import { deferredDocuments, deferredPdfRenderer } from './deferred.ts';
import { deferredModules, type StoredScriptUrls } from './deferred-modules.ts';

// The studio's prefix check is part of the core, so services.js (whose server uses the same limits)
// reads these modules from the core's registry instead of carrying a second copy.
export { isStudioPath, studioProjectOf } from '../engine/studio/prefix.ts';

declare const self: ServiceWorkerGlobalScope;

export interface Sandbox {
  /** Path the sandbox's APIs live under, e.g. `/` (`/v1/...`) or `/sandbox/` (`/sandbox/v1/...`). */
  readonly base: string;
  /** The build this worker script is from (shared/build.mjs). */
  readonly build: string;
  readonly engine: Engine;
  /** True for a request of this origin to one of the engine's paths: `/v1`, `/api`, `/hello`, ... */
  matches(request: Request | URL | string): boolean;
  /**
   * The engine's answer; never throws (errors are Problem responses). `options` tell the journal where
   * the request came from and keep the worker alive until it is written (docs/journal.md).
   */
  handle(request: Request, options?: HandleOptions): Promise<Response>;
}

export interface SandboxOptions {
  /** What the journal records when a caller gives none (the embed: 'embed', also inside a site's worker). */
  source?: RequestSource;
  /**
   * The build the page's script (or the site's worker) was made for. When it is not this script's
   * build, every answer is a 503 `build_mismatch` naming both: scripts of two builds never run together.
   */
  expectedBuild?: string | null;
}

export function createSandbox(base: string, scripts: StoredScriptUrls, options: SandboxOptions = {}): Sandbox {
  const deferred = deferredModules(scripts);
  const engine = createEngineCore({
    base,
    services: deferred.services,
    pdf: deferredPdfRenderer(deferred.pdfRenderer),
    documents: deferredDocuments(deferred.documents),
  });
  const source = options.source ?? 'app';
  const mismatch = options.expectedBuild && options.expectedBuild !== BUILD_ID ? options.expectedBuild : undefined;
  return {
    base,
    build: BUILD_ID,
    engine,
    matches(request) {
      const url = new URL(
        typeof request === 'string' || request instanceof URL ? request : request.url,
        self.location.href,
      );
      return url.origin === self.location.origin && isEnginePath(url.pathname, base);
    },
    // The embed has no app window to trust a mark from (bridge-via.ts): it never reaches its engine.
    handle: (request, handleOptions) =>
      mismatch === undefined
        ? engine.handle(source === 'embed' ? withoutMark(request) : request, { source, ...handleOptions })
        : Promise.resolve(buildMismatch(mismatch)),
  };
}

/** The answer of a worker script asked to run with a script of another build. */
function buildMismatch(expected: string): Response {
  return errorResponse(
    new ApiError(
      503,
      BUILD_MISMATCH,
      `This worker script is build ${BUILD_ID}, but the script that registered it is build ${expected}. Copy every file of dist/embed/ from one build.`,
      { extra: { worker_build: BUILD_ID, expected_build: expected } },
    ),
    { style: 'problem' },
  );
}
