/** Tokens: made only by the owner, shown once, stored as a hash, scoped, revocable. */
import { describe, expect, it } from 'vitest';
import { WORKSPACE_TABS } from '../../../src/engine/content/tokens.ts';
import { testEngine } from '../support.ts';
import { call, PUBLISH, READ, tokenWith, WRITE } from './support.ts';

describe('owner tokens', () => {
  it('are shown once and stored only as a hash; read is always included', async () => {
    const engine = testEngine();
    const made = await engine.owner.createToken({ name: 'Mein Agent', scopes: ['content:write'] });
    expect(made.token).toMatch(/^cms_[a-f0-9]{64}$/);
    expect(made.scopes).toEqual(['content:read', 'content:write']);
    const stored = await engine.context.db.tokens.toArray();
    expect(JSON.stringify(stored)).not.toContain(made.token);
    const listed = await engine.owner.listTokens({});
    expect(listed).toEqual([
      {
        id: made.id,
        name: 'Mein Agent',
        scopes: ['content:read', 'content:write'],
        created_at: made.created_at,
        last_used_at: null,
        revoked: false,
      },
    ]);
    expect(JSON.stringify(listed)).not.toContain(made.token);
  });

  it('record when they were last used', async () => {
    const engine = testEngine();
    const token = await tokenWith(engine, READ);
    await call(engine, 'GET', '/api/pages', token);
    expect((await engine.owner.listTokens({}))[0]?.last_used_at).toBe(new Date(engine.clock.now()).toISOString());
  });

  it('refuse unknown scopes, publish without write, and empty names', async () => {
    const engine = testEngine();
    await expect(engine.owner.createToken({ name: 'x', scopes: ['admin'] })).rejects.toThrow(/Unknown scope/);
    await expect(engine.owner.createToken({ name: 'x', scopes: ['content:publish'] })).rejects.toThrow(
      /needs content:write/,
    );
    await expect(engine.owner.createToken({ name: '  ', scopes: [] })).rejects.toThrow(/name/);
  });

  it('stop working when revoked (401)', async () => {
    const engine = testEngine();
    const made = await engine.owner.createToken({ name: 'x', scopes: PUBLISH });
    expect((await call(engine, 'GET', '/api/pages', made.token)).res.status).toBe(200);
    await engine.owner.revokeToken({ id: made.id });
    const { res, body } = await call(engine, 'GET', '/api/pages', made.token);
    expect(res.status).toBe(401);
    expect(body.error).toBe('unauthorized');
    expect((await engine.owner.listTokens({}))[0]?.revoked).toBe(true);
  });

  it('cannot be managed over HTTP: no token endpoint exists, whatever the token', async () => {
    const engine = testEngine();
    const token = await tokenWith(engine, WRITE);
    for (const [method, path] of [
      ['GET', '/api/tokens'],
      ['POST', '/api/tokens'],
      ['DELETE', '/api/tokens/x'],
      ['GET', '/api/settings'],
      ['GET', '/api/exports'],
      ['GET', '/api/credentials'],
    ] as const) {
      expect((await call(engine, method, path, token, method === 'POST' ? {} : undefined)).res.status).toBe(404);
    }
  });

  it('a browser session cookie does not authenticate the API', async () => {
    const engine = testEngine();
    const res = await engine.call('GET', '/api/pages', undefined, { cookie: 'session=owner' });
    expect(res.status).toBe(401);
  });
});

describe('the owner workspace token', () => {
  it('has every scope and is not listed as a connection', async () => {
    const engine = testEngine();
    const first = await engine.owner.workspaceToken({});
    expect((await call(engine, 'POST', '/api/pages', first.token, { title: 'x' })).res.status).toBe(201);
    expect(await engine.owner.listTokens({})).toEqual([]);
  });

  it('gives a new tab its own token without ending the other tabs’ (issue #26)', async () => {
    const engine = testEngine();
    const first = await engine.owner.workspaceToken({});
    const second = await engine.owner.workspaceToken({});
    expect(second.token).not.toBe(first.token);
    expect((await call(engine, 'GET', '/api/pages', first.token)).res.status).toBe(200);
    expect((await call(engine, 'GET', '/api/pages', second.token)).res.status).toBe(200);
  });

  it('keeps the newest WORKSPACE_TABS tokens: the oldest tab’s ends first', async () => {
    const engine = testEngine();
    const tokens: string[] = [];
    for (let i = 0; i <= WORKSPACE_TABS; i += 1) tokens.push((await engine.owner.workspaceToken({})).token);
    expect((await call(engine, 'GET', '/api/pages', tokens[0])).res.status).toBe(401);
    for (const token of tokens.slice(1)) expect((await call(engine, 'GET', '/api/pages', token)).res.status).toBe(200);
  });

  it('is one workspace: one row for every tab, and every tab’s requests are the "Owner workspace"', async () => {
    const engine = testEngine();
    const first = await engine.owner.workspaceToken({});
    const second = await engine.owner.workspaceToken({});
    const rows = await engine.context.db.tokens.filter((row) => row.workspace === true).toArray();
    expect(rows).toHaveLength(1);
    await call(engine, 'GET', '/api/pages', first.token);
    await call(engine, 'GET', '/api/pages', second.token);
    await engine.journal.flush();
    const journal = await engine.owner.readJournal({ after: 0 });
    expect(journal.entries.map((entry) => entry.name)).toEqual(['Owner workspace', 'Owner workspace']);
  });
});
