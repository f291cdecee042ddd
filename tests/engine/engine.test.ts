/** The engine as a whole: unknown paths, error mapping, unexpected errors, and the paths it owns. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, errorResponse } from '../../src/engine/http/errors.ts';
import { createEngine, isEnginePath, normaliseBase } from '../../src/engine/index.ts';
import { testDb, testEngine } from './support.ts';

afterEach(() => vi.restoreAllMocks());

describe('unknown paths', () => {
  it.each(['/v1/nothing-here', '/api/nothing-here', '/formulare/x/y'])(
    '%s answers a JSON 404 Problem, never the app shell',
    async (path) => {
      const res = await testEngine().call('GET', path);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
      const body = await res.json();
      expect(body.error).toBe('not_found');
      expect(typeof body.message).toBe('string');
    },
  );
});

describe('error mapping', () => {
  it('maps an ApiError to a Problem body with its status, headers and extra members', async () => {
    const res = errorResponse(
      new ApiError(429, 'capacity_reached', 'Wait.', { headers: { 'retry-after': '60' }, extra: { limit: 40 } }),
      { style: 'problem', typeBase: 'http://localhost/v1/guide#error-' },
    );
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('60');
    expect(await res.json()).toEqual({
      error: 'capacity_reached',
      message: 'Wait.',
      status: 429,
      type: 'http://localhost/v1/guide#error-capacity_reached',
      limit: 40,
    });
  });

  it('maps an unexpected error to a logged 500 Problem without leaking details', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = errorResponse(new TypeError('secret internals'), { style: 'problem' });
    expect(res.status).toBe(500);
    const body = await res.json();
    expect(body.error).toBe('internal_error');
    expect(JSON.stringify(body)).not.toContain('secret internals');
    expect(log).toHaveBeenCalled();
  });

  it('turns a handler that throws into a 500 answer, not a rejected promise', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // The raw engine: the conformance check of testEngine refuses every 500, as it should.
    const engine = createEngine({ db: testDb() });
    // A request body stream that breaks: the handler's read throws something that is not an ApiError.
    const body = new ReadableStream({
      pull(controller) {
        controller.error(new Error('stream broke'));
      },
    });
    const request = new Request('http://localhost/hello', { method: 'POST', body, duplex: 'half' } as RequestInit);
    const res = await engine.handle(request);
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: 500 });
  });
});

describe('paths the service worker sends to the engine', () => {
  it.each([
    ['/v1/sessions', true],
    ['/formulare/termin', true],
    ['/api/pages', true],
    ['/hello', true],
    ['/hello/Ada', true],
    ['/llms.txt', true],
    ['/hellothere', false],
    ['/', false],
    ['/index.html', false],
    ['/assets/index.js', false],
  ])('%s -> %s', (path, expected) => {
    expect(isEnginePath(path, '/')).toBe(expected);
  });

  it('follows the base path', () => {
    expect(isEnginePath('/sandbox/hello/x', '/sandbox/')).toBe(true);
    expect(isEnginePath('/hello/x', '/sandbox/')).toBe(false);
  });

  it('normalises base paths', () => {
    expect(normaliseBase('')).toBe('/');
    expect(normaliseBase('sandbox')).toBe('/sandbox/');
    expect(normaliseBase('/a/b/')).toBe('/a/b/');
  });
});

describe('/llms.txt', () => {
  it('is plain text that names the sandbox, its safety rules and the greeting app', async () => {
    const res = await testEngine().call('GET', '/llms.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toContain('http://localhost/hello/{name}');
    expect(text).toMatch(/never place it in a URL/);
  });
});

describe('documents', () => {
  it('without document builders, the guides and schemas answer 503 with what to do, not a 500', async () => {
    const engine = createEngine({ db: testDb() });
    for (const path of ['v1/guide', 'v1/openapi.json', 'api/schema', 'llms.txt', 'v1/services/termin']) {
      const res = await engine.handle(new Request(`http://localhost/${path}`));
      expect(res.status, path).toBe(503);
      const body = await res.json();
      expect(body.error).toBe('documents_unavailable');
      expect(body.message).toMatch(/reload the app once with a network/);
    }
    // Everything else works without them.
    expect((await engine.handle(new Request('http://localhost/v1/services'))).status).toBe(200);
  });
});
