import { describe, expect, it, vi } from 'vitest';
import type * as actual from '../../src/engine/contract-modules.ts';
import { createEngineCore } from '../../src/engine/core.ts';
import { createDocuments } from '../../src/engine/documents/build.ts';
import { services } from '../../src/engine/services/all.ts';
import { testDb } from './support.ts';

// Each loader of contract-modules.ts, counted: the worker evaluates the catalogue only when its loader
// is first called (docs/performance.md, third pass). The stateful contracts come with the services
// (services.js in the worker, issue 43): counted as loads of the services port.
const calls = vi.hoisted(() => ({ catalogue: 0, services: 0 }));
vi.mock('../../src/engine/contract-modules.ts', async (importOriginal) => {
  const original = await importOriginal<typeof actual>();
  const counted = Object.fromEntries(
    Object.entries(original.contractModules).map(([name, load]) => [
      name,
      () => {
        calls[name as keyof typeof calls] += 1;
        return (load as () => Promise<unknown>)();
      },
    ]),
  );
  return { contractModules: counted };
});

const get = (path: string) => new Request(`http://localhost${path}`);
const engine = () =>
  createEngineCore({
    db: testDb(),
    documents: createDocuments(),
    services: () => {
      calls.services += 1;
      return services;
    },
  });

describe('the core routes by the contracts’ heads', () => {
  it('answers /hello, POST /hello, /llms.txt and paths of no service without loading any other contract', async () => {
    const core = engine();
    expect((await core.handle(get('/hello/Ada'))).status).toBe(200);
    const post = new Request('http://localhost/hello', { method: 'POST', body: '{"name":" "}' });
    expect((await core.handle(post)).status).toBe(422);
    expect((await core.handle(get('/llms.txt'))).status).toBe(200);
    expect((await core.handle(get('/elsewhere'))).status).toBe(404);
    expect(calls).toEqual({ catalogue: 0, services: 0 });
  });

  it('loads a service’s contract with the services at its first request, once, and answers its errors in its style', async () => {
    const core = engine();
    const before = { ...calls };
    const unknown = await core.handle(get('/api/nowhere'));
    expect(calls.services - before.services).toBe(1);
    expect(unknown.status).toBe(404);
    // The error's style and its guide link come from the head: the content API's Problem with its type.
    expect(unknown.headers.get('content-type')).toContain('application/problem+json');
    expect(((await unknown.json()) as { type: string }).type).toBe('http://localhost/api/guide#error-not_found');
    expect((await core.handle(get('/api/pages'))).status).toBe(401);
    expect((await core.handle(get('/v1/services/umzug'))).status).toBe(200);
    expect((await core.handle(get('/v1/services/umzug'))).status).toBe(200);
    expect((await core.handle(new Request('http://localhost/mcp'))).status).toBe(405);
    // Loaded once for all three contracts (the engine keeps the services).
    expect(calls.services - before.services).toBe(1);
  });

  it('answers GET and HEAD /v1/services from the catalogue alone, without the municipal contract (issue 43)', async () => {
    const core = engine();
    const before = { ...calls };
    const list = await core.handle(get('/v1/services'));
    expect(list.status).toBe(200);
    expect(((await list.json()) as { services: unknown[] }).services).toHaveLength(16);
    const head = await core.handle(new Request('http://localhost/v1/services', { method: 'HEAD' }));
    expect([head.status, head.body]).toEqual([200, null]);
    expect(calls.services - before.services).toBe(0);
    expect(calls.catalogue - before.catalogue).toBe(2);
    // Every other method is the municipal router's: it says which are allowed.
    const post = await core.handle(new Request('http://localhost/v1/services', { method: 'POST' }));
    expect([post.status, post.headers.get('allow')]).toEqual([405, 'GET, HEAD, OPTIONS']);
    expect(calls.services - before.services).toBe(1);
  });
});
