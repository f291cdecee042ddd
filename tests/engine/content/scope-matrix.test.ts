/** Every endpoint x no token, read-only, write, write+publish, revoked: allowed, 401 or 403. */
import { describe, expect, it } from 'vitest';
import { testEngine } from '../support.ts';
import { bearer, newPage, PNG, PUBLISH, publish, READ, tokenWith, upload, WRITE } from './support.ts';

type Need = 'read' | 'write' | 'publish';
type Kind = 'none' | 'read' | 'write' | 'publish' | 'revoked';

/** Each endpoint with the scope it needs and a request that would succeed with it. */
const ENDPOINTS: Array<{ name: string; need: Need; request: (ids: Ids) => [string, string, unknown?] }> = [
  { name: 'GET /api/pages', need: 'read', request: () => ['GET', '/api/pages'] },
  { name: 'GET /api/pages?status=published', need: 'read', request: () => ['GET', '/api/pages?status=published'] },
  { name: 'GET /api/pages/{id}', need: 'read', request: (i) => ['GET', `/api/pages/${i.page}`] },
  { name: 'GET /api/pages/{id}/published', need: 'read', request: (i) => ['GET', `/api/pages/${i.live}/published`] },
  { name: 'GET /api/pages/{id}/history', need: 'read', request: (i) => ['GET', `/api/pages/${i.page}/history`] },
  { name: 'POST /api/pages', need: 'write', request: () => ['POST', '/api/pages', { title: 'Neu' }] },
  {
    name: 'PUT /api/pages/{id}',
    need: 'write',
    request: (i) => ['PUT', `/api/pages/${i.page}`, { title: 'x', expected_version: 1 }],
  },
  {
    name: 'POST /api/pages/{id}/restore',
    need: 'write',
    request: (i) => ['POST', `/api/pages/${i.archived}/restore`, { expected_version: 2 }],
  },
  {
    name: 'POST /api/pages/{id}/publish',
    need: 'publish',
    request: (i) => ['POST', `/api/pages/${i.page}/publish`, { expected_version: 1 }],
  },
  {
    name: 'POST /api/pages/{id}/unpublish',
    need: 'publish',
    request: (i) => ['POST', `/api/pages/${i.live}/unpublish`, { expected_version: 2 }],
  },
  {
    name: 'POST /api/pages/{id}/archive',
    need: 'publish',
    request: (i) => ['POST', `/api/pages/${i.page}/archive`, { expected_version: 1 }],
  },
  { name: 'GET /api/images/{id}', need: 'read', request: (i) => ['GET', `/api/images/${i.image}`] },
  { name: 'PATCH /api/images/{id}', need: 'write', request: (i) => ['PATCH', `/api/images/${i.image}`, { alt: 'x' }] },
  { name: 'DELETE /api/images/{id}', need: 'write', request: (i) => ['DELETE', `/api/images/${i.image}`] },
  { name: 'POST /api/images', need: 'write', request: () => ['POST', '/api/images', PNG] },
];

interface Ids {
  page: string;
  live: string;
  archived: string;
  image: string;
}

const RANK: Record<Need, number> = { read: 1, write: 2, publish: 3 };

function expected(kind: Kind, need: Need): 'allowed' | 401 | 403 {
  if (kind === 'none' || kind === 'revoked') return 401;
  return RANK[kind] >= RANK[need] ? 'allowed' : 403;
}

async function world() {
  const engine = testEngine();
  const owner = await tokenWith(engine, PUBLISH, 'owner');
  const page = await newPage(engine, owner);
  const live = await newPage(engine, owner);
  await publish(engine, owner, live.id, 1);
  const archived = await newPage(engine, owner);
  await engine.call('POST', `/api/pages/${archived.id}/archive`, { expected_version: 1 }, bearer(owner));
  const image = (await upload(engine, owner)).body.id as string;
  const tokens: Record<Kind, string | undefined> = {
    none: undefined,
    read: await tokenWith(engine, READ),
    write: await tokenWith(engine, WRITE),
    publish: await tokenWith(engine, PUBLISH),
    revoked: undefined,
  };
  const revoked = await engine.owner.createToken({ name: 'old', scopes: PUBLISH });
  await engine.owner.revokeToken({ id: revoked.id });
  tokens.revoked = revoked.token;
  return { engine, ids: { page: page.id, live: live.id, archived: archived.id, image }, tokens };
}

describe('the scope matrix', () => {
  for (const endpoint of ENDPOINTS) {
    it(`${endpoint.name} needs ${endpoint.need}`, async () => {
      for (const kind of ['none', 'read', 'write', 'publish', 'revoked'] as Kind[]) {
        // A fresh world per cell: an allowed write must not change what the next cell sees.
        const { engine, ids, tokens } = await world();
        const [method, path, body] = endpoint.request(ids);
        const headers: Record<string, string> = tokens[kind] ? bearer(tokens[kind] as string) : {};
        const isImage = body instanceof Uint8Array;
        if (isImage) headers['content-type'] = 'image/png';
        const res = await engine.handle(
          new Request(`http://localhost${path}`, {
            method,
            headers: { ...(body !== undefined && !isImage ? { 'content-type': 'application/json' } : {}), ...headers },
            ...(body === undefined ? {} : { body: (isImage ? body : JSON.stringify(body)) as BodyInit }),
          }),
        );
        const want = expected(kind, endpoint.need);
        if (want === 'allowed') {
          expect(res.status, `${kind} on ${endpoint.name}`).toBeLessThan(300);
        } else {
          expect(res.status, `${kind} on ${endpoint.name}`).toBe(want);
          const problem = await res.json();
          expect(problem.error).toBe(want === 401 ? 'unauthorized' : 'insufficient_scope');
          if (want === 403) expect(problem.scope).toMatch(/^content:(write|publish)$/);
        }
      }
    });
  }

  it('the public documents and the feed need no token', async () => {
    const { engine } = await world();
    for (const path of ['/api/guide', '/api/schema', '/api/public/feed', '/llms.txt']) {
      expect((await engine.call('GET', path)).status).toBe(200);
    }
  });
});
