import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Documents } from '../../src/engine/documents/port.ts';
import { ApiError } from '../../src/engine/http/errors.ts';
import { services } from '../../src/engine/services/all.ts';
import { evaluateFromCache, lazyDocuments, lazyPdfRenderer, lazyServices } from '../../src/sw/lazy-scripts.ts';

type WorkerGlobals = { importScripts?: (url: string) => void; sandboxServices?: unknown; sandboxDocuments?: unknown };
const worker = globalThis as unknown as WorkerGlobals & { self?: unknown };

afterEach(() => {
  delete worker.importScripts;
  delete worker.sandboxServices;
  delete worker.sandboxDocuments;
  delete worker.self;
});

function asWorker(importScripts: (url: string) => void) {
  worker.self = globalThis;
  worker.importScripts = importScripts;
}

describe('the services script (stored at install, imported on first use)', () => {
  it('is imported once, at the first call', () => {
    const imported: string[] = [];
    asWorker((url) => {
      imported.push(url);
      worker.sandboxServices = services;
    });
    const load = lazyServices('/services.js');
    expect(imported).toEqual([]);
    expect(load()).toBe(services);
    expect(load()).toBe(services);
    expect(imported).toEqual(['/services.js']);
  });

  it('is a 503 services_unavailable with what to do when it was not stored', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    asWorker(() => {
      throw new TypeError('not stored');
    });
    const error = (() => {
      try {
        lazyServices('/services.js')();
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(503);
    expect((error as ApiError).code).toBe('services_unavailable');
    expect((error as ApiError).message).toMatch(/reload the app once with a network/);
  });
});

describe('the document builders (read from the precache and evaluated on first use)', () => {
  const script = `self.sandboxDocuments = { llmsTxt: async (base) => 'llms for ' + base };`;

  it('are evaluated once, also when two requests ask at the same time', async () => {
    asWorker(() => {});
    const find = vi.fn(async () => new Response(script));
    const documents = lazyDocuments('/documents.js', evaluateFromCache(find));
    expect(find).not.toHaveBeenCalled();
    const answers = await Promise.all([documents.llmsTxt('http://a/'), documents.llmsTxt('http://b/')]);
    expect(answers).toEqual(['llms for http://a/', 'llms for http://b/']);
    expect(find).toHaveBeenCalledTimes(1);
    expect(find).toHaveBeenCalledWith('/documents.js');
    expect((worker.sandboxDocuments as Documents | undefined)?.llmsTxt).toBeTypeOf('function');
  });

  it('answer 503 documents_unavailable when the precache lacks them, and try again next time', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    asWorker(() => {});
    const find = vi.fn(async () => undefined);
    const documents = lazyDocuments('/documents.js', evaluateFromCache(find));
    await expect(documents.llmsTxt('http://a/')).rejects.toMatchObject({ status: 503, code: 'documents_unavailable' });
    await expect(documents.guide('municipal', 'http://a/')).rejects.toMatchObject({ code: 'documents_unavailable' });
    expect(find).toHaveBeenCalledTimes(2);
  });

  it('the PDF renderer likewise answers 503 pdf_unavailable', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    asWorker(() => {});
    const pdf = lazyPdfRenderer(
      '/pdf-renderer.js',
      evaluateFromCache(async () => undefined),
    );
    await expect(pdf.receipt({} as never)).rejects.toMatchObject({ status: 503, code: 'pdf_unavailable' });
  });
});
