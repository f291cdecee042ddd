/**
 * Files that are refused (issue #13): any one byte changed, a foreign file, a newer version, a damaged
 * or oversized file, a failure in the middle of the import, the live-world limit. Each changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { toHex } from '../../../src/engine/clock.ts';
import { MUNICIPAL_LIMITS } from '../../../src/engine/municipal/contract.ts';
import { answerOwner } from '../../../src/engine/owner.ts';
import { encodeFile } from '../../../src/engine/transfer/format.ts';
import { readPayload } from '../../../src/engine/transfer/import.ts';
import { newPage, PNG, tokenWith, upload } from '../content/support.ts';
import { draft, openWorld, WOHNGELD } from '../municipal/support.ts';
import { seededRandom, type TestEngine, testEngine } from '../support.ts';
import { fillSample, snapshot } from './support.ts';

/** A small file: one page, one 1x1 image, a world with one draft. */
async function smallFile(): Promise<Uint8Array> {
  const source = testEngine();
  const token = await tokenWith(source, ['content:write'], 'Klein');
  const image = await upload(source, token, 'Punkt');
  await newPage(source, token, { title: 'Klein', body: 'Ein Satz.', cover: (image.body as { id: string }).id });
  const world = await openWorld(source);
  await draft(source, world, WOHNGELD);
  await source.journal.flush();
  return (await source.owner.exportFile({ worlds: [world] })).bytes;
}

/** A browser that already holds content and a world, so "nothing changed" means something. */
async function holdingBrowser(): Promise<TestEngine> {
  const target = testEngine({ random: seededRandom(77) });
  await fillSample(target);
  return target;
}

const encoder = new TextEncoder();

/** A file with a correct checksum around any payload text and header fields. */
async function fileWith(payloadText: string, header: Record<string, unknown> = {}): Promise<Uint8Array> {
  const body = encoder.encode(payloadText);
  const sha256 = toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', body)));
  const head = JSON.stringify({ format: 'offline-sandbox-export', version: 1, sha256, ...header });
  return encoder.encode(`${head}\n${payloadText}`);
}

describe('a refused import changes nothing', () => {
  it('refuses the file with any single byte changed, at every position, header and whitespace included', async () => {
    const file = await smallFile();
    const target = await holdingBrowser();
    const before = await snapshot(target.context.db);
    // The original imports (into another browser), so the refusals below are about the changed byte.
    await expect(testEngine().owner.previewImport({ file })).resolves.toBeDefined();

    const codes = new Set<string>();
    let refused = 0;
    for (let position = 0; position < file.length; position++) {
      for (const flip of [0x01, 0x20, 0x80]) {
        const changed = file.slice();
        changed[position] = (changed[position] as number) ^ flip;
        const reply = await answerOwner(target.owner, { op: 'importFile', args: { file: changed } });
        expect(reply.ok, `byte ${position} ^ ${flip}`).toBe(false);
        if (!reply.ok) codes.add(reply.error.code);
        refused += 1;
      }
    }
    expect(refused).toBe(file.length * 3);
    expect([...codes].sort()).toEqual(['damaged_file', 'not_an_export']);
    expect(await snapshot(target.context.db)).toEqual(before);
  });

  it('refuses whitespace added, a byte removed and the line ending changed', async () => {
    const file = await smallFile();
    const text = new TextDecoder().decode(file);
    const target = await holdingBrowser();
    const before = await snapshot(target.context.db);
    const variants = [
      `${text}\n`,
      ` ${text}`,
      text.replace('","version"', '", "version"'),
      text.replace('{"exportedAt"', '{ "exportedAt"'),
      text.replace('\n', '\r\n'),
      text.slice(0, -1),
      text.replace('"version":1,', ''),
    ];
    for (const variant of variants) {
      const reply = await answerOwner(target.owner, { op: 'importFile', args: { file: encoder.encode(variant) } });
      expect(reply, variant.slice(0, 80)).toMatchObject({ ok: false, error: { code: 'damaged_file' } });
    }
    expect(await snapshot(target.context.db)).toEqual(before);
  });

  it('tells a foreign file, a newer version and a damaged file apart, with what to do next', async () => {
    const target = await holdingBrowser();
    const before = await snapshot(target.context.db);
    const outcomes = async (file: Uint8Array) => {
      const reply = await answerOwner(target.owner, { op: 'previewImport', args: { file } });
      const imported = await answerOwner(target.owner, { op: 'importFile', args: { file } });
      expect(imported).toEqual(reply);
      return reply.ok ? undefined : reply.error;
    };
    for (const foreign of [new Uint8Array(), PNG, encoder.encode('{"format":"har"}\n{}'), encoder.encode('hello')]) {
      expect(await outcomes(foreign)).toMatchObject({
        code: 'not_an_export',
        message: expect.stringContaining('not an export file'),
      });
    }
    const newer = await outcomes(await fileWith('{"anything":"new"}', { version: 2 }));
    expect(newer).toMatchObject({ code: 'newer_version', message: expect.stringContaining('Update the app') });
    const shapeless = await outcomes(await fileWith('{"exportedAt":0}'));
    expect(shapeless).toMatchObject({ code: 'damaged_file', message: expect.stringContaining('Nothing was imported') });
    const notJson = await outcomes(await fileWith('{"exportedAt":'));
    expect(notJson?.code).toBe('damaged_file');
    const noBody = await outcomes(encoder.encode('{"format":"offline-sandbox-export","version":1,"sha256":"00"}'));
    expect(noBody?.code).toBe('damaged_file');
    expect(await snapshot(target.context.db)).toEqual(before);
  });

  it('refuses a file with a valid checksum that breaks the rules (written by hand)', async () => {
    const source = testEngine();
    const sample = await fillSample(source);
    const file = (await source.owner.exportFile({ worlds: [sample.world] })).bytes;
    const text = new TextDecoder().decode(file);
    const payload = JSON.parse(text.slice(text.indexOf('\n') + 1));
    const target = await holdingBrowser();
    const before = await snapshot(target.context.db);
    const breaks: Array<[string, (copy: typeof payload) => void]> = [
      ['a case twice', (copy) => copy.worlds[0].cases.push(copy.worlds[0].cases[0])],
      ['a page twice', (copy) => copy.content.pages.push(copy.content.pages[0])],
      ['a world ending after 24 hours', (copy) => (copy.worlds[0].expiresAt += 25 * 60 * 60 * 1000)],
      ['a world that had ended', (copy) => (copy.worlds[0].expiresAt = copy.exportedAt)],
      ['an image whose bytes are not its size', (copy) => (copy.content.images[0].size += 1)],
      ['an unknown service', (copy) => (copy.worlds[0].cases[0].service = 'raumschiff')],
    ];
    for (const [what, change] of breaks) {
      const copy = structuredClone(payload);
      change(copy);
      const reply = await answerOwner(target.owner, { op: 'importFile', args: { file: await encodeFile(copy) } });
      expect(reply, what).toMatchObject({ ok: false, error: { code: 'damaged_file' } });
    }
    expect(await snapshot(target.context.db)).toEqual(before);
  });

  it('refuses a file over the size bound on reading and an export that would pass it, 413-style', async () => {
    const file = await smallFile();
    await expect(readPayload(file, file.length - 1)).rejects.toMatchObject({
      status: 413,
      code: 'file_too_large',
      options: { extra: { limit_bytes: file.length - 1 } },
    });
    await expect(readPayload(file, file.length)).resolves.toBeDefined();
    await expect(encodeFile({ big: 'x'.repeat(2000) }, 1000)).rejects.toMatchObject({ code: 'file_too_large' });
  });

  it('leaves everything as it was when a write fails in the middle of the import (one transaction)', async () => {
    const source = testEngine();
    const sample = await fillSample(source);
    const file = (await source.owner.exportFile({ worlds: [sample.world] })).bytes;
    const target = await holdingBrowser();
    const before = await snapshot(target.context.db);
    // The journal is written after pages, images, tokens, the world, its cases and connections.
    const failing = () => {
      throw new Error('disk full');
    };
    target.context.db.journal.hook('creating', failing);
    await expect(target.owner.importFile({ file })).rejects.toThrow();
    target.context.db.journal.hook('creating').unsubscribe(failing);
    expect(await snapshot(target.context.db)).toEqual(before);
    // Once the cause is gone, the same file imports.
    await expect(target.owner.importFile({ file })).resolves.toMatchObject({ worlds: [expect.anything()] });
  });

  it('respects the live-world limit with a clear error and imports nothing', async () => {
    const source = testEngine();
    const worlds = [await openWorld(source), await openWorld(source)];
    const file = (await source.owner.exportFile({ worlds })).bytes;
    const target = await holdingBrowser();
    const now = target.clock.now();
    const filler = Array.from({ length: MUNICIPAL_LIMITS.liveWorlds - 2 }, (_, index) => ({
      id: `f${String(index).padStart(31, '0')}`,
      tokenHash: `filler-${index}`,
      createdAt: now,
      expiresAt: now + 60_000,
      caseCount: 0,
      receiptCount: 0,
      addresses: {},
    }));
    await target.context.db.worlds.bulkAdd(filler);
    const before = await snapshot(target.context.db);
    await expect(target.owner.importFile({ file })).rejects.toMatchObject({
      status: 429,
      code: 'capacity_reached',
      message: expect.stringContaining(`${MUNICIPAL_LIMITS.liveWorlds} live worlds`),
    });
    expect(await snapshot(target.context.db)).toEqual(before);
  });
});
