/** The content client rules on a token's card: each broken, kept and not tried, by driving the engine. */
import { describe, expect, it } from 'vitest';
import { bearer, call, newPage, PUBLISH, publish, READ, tokenWith } from '../content/support.ts';
import { testEngine } from '../support.ts';
import { evidenceLines, ruleOf, tokenCard } from './support.ts';

async function writer(scopes = PUBLISH) {
  const engine = testEngine({ source: 'page' });
  const token = await tokenWith(engine, scopes);
  return { engine, token };
}

const put = (engine: ReturnType<typeof testEngine>, token: string, id: string, version: number, extra = {}) =>
  engine.call(
    'PUT',
    `/api/pages/${id}`,
    { title: 'Sprechzeiten', expected_version: version },
    { ...bearer(token), ...extra },
  );

describe('content.stale-revision', () => {
  const id = 'content.stale-revision';

  it('is broken by a write after stale_revision without a read', async () => {
    const { engine, token } = await writer();
    const page = await newPage(engine, token);
    await put(engine, token, page.id, 1);
    expect((await put(engine, token, page.id, 1)).status).toBe(409);
    await put(engine, token, page.id, 2);
    const rule = ruleOf(await tokenCard(engine, token), id);
    expect(rule.verdict).toBe('broken');
    expect(evidenceLines(rule)).toEqual([`PUT /api/pages/${page.id} 409`, `PUT /api/pages/${page.id} 200`]);
  });

  it('is kept when the page is read before the next write', async () => {
    const { engine, token } = await writer();
    const page = await newPage(engine, token);
    await put(engine, token, page.id, 1);
    await put(engine, token, page.id, 1);
    await call(engine, 'GET', `/api/pages/${page.id}`, token);
    await put(engine, token, page.id, 2);
    expect(ruleOf(await tokenCard(engine, token), id).verdict).toBe('kept');
  });

  it('is not tried without a stale_revision', async () => {
    const { engine, token } = await writer();
    await newPage(engine, token);
    expect(ruleOf(await tokenCard(engine, token), id).verdict).toBe('not_tried');
  });
});

describe('content.lost-write', () => {
  const id = 'content.lost-write';
  const lost = { prefer: 'fault=lost-answer' };

  it('is broken by repeating a lost write without reading the page and its history', async () => {
    const { engine, token } = await writer();
    const page = await newPage(engine, token);
    expect((await put(engine, token, page.id, 1, lost)).status).toBe(503);
    await put(engine, token, page.id, 1);
    const rule = ruleOf(await tokenCard(engine, token), id);
    expect(rule.verdict).toBe('broken');
    expect(evidenceLines(rule)).toEqual([`PUT /api/pages/${page.id} 503`, `PUT /api/pages/${page.id} 409`]);
  });

  it('is broken by a lost create repeated without reading the list', async () => {
    const { engine, token } = await writer();
    const input = { title: 'Doppelt' };
    expect((await engine.call('POST', '/api/pages', input, { ...bearer(token), ...lost })).status).toBe(503);
    await call(engine, 'POST', '/api/pages', token, input);
    expect(ruleOf(await tokenCard(engine, token), id).verdict).toBe('broken');
  });

  it('warns when only the page was read, not its history', async () => {
    const { engine, token } = await writer();
    const page = await newPage(engine, token);
    await put(engine, token, page.id, 1, lost);
    await call(engine, 'GET', `/api/pages/${page.id}`, token);
    await put(engine, token, page.id, 2);
    const rule = ruleOf(await tokenCard(engine, token), id);
    expect(rule.verdict).toBe('warning');
    expect(rule.evidence[1]?.note).toBe('Repeated after reading only the page.');
  });

  it('is kept when the page and its history are read first', async () => {
    const { engine, token } = await writer();
    const page = await newPage(engine, token);
    await put(engine, token, page.id, 1, lost);
    await call(engine, 'GET', `/api/pages/${page.id}`, token);
    await call(engine, 'GET', `/api/pages/${page.id}/history`, token);
    await put(engine, token, page.id, 2);
    expect(ruleOf(await tokenCard(engine, token), id).verdict).toBe('kept');
  });

  it('is not tried without a lost answer', async () => {
    const { engine, token } = await writer();
    await newPage(engine, token);
    expect(ruleOf(await tokenCard(engine, token), id).verdict).toBe('not_tried');
  });
});

describe('content.public-feed', () => {
  const id = 'content.public-feed';

  it('warns when the status=published list is read with bodies and nothing from /published', async () => {
    const { engine, token } = await writer();
    const page = await newPage(engine, token);
    await publish(engine, token, page.id, 1);
    await call(engine, 'GET', '/api/pages?status=published&include=body', token);
    const rule = ruleOf(await tokenCard(engine, token), id);
    expect(rule.verdict).toBe('warning');
    expect(evidenceLines(rule)).toEqual(['GET /api/pages?status=published&include=body 200']);
    expect(rule.evidence[0]?.note).toMatch(/private edits/);
  });

  it('is kept when the live revisions are read from /published', async () => {
    const { engine, token } = await writer();
    const page = await newPage(engine, token);
    await publish(engine, token, page.id, 1);
    await call(engine, 'GET', '/api/pages?status=published', token);
    await call(engine, 'GET', `/api/pages/${page.id}/published`, token);
    expect(ruleOf(await tokenCard(engine, token), id).verdict).toBe('kept');
  });

  it('is not tried without either read', async () => {
    const { engine, token } = await writer();
    await call(engine, 'GET', '/api/pages', token);
    expect(ruleOf(await tokenCard(engine, token), id).verdict).toBe('not_tried');
  });
});

describe('content.missing-scope', () => {
  const id = 'content.missing-scope';

  it('is broken by a 403 retried unchanged', async () => {
    const { engine, token } = await writer(READ);
    await call(engine, 'POST', '/api/pages', token, { title: 'Nein' });
    await call(engine, 'POST', '/api/pages', token, { title: 'Nein' });
    const rule = ruleOf(await tokenCard(engine, token), id);
    expect(rule.verdict).toBe('broken');
    expect(evidenceLines(rule)).toEqual(['POST /api/pages 403', 'POST /api/pages 403']);
  });

  it('is kept when the client does not send it again', async () => {
    const { engine, token } = await writer(READ);
    await call(engine, 'POST', '/api/pages', token, { title: 'Nein' });
    await call(engine, 'GET', '/api/pages', token);
    expect(ruleOf(await tokenCard(engine, token), id).verdict).toBe('kept');
  });

  it('is not tried without a 403', async () => {
    const { engine, token } = await writer(READ);
    await call(engine, 'GET', '/api/pages', token);
    expect(ruleOf(await tokenCard(engine, token), id).verdict).toBe('not_tried');
  });
});
