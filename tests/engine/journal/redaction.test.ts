/** No secret reaches the journal: Authorization, capabilities, agent and content tokens are redacted. */
import { describe, expect, it } from 'vitest';
import { JOURNAL_LIMITS } from '../../../src/engine/journal/limits.ts';
import { REDACTED, redactHeaders, redactText } from '../../../src/engine/journal/redact.ts';
import { auth, openWorld } from '../municipal/support.ts';
import { testEngine } from '../support.ts';
import { ownerJournal, worldJournal } from './support.ts';

const HEX = 'a'.repeat(64);

describe('redactText', () => {
  it('replaces capabilities, agt_ and cms_ tokens, bearer credentials and token fields', () => {
    expect(redactText(`x ${HEX} y`)).toBe(`x ${REDACTED} y`);
    expect(redactText(`agt_${'b'.repeat(64)}`)).toBe(REDACTED);
    expect(redactText(`cms_${'c'.repeat(64)}!`)).toBe(`${REDACTED}!`);
    expect(redactText('Authorization: Bearer sk-whatever')).toBe(`Authorization: Bearer ${REDACTED}`);
    expect(redactText('{"token": "not-hex-at-all", "name": "x"}')).toBe(`{"token": "${REDACTED}", "name": "x"}`);
    // Shorter hex (world and case ids) stays readable.
    expect(redactText('id 0123456789abcdef0123456789abcdef')).toBe('id 0123456789abcdef0123456789abcdef');
  });

  it('replaces Authorization and cookies whole, keeping the scheme', () => {
    const headers = new Headers({ authorization: `Bearer ${HEX}`, cookie: 'a=b', 'x-note': HEX, accept: '*/*' });
    expect(Object.fromEntries(redactHeaders(headers))).toEqual({
      accept: '*/*',
      authorization: `Bearer ${REDACTED}`,
      cookie: REDACTED,
      'x-note': REDACTED,
    });
  });
});

describe('the journal of a world', () => {
  it('holds no capability, agent token or Authorization, in any header, URL or body', async () => {
    const engine = testEngine();
    const capability = await openWorld(engine);
    const made = await engine.call('POST', '/v1/connections', { name: 'Claude' }, auth(capability));
    const agent = ((await made.json()) as { token: string }).token;
    await engine.call('GET', `/v1/services?note=${capability}`, undefined, auth(agent, { 'x-echo': agent }));
    await engine.call(
      'POST',
      '/v1/drafts',
      { note: agent, secret: capability },
      auth(agent, { 'idempotency-key': 'k'.repeat(20) }),
    );
    const entries = await worldJournal(engine, capability);
    const text = JSON.stringify(entries);
    expect(entries.length).toBe(4);
    expect(text).not.toContain(capability);
    expect(text).not.toContain(agent);
    expect(text).not.toContain(agent.slice(4));
    const [opened, connection, services] = entries;
    expect(opened?.response.body?.text).toContain(`"token":"${REDACTED}"`);
    expect(connection?.response.body?.text).toContain(`"token":"${REDACTED}"`);
    expect(connection?.request.headers).toContainEqual({ name: 'authorization', value: `Bearer ${REDACTED}` });
    expect(services?.url).toBe(`/v1/services?note=${REDACTED}`);
  });

  it('keeps a content token out of the owner’s journal', async () => {
    const engine = testEngine();
    const { token } = await engine.owner.createToken({ name: 'Redaktion', scopes: ['content:write'] });
    await engine.call('POST', '/api/pages', { title: token, body: `Bearer ${token}` }, auth(token));
    const text = JSON.stringify(await ownerJournal(engine));
    expect(text).toContain('Redaktion');
    expect(text).not.toContain(token.slice(4));
  });
});

describe('bodies', () => {
  it('cuts text bodies at the bound and says so; keeps small ones whole', async () => {
    const engine = testEngine();
    const { token } = await engine.owner.createToken({ name: 'Redaktion', scopes: ['content:write'] });
    const long = 'x'.repeat(JOURNAL_LIMITS.bodyChars * 3);
    await engine.call('POST', '/api/pages', { title: 'Lang', body: long }, auth(token));
    await engine.call('POST', '/api/pages', { title: 'Kurz', body: 'kurz' }, auth(token));
    const [longEntry, shortEntry] = (await ownerJournal(engine)).filter((entry) => entry.method === 'POST');
    expect(longEntry?.request.body?.text).toHaveLength(JOURNAL_LIMITS.bodyChars);
    expect(longEntry?.request.body).toMatchObject({
      truncated: true,
      size: JSON.stringify({ title: 'Lang', body: long }).length,
    });
    expect(shortEntry?.request.body).toEqual({
      mime_type: 'application/json',
      size: 30,
      text: '{"title":"Kurz","body":"kurz"}',
      truncated: false,
    });
  });

  it('records binary bodies (PDF) by type and size only', async () => {
    const pdf = new Uint8Array([37, 80, 68, 70, 45, 49, 46, 55, 10, 0, 1, 2]);
    const engine = testEngine({
      pdf: { receipt: async () => pdf, form: async () => pdf },
    });
    const res = await engine.call('GET', '/formulare/termin');
    expect(res.status).toBe(200);
    const entry = (await ownerJournal(engine)).find((candidate) => candidate.url.startsWith('/formulare/'));
    expect(entry?.response.body).toEqual({ mime_type: 'application/pdf', size: pdf.byteLength, truncated: false });
  });
});

describe('request bodies the engine did not read', () => {
  it('are read after the answer when they are text within the JSON bound (redacted); a large upload is recorded by declared size and not pulled', async () => {
    const engine = testEngine();
    const capability = await openWorld(engine);
    // 401 before reading: the body is refused unread.
    await engine.call(
      'POST',
      '/v1/drafts',
      { secret: 'x', token: 'a'.repeat(64) },
      { 'idempotency-key': 'k'.repeat(20) },
    );
    await engine.call('POST', '/v1/drafts', { a: 1 }, auth(capability, { 'content-length': String(1024 * 1024) }));
    const entries = (await ownerJournal(engine)).filter(
      (entry) => entry.method === 'POST' && entry.url === '/v1/drafts',
    );
    expect(entries[0]?.request.body).toEqual({
      mime_type: 'application/json',
      size: 89,
      text: '{"secret":"x","token":"[redacted]"}',
      truncated: false,
    });
    const world = await worldJournal(engine, capability);
    expect(world.at(-1)?.request.body).toEqual({ mime_type: 'application/json', size: 1024 * 1024, truncated: true });
  });
});
