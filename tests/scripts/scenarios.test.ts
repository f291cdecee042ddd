/**
 * The committed scenario files (public/scenarios/) verify and are what scripts/scenarios/build.ts
 * makes now: a stale or hand-edited file fails here. `npm run scenarios` writes them again.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCENARIO_FILES } from '../../scripts/scenarios/build.ts';
import { readPayload } from '../../src/engine/transfer/import.ts';
import { testEngine } from '../engine/support.ts';

const folder = new URL('../../public/scenarios/', import.meta.url);

describe('scenario files', () => {
  for (const scenario of SCENARIO_FILES) {
    it(`${scenario.name} verifies and is up to date`, async () => {
      const built = await scenario.build();
      const path = new URL(scenario.name, folder);
      if (process.env.UPDATE_SCENARIOS === '1') writeFileSync(path, built);
      const committed = new Uint8Array(readFileSync(path));
      await expect(readPayload(committed)).resolves.toMatchObject({ version: 1 });
      expect(
        Buffer.from(committed).equals(Buffer.from(built)),
        `${scenario.name} is stale: run npm run scenarios`,
      ).toBe(true);
    });
  }

  it('content-workshop holds published pages, a private edit, an archived page and an image', async () => {
    const file = new Uint8Array(readFileSync(new URL('content-workshop.sandbox', folder)));
    const engine = testEngine();
    const preview = await engine.owner.previewImport({ file });
    expect(preview.pages.added.map((page) => [page.title, page.status])).toEqual([
      ['Öffnungszeiten des Bürgerbüros', 'published'],
      ['Sperrmüll anmelden', 'published'],
      ['Gebühren 2025', 'archived'],
      ['Neues Familienbüro', 'draft'],
    ]);
    expect(preview.images).toEqual({ added: 1, replaced: 0 });
    await engine.owner.importFile({ file });
    const [hours] = await engine.context.db.pages.orderBy('seq').toArray();
    // The private edit: the draft is newer than the live revision, and only the live one is public.
    expect(hours?.liveVersion).toBeLessThan(hours?.version ?? 0);
    expect(hours?.body).toContain('Ab April');
    const live = await engine.context.db.revisions.get([hours?.id ?? '', hours?.liveVersion ?? 0]);
    expect(live?.body).not.toContain('Ab April');
    const cover = await engine.call('GET', `/api/images/${hours?.cover}`);
    expect(cover.status).toBe(200);
    expect(cover.headers.get('content-type')).toBe('image/png');
  });
});
