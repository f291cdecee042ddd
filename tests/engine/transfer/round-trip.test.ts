/** Export and import (issue #13, item 1): the round trip, the time shift, secrets, connections, preview. */
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../../src/engine/clock.ts';
import { bearer, tokenWith } from '../content/support.ts';
import { auth, type CaseBody, draft, newKey, openWorld, WOHNGELD } from '../municipal/support.ts';
import { seededRandom, testClock, testEngine } from '../support.ts';
import { moveClock, settingsOf } from '../workshop/support.ts';
import { fillSample } from './support.ts';

const THREE_HOURS = 3 * 60 * 60 * 1000;

async function exported() {
  const source = testEngine();
  const sample = await fillSample(source);
  const file = await source.owner.exportFile({ worlds: [sample.world] });
  return { source, sample, file };
}

/** A second browser: another database, another random sequence, a clock three hours later. */
function laterBrowser() {
  const clock = testClock();
  clock.advance(THREE_HOURS);
  return testEngine({ clock, random: seededRandom(4242) });
}

async function cases(engine: ReturnType<typeof testEngine>, token: string): Promise<CaseBody[]> {
  const res = await engine.call('GET', '/v1/drafts', undefined, auth(token));
  expect(res.status).toBe(200);
  return ((await res.json()) as { cases: CaseBody[] }).cases;
}

describe('export and import', () => {
  it('brings back pages, revisions, image bytes and the world’s cases in another browser', async () => {
    const { source, sample, file } = await exported();
    const target = laterBrowser();
    const result = await target.owner.importFile({ file: file.bytes });

    const rows = async (engine: typeof source) => ({
      pages: await engine.context.db.pages.orderBy('seq').toArray(),
      revisions: await engine.context.db.revisions.toArray(),
    });
    expect(await rows(target)).toEqual(await rows(source));
    expect(result.preview.pages.added.map((page) => page.id)).toEqual(sample.pageIds);

    // The image is served with the same bytes (publicly, as the live revision's cover).
    const image = await target.call('GET', `/api/images/${sample.imageId}`);
    expect(image.status).toBe(200);
    const original = await source.call('GET', `/api/images/${sample.imageId}`);
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(new Uint8Array(await original.arrayBuffer()));
    // The public version is still the published one, the private edit still private.
    const { token: owner } = await target.owner.workspaceToken({});
    const live = await target.call('GET', `/api/pages/${sample.pageIds[0]}/published`, undefined, bearer(owner));
    expect(((await live.json()) as { title: string }).title).toBe('Öffnungszeiten');

    // One world, a new capability; the same cases in the same states.
    expect(result.worlds).toHaveLength(1);
    const token = result.worlds[0]?.token as string;
    expect(token).toMatch(/^[a-f0-9]{64}$/);
    expect(token).not.toBe(sample.world);
    const before = await cases(source, sample.world);
    const after = await cases(target, token);
    expect(after.map((item) => [item.details.service_name, item.state, item.version])).toEqual(
      before.map((item) => [item.details.service_name, item.state, item.version]),
    );
    // The old capability means nothing in the new browser.
    expect((await target.call('GET', '/v1/drafts', undefined, auth(sample.world))).status).toBe(401);
  });

  it('keeps the world at the same point of its 24 hours: every time moves by one delta', async () => {
    const { source, sample, file } = await exported();
    const target = laterBrowser();
    const { worlds } = await target.owner.importFile({ file: file.bytes });
    const token = worlds[0]?.token as string;

    const was = await settingsOf(source, sample.world);
    const is = await settingsOf(target, token);
    expect(Date.parse(is.ends_at) - Date.parse(was.ends_at)).toBe(THREE_HOURS);
    expect(Date.parse(worlds[0]?.expires_at as string) - Date.parse(was.ends_at)).toBe(THREE_HOURS);

    const before = await cases(source, sample.world);
    const after = await cases(target, token);
    for (const [index, item] of after.entries()) {
      const old = before[index] as CaseBody;
      if (old.expires_at) expect(Date.parse(item.expires_at as string) - Date.parse(old.expires_at)).toBe(THREE_HOURS);
    }
    // The review that was about to expire (one minute left) still is, and then expires.
    const soon = after.filter((item) => item.state === 'review').map((item) => Date.parse(item.expires_at as string));
    expect(Math.min(...soon) - target.clock.now()).toBe(60_000);
    target.clock.advance(61_000);
    const expiring = after.find((item) => Date.parse(item.expires_at as string) === Math.min(...soon)) as CaseBody;
    const submit = await target.call(
      'POST',
      `/v1/drafts/${expiring.id}/submit`,
      { version: expiring.version, confirmed: true },
      auth(token, { 'idempotency-key': 'after-import-000001' }),
    );
    expect(submit.status).toBe(409);
    expect(((await submit.json()) as { error: string }).error).toBe('review_expired');
  });

  it('keeps a moved clock: the same offset, the same time left', async () => {
    const source = testEngine();
    const world = await openWorld(source);
    expect((await moveClock(source, world, 30 * 60)).status).toBe(200);
    const was = await settingsOf(source, world);
    const file = await source.owner.exportFile({ worlds: [world] });
    const target = laterBrowser();
    const { worlds } = await target.owner.importFile({ file: file.bytes });
    const is = await settingsOf(target, worlds[0]?.token as string);
    expect(is.clock_offset_seconds).toBe(was.clock_offset_seconds);
    expect(Date.parse(is.ends_at) - Date.parse(is.now)).toBe(Date.parse(was.ends_at) - Date.parse(was.now));
  });

  it('previews a moved world’s end in the world’s time, as it is shown after the import', async () => {
    const source = testEngine();
    const world = await openWorld(source);
    expect((await moveClock(source, world, 30 * 60)).status).toBe(200);
    const file = await source.owner.exportFile({ worlds: [world] });
    const target = laterBrowser();
    const preview = await target.owner.previewImport({ file: file.bytes });
    const { worlds } = await target.owner.importFile({ file: file.bytes });
    const is = await settingsOf(target, worlds[0]?.token as string);
    expect(Date.parse(preview.worlds[0]?.ends_at as string)).toBe(Date.parse(is.ends_at));
  });

  it('replays a stored answer after import with the case’s new id and shifted times', async () => {
    const source = testEngine();
    const world = await openWorld(source);
    const key = newKey();
    const first = await draft(source, world, WOHNGELD, key);
    expect(first.res.status).toBe(201);
    const file = await source.owner.exportFile({ worlds: [world] });
    const target = laterBrowser();
    const { worlds } = await target.owner.importFile({ file: file.bytes });
    const token = worlds[0]?.token as string;
    const [imported] = await cases(target, token);
    const retry = await target.call('POST', '/v1/drafts', WOHNGELD, auth(token, { 'idempotency-key': key }));
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    const replayed = (await retry.json()) as CaseBody;
    expect(replayed.id).toBe(imported?.id);
    expect(replayed.id).not.toBe(first.body.id);
    expect(Date.parse(replayed.expires_at as string) - Date.parse(first.body.expires_at as string)).toBe(THREE_HOURS);
    expect(await cases(target, token)).toHaveLength(1);
  });

  it('writes no capability, token or hash into the file; connections come back revoked', async () => {
    const { source, sample, file } = await exported();
    const text = new TextDecoder().decode(file.bytes);
    for (const secret of [sample.world, sample.agent, sample.contentToken]) {
      expect(text).not.toContain(secret);
      expect(text).not.toContain(await sha256Hex(secret));
    }
    const target = laterBrowser();
    const { worlds } = await target.owner.importFile({ file: file.bytes });

    const listed = await target.owner.listTokens({});
    expect(listed).toEqual([expect.objectContaining({ name: 'Redaktion', revoked: true })]);
    expect((await target.call('GET', '/api/pages', undefined, bearer(sample.contentToken))).status).toBe(401);

    const connections = await target.call('GET', '/v1/connections', undefined, auth(worlds[0]?.token as string));
    expect(await connections.json()).toEqual({
      connections: [expect.objectContaining({ name: 'Assistent', revoked: true })],
    });
    expect((await target.call('GET', '/v1/drafts', undefined, auth(sample.agent))).status).toBe(401);
    // The source is untouched by its own export.
    expect((await source.call('GET', '/v1/drafts', undefined, auth(sample.agent))).status).toBe(200);
  });

  it('previews what it adds and replaces without changing anything, and imports exactly that', async () => {
    const { source, file } = await exported();
    const target = laterBrowser();
    const preview = await target.owner.previewImport({ file: file.bytes });
    expect(preview).toMatchObject({
      version: 1,
      pages: { replaced: [] },
      revisions: await source.context.db.revisions.count(),
      images: { added: 1, replaced: 0 },
      connections: { added: 1, kept: 0 },
      worlds: [{ cases: 5, connections: 1 }],
    });
    expect(preview.pages.added.map((page) => page.status)).toEqual(['published', 'archived', 'draft']);
    expect(await target.context.db.pages.count()).toBe(0);
    expect(await target.context.db.worlds.count()).toBe(0);

    await target.owner.importFile({ file: file.bytes });
    // The same file again: the pages and the image are replaced, the connection is kept, a second world is made.
    const again = await target.owner.previewImport({ file: file.bytes });
    expect(again.pages.added).toEqual([]);
    expect(again.pages.replaced.map((page) => page.title)).toEqual(preview.pages.added.map((page) => page.title));
    expect(again.images).toEqual({ added: 0, replaced: 1 });
    expect(again.connections).toEqual({ added: 0, kept: 1 });
    const second = await target.owner.importFile({ file: file.bytes });
    expect(second.preview).toEqual(again);
    expect(await target.context.db.pages.count()).toBe(3);
    expect(await target.context.db.worlds.count()).toBe(2);
    expect(await target.context.db.cases.count()).toBe(10);
  });

  it('keeps pages made here and gives imported pages creation orders after them', async () => {
    const { file } = await exported();
    const target = laterBrowser();
    const token = await tokenWith(target, ['content:write'], 'hier');
    const here = await target.call('POST', '/api/pages', { title: 'Hier gemacht' }, bearer(token));
    expect(here.status).toBe(201);
    await target.owner.importFile({ file: file.bytes });
    const titles = (await target.context.db.pages.orderBy('seq').toArray()).map((page) => page.title);
    expect(titles).toEqual(['Hier gemacht', 'Öffnungszeiten (neu)', 'Alte Gebühren', 'Entwurf']);
  });

  it('exports the content store alone when no world is named, and refuses a world that is not here', async () => {
    const source = testEngine();
    await fillSample(source);
    const file = await source.owner.exportFile({ worlds: [] });
    const target = laterBrowser();
    const { worlds, preview } = await target.owner.importFile({ file: file.bytes });
    expect(worlds).toEqual([]);
    expect(preview.worlds).toEqual([]);
    await expect(source.owner.exportFile({ worlds: ['a'.repeat(64)] })).rejects.toMatchObject({ code: 'not_found' });
  });
});
