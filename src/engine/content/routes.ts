/**
 * The handlers of the content contract: authenticate, parse, call the one domain function that
 * owns the rule, shape the answer. Paths, methods, scopes, schemas and errors are in contract.ts.
 */

import { forgetContentSize, pageGrowth } from '../db/content-size.ts';
import { guideAnswer, openApiAnswer } from '../documents/answers.ts';
import { readJson } from '../http/body.ts';
import type { Handlers } from '../http/contract.ts';
import { linkBase } from '../http/read-address.ts';
import { bytes, json, noContent } from '../http/responses.ts';
import type { RouteHandler } from '../http/router.ts';
import { scopeCard, studioFilter } from '../report/read.ts';
import type { ContentContext } from './context.ts';
import type { contentContract } from './contract.ts';
import { faulted } from './faults.ts';
import { deleteImage, describeImage, imageResource, readImage, uploadImage } from './images.ts';
import { listImageRows } from './lists.ts';
import { pageResource } from './page-resource.ts';
import { createPage, replacePage, type TransitionName, transitionPage } from './pages.ts';
import { reserveOrRefuse } from './problems.ts';
import { listQuery, livePage, pageHistory, pageList, publicFeed, readPage } from './reading.ts';
import { CONTENT_LIMITS } from './schemas.ts';
import { authenticate, optionalToken, requireScopes } from './tokens.ts';

export function contentHandlers(context: ContentContext): Handlers<typeof contentContract> {
  const { base } = context;
  const readBody = (request: Request) => readJson(request, CONTENT_LIMITS.pageBodyBytes);
  /** A page write's body, once there is room for it in an export file (budget.ts). */
  const readPageWrite = async (request: Request) => {
    const body = await readBody(request);
    await reserveOrRefuse(context.db, pageGrowth(body));
    return body;
  };
  /** A transition stores a revision: a copy of the page, at most a page body's bound. */
  const reserveRevision = () => reserveOrRefuse(context.db, 2 * CONTENT_LIMITS.pageBodyBytes);
  const reader = async (request: Request) => authenticate(context, request);
  const writer = async (request: Request) => requireScopes(await authenticate(context, request), 'content:write');

  /** publish, unpublish, archive, restore: whatever changes what the public sees needs the publish scope. */
  const transition = (name: TransitionName): RouteHandler =>
    faulted(context, true, async ({ request, params }) => {
      const token = await authenticate(context, request);
      if (name === 'restore') requireScopes(token, 'content:write');
      else requireScopes(token, 'content:write', 'content:publish');
      const body = await readBody(request);
      await reserveRevision();
      return json(pageResource(await transitionPage(context, params.id ?? '', name, body)));
    });

  return {
    listPages: faulted(context, false, async ({ request, url }) => {
      await reader(request);
      return json(await pageList(context, listQuery(url), url.searchParams.get('status')));
    }),
    createPage: faulted(context, true, async ({ request }) => {
      await writer(request);
      return json(pageResource(await createPage(context, await readPageWrite(request))), 201);
    }),
    getPage: faulted(context, false, async ({ request, params }) => {
      await reader(request);
      return json(await readPage(context, params.id ?? ''));
    }),
    replacePage: faulted(context, true, async ({ request, params }) => {
      await writer(request);
      return json(pageResource(await replacePage(context, params.id ?? '', await readPageWrite(request))));
    }),
    getLiveRevision: faulted(context, false, async ({ request, params }) => {
      await reader(request);
      return json(await livePage(context, params.id ?? '', linkBase(request, base)));
    }),
    listHistory: faulted(context, false, async ({ request, url, params }) => {
      await reader(request);
      return json(await pageHistory(context, params.id ?? '', listQuery(url)));
    }),
    publishPage: transition('publish'),
    unpublishPage: transition('unpublish'),
    archivePage: transition('archive'),
    restorePage: transition('restore'),
    listImages: faulted(context, false, async ({ request, url }) => {
      await reader(request);
      const list = await listImageRows(context, listQuery(url).page);
      return json({
        images: list.rows.map((row) => imageResource(row, linkBase(request, base))),
        page: list.page,
        next_page: list.next_page,
      });
    }),
    uploadImage: faulted(context, true, async ({ request, url }) => {
      await writer(request);
      const image = await uploadImage(context, request, url.searchParams.get('alt') ?? '');
      return json(imageResource(image, linkBase(request, base)), 201);
    }),
    getImage: async ({ request, params }) => {
      const token = await optionalToken(context, request);
      const image = await readImage(context, params.id ?? '', token !== undefined);
      return bytes(image.bytes, image.type, { 'cache-control': 'no-store' });
    },
    describeImage: faulted(context, true, async ({ request, params }) => {
      await writer(request);
      const image = await describeImage(context, params.id ?? '', await readBody(request));
      return json(imageResource(image, linkBase(request, base)));
    }),
    deleteImage: faulted(context, true, async ({ request, params }) => {
      await writer(request);
      await deleteImage(context, params.id ?? '');
      forgetContentSize(context.db);
      return noContent();
    }),
    getJournalReport: async ({ request, url }) => {
      const token = await authenticate(context, request);
      await context.journalWritten();
      const lang = url.searchParams.get('lang') === 'de' ? 'de' : 'en';
      const project = url.searchParams.get('project');
      const filter = project === null ? undefined : studioFilter(project);
      return json(await scopeCard(context.db, `token:${token.id}`, { card: 'token', base, lang }, filter));
    },
    publicFeed: async ({ request, url }) => json(await publicFeed(context, listQuery(url), linkBase(request, base))),
    // Built when first asked for (documents/port.ts), then kept.
    getGuide: ({ request, url }) => guideAnswer(context.documents, 'content', { request, url, base }),
    getSchema: ({ request, url }) => openApiAnswer(context.documents, 'content', { request, url, base }),
  };
}
