import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PdfRenderer } from '../../src/engine/pdf/port.ts';
import { BUILD_ID } from '../../src/shared/build.mjs';
import { deferredPdfRenderer } from '../../src/sw/deferred.ts';
import { type PdfScript, pdfRendererFrom, storePdfScript } from '../../src/sw/pdf-script-loader.ts';

type WorkerGlobals = { importScripts?: (url: string) => void; sandboxPdf?: PdfScript };
const worker = globalThis as unknown as WorkerGlobals & { self?: unknown };

beforeEach(() => {
  worker.self = globalThis;
});

afterEach(() => {
  delete worker.self;
  delete worker.importScripts;
  delete worker.sandboxPdf;
  vi.restoreAllMocks();
});

const renderer: PdfRenderer = {
  receipt: async () => new Uint8Array([1]),
  form: async () => new Uint8Array([2]),
};

/** A worker whose importScripts "evaluates" a pdf-renderer.js of `build`, counting loads and imports. */
function workerWith(build: string) {
  const counts = { imports: 0, loads: 0 };
  worker.importScripts = () => {
    counts.imports += 1;
    worker.sandboxPdf = {
      build,
      load: async () => {
        counts.loads += 1;
        return renderer;
      },
    };
  };
  return counts;
}

describe('pdf-renderer.js (stored at install, evaluated at the first PDF request)', () => {
  it('is imported once per worker start and its renderer made once, also for two requests at once', async () => {
    const counts = workerWith(BUILD_ID);
    const pdf = deferredPdfRenderer(pdfRendererFrom('/pdf-renderer.js'));
    expect(counts).toEqual({ imports: 0, loads: 0 });
    const [a, b] = await Promise.all([pdf.form({} as never), pdf.receipt({} as never)]);
    expect([...a, ...b]).toEqual([2, 1]);
    expect(counts).toEqual({ imports: 1, loads: 1 });
  });

  it('of another build is refused with 503 build_mismatch naming both builds, and never run', async () => {
    const counts = workerWith('0ther0build0');
    const pdf = deferredPdfRenderer(pdfRendererFrom('/pdf-renderer.js'));
    const refused = await pdf.form({} as never).catch((error: unknown) => error);
    expect(refused).toMatchObject({
      status: 503,
      code: 'build_mismatch',
      options: { extra: { worker_build: BUILD_ID, script_build: '0ther0build0' } },
    });
    expect((refused as Error).message).toContain('0ther0build0');
    expect(counts.loads).toBe(0);
  });

  it('fails the install when it cannot be loaded or is of another build, and passes it otherwise', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    worker.importScripts = () => {
      throw new TypeError('Failed to fetch pdf-renderer.js');
    };
    await expect(storePdfScript('/pdf-renderer.js')).rejects.toMatchObject({
      message: 'pdf-renderer.js could not be loaded from /pdf-renderer.js',
      cause: new TypeError('Failed to fetch pdf-renderer.js'),
      refusal: { script: 'pdf-renderer.js', worker_build: BUILD_ID, script_build: null },
    });
    workerWith('0ther0build0');
    // The page is told which script and both builds (embed.ts posts the refusal to its pages).
    await expect(storePdfScript('/pdf-renderer.js')).rejects.toMatchObject({
      cause: { code: 'build_mismatch' },
      refusal: {
        type: 'sandbox-install-refused',
        script: 'pdf-renderer.js',
        worker_build: BUILD_ID,
        script_build: '0ther0build0',
      },
    });
    delete worker.sandboxPdf;
    const counts = workerWith(BUILD_ID);
    await expect(storePdfScript('/pdf-renderer.js')).resolves.toBeUndefined();
    // Storing does not make the renderer: jsPDF is not run at install.
    expect(counts).toEqual({ imports: 1, loads: 0 });
  });
});
