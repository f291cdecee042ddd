import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEngineCore } from '../../src/engine/core.ts';
import { createDocuments } from '../../src/engine/documents/build.ts';
import { services } from '../../src/engine/services/all.ts';
import { BUILD_ID } from '../../src/shared/build.mjs';
import { type ServicesScript, servicesFrom, storeServicesScript } from '../../src/sw/services-script-loader.ts';
import { testDb } from '../engine/support.ts';

type WorkerGlobals = { importScripts?: (url: string) => void; sandboxServices?: ServicesScript };
const worker = globalThis as unknown as WorkerGlobals & { self?: unknown };

beforeEach(() => {
  worker.self = globalThis;
});

afterEach(() => {
  delete worker.self;
  delete worker.importScripts;
  delete worker.sandboxServices;
  vi.restoreAllMocks();
});

/** A worker whose importScripts "evaluates" a services.js of `build`, counting imports and evaluations. */
function workerWith(build: string) {
  const counts = { imports: 0, services: 0, documents: 0 };
  worker.importScripts = () => {
    counts.imports += 1;
    worker.sandboxServices = {
      build,
      services: async () => {
        counts.services += 1;
        return services;
      },
      documents: async () => {
        counts.documents += 1;
        return createDocuments();
      },
    };
  };
  return counts;
}

const get = (path: string) => new Request(`http://localhost${path}`);

describe('services.js (stored at install, evaluated at the first request that needs it)', () => {
  it('is imported once per worker start, at the first stateful request, not for /hello or the catalogue', async () => {
    const counts = workerWith(BUILD_ID);
    const script = servicesFrom('/services.js');
    const engine = createEngineCore({ db: testDb(), services: script.services, documents: createDocuments() });
    expect((await engine.handle(get('/hello/Ada'))).status).toBe(200);
    expect((await engine.handle(get('/v1/services'))).status).toBe(200);
    expect(counts).toEqual({ imports: 0, services: 0, documents: 0 });
    const answers = await Promise.all([engine.handle(get('/v1/profiles')), engine.handle(get('/v1/services/termin'))]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(counts).toEqual({ imports: 1, services: 1, documents: 0 });
  });

  it('of another build is refused with 503 build_mismatch naming both builds, and never run', async () => {
    const counts = workerWith('0ther0build0');
    const engine = createEngineCore({ db: testDb(), services: servicesFrom('/services.js').services });
    const refused = await engine.handle(get('/v1/profiles'));
    expect(refused.status).toBe(503);
    const body = (await refused.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ error: 'build_mismatch', worker_build: BUILD_ID, script_build: '0ther0build0' });
    expect(counts.services).toBe(0);
  });

  it('fails the install when it cannot be loaded or is of another build, and passes it otherwise', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    worker.importScripts = () => {
      throw new TypeError('Failed to fetch services.js');
    };
    await expect(storeServicesScript('/services.js')).rejects.toMatchObject({
      message: 'services.js could not be loaded from /services.js',
      refusal: { script: 'services.js', url: '/services.js', worker_build: BUILD_ID, script_build: null },
    });
    workerWith('0ther0build0');
    await expect(storeServicesScript('/services.js')).rejects.toMatchObject({
      cause: { code: 'build_mismatch' },
      refusal: { script: 'services.js', worker_build: BUILD_ID, script_build: '0ther0build0' },
    });
    delete worker.sandboxServices;
    const counts = workerWith(BUILD_ID);
    await expect(storeServicesScript('/services.js')).resolves.toBeUndefined();
    // Storing evaluates only the announcement: the services themselves do not run at install.
    expect(counts).toEqual({ imports: 1, services: 0, documents: 0 });
  });
});
