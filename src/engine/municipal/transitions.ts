/** Submit and cancel: the transitions of a case after the person confirmed the reviewed version. */
import type { EngineContext } from '../domain.ts';
import { findService, type Service } from './catalogue.ts';
import { slotQueryOf } from './drafts.ts';
import {
  bookingConflict,
  caseNotFound,
  notCancellable,
  notInReview,
  profileChanged,
  reviewExpired,
  staleVersion,
} from './problems.ts';
import { bookedSlots } from './slots.ts';
import type { CaseRow, WorldRow } from './stores.ts';
import type { WorldRef } from './worlds.ts';

/** Reads a case of this world (inside the caller's transaction); another world's case is 404. */
export async function caseOfWorld(context: EngineContext, worldId: string, caseId: string): Promise<CaseRow> {
  const row = await context.db.cases.get(caseId);
  if (!row || row.worldId !== worldId) throw caseNotFound();
  return row;
}

/** review -> completed or received, as the catalogue says. */
export async function submitCase(context: EngineContext, world: WorldRef, caseId: string, version: number) {
  const { db, clock } = context;
  // Both reads at once: each awaited IndexedDB request costs a round trip.
  const [row, current] = await Promise.all([
    caseOfWorld(context, world.id, caseId),
    db.worlds.get(world.id) as Promise<WorldRow>,
  ]);
  if (row.version !== version) throw staleVersion(row.version);
  if (row.state !== 'review') throw notInReview(row.state, row.version);
  const now = clock.now();
  if (now >= row.reviewExpiresAt) throw reviewExpired();
  if (current.addresses[row.profileId] !== row.profileAddress) throw profileChanged();
  const service = findService(row.service) as Service;
  if (service.needsSlot) {
    const others = await db.cases.where('worldId').equals(world.id).toArray();
    const query = slotQueryOf(service, row.fields);
    if (bookedSlots(others, service.id, query.resource).has(row.fields.slot ?? '')) throw bookingConflict();
  }
  const receiptCount = current.receiptCount + 1;
  const updated: CaseRow = {
    ...row,
    state: service.outcome,
    version: row.version + 1,
    receipt: { number: receiptNumber(now, receiptCount), issuedAt: now },
  };
  const addresses = { ...current.addresses };
  if (service.id === 'umzug' && service.outcome === 'completed') {
    // A completed move changes the profile's address in this world; cancel restores it.
    updated.previousAddress = addresses[row.profileId];
    addresses[row.profileId] = row.fields.adresse ?? '';
  }
  await Promise.all([db.cases.put(updated), db.worlds.put({ ...current, receiptCount, addresses })]);
  return updated;
}

/** review or completed -> cancelled; a completed case's effect on the world is undone. */
export async function cancelCase(context: EngineContext, world: WorldRef, caseId: string, version: number) {
  const { db } = context;
  const row = await caseOfWorld(context, world.id, caseId);
  if (row.version !== version) throw staleVersion(row.version);
  if (row.state !== 'review' && row.state !== 'completed') throw notCancellable(row.state);
  if (row.state === 'completed' && row.service === 'umzug' && row.previousAddress) {
    const current = (await db.worlds.get(world.id)) as WorldRow;
    // Restore only if no later move has changed the address again.
    if (current.addresses[row.profileId] === row.fields.adresse) {
      await db.worlds.update(world.id, { addresses: { ...current.addresses, [row.profileId]: row.previousAddress } });
    }
  }
  // A cancelled booking no longer holds its slot: slots are held by completed cases only.
  const updated: CaseRow = { ...row, state: 'cancelled', version: row.version + 1 };
  await db.cases.put(updated);
  return updated;
}

/** `NW-2026-0007`: town prefix, year, running number in the world. */
function receiptNumber(now: number, count: number): string {
  return `NW-${new Date(now).getUTCFullYear()}-${String(count).padStart(4, '0')}`;
}
