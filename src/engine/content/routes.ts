/** The route table of the content service (/api). */
import * as v from 'valibot';
import type { EngineContext } from '../domain.ts';
import { isJsonObject, readJson } from '../http/body.ts';
import { bytes, json, noContent } from '../http/responses.ts';
import type { Route } from '../http/router.ts';
import { contentGuide } from './guide.ts';
import { deleteImage, imageResource, isPublic, uploadImage } from './images.ts';
import { listImageRows, listPageRows, listRevisionRows, pageNumber } from './lists.ts';
import { contentOpenApi } from './openapi.ts';
import { historyEntry, liveResource, pageResource, pageSummary } from './page-resource.ts';
import { createPage, replacePage, type TransitionName, transitionPage } from './pages.ts';
import { imageNotFound, invalid, malformedBody, notPublished, pageNotFound, tokenRequired } from './problems.ts';
import { describeIssues, ImagePatch, LIMITS } from './schemas.ts';
import { authenticate, optionalToken, requireScopes } from './tokens.ts';

export function contentRoutes(context: EngineContext): Route[] {
  const { db, base } = context;
  const readBody = (request: Request) => readJson(request, LIMITS.pageBodyBytes);

  async function livePage(id: string) {
    const page = await db.pages.get(id);
    if (!page) throw pageNotFound();
    if (page.liveVersion === null) throw notPublished();
    const revision = await db.revisions.get([id, page.liveVersion]);
    if (!revision) throw notPublished();
    const cover = revision.cover ? await db.images.get(revision.cover) : undefined;
    return liveResource(page, revision, cover, base);
  }

  function transition(name: TransitionName): Route {
    return {
      method: 'POST',
      path: `/api/pages/:id/${name}`,
      handler: async ({ request, params }) => {
        const token = await authenticate(context, request);
        // Whatever changes what the public sees needs the publish scope; restoring only makes a draft.
        if (name === 'restore') requireScopes(token, 'content:write');
        else requireScopes(token, 'content:write', 'content:publish');
        return json(pageResource(await transitionPage(context, params.id ?? '', name, await readBody(request))));
      },
    };
  }

  return [
    {
      method: 'GET',
      path: '/api/pages',
      handler: async ({ request, url }) => {
        await authenticate(context, request);
        const status = url.searchParams.get('status');
        if (status !== null && status !== 'published') throw invalid('status may only be "published".');
        const includeBody = url.searchParams.get('include') === 'body';
        const list = await listPageRows(context, pageNumber(url), status === 'published');
        return json({
          pages: list.rows.map((row) => pageSummary(row, includeBody)),
          page: list.page,
          next_page: list.next_page,
        });
      },
    },
    {
      method: 'POST',
      path: '/api/pages',
      handler: async ({ request }) => {
        requireScopes(await authenticate(context, request), 'content:write');
        return json(pageResource(await createPage(context, await readBody(request))), 201);
      },
    },
    {
      method: 'GET',
      path: '/api/pages/:id',
      handler: async ({ request, params }) => {
        await authenticate(context, request);
        const page = await db.pages.get(params.id ?? '');
        if (!page) throw pageNotFound();
        return json(pageResource(page));
      },
    },
    {
      method: 'PUT',
      path: '/api/pages/:id',
      handler: async ({ request, params }) => {
        requireScopes(await authenticate(context, request), 'content:write');
        return json(pageResource(await replacePage(context, params.id ?? '', await readBody(request))));
      },
    },
    {
      method: 'GET',
      path: '/api/pages/:id/published',
      handler: async ({ request, params }) => {
        await authenticate(context, request);
        return json(await livePage(params.id ?? ''));
      },
    },
    {
      method: 'GET',
      path: '/api/pages/:id/history',
      handler: async ({ request, url, params }) => {
        await authenticate(context, request);
        if (!(await db.pages.get(params.id ?? ''))) throw pageNotFound();
        const includeBody = url.searchParams.get('include') === 'body';
        const list = await listRevisionRows(context, params.id ?? '', pageNumber(url));
        return json({
          revisions: list.rows.map((row) => historyEntry(row, includeBody)),
          page: list.page,
          next_page: list.next_page,
        });
      },
    },
    transition('publish'),
    transition('unpublish'),
    transition('archive'),
    transition('restore'),
    {
      method: 'GET',
      path: '/api/images',
      handler: async ({ request, url }) => {
        await authenticate(context, request);
        const list = await listImageRows(context, pageNumber(url));
        return json({
          images: list.rows.map((row) => imageResource(row, base)),
          page: list.page,
          next_page: list.next_page,
        });
      },
    },
    {
      method: 'POST',
      path: '/api/images',
      handler: async ({ request, url }) => {
        requireScopes(await authenticate(context, request), 'content:write');
        const image = await uploadImage(context, request, url.searchParams.get('alt') ?? '');
        return json(imageResource(image, base), 201);
      },
    },
    {
      method: 'GET',
      path: '/api/images/:id',
      handler: async ({ request, params }) => {
        const token = await optionalToken(context, request);
        const image = await db.images.get(params.id ?? '');
        // Without a token an image is readable only while a live revision uses it.
        if (!token && !(image && (await isPublic(context, image.id)))) throw tokenRequired();
        if (!image) throw imageNotFound();
        return bytes(image.bytes, image.type, { 'cache-control': 'no-store' });
      },
    },
    {
      method: 'PATCH',
      path: '/api/images/:id',
      handler: async ({ request, params }) => {
        requireScopes(await authenticate(context, request), 'content:write');
        const body = await readBody(request);
        const parsed = v.safeParse(ImagePatch, body);
        if (!isJsonObject(body)) throw malformedBody();
        if (!parsed.success) throw invalid(`The change is not valid: ${describeIssues(parsed.issues)}.`);
        const image = await db.images.get(params.id ?? '');
        if (!image) throw imageNotFound();
        await db.images.update(image.id, { alt: parsed.output.alt });
        return json(imageResource({ ...image, alt: parsed.output.alt }, base));
      },
    },
    {
      method: 'DELETE',
      path: '/api/images/:id',
      handler: async ({ request, params }) => {
        requireScopes(await authenticate(context, request), 'content:write');
        await deleteImage(context, params.id ?? '');
        return noContent();
      },
    },
    {
      method: 'GET',
      path: '/api/public/feed',
      handler: async ({ url }) => {
        // Built only from live revisions, selected explicitly: never from drafts or status=published.
        const list = await listPageRows(context, pageNumber(url), true);
        const items = [];
        for (const row of list.rows) items.push(await livePage(row.id));
        return json({ items, page: list.page, next_page: list.next_page });
      },
    },
    {
      method: 'GET',
      path: '/api/guide',
      handler: ({ url }) =>
        new Response(contentGuide(`${url.origin}${base}`), { headers: { 'content-type': 'text/html; charset=utf-8' } }),
    },
    {
      method: 'GET',
      path: '/api/schema',
      handler: ({ url }) => json(contentOpenApi(`${url.origin}${base}`)),
    },
  ];
}
