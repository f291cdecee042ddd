/**
 * The content store stays exportable (issue #17): a write or an import that would make it larger
 * than one export file holds is refused with 507 store_full, nothing stored; what was accepted exports.
 * The export file's bound is made small here (8 MB for a world + 300 KB for content).
 */
import { describe, expect, it, vi } from 'vitest';
import { CONTENT_BUDGET_BYTES, measureContentStore, utf8Length } from '../../../src/engine/db/content-size.ts';
import { answerOwner } from '../../../src/engine/owner.ts';
import { readPayload } from '../../../src/engine/transfer/import.ts';
import { seededRandom, type TestEngine, testEngine } from '../support.ts';
import { bearer, call, newPage, tokenWith } from './support.ts';

vi.mock('../../../src/engine/transfer/limits.ts', async (original) => ({
  ...(await original<typeof import('../../../src/engine/transfer/limits.ts')>()),
  MAX_FILE_BYTES: 8 * 1024 * 1024 + 300_000,
}));

/** A "PNG" of `size` bytes (the signature, then zeros): the engine checks only the signature. */
function png(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return bytes;
}

async function uploadBytes(engine: TestEngine, token: string, bytes: Uint8Array) {
  const res = await engine.handle(
    new Request('http://localhost/api/images?alt=x', {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'image/png' },
      body: bytes as Uint8Array<ArrayBuffer>,
    }),
  );
  return { res, body: await res.json() };
}

const images = async (engine: TestEngine) => (await engine.owner.exportFile({ worlds: [] })).bytes;

describe('the content budget', () => {
  it('is the export bound less the room for a world', () => {
    expect(CONTENT_BUDGET_BYTES).toBe(300_000);
  });

  it('counts UTF-8 bytes as the file will have them', () => {
    expect(utf8Length('abc')).toBe(3);
    expect(utf8Length('Öl')).toBe(3);
    expect(utf8Length('€')).toBe(3);
    expect(utf8Length('😀')).toBe(4);
  });

  it('refuses the upload that would make the store unexportable, stores nothing, and everything accepted exports', async () => {
    const engine = testEngine();
    const token = await tokenWith(engine, ['content:write']);
    for (let i = 0; i < 3; i++) expect((await uploadBytes(engine, token, png(60_000))).res.status).toBe(201);
    const refused = await uploadBytes(engine, token, png(60_000));
    expect(refused.res.status).toBe(507);
    expect(refused.res.headers.get('content-type')).toContain('application/problem+json');
    expect(refused.body).toMatchObject({ error: 'store_full', status: 507, limit_bytes: 300_000 });
    expect(refused.body.message).toContain('Nothing was stored');
    const listed = await call(engine, 'GET', '/api/images', token);
    expect(listed.body.images).toHaveLength(3);

    const { payload } = await readPayload(await images(engine));
    expect(payload.content.images).toHaveLength(3);

    // A page that does not fit either; a small one still does.
    const big = await call(engine, 'POST', '/api/pages', token, { title: 'Groß', body: 'x'.repeat(40_000) });
    expect(big.res.status).toBe(507);
    expect((await newPage(engine, token, { title: 'Klein' })).version).toBe(1);

    // Deleting makes room again.
    const id = listed.body.images[0].id as string;
    expect((await call(engine, 'DELETE', `/api/images/${id}`, token)).res.status).toBe(204);
    expect((await uploadBytes(engine, token, png(60_000))).res.status).toBe(201);
    expect(await measureContentStore(engine.context.db)).toBeLessThanOrEqual(300_000);
  });

  it('an over-estimate never refuses: the store is measured again first', async () => {
    const engine = testEngine();
    const token = await tokenWith(engine, ['content:write']);
    // Invalid writes reserve room too (the body is read before it is checked) …
    for (let i = 0; i < 12; i++) {
      const res = await call(engine, 'POST', '/api/pages', token, { title: '', body: 'y'.repeat(12_000) });
      expect(res.res.status).toBe(422);
    }
    // … yet a write that fits the real store is accepted.
    expect((await uploadBytes(engine, token, png(150_000))).res.status).toBe(201);
  });

  it('refuses an import that would make the store unexportable; nothing changes', async () => {
    const source = testEngine();
    const sourceToken = await tokenWith(source, ['content:write']);
    for (let i = 0; i < 2; i++) await uploadBytes(source, sourceToken, png(60_000));
    const file = await images(source);

    // Another seed: its images have other ids than the file's (the same ids would be replaced).
    const target = testEngine({ random: seededRandom(77) });
    const token = await tokenWith(target, ['content:write']);
    for (let i = 0; i < 2; i++) await uploadBytes(target, token, png(60_000));
    const before = await measureContentStore(target.context.db);
    const reply = await answerOwner(target.owner, { op: 'importFile', args: { file } });
    expect(reply).toMatchObject({ ok: false, error: { code: 'store_full' } });
    expect((await call(target, 'GET', '/api/images', token)).body.images).toHaveLength(2);
    expect(await measureContentStore(target.context.db)).toBe(before);

    // Into an empty browser the same file is accepted.
    const empty = testEngine();
    expect(await answerOwner(empty.owner, { op: 'importFile', args: { file } })).toMatchObject({ ok: true });
  });
});
