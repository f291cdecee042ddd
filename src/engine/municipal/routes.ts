/**
 * The handlers of the municipal contract: parse, call the one domain function that owns the rule,
 * shape the answer. Paths, methods, schemas and errors are in contract.ts.
 */

import * as v from 'valibot';
import { isJsonObject, readJson } from '../http/body.ts';
import type { Handlers } from '../http/contract.ts';
import { bytes, html, json, jsonText } from '../http/responses.ts';
import { caseListJson } from './case-list.ts';
import { caseResource } from './case-resource.ts';
import { findService, SERVICES } from './catalogue.ts';
import { serviceContract, serviceSummary } from './catalogue-resource.ts';
import { createConnection, listConnections, revokeConnection } from './connections.ts';
import type { MunicipalContext } from './context.ts';
import type { municipalContract } from './contract.ts';
import { formPdf, type PdfFile, pdfLanguage, receiptPdf } from './documents.ts';
import { createDraft } from './drafts.ts';
import type { StoredAnswer } from './idempotency.ts';
import { badIdempotencyKey, malformed, serviceNotFound } from './problems.ts';
import { IDEMPOTENCY_KEY_PATTERN, SessionRequest } from './schemas.ts';
import { slotList } from './slot-list.ts';
import { caseIdOf, caseOfWorld, confirmTransition } from './transitions.ts';
import { endWorld, openSession, optionalWorld, profileList, requireWorld } from './worlds.ts';

export function municipalHandlers(context: MunicipalContext): Handlers<typeof municipalContract> {
  const { base } = context;
  return {
    createSession: async ({ request }) => {
      const body = await readJson(request);
      if (!isJsonObject(body) || !v.is(SessionRequest, body)) {
        throw malformed('The body of POST /v1/sessions must be an empty JSON object: {}.');
      }
      return json(await openSession(context), 201);
    },
    endSession: async ({ request }) => {
      await endWorld(context, request);
      return new Response(null, { status: 204 });
    },
    listServices: () => json({ services: SERVICES.map((service) => serviceSummary(service, base)) }),
    getService: ({ params }) => {
      const service = findService(params.id ?? '');
      if (!service) throw serviceNotFound();
      return json(serviceContract(service, base, context.documents.draftInputSchema(service.id)));
    },
    listProfiles: async ({ request }) => json(await profileList(context, await optionalWorld(context, request))),
    listSlots: async ({ request, url, params }) => {
      const world = await requireWorld(context, request);
      const query = url.searchParams;
      return json(
        await slotList(
          context,
          world,
          params.id ?? '',
          query.get('period') ?? undefined,
          query.get('resource') ?? undefined,
        ),
      );
    },
    createDraft: async ({ request, url }) => {
      const world = await requireWorld(context, request);
      const key = idempotencyKey(request);
      return replayable(await createDraft(context, world, { key, path: url.pathname, body: await readJson(request) }));
    },
    listCases: async ({ request }) => jsonText(await caseListJson(context, (await requireWorld(context, request)).id)),
    getCase: async ({ request, params }) => {
      const world = await requireWorld(context, request);
      return json(caseResource(await caseOfWorld(context, world.id, caseIdOf(params.id)), base));
    },
    submitCase: ({ request, url, params }) => transition('submit', request, url, params.id ?? ''),
    cancelCase: ({ request, url, params }) => transition('cancel', request, url, params.id ?? ''),
    createConnection: async ({ request }) =>
      json(await createConnection(context, await requireWorld(context, request), await readJson(request)), 201),
    listConnections: async ({ request }) =>
      json({ connections: await listConnections(context, await requireWorld(context, request)) }),
    revokeConnection: async ({ request, params }) =>
      json(await revokeConnection(context, await requireWorld(context, request), params.id ?? '')),
    getReceipt: async ({ request, params, url }) =>
      pdf(await receiptPdf(context, await requireWorld(context, request), params.id ?? '', pdfLanguage(url))),
    getForm: async ({ params, url }) => pdf(await formPdf(context, params.id ?? '', pdfLanguage(url))),
    // Built when first asked for (documents/port.ts), then kept.
    getOpenApi: ({ url }) => jsonText(context.documents.openApi('municipal', `${url.origin}${base}`)),
    getGuide: ({ url }) => html(context.documents.guide('municipal', `${url.origin}${base}`)),
  };

  async function transition(name: 'submit' | 'cancel', request: Request, url: URL, caseId: string) {
    const world = await requireWorld(context, request);
    const key = idempotencyKey(request);
    const body = await readJson(request);
    return replayable(await confirmTransition(context, world, name, { caseId, key, path: url.pathname, body }));
  }
}

function idempotencyKey(request: Request): string {
  const key = request.headers.get('idempotency-key');
  if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key)) throw badIdempotencyKey();
  return key;
}

function replayable(answer: StoredAnswer): Response {
  return jsonText(answer.body, answer.status, answer.replayed ? { 'idempotent-replayed': 'true' } : undefined);
}

function pdf(file: PdfFile): Response {
  return bytes(file.bytes, 'application/pdf', { 'content-disposition': `inline; filename="${file.filename}"` });
}
