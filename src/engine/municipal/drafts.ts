/** Creating a draft: a case in state review, valid for 15 minutes; the service is not executed. */
import * as v from 'valibot';
import { randomHex } from '../clock.ts';
import { isJsonObject } from '../http/body.ts';
import { caseResource } from './case-resource.ts';
import { feeFor, findService, type Service } from './catalogue.ts';
import type { MunicipalContext } from './context.ts';
import { MUNICIPAL_LIMITS } from './contract.ts';
import { idempotent, type StoredAnswer } from './idempotency.ts';
import {
  bookingConflict,
  caseNotFound,
  casesFull,
  malformed,
  notInReview,
  unauthorized,
  unsupported,
} from './problems.ts';
import { canonicalJson, DraftShape, draftInputFor } from './schemas.ts';
import { offeredSlots, slotQuery } from './slots.ts';
import type { CaseChange, CaseRow, WorldRow, WorldTransaction } from './stores.ts';
import type { WorldRef } from './worlds.ts';

/** POST /v1/drafts: checks the input, then decides and stores the draft once per Idempotency-Key. */
export function createDraft(
  context: MunicipalContext,
  world: WorldRef,
  request: { key: string; path: string; body: unknown },
): Promise<StoredAnswer> {
  const input = parseDraftInput(request.body);
  const scope = {
    worldId: world.id,
    method: 'POST',
    path: request.path,
    key: request.key,
    payload: canonicalJson(request.body),
  };
  return idempotent(context, scope, {
    load: (tx) => loadDraftBasis(tx, world.id, input),
    decide: (basis) => {
      const changes = newCase(context, basis, input);
      return { status: 201, body: caseResource(changes.row, context.base), changes };
    },
  });
}

/**
 * PUT /v1/drafts/{id}: a case in review takes new answers (issue #26: "Change" on the review changes
 * the case; it does not leave a cancelled one behind). Same id, next version, a new review.
 */
export function changeDraft(
  context: MunicipalContext,
  world: WorldRef,
  request: { key: string; path: string; id: string; body: unknown },
): Promise<StoredAnswer> {
  const input = parseDraftInput(request.body);
  const scope = {
    worldId: world.id,
    method: 'PUT',
    path: request.path,
    key: request.key,
    payload: canonicalJson(request.body),
  };
  return idempotent(context, scope, {
    load: async (tx) => {
      const [basis, found] = await Promise.all([loadDraftBasis(tx, world.id, input), tx.get('cases', request.id)]);
      if (!found || found.worldId !== world.id) throw caseNotFound();
      return { basis, found };
    },
    decide: ({ basis, found }) => {
      if (found.state !== 'review') throw notInReview(found.state, found.version);
      if (found.service !== input.service) {
        throw unsupported(`This case is of the service ${found.service}; a change keeps the service.`);
      }
      const fresh = newCase(context, { ...basis, world: { ...basis.world, caseCount: 0 } }, input).row;
      const { confirmationRequest: _withdrawn, ...kept } = found;
      const row: CaseRow = {
        ...kept,
        version: found.version + 1,
        profileId: fresh.profileId,
        profileAddress: fresh.profileAddress,
        fields: fresh.fields,
        fee: fresh.fee,
        reviewExpiresAt: fresh.reviewExpiresAt,
      };
      return { status: 200, body: caseResource(row, context.base), changes: { row, world: basis.world } };
    },
  });
}

export interface DraftInputValue {
  service: Service['id'];
  profile: string;
  fields: Record<string, string>;
}

/** Checks a parsed body: not the DraftInput shape -> 400; not catalogue values -> 422. */
export function parseDraftInput(body: unknown): DraftInputValue {
  const shape = v.safeParse(DraftShape, body);
  if (!shape.success || !isJsonObject(body) || !isJsonObject(body.fields)) {
    throw malformed(
      'The body must be a JSON object with exactly the keys service, profile and fields; fields maps field names to strings.',
    );
  }
  const schema = draftInputFor(shape.output.service);
  if (!schema) throw unsupported(`"${shape.output.service}" is not a service of the catalogue.`);
  const parsed = v.safeParse(schema, body);
  if (!parsed.success) {
    const where = parsed.issues[0]?.path?.map((item) => String(item.key)).join('.') ?? 'the body';
    throw unsupported(`The value of ${where} is not accepted for ${shape.output.service}.`);
  }
  return parsed.output as DraftInputValue;
}

/** What a new draft is decided on: the world's row and, for services with slots, its cases. */
interface DraftBasis {
  world: WorldRow;
  bookings: CaseRow[];
}

/** Reads the basis of a draft inside the draft's transaction, both at once. */
async function loadDraftBasis(tx: WorldTransaction, worldId: string, input: DraftInputValue): Promise<DraftBasis> {
  const needsSlot = findService(input.service)?.needsSlot ?? false;
  const [world, bookings] = await Promise.all([
    tx.get('worlds', worldId),
    needsSlot ? tx.allByIndex('cases', 'worldId', worldId) : [],
  ]);
  // The world expired (and was deleted) after the request was authorised.
  if (!world) throw unauthorized();
  return { world, bookings };
}

/** A new case in review and the world's case count; refuses a full world and a slot not offered. */
export function newCase(
  context: MunicipalContext,
  { world, bookings }: DraftBasis,
  input: DraftInputValue,
): CaseChange {
  const { clock, random } = context;
  if (world.caseCount >= MUNICIPAL_LIMITS.casesPerWorld) throw casesFull(MUNICIPAL_LIMITS.casesPerWorld);
  const service = findService(input.service) as Service;
  const now = clock.now();
  if (service.needsSlot) {
    const slot = input.fields.slot ?? '';
    const offered = offeredSlots(world.id, now, slotQuery(service, input.fields.zeitraum, input.fields.raum), bookings);
    if (!offered.includes(slot)) throw bookingConflict();
  }
  const row: CaseRow = {
    id: randomHex(random, 16),
    worldId: world.id,
    seq: world.caseCount + 1,
    service: service.id,
    state: 'review',
    version: 1,
    profileId: input.profile,
    profileAddress: world.addresses[input.profile] ?? '',
    fields: input.fields,
    fee: feeFor(service, input.fields),
    createdAt: now,
    reviewExpiresAt: now + MUNICIPAL_LIMITS.reviewMs,
    receipt: null,
  };
  return { row, world: { ...world, caseCount: world.caseCount + 1 } };
}
