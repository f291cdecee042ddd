/** The route table of the municipal demo service (/v1 and /formulare). */
import * as v from 'valibot';
import type { EngineContext } from '../domain.ts';
import { isJsonObject, readJson } from '../http/body.ts';
import { bytes, json, jsonText } from '../http/responses.ts';
import type { Route } from '../http/router.ts';
import { berlinIso, TIME_ZONE } from './berlin-time.ts';
import { caseListJson } from './case-list.ts';
import { caseResource } from './case-resource.ts';
import { findService, SERVICES } from './catalogue.ts';
import { serviceContract, serviceSummary } from './catalogue-resource.ts';
import { formDocument, receiptDocument } from './documents.ts';
import { loadDraftBasis, newCase, parseDraftInput } from './drafts.ts';
import { municipalGuide } from './guide.ts';
import { idempotent, type StoredAnswer } from './idempotency.ts';
import { municipalOpenApi } from './openapi.ts';
import { badIdempotencyKey, caseNotFound, malformed, noReceipt, serviceNotFound, unsupported } from './problems.ts';
import { PROFILES, profileResource } from './profiles.ts';
import {
  CASE_ID_PATTERN,
  ConfirmationShape,
  canonicalJson,
  IDEMPOTENCY_KEY_PATTERN,
  SessionRequest,
} from './schemas.ts';
import { offeredSlots } from './slots.ts';
import { cancelCase, caseOfWorld, loadCase, submitCase } from './transitions.ts';
import { createWorld, endWorld, optionalWorld, requireWorld } from './worlds.ts';

export function municipalRoutes(context: EngineContext): Route[] {
  const { db, base } = context;

  return [
    {
      method: 'POST',
      path: '/v1/sessions',
      handler: async ({ request }) => {
        const body = await readJson(request);
        if (!isJsonObject(body) || !v.is(SessionRequest, body)) {
          malformedThrow('The body of POST /v1/sessions must be an empty JSON object: {}.');
        }
        const { token, world } = await createWorld(context);
        return json({ token, expires_at: berlinIso(world.expiresAt), mode: 'fictional_demo' }, 201);
      },
    },
    {
      method: 'DELETE',
      path: '/v1/sessions/current',
      handler: async ({ request }) => {
        await endWorld(context, request);
        return new Response(null, { status: 204 });
      },
    },
    {
      method: 'GET',
      path: '/v1/services',
      handler: () => json({ services: SERVICES.map((service) => serviceSummary(service, base)) }),
    },
    {
      method: 'GET',
      path: '/v1/services/:id',
      handler: ({ params }) => {
        const service = findService(params.id ?? '');
        if (!service) throw serviceNotFound();
        return json(serviceContract(service, base));
      },
    },
    {
      method: 'GET',
      path: '/v1/profiles',
      handler: async ({ request }) => {
        const world = await optionalWorld(context, request);
        const addresses = world ? (await db.worlds.get(world.id))?.addresses : undefined;
        return json({ profiles: PROFILES.map((p) => profileResource(p, addresses?.[p.id])) });
      },
    },
    {
      method: 'GET',
      path: '/v1/slots/:id',
      handler: async ({ request, url, params }) => {
        const world = await requireWorld(context, request);
        const service = findService(params.id ?? '');
        if (!service) throw serviceNotFound();
        if (!service.needsSlot) throw unsupported(`The service ${service.id} has no slots; only termin and raum do.`);
        const period = url.searchParams.get('period') ?? 'egal';
        if (!['vormittag', 'nachmittag', 'egal'].includes(period)) {
          throw unsupported('period must be vormittag, nachmittag or egal.');
        }
        const resource = url.searchParams.get('resource') ?? undefined;
        const rooms = service.fields.find((f) => f.key === 'raum')?.options.map((o) => o.value);
        if (service.id === 'raum' && (!resource || !rooms?.includes(resource))) {
          throw unsupported(`For raum, resource must name a room: ${rooms?.join(', ')}.`);
        }
        if (service.id === 'termin' && resource !== undefined) {
          throw unsupported('termin has no resources; leave out the resource parameter.');
        }
        const cases = await db.cases.where('worldId').equals(world.id).toArray();
        const query = { service: service.id as 'termin' | 'raum', period: period as 'egal', resource };
        return json({
          service: service.id,
          period,
          ...(resource ? { resource } : {}),
          time_zone: TIME_ZONE,
          slots: offeredSlots(world.id, context.clock.now(), query, cases),
        });
      },
    },
    {
      method: 'POST',
      path: '/v1/drafts',
      handler: async ({ request, url }) => {
        const world = await requireWorld(context, request);
        const key = idempotencyKey(request);
        const body = await readJson(request);
        const input = parseDraftInput(body);
        const scope = { worldId: world.id, method: 'POST', path: url.pathname, key, payload: canonicalJson(body) };
        const answer = await idempotent(context, scope, {
          load: (tx) => loadDraftBasis(tx, world.id, input),
          decide: (basis) => {
            const changes = newCase(context, basis, input);
            return { status: 201, body: caseResource(changes.row, base), changes };
          },
        });
        return replayable(answer);
      },
    },
    {
      method: 'GET',
      path: '/v1/drafts',
      handler: async ({ request }) => {
        const world = await requireWorld(context, request);
        return jsonText(await caseListJson(context, world.id));
      },
    },
    {
      method: 'GET',
      path: '/v1/drafts/:id',
      handler: async ({ request, params }) => {
        const world = await requireWorld(context, request);
        return json(caseResource(await caseOfWorld(context, world.id, caseId(params.id)), base));
      },
    },
    transition('submit', submitCase),
    transition('cancel', cancelCase),
    {
      method: 'GET',
      path: '/v1/drafts/:id/receipt',
      handler: async ({ request, params }) => {
        const world = await requireWorld(context, request);
        const row = await caseOfWorld(context, world.id, caseId(params.id));
        if (!row.receipt) throw noReceipt();
        const pdf = await context.pdf.receipt(receiptDocument(row));
        return bytes(pdf, 'application/pdf', {
          'content-disposition': `inline; filename="quittung-${row.receipt.number}.pdf"`,
        });
      },
    },
    {
      method: 'GET',
      path: '/formulare/:id',
      handler: async ({ params }) => {
        const service = findService(params.id ?? '');
        if (!service) throw serviceNotFound();
        const pdf = await context.pdf.form(formDocument(service));
        return bytes(pdf, 'application/pdf', {
          'content-disposition': `inline; filename="formular-${service.id}.pdf"`,
        });
      },
    },
    {
      method: 'GET',
      path: '/v1/openapi.json',
      handler: ({ url }) => json(municipalOpenApi(`${url.origin}${base}`)),
    },
    {
      method: 'GET',
      path: '/v1/guide',
      handler: ({ url }) =>
        new Response(municipalGuide(`${url.origin}${base}`), {
          headers: { 'content-type': 'text/html; charset=utf-8' },
        }),
    },
  ];

  /** POST /v1/drafts/{id}/submit and /cancel share everything but the transition. */
  function transition(name: 'submit' | 'cancel', apply: typeof submitCase): Route {
    return {
      method: 'POST',
      path: `/v1/drafts/:id/${name}`,
      handler: async ({ request, url, params }) => {
        const world = await requireWorld(context, request);
        const key = idempotencyKey(request);
        const body = await readJson(request);
        const confirmation = v.safeParse(ConfirmationShape, body);
        if (!confirmation.success || !isJsonObject(body)) {
          malformedThrow('The body must be exactly {"version": <integer of at least 1>, "confirmed": true}.');
        }
        if (!confirmation.output.confirmed) {
          throw unsupported(
            'confirmed must be true: show the review and obtain the person’s explicit confirmation first.',
          );
        }
        const id = caseId(params.id);
        const scope = { worldId: world.id, method: 'POST', path: url.pathname, key, payload: canonicalJson(body) };
        const answer = await idempotent(context, scope, {
          load: (tx) => loadCase(tx, world, id, name),
          decide: (loaded) => {
            const changes = apply(context, loaded, confirmation.output.version);
            return { status: 200, body: caseResource(changes.row, base), changes };
          },
        });
        return replayable(answer);
      },
    };
  }
}

function idempotencyKey(request: Request): string {
  const key = request.headers.get('idempotency-key');
  if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key)) throw badIdempotencyKey();
  return key;
}

/** A malformed path id cannot name a case: 404, like an unknown one (existence is not revealed). */
function caseId(id: string | undefined): string {
  if (!id || !CASE_ID_PATTERN.test(id)) throw caseNotFound();
  return id;
}

function malformedThrow(message: string): never {
  throw malformed(message);
}

function replayable(answer: StoredAnswer): Response {
  return jsonText(answer.body, answer.status, answer.replayed ? { 'idempotent-replayed': 'true' } : undefined);
}
