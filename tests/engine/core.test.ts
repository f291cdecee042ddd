import { describe, expect, it, vi } from 'vitest';
import { createEngineCore } from '../../src/engine/core.ts';
import { createDocuments } from '../../src/engine/documents/build.ts';
import { ApiError } from '../../src/engine/http/errors.ts';
import { services } from '../../src/engine/services/all.ts';
import type { Services } from '../../src/engine/services/port.ts';
import { testDb } from './support.ts';

/** A services port that counts how often the services were evaluated, like the worker's services.js. */
function countingServices(available = true) {
  const loads = { count: 0 };
  let loaded: Services | undefined;
  const load = () => {
    if (!available) throw new ApiError(503, 'services_unavailable', 'Not stored.');
    if (!loaded) {
      loads.count += 1;
      loaded = services;
    }
    return loaded;
  };
  return { loads, load };
}

const get = (path: string) => new Request(`http://localhost${path}`);

describe('the engine core loads the stateful services on first use', () => {
  it('answers /hello, /llms.txt, the catalogue and unknown paths without them', async () => {
    const { loads, load } = countingServices();
    const engine = createEngineCore({ db: testDb(), documents: createDocuments(), services: load });
    expect((await engine.handle(get('/hello/Ada'))).status).toBe(200);
    // GET /v1/services needs no state: the core answers it, a cold worker never evaluates services.js.
    const catalogue = await engine.handle(get('/v1/services'));
    expect(catalogue.status).toBe(200);
    expect(((await catalogue.json()) as { services: unknown[] }).services).toHaveLength(16);
    expect((await engine.handle(new Request('http://localhost/v1/services', { method: 'HEAD' }))).status).toBe(200);
    expect((await engine.handle(get('/llms.txt'))).status).toBe(200);
    expect((await engine.handle(get('/elsewhere'))).status).toBe(404);
    expect(loads.count).toBe(0);
  });

  it('loads them for a stateful service’s router answers too: its contract is theirs (issue 43)', async () => {
    const { loads, load } = countingServices();
    const engine = createEngineCore({ db: testDb(), documents: createDocuments(), services: load });
    const nowhere = await engine.handle(get('/v1/nowhere'));
    expect([nowhere.status, ((await nowhere.json()) as { error: string }).error]).toEqual([404, 'not_found']);
    const options = await engine.handle(new Request('http://localhost/v1/services', { method: 'OPTIONS' }));
    expect([options.status, options.headers.get('allow')]).toEqual([204, 'GET, HEAD, OPTIONS']);
    expect(loads.count).toBe(1);
  });

  it('answers a stateful service’s unknown path 503 services_unavailable when they cannot be loaded', async () => {
    const { load } = countingServices(false);
    const engine = createEngineCore({ db: testDb(), documents: createDocuments(), services: load });
    const response = await engine.handle(get('/api/nowhere'));
    expect(response.status).toBe(503);
    expect(((await response.json()) as { type: string }).type).toBe(
      'http://localhost/api/guide#error-services_unavailable',
    );
    expect((await engine.handle(get('/v1/services'))).status).toBe(200);
  });

  it('loads them once, at the first request a stateful service answers', async () => {
    const { loads, load } = countingServices();
    const engine = createEngineCore({ db: testDb(), documents: createDocuments(), services: load });
    expect((await engine.handle(get('/v1/profiles'))).status).toBe(200);
    expect((await engine.handle(get('/api/pages'))).status).toBe(401);
    expect((await engine.handle(get('/v1/services/termin'))).status).toBe(200);
    expect(loads.count).toBe(1);
  });

  it('opens the database through them when none was given, once they are loaded', async () => {
    const { loads, load } = countingServices();
    const engine = createEngineCore({ documents: createDocuments(), services: load });
    expect(loads.count).toBe(0);
    expect(() => engine.context.db).toThrow(/before the services/);
    expect((await engine.handle(get('/v1/services/termin'))).status).toBe(200);
    expect(loads.count).toBe(1);
    expect(() => engine.context.db).not.toThrow();
  });

  it('loads them once when two requests ask at the same time (an asynchronous port, as the worker’s import())', async () => {
    let loads = 0;
    const engine = createEngineCore({
      db: testDb(),
      documents: createDocuments(),
      services: async () => {
        loads += 1;
        await new Promise((resolve) => setTimeout(resolve, 5));
        return services;
      },
    });
    const answers = await Promise.all([engine.handle(get('/v1/profiles')), engine.handle(get('/v1/services/termin'))]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(loads).toBe(1);
  });

  it('answers 503 services_unavailable when loading them throws a plain error, and tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let attempts = 0;
    const engine = createEngineCore({
      db: testDb(),
      documents: createDocuments(),
      services: async () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('a module of the services threw at its top level');
        return services;
      },
    });
    const first = await engine.handle(get('/v1/services/termin'));
    expect(first.status).toBe(503);
    expect(((await first.json()) as { error: string }).error).toBe('services_unavailable');
    expect((await engine.handle(get('/v1/services/termin'))).status).toBe(200);
  });

  it('answers 503 services_unavailable when they cannot be loaded, and the rest still works', async () => {
    const { load } = countingServices(false);
    const engine = createEngineCore({ db: testDb(), documents: createDocuments(), services: load });
    const response = await engine.handle(get('/v1/profiles'));
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(((await response.json()) as { error: string }).error).toBe('services_unavailable');
    expect((await engine.handle(get('/hello/Ada'))).status).toBe(200);
  });

  it('declares services_unavailable in the OpenAPI documents', async () => {
    const documents = createDocuments();
    const municipal = JSON.parse(await documents.openApi('municipal', 'http://localhost/')) as {
      paths: Record<string, Record<string, { responses: Record<string, { description: string }> }>>;
    };
    expect(municipal.paths['/v1/services']?.get?.responses['503']?.description).toContain('services_unavailable');
  });
});
