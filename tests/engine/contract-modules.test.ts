import { describe, expect, it, vi } from 'vitest';
import type * as actual from '../../src/engine/contract-modules.ts';
import { createEngineCore } from '../../src/engine/core.ts';
import { createDocuments } from '../../src/engine/documents/build.ts';
import { services } from '../../src/engine/services/all.ts';
import { testDb } from './support.ts';

// Each loader of contract-modules.ts, counted: the worker evaluates those modules (the contracts with
// their schemas, the catalogue) only when a loader is first called (docs/performance.md, third pass).
const calls = vi.hoisted(() => ({ municipal: 0, content: 0, mcp: 0, catalogue: 0, pdfUnavailable: 0 }));
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
const engine = () => createEngineCore({ db: testDb(), documents: createDocuments(), services: () => services });

describe('the core routes by the contracts’ heads', () => {
  it('answers /hello, POST /hello, /llms.txt and paths of no service without loading any other contract', async () => {
    const core = engine();
    expect((await core.handle(get('/hello/Ada'))).status).toBe(200);
    const post = new Request('http://localhost/hello', { method: 'POST', body: '{"name":" "}' });
    expect((await core.handle(post)).status).toBe(422);
    expect((await core.handle(get('/llms.txt'))).status).toBe(200);
    expect((await core.handle(get('/elsewhere'))).status).toBe(404);
    expect(calls).toEqual({ municipal: 0, content: 0, mcp: 0, catalogue: 0, pdfUnavailable: 0 });
  });

  it('loads a service’s contract at its first request, once, and answers its errors in its style before', async () => {
    const core = engine();
    const before = { ...calls };
    const unknown = await core.handle(get('/api/nowhere'));
    expect(unknown.status).toBe(404);
    // The error's style and its guide link come from the head: the content API's Problem with its type.
    expect(unknown.headers.get('content-type')).toContain('application/problem+json');
    expect(((await unknown.json()) as { type: string }).type).toBe('http://localhost/api/guide#error-not_found');
    expect((await core.handle(get('/api/pages'))).status).toBe(401);
    expect(calls.content - before.content).toBe(1);
    expect((await core.handle(get('/v1/services/umzug'))).status).toBe(200);
    expect((await core.handle(get('/v1/services/umzug'))).status).toBe(200);
    expect(calls.municipal - before.municipal).toBe(1);
    expect(calls.mcp - before.mcp).toBe(0);
    expect((await core.handle(new Request('http://localhost/mcp'))).status).toBe(405);
    expect(calls.mcp - before.mcp).toBe(1);
  });

  it('answers GET and HEAD /v1/services from the catalogue alone, without the municipal contract (issue 43)', async () => {
    const core = engine();
    const before = { ...calls };
    const list = await core.handle(get('/v1/services'));
    expect(list.status).toBe(200);
    expect(((await list.json()) as { services: unknown[] }).services).toHaveLength(16);
    const head = await core.handle(new Request('http://localhost/v1/services', { method: 'HEAD' }));
    expect([head.status, head.body]).toEqual([200, null]);
    expect(calls.municipal - before.municipal).toBe(0);
    expect(calls.catalogue - before.catalogue).toBe(2);
    // Every other method is the municipal router's: it says which are allowed.
    const post = await core.handle(new Request('http://localhost/v1/services', { method: 'POST' }));
    expect([post.status, post.headers.get('allow')]).toEqual([405, 'GET, HEAD, OPTIONS']);
    expect(calls.municipal - before.municipal).toBe(1);
  });
});
