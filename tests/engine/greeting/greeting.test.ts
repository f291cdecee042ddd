/** The greeting app, rule by rule (content-api-and-greeting.md part B, product-decisions.md). */
import { describe, expect, it } from 'vitest';
import { testEngine } from '../support.ts';

describe('GET /hello/{name}', () => {
  it('answers 200 with hello equal to the name', async () => {
    const res = await testEngine().call('GET', '/hello/Ada');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({ hello: 'Ada' });
  });

  it('percent-decodes the path segment', async () => {
    const res = await testEngine().call('GET', '/hello/J%C3%BCrgen%20M%C3%BCller');
    expect(await res.json()).toEqual({ hello: 'Jürgen Müller' });
  });

  it('keeps an encoded slash as part of the one name', async () => {
    const res = await testEngine().call('GET', '/hello/a%2Fb');
    expect(await res.json()).toEqual({ hello: 'a/b' });
  });

  it('answers 400 with error=400 for invalid percent-encoding', async () => {
    const res = await testEngine().call('GET', '/hello/%E0%A4%A');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 400 });
  });

  it('answers 404 with error=404 for more than one segment after /hello/', async () => {
    const res = await testEngine().call('GET', '/hello/a/b');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 404 });
  });

  it('answers 404 for an empty name (/hello/)', async () => {
    const res = await testEngine().call('GET', '/hello/');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 404 });
  });

  it('answers 405 with Allow for POST /hello/{name}', async () => {
    const res = await testEngine().call('POST', '/hello/Ada', { name: 'x' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect(await res.json()).toEqual({ error: 405 });
  });
});

describe('POST /hello', () => {
  it('answers 200 with hello equal to the trimmed name', async () => {
    const res = await testEngine().call('POST', '/hello', { name: '  Grace Hopper \n' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ hello: 'Grace Hopper' });
  });

  it.each([
    ['not JSON', '{"name": '],
    ['empty body', ''],
    ['trailing garbage', '{"name":"a"} x'],
  ])('answers 400 with error=400 for malformed JSON (%s)', async (_, raw) => {
    const res = await testEngine().call('POST', '/hello', raw);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 400 });
  });

  it.each([
    ['a number', { name: 42 }],
    ['null', { name: null }],
    ['missing', {}],
    ['blank', { name: '   ' }],
    ['empty', { name: '' }],
    ['a JSON string body', 'Ada'],
    ['a JSON array body', ['Ada']],
    ['null body', null],
  ])('answers 422 with error=422 when the name is %s', async (_, body) => {
    const res = await testEngine().call('POST', '/hello', JSON.stringify(body));
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ error: 422 });
  });
});

describe('/hello itself', () => {
  it('GET /hello gives 405 with Allow: OPTIONS, POST', async () => {
    const res = await testEngine().call('GET', '/hello');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('OPTIONS, POST');
    expect(await res.json()).toEqual({ error: 405 });
  });

  it.each(['PUT', 'DELETE', 'PATCH'])('%s /hello gives 405 like GET', async (method) => {
    const res = await testEngine().call(method, '/hello');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('OPTIONS, POST');
  });

  it('OPTIONS /hello answers 204 with Allow: OPTIONS, POST', async () => {
    const res = await testEngine().call('OPTIONS', '/hello');
    expect(res.status).toBe(204);
    expect(res.headers.get('allow')).toBe('OPTIONS, POST');
    expect(await res.text()).toBe('');
  });

  it('an unknown path under /hello gives 404 with error=404', async () => {
    const res = await testEngine().call('GET', '/hellox');
    expect(res.status).toBe(404);
  });
});

describe('under a sub-path', () => {
  it('answers /sandbox/hello/{name} when the base is /sandbox/', async () => {
    const engine = testEngine({ base: '/sandbox/' });
    const res = await engine.call('GET', '/hello/Ada');
    expect(await res.json()).toEqual({ hello: 'Ada' });
    const outside = await engine.handle(new Request('http://localhost/hello/Ada'));
    expect(outside.status).toBe(404);
  });
});
