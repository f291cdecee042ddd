/**
 * Request schemas of the municipal API (valibot). The same schemas validate requests and, through
 * @valibot/to-json-schema, describe them in the service contracts and the OpenAPI document.
 */
import * as v from 'valibot';
import { SERVICES, type Service } from './catalogue.ts';
import { PROFILE_IDS } from './profiles.ts';

/** The body of POST /v1/sessions: an object with no properties. */
export const SessionRequest = v.strictObject({});

export const IDEMPOTENCY_KEY_PATTERN = /^[a-zA-Z0-9_-]{16,100}$/;
export const SLOT_PATTERN = /^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}$/;
export const CASE_ID_PATTERN = /^[a-f0-9]{32}$/;

/**
 * The shape every DraftInput shares. A body that does not have it is malformed (400); a body with
 * it whose values are not catalogue choices is unsupported input (422).
 */
export const DraftShape = v.strictObject({
  service: v.string(),
  profile: v.string(),
  fields: v.record(v.string(), v.string()),
});

function fieldSchema(service: Service) {
  const entries: Record<string, v.GenericSchema<string>> = {};
  for (const field of service.fields) {
    entries[field.key] =
      field.key === 'slot'
        ? v.pipe(
            v.string(),
            v.regex(SLOT_PATTERN),
            v.description('A slot currently offered by GET /v1/slots/{id}; Europe/Berlin local time.'),
          )
        : v.picklist(field.options.map((option) => option.value));
  }
  return v.strictObject(entries);
}

/** The DraftInput of one service: exactly service, profile and its fields, all catalogue values. */
export function draftInputSchema(service: Service) {
  return v.strictObject({
    service: v.literal(service.id),
    profile: v.picklist(PROFILE_IDS),
    fields: fieldSchema(service),
  });
}

const DRAFT_INPUTS = new Map(SERVICES.map((service) => [service.id, draftInputSchema(service)]));

export function draftInputFor(serviceId: string) {
  return DRAFT_INPUTS.get(serviceId as Service['id']);
}

/** DraftInput: one of the 16 shapes, selected by `service`. */
export const DraftInput = v.variant('service', [...DRAFT_INPUTS.values()]);

/** Confirmation as the spec defines it (documented in the OpenAPI document). */
export const Confirmation = v.strictObject({
  version: v.pipe(v.number(), v.integer(), v.minValue(1)),
  confirmed: v.literal(true),
});

/** Confirmation's shape; `confirmed: false` has the shape but is refused as not confirmed (422). */
export const ConfirmationShape = v.strictObject({
  version: v.pipe(v.number(), v.integer(), v.minValue(1)),
  confirmed: v.boolean(),
});

/** Canonical JSON: keys sorted at every level, so equal payloads compare equal as text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) sorted[key] = sortKeys((value as Record<string, unknown>)[key]);
    return sorted;
  }
  return value;
}
