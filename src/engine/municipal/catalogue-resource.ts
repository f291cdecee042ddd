/** The catalogue as the API shows it (GET /v1/services and GET /v1/services/{id}). */
import { feeWords, type Service } from './catalogue.ts';

function feeRule(service: Service) {
  if (service.fee.kind === 'fixed') {
    return { kind: 'fixed', currency: 'EUR', cents: service.fee.cents, text: feeWords(service.fee.cents) };
  }
  const texts = Object.entries(service.fee.cents).map(([value, cents]) => `${value}: ${feeWords(cents)}`);
  return {
    kind: 'by_field',
    currency: 'EUR',
    field: service.fee.field,
    cents: service.fee.cents,
    text: texts.join(', '),
  };
}

/** One entry of GET /v1/services. `base` is the site's base path. */
export function serviceSummary(service: Service, base: string) {
  return {
    id: service.id,
    name: service.name,
    description: service.description,
    outcome: service.outcome,
    needs_slot: service.needsSlot,
    fee: feeRule(service),
    fields: service.fields.map((field) => ({
      key: field.key,
      label: field.label,
      ...(field.key === 'slot'
        ? { source: `${base}v1/slots/${service.id}`, pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}$' }
        : { options: field.options }),
    })),
    form_url: `${base}formulare/${service.id}`,
  };
}

/** GET /v1/services/{id}: the summary plus the JSON Schema of its DraftInput and how to use it. */
export function serviceContract(service: Service, base: string, draftInputSchema: Record<string, unknown>) {
  return {
    ...serviceSummary(service, base),
    draft_input_schema: draftInputSchema,
    ...(service.needsSlot ? { slots_url: `${base}v1/slots/${service.id}` } : {}),
    steps: [
      'POST /v1/drafts with a DraftInput and an Idempotency-Key: the case is in review for 15 minutes.',
      'Show the review to the person and obtain their explicit confirmation.',
      'POST /v1/drafts/{id}/submit with {"version": <reviewed version>, "confirmed": true}.',
    ],
  };
}
