import { describe, expect, it } from 'vitest';
import { Router } from '../../../src/engine/http/router.ts';

const ok = () => new Response('ok');

describe('Router', () => {
  it('matches literal segments and decodes captures', () => {
    const router = new Router();
    router.add({ method: 'GET', path: '/v1/services/:id', handler: ok });
    const found = router.lookup('GET', '/v1/services/caf%C3%A9');
    expect(found.kind).toBe('match');
    if (found.kind === 'match') expect(found.match.params).toEqual({ id: 'café' });
  });

  it('refuses two routes for the same method and path', () => {
    const router = new Router();
    router.add({ method: 'GET', path: '/a/:id', handler: ok });
    expect(() => router.add({ method: 'GET', path: '/a/:id', handler: ok })).toThrow(/Two routes claim GET \/a\/:id/);
  });

  it('reports the allowed methods, sorted, with OPTIONS, for a wrong method', () => {
    const router = new Router();
    router.add({ method: 'POST', path: '/x', handler: ok });
    router.add({ method: 'GET', path: '/x', handler: ok });
    expect(router.lookup('DELETE', '/x')).toEqual({ kind: 'method-not-allowed', allow: 'GET, HEAD, OPTIONS, POST' });
    expect(router.lookup('OPTIONS', '/x')).toEqual({ kind: 'options', allow: 'GET, HEAD, OPTIONS, POST' });
  });

  it('finds nothing for an unknown path or a different number of segments', () => {
    const router = new Router();
    router.add({ method: 'GET', path: '/a/:id', handler: ok });
    expect(router.lookup('GET', '/a')).toEqual({ kind: 'none' });
    expect(router.lookup('GET', '/a/1/2')).toEqual({ kind: 'none' });
    expect(router.lookup('GET', '/a/')).toEqual({ kind: 'none' });
  });
});
