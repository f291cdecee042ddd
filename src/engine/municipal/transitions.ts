/** Submit and cancel: the transitions of a case after the person confirmed the reviewed version. */
import * as v from 'valibot';
import { isJsonObject } from '../http/body.ts';
import { caseResource } from './case-resource.ts';
import { findService, type Service } from './catalogue.ts';
import { requirePerson } from './connections.ts';
import type { MunicipalContext } from './context.ts';
import { idempotent, type StoredAnswer } from './idempotency.ts';
import {
  bookingConflict,
  caseNotFound,
  malformed,
  notCancellable,
  notInReview,
  profileChanged,
  reviewExpired,
  staleVersion,
  unauthorized,
  unsupported,
} from './problems.ts';
import { CASE_ID_PATTERN, ConfirmationShape, canonicalJson } from './schemas.ts';
import { bookedSlots } from './slots.ts';
import type { CaseChange, CaseRow, WorldRow, WorldTransaction } from './stores.ts';
import type { WorldRef } from './worlds.ts';

export type TransitionName = 'submit' | 'cancel';

/**
 * POST /v1/drafts/{id}/submit and /cancel: the body must be a Confirmation with confirmed true
 * (the person's explicit confirmation), then the transition is decided and stored once per key.
 */
export function confirmTransition(
  context: MunicipalContext,
  world: WorldRef,
  name: TransitionName,
  request: { caseId: string; key: string; path: string; body: unknown },
): Promise<StoredAnswer> {
  const { body } = request;
  const confirmation = v.safeParse(ConfirmationShape, body);
  if (!confirmation.success || !isJsonObject(body)) {
    throw malformed('The body must be exactly {"version": <integer of at least 1>, "confirmed": true}.');
  }
  if (!confirmation.output.confirmed) {
    throw unsupported('confirmed must be true: show the review and obtain the person’s explicit confirmation first.');
  }
  const id = caseIdOf(request.caseId);
  if (name === 'cancel') requirePerson(world, 'cancel a case');
  // An agent's submit asks for the person's confirmation: the same checks, but nothing is executed.
  const apply =
    name === 'cancel' ? cancelCase : world.actor.kind === 'agent' ? requestConfirmation(world.actor) : submitCase;
  const status = name === 'submit' && world.actor.kind === 'agent' ? 202 : 200;
  const scope = {
    worldId: world.id,
    method: 'POST',
    path: request.path,
    key: request.key,
    payload: canonicalJson(body),
  };
  return idempotent(context, scope, {
    load: (tx) => loadCase(tx, world, id, name),
    decide: (loaded) => {
      const changes = apply(context, loaded, confirmation.output.version);
      return { status, body: caseResource(changes.row, context.base), changes };
    },
  });
}

/** A malformed path id cannot name a case: 404, like an unknown one (existence is not revealed). */
export function caseIdOf(id: string | undefined): string {
  if (!id || !CASE_ID_PATTERN.test(id)) throw caseNotFound();
  return id;
}

/** Reads a case of this world; another world's case is 404. */
export async function caseOfWorld(context: MunicipalContext, worldId: string, caseId: string): Promise<CaseRow> {
  return ownCase(await context.db.cases.get(caseId), worldId);
}

/** A case that is missing or belongs to another world is 404 (existence is not revealed). */
function ownCase(row: CaseRow | undefined, worldId: string): CaseRow {
  if (!row || row.worldId !== worldId) throw caseNotFound();
  return row;
}

/** What a transition is decided on: the case (of this world, else 404) and its world's row. */
interface LoadedCase {
  row: CaseRow;
  current: WorldRow;
  /** For submitting a case with a slot: the world's cases, to see whether the slot is still free. */
  bookings: CaseRow[];
}

/** Reads the case and its world at once, inside the transition's transaction. */
async function loadCase(
  tx: WorldTransaction,
  world: WorldRef,
  caseId: string,
  purpose: 'submit' | 'cancel',
): Promise<LoadedCase> {
  const [found, current] = await Promise.all([tx.get('cases', caseId), tx.get('worlds', world.id)]);
  // The world expired (and was deleted) after the request was authorised.
  if (!current) throw unauthorized();
  const row = ownCase(found, world.id);
  const needsBookings = purpose === 'submit' && findService(row.service)?.needsSlot;
  const bookings = needsBookings ? await tx.allByIndex('cases', 'worldId', world.id) : [];
  return { row, current, bookings };
}

/** review -> completed or received, as the catalogue says. */
export function submitCase(
  context: MunicipalContext,
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
    if (bookedSlots(bookings, service.id, row.fields.raum).has(row.fields.slot ?? '')) throw bookingConflict();
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

/**
 * An agent connection's submit: every rule of a submit is checked (so the agent learns of a stale
 * version or a taken slot at once), then the case stays in review, marked for the person.
 */
function requestConfirmation(agent: { connectionId: string; name: string }) {
  return (context: MunicipalContext, loaded: LoadedCase, version: number): CaseChange => {
    submitCase(context, loaded, version);
    const { row, current } = loaded;
    const confirmationRequest = { connectionId: agent.connectionId, name: agent.name, at: context.clock.now() };
    return { row: { ...row, confirmationRequest }, world: current };
  };
}

/**
 * review or completed -> cancelled; a completed case's effect on the world is undone. Cancelling a
 * case an agent asked to submit declines the agent's request (issue #26): its GET then shows
 * `confirmation_declined`.
 */
export function cancelCase(context: MunicipalContext, { row, current }: LoadedCase, version: number): CaseChange {
  if (row.version !== version) throw staleVersion(row.version);
  if (row.state !== 'review' && row.state !== 'completed') throw notCancellable(row.state);
  // A cancelled booking no longer holds its slot: slots are held by completed cases only.
  const updated: CaseRow = { ...row, state: 'cancelled', version: row.version + 1 };
  if (row.state === 'review' && row.confirmationRequest) {
    updated.confirmationRequest = { ...row.confirmationRequest, declinedAt: context.clock.now() };
  }
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
