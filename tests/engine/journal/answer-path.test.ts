/**
 * Nothing of the journal runs before an answer is handed back (issue 19): no copy of the answer's
 * body, no lookup of the request's source; the entry is made in the recorder's batch, and it still
 * holds the answer's body and the new world's capability.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JournalSource } from '../../../src/engine/db/journal-tables.ts';
import { createDocuments } from '../../../src/engine/documents/build.ts';
import { createEngine } from '../../../src/engine/index.ts';
import type { JournalEntry, JournalPage } from '../../../src/engine/journal/schemas.ts';
import { testDb } from '../support.ts';

/** The engine itself: testEngine() checks every answer against the OpenAPI document, with a copy. */
const plainEngine = () => createEngine({ db: testDb(), documents: createDocuments() });

async function worldJournal(engine: ReturnType<typeof plainEngine>, token: string): Promise<JournalEntry[]> {
  await engine.journal.flush();
  const res = await engine.handle(
    new Request('http://localhost/v1/journal', { headers: { authorization: `Bearer ${token}` } }),
  );
  return ((await res.json()) as JournalPage).entries;
}

async function ownerJournal(engine: ReturnType<typeof plainEngine>): Promise<JournalEntry[]> {
  await engine.journal.flush();
  return (await engine.owner.readJournal({ after: 0 })).entries;
}

afterEach(() => vi.restoreAllMocks());

describe('the answer path', () => {
  it('copies no answer and asks for no source before the answer is handed back', async () => {
    const engine = plainEngine();
    const clone = vi.spyOn(Response.prototype, 'clone');
    const asked: string[] = [];
    const source = async (): Promise<JournalSource> => {
      asked.push('source');
      return 'page';
    };
    const opened = await engine.handle(new Request('http://localhost/v1/sessions', { method: 'POST', body: '{}' }), {
      source,
    });
    const hello = await engine.handle(new Request('http://localhost/hello/Ada'), { source });
    const missing = await engine.handle(new Request('http://localhost/v1/nothing'), { source });
    expect([opened.status, hello.status, missing.status]).toEqual([201, 200, 404]);
    expect(clone).not.toHaveBeenCalled();
    expect(asked).toEqual([]);

    // The batch makes the entries: the answers' bodies as the engine built them, the source asked for then.
    const { token } = (await opened.json()) as { token: string };
    clone.mockClear();
    const world = await worldJournal(engine, token);
    expect(world.map((entry) => [entry.source, entry.method, entry.url, entry.status])).toEqual([
      ['page', 'POST', '/v1/sessions', 201],
    ]);
    expect(world[0]?.response.body).toMatchObject({ mime_type: 'application/json; charset=utf-8' });
    const public_ = await ownerJournal(engine);
    const helloEntry = public_.find((entry) => entry.url === '/hello/Ada');
    expect(helloEntry?.response.body).toMatchObject({ text: '{"hello":"Ada"}', truncated: false });
    expect(public_.find((entry) => entry.url === '/v1/nothing')?.response.body?.text).toContain('not_found');
    expect(asked.length).toBe(3);
    expect(clone).not.toHaveBeenCalled();
  });

  it('copies neither a HEAD nor an OPTIONS answer (no body)', async () => {
    const engine = plainEngine();
    const clone = vi.spyOn(Response.prototype, 'clone');
    // HEAD answers are rebuilt without a body; an OPTIONS answer has none: neither is copied.
    await engine.handle(new Request('http://localhost/hello/Ada', { method: 'HEAD' }));
    await engine.handle(new Request('http://localhost/hello/Ada', { method: 'OPTIONS' }));
    expect(clone).not.toHaveBeenCalled();
  });
});
