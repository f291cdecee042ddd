/**
 * The worker's side of `pdf-renderer.js` (pdf-script.ts): stored with importScripts() while the worker
 * installs (a new script may be imported only then; later imports of it come from the worker's script
 * store, offline too), evaluated again at the first PDF request of each worker start. A script of
 * another build is refused: at install the install fails (the previous worker stays), later every PDF
 * request answers 503 `build_mismatch` naming both builds, and its renderer never runs.
 */
import { ApiError } from '../engine/http/errors.ts';
import type { PdfRenderer } from '../engine/pdf/port.ts';
import { BUILD_ID, BUILD_MISMATCH, PDF_SCRIPT } from '../shared/build.mjs';

/** What pdf-renderer.js puts on `self.sandboxPdf`. */
export interface PdfScript {
  /** The build the script is from. */
  build: string;
  /** Evaluates jsPDF and makes the renderer. */
  load(): Promise<PdfRenderer>;
}

declare const self: { importScripts(...urls: string[]): void; sandboxPdf?: PdfScript };

/** The script, evaluated if it was not yet in this worker start; throws when it cannot be. */
function evaluate(scriptUrl: string): PdfScript {
  if (!self.sandboxPdf) self.importScripts(scriptUrl);
  const script = self.sandboxPdf;
  if (!script) throw new ApiError(503, 'pdf_unavailable', `${PDF_SCRIPT} set no renderer.`);
  if (script.build !== BUILD_ID) {
    throw new ApiError(
      503,
      BUILD_MISMATCH,
      `${PDF_SCRIPT} is build ${script.build}, but this worker is build ${BUILD_ID}: it is not run. Deploy every file of one build together.`,
      { extra: { worker_build: BUILD_ID, script_build: script.build } },
    );
  }
  return script;
}

/**
 * Stores the script: call in the install event, synchronously, and wait for the promise
 * (`event.waitUntil`): a script that cannot be loaded, or one of another build, fails the install.
 */
export function storePdfScript(scriptUrl: string): Promise<void> {
  try {
    evaluate(scriptUrl);
    return Promise.resolve();
  } catch (error) {
    console.error(`[sw] ${PDF_SCRIPT} cannot be installed`, error);
    return Promise.reject(error);
  }
}

/** The renderer of the stored script, made at the first call (deferred.ts keeps it once made). */
export function pdfRendererFrom(scriptUrl: string): () => Promise<PdfRenderer> {
  return async () => evaluate(scriptUrl).load();
}
