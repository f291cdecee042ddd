/**
 * GET /v1/drafts: a world's cases in creation order, as JSON text. The text is kept in memory per
 * world with the world's revision; reading the world's row (one small get) tells whether it is
 * still current, which is much cheaper than reading and rebuilding 40 cases (about 2 ms in the
 * worker). Memory only: a restarted worker simply builds the list again.
 */
import Dexie from 'dexie';
import type { MunicipalDb } from '../db/database.ts';
import { caseResource } from './case-resource.ts';
import type { MunicipalContext } from './context.ts';
import { MUNICIPAL_LIMITS } from './contract.ts';

interface KeptList {
  revision: number;
  json: string;
}

const keptLists = new WeakMap<MunicipalDb, Map<string, KeptList>>();

export async function caseListJson(context: MunicipalContext, worldId: string): Promise<string> {
  const { db, base } = context;
  let kept = keptLists.get(db);
  if (!kept) {
    kept = new Map();
    keptLists.set(db, kept);
  }
  const revision = (await db.worlds.get(worldId))?.revision ?? 0;
  const list = kept.get(worldId);
  if (list && list.revision === revision) return list.json;
  // Cases are read after the revision: if a write lands in between, they are newer than the
  // revision they are kept under, and the next read (seeing the newer revision) builds them again.
  const rows = await db.cases
    .where('[worldId+seq]')
    .between([worldId, Dexie.minKey], [worldId, Dexie.maxKey])
    .toArray();
  const json = JSON.stringify({ cases: rows.map((row) => caseResource(row, base)) });
  if (kept.size >= MUNICIPAL_LIMITS.liveWorlds) kept.clear();
  kept.set(worldId, { revision, json });
  return json;
}
