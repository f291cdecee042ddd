/**
 * The handlers of the municipal contract: parse, call the one domain function that owns the rule,
 * shape the answer. Paths, methods, schemas and errors are in contract.ts.
 */

import * as v from 'valibot';
import { guideAnswer, openApiAnswer } from '../documents/answers.ts';
import { isJsonObject, readJson } from '../http/body.ts';
import type { Handlers } from '../http/contract.ts';
import { bytes, json, jsonText } from '../http/responses.ts';
import type { RouteHandler, RouteInput } from '../http/router.ts';
import { readWorldJournal } from '../journal/read.ts';
import { scopeCard, studioFilter } from '../report/read.ts';
import type { Lang } from '../words.ts';
import { caseListJson } from './case-list.ts';
import { caseResource } from './case-resource.ts';
import { findService } from './catalogue.ts';
import { serviceContract } from './catalogue-resource.ts';
import { catalogueHandlers } from './catalogue-routes.ts';
import { createConnection, listConnections, requirePerson, revokeConnection } from './connections.ts';
import type { MunicipalContext } from './context.ts';
import type { municipalContract } from './contract.ts';
import { formPdf, type PdfFile, pdfLanguage, receiptPdf } from './documents.ts';
import { changeDraft, createDraft } from './drafts.ts';
import { setFaults, withFaults } from './faults.ts';
import type { StoredAnswer } from './idempotency.ts';
import { badIdempotencyKey, malformed, serviceNotFound, unsupported } from './problems.ts';
import { applyScenario } from './scenarios.ts';
import { IDEMPOTENCY_KEY_PATTERN, SessionRequest } from './schemas.ts';
import { slotList } from './slot-list.ts';
import { caseIdOf, caseOfWorld, confirmTransition } from './transitions.ts';
import { withWorkshopSection, workshopRefusal } from './workshop-refusals.ts';
import { moveClock, worldSettings } from './world-clock.ts';
import { inWorldTime } from './world-state.ts';
import { endWorld, openSession, optionalWorld, profileList, requireWorld, type WorldRef } from './worlds.ts';

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
    ...catalogueHandlers(context),
    getService: async ({ params }) => {
      const service = findService(params.id ?? '');
      if (!service) throw serviceNotFound();
      return json(serviceContract(service, base, await context.documents.draftInputSchema(service.id)));
    },
    listProfiles: async ({ request }) => json(await profileList(context, await optionalWorld(context, request))),
    listSlots: inWorld('read', (world, inTime, { url, params }) => {
      const query = url.searchParams;
      const period = query.get('period') ?? undefined;
      const resource = query.get('resource') ?? undefined;
      return slotList(inTime, world, params.id ?? '', period, resource).then((list) => json(list));
    }),
    createDraft: inWorld('write', async (world, inTime, { request, url }) => {
      const key = idempotencyKey(request);
      return replayable(await createDraft(inTime, world, { key, path: url.pathname, body: await readJson(request) }));
    }),
    changeDraft: inWorld('write', async (world, inTime, { request, url, params }) => {
      const key = idempotencyKey(request);
      const id = caseIdOf(params.id);
      return replayable(
        await changeDraft(inTime, world, { key, path: url.pathname, id, body: await readJson(request) }),
      );
    }),
    listCases: inWorld('read', async (world) => jsonText(await caseListJson(context, world.id))),
    getCase: inWorld('read', async (world, _inTime, { params }) =>
      json(caseResource(await caseOfWorld(context, world.id, caseIdOf(params.id)), base)),
    ),
    submitCase: inWorld('write', (world, inTime, input) => transition(inTime, world, 'submit', input)),
    cancelCase: inWorld('write', (world, inTime, input) => transition(inTime, world, 'cancel', input)),
    createConnection: inWorld('read', async (world, inTime, { request }) =>
      json(await createConnection(inTime, world, await readJson(request)), 201),
    ),
    listConnections: inWorld('read', async (world) => json({ connections: await listConnections(context, world) })),
    revokeConnection: inWorld('read', async (world, inTime, { params }) =>
      json(await revokeConnection(inTime, world, params.id ?? '')),
    ),
    getReceipt: inWorld('read', async (world, _inTime, { params, url }) =>
      pdf(await receiptPdf(context, world, params.id ?? '', pdfLanguage(url))),
    ),
    getWorldSettings: workshop(async ({ request }) => {
      const world = await requireWorld(context, request);
      requirePerson(world, 'see the world’s clock and faults');
      return json(worldSettings(context, world));
    }),
    getJournal: workshop(async ({ request, url }) => {
      const world = await requireWorld(context, request);
      requirePerson(world, 'read the journal');
      const after = url.searchParams.get('after') ?? '0';
      if (!/^\d{1,15}$/.test(after)) {
        throw workshopRefusal(
          'unsupported_input',
          'after',
          'a whole number of at most 15 digits: the last entry id you have, 0 for all',
          `${JSON.stringify(after)} is not one`,
          'journal',
        );
      }
      await context.journalWritten();
      return json(await readWorldJournal(context.db, world.id, Number(after)));
    }, 'journal'),
    getJournalReport: async ({ request, url }) => {
      const world = await requireWorld(context, request);
      const scope = `world:${world.id}`;
      const { actor } = world;
      const lang = cardLanguage(url);
      await context.journalWritten();
      // An agent connection checks itself: its own requests (by its name, as the journal names it);
      // the person may read the card of any of the world's agent connections (`?agent=`).
      const agent = actor.kind === 'agent' ? actor.name : url.searchParams.get('agent');
      const project = actor.kind === 'agent' ? null : url.searchParams.get('project');
      if (project !== null) {
        return json(await scopeCard(context.db, scope, { card: 'world', base, lang }, studioFilter(project)));
      }
      if (agent !== null) {
        const own = (entry: { actor: string; name: string | null }) => entry.actor === 'agent' && entry.name === agent;
        return json(await scopeCard(context.db, scope, { card: 'agent', base, lang }, { key: agent, keep: own }));
      }
      return json(await scopeCard(context.db, scope, { card: 'world', base, lang }));
    },
    moveClock: workshop(async ({ request }) => {
      const moved = await moveClock(context, await requireWorld(context, request), await readJson(request));
      return moved === 'ended' ? new Response(null, { status: 204 }) : json(moved);
    }),
    setScenario: workshop(async ({ request }) =>
      json(await applyScenario(context, await requireWorld(context, request), await readJson(request))),
    ),
    setFaults: workshop(async ({ request }) =>
      json(await setFaults(context, await requireWorld(context, request), await readJson(request))),
    ),
    getForm: async ({ params, url }) => pdf(await formPdf(context, params.id ?? '', pdfLanguage(url))),
    // Built when first asked for (documents/port.ts), then kept.
    getOpenApi: ({ request, url }) => openApiAnswer(context.documents, 'municipal', { request, url, base }),
    getGuide: ({ request, url }) => guideAnswer(context.documents, 'municipal', { request, url, base }),
  };

  /** A workshop route (clock, faults, scenario, settings, journal): its refusals link the guide's section. */
  function workshop(run: RouteHandler, section?: string): RouteHandler {
    return async (input) => {
      try {
        return await run(input);
      } catch (error) {
        throw withWorkshopSection(error, section);
      }
    };
  }

  /**
   * A route of a world: its credential, then its faults (workshop, issue #13) around the handler,
   * which runs in the world's time. `write` marks the idempotent writes, whose answer can be lost.
   */
  function inWorld(
    kind: 'read' | 'write',
    run: (world: WorldRef, inTime: MunicipalContext, input: RouteInput) => Promise<Response>,
  ): RouteHandler {
    return async (input) => {
      const world = await requireWorld(context, input.request);
      const inTime = inWorldTime(context, world.state);
      return withFaults(context, world, input.request, kind === 'write', () => run(world, inTime, input));
    };
  }

  async function transition(inTime: MunicipalContext, world: WorldRef, name: 'submit' | 'cancel', input: RouteInput) {
    const { request, url, params } = input;
    const key = idempotencyKey(request);
    const body = await readJson(request);
    const caseId = params.id ?? '';
    return replayable(await confirmTransition(inTime, world, name, { caseId, key, path: url.pathname, body }));
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

/** `?lang=` of a report card: en (the default) or de; anything else is 422, like a receipt's. */
function cardLanguage(url: URL): Lang {
  const lang = url.searchParams.get('lang');
  if (lang === null || lang === 'en') return 'en';
  if (lang === 'de') return 'de';
  throw unsupported('lang must be en or de.');
}
