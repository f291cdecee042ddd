/** Steps shared by the export and import tests: a sample store and world, and a copy of every table. */
import { expect } from 'vitest';
import type { SandboxDb } from '../../../src/engine/index.ts';
import { call, newPage, PUBLISH, publish, tokenWith, upload } from '../content/support.ts';
import { auth, openWorld } from '../municipal/support.ts';
import type { TestEngine } from '../support.ts';
import { connectAgent } from '../workshop/support.ts';

export interface Sample {
  /** The content token made by the owner (its secret). */
  contentToken: string;
  /** The world's capability and an agent connection's token. */
  world: string;
  agent: string;
  imageId: string;
  pageIds: string[];
}

/**
 * A published page with a cover and a private edit, an archived page, a draft, a content connection,
 * and a world filled with the every-state scenario and an agent connection.
 */
export async function fillSample(engine: TestEngine): Promise<Sample> {
  const contentToken = await tokenWith(engine, PUBLISH, 'Redaktion');
  const image = await upload(engine, contentToken, 'Das Rathaus');
  const imageId = (image.body as { id: string }).id;
  const published = await newPage(engine, contentToken, { title: 'Öffnungszeiten', cover: imageId });
  await publish(engine, contentToken, published.id, published.version);
  const edit = await call(engine, 'PUT', `/api/pages/${published.id}`, contentToken, {
    title: 'Öffnungszeiten (neu)',
    body: 'Mo–Do 8–18 Uhr',
    cover: imageId,
    expected_version: published.version + 1,
  });
  expect(edit.res.status).toBe(200);
  const archived = await newPage(engine, contentToken, { title: 'Alte Gebühren' });
  const done = await call(engine, 'POST', `/api/pages/${archived.id}/archive`, contentToken, {
    expected_version: archived.version,
  });
  expect(done.res.status).toBe(200);
  const draft = await newPage(engine, contentToken, { title: 'Entwurf' });

  const world = await openWorld(engine);
  const filled = await engine.call('PUT', '/v1/sessions/current/scenario', { name: 'every-state' }, auth(world));
  expect(filled.status).toBe(200);
  const agent = await connectAgent(engine, world);
  await engine.journal.flush();
  return { contentToken, world, agent, imageId, pageIds: [published.id, archived.id, draft.id] };
}

const TABLES = [
  'pages',
  'revisions',
  'images',
  'tokens',
  'worlds',
  'cases',
  'idempotency',
  'connections',
  'journal',
] as const;

/** Every row of every table the import writes, to prove that a refused import changed nothing. */
export async function snapshot(db: SandboxDb): Promise<Record<string, unknown[]>> {
  const copy: Record<string, unknown[]> = {};
  for (const name of TABLES) copy[name] = await db.table(name).toArray();
  return copy;
}
