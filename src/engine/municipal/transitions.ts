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
import type { CaseChange, CaseRow, WorldRow, WorldTransaction } from './stores.ts';
import type { WorldRef } from './worlds.ts';

/** Reads a case of this world; another world's case is 404. */
export async function caseOfWorld(context: EngineContext, worldId: string, caseId: string): Promise<CaseRow> {
  return ownCase(await context.db.cases.get(caseId), worldId);
}

/** A case that is missing or belongs to another world is 404 (existence is not revealed). */
function ownCase(row: CaseRow | undefined, worldId: string): CaseRow {
  if (!row || row.worldId !== worldId) throw caseNotFound();
  return row;
}

/** What a transition is decided on: the case (of this world, else 404) and its world's row. */
export interface LoadedCase {
  row: CaseRow;
  current: WorldRow;
  /** For submitting a case with a slot: the world's cases, to see whether the slot is still free. */
  bookings: CaseRow[];
}

/** Reads the case and its world at once, inside the transition's transaction. */
export async function loadCase(
  tx: WorldTransaction,
  world: WorldRef,
  caseId: string,
  purpose: 'submit' | 'cancel',
): Promise<LoadedCase> {
  const [found, current] = await Promise.all([
    tx.get('cases', caseId),
    tx.get('worlds', world.id) as Promise<WorldRow>,
  ]);
  const row = ownCase(found, world.id);
  const needsBookings = purpose === 'submit' && findService(row.service)?.needsSlot;
  const bookings = needsBookings ? await tx.allByIndex('cases', 'worldId', world.id) : [];
  return { row, current, bookings };
}

/** review -> completed or received, as the catalogue says. */
export function submitCase(
  context: EngineContext,
  { row, current, bookings }: LoadedCase,
  version: number,
): CaseChange {
  if (row.version !== version) throw staleVersion(row.version);
  if (row.state !== 'review') throw notInReview(row.state, row.version);
  const now = context.clock.now();
  if (now >= row.reviewExpiresAt) throw reviewExpired();
  if (current.addresses[row.profileId] !== row.profileAddress) throw profileChanged();
  const service = findService(row.service) as Service;
  if (service.needsSlot) {
    const query = slotQueryOf(service, row.fields);
    if (bookedSlots(bookings, service.id, query.resource).has(row.fields.slot ?? '')) throw bookingConflict();
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
  return { row: updated, world: { ...current, receiptCount, addresses } };
}

/** review or completed -> cancelled; a completed case's effect on the world is undone. */
export function cancelCase(_context: EngineContext, { row, current }: LoadedCase, version: number): CaseChange {
  if (row.version !== version) throw staleVersion(row.version);
  if (row.state !== 'review' && row.state !== 'completed') throw notCancellable(row.state);
  // A cancelled booking no longer holds its slot: slots are held by completed cases only.
  const updated: CaseRow = { ...row, state: 'cancelled', version: row.version + 1 };
  // Undo a completed move, unless a later move has changed the address again.
  const undoMove =
    row.state === 'completed' &&
    row.service === 'umzug' &&
    row.previousAddress !== undefined &&
    current.addresses[row.profileId] === row.fields.adresse;
  if (!undoMove) return { row: updated, world: current };
  return {
    row: updated,
    world: { ...current, addresses: { ...current.addresses, [row.profileId]: row.previousAddress ?? '' } },
  };
}

/** `NW-2026-0007`: town prefix, year, running number in the world. */
function receiptNumber(now: number, count: number): string {
  return `NW-${new Date(now).getUTCFullYear()}-${String(count).padStart(4, '0')}`;
}
