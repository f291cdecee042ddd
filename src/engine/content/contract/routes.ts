/**
 * The content service's routes (composed in ../contract.ts): method, path, words, scopes, request
 * and answer schemas, and the error codes each can give. The handlers are ../routes.ts.
 */
import * as v from 'valibot';
import type { RouteSpec, Words } from '../../http/contract.ts';
import { FAULT_ERRORS, preferHeader, WRITE_FAULT_ERRORS } from '../../http/fault-contract.ts';
import { documentLangQuery, guideBridgeQuery, guideLangQuery } from '../../http/guide-lang.ts';
import { ReportCard } from '../../report/schemas.ts';
import { CONTENT_LIMITS, ImagePatch, PageInput, PageReplace, Transition } from '../schemas.ts';
import type { ContentErrorCode } from './errors.ts';
import { Feed, IMAGE_TYPES, Image, ImageList, LiveRevision, Page, PageList, RevisionList } from './schemas.ts';

const pageQuery = { page: v.optional(v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,6}$/)), '1') };
const includeQuery = {
  include: v.optional(v.pipe(v.literal('body'), v.description('Include body and named fields.'))),
};
const pageAnswer = (description: Words) => ({ description, json: Page });

/** Workshop faults one request can ask for (issue #21), as on the municipal routes. */
const prefer = preferHeader({ en: 'writes', de: 'Schreiben' });
const transition = (summary: Words, scopes: readonly string[], description: Words) =>
  ({
    method: 'POST',
    summary,
    description,
    auth: 'bearer',
    scopes,
    headers: prefer,
    body: { json: Transition },
    responses: { 200: pageAnswer({ en: 'The page', de: 'Die Seite' }) },
    errors: [
      'unauthorized',
      'insufficient_scope',
      'not_found',
      'stale_revision',
      'page_archived',
      'invalid_transition',
      'unsupported_input',
      'store_full',
      ...WRITE_FAULT_ERRORS,
    ],
  }) as const;
const WRITE = ['content:write'] as const;
const PUBLISH = ['content:write', 'content:publish'] as const;

export const contentRoutes = {
  listPages: {
    method: 'GET',
    path: '/api/pages',
    summary: {
      en: 'Page summaries, 50 a page. status=published lists EDITORIAL DRAFTS of published pages (a trap).',
      de: 'Seitenübersichten, 50 je Seite. status=published listet REDAKTIONELLE ENTWÜRFE veröffentlichter Seiten (eine Falle).',
    },
    auth: 'bearer',
    headers: prefer,
    query: { ...pageQuery, ...includeQuery, status: v.optional(v.literal('published')) },
    responses: { 200: { description: { en: 'Summaries', de: 'Übersichten' }, json: PageList } },
    errors: ['unauthorized', 'unsupported_input', ...FAULT_ERRORS],
  },
  createPage: {
    method: 'POST',
    path: '/api/pages',
    summary: { en: 'Create a private draft', de: 'Einen privaten Entwurf anlegen' },
    auth: 'bearer',
    headers: prefer,
    scopes: WRITE,
    body: { json: PageInput, example: { title: 'Sprechzeiten', body: 'Montag 9-12 Uhr' } },
    responses: { 201: pageAnswer({ en: 'The new draft, version 1', de: 'Der neue Entwurf, Version 1' }) },
    errors: ['unauthorized', 'insufficient_scope', 'unsupported_input', 'store_full', ...WRITE_FAULT_ERRORS],
  },
  getPage: {
    method: 'GET',
    path: '/api/pages/:id',
    summary: {
      en: 'The editorial draft (may hold private edits)',
      de: 'Der redaktionelle Entwurf (kann private Änderungen enthalten)',
    },
    auth: 'bearer',
    headers: prefer,
    responses: { 200: pageAnswer({ en: 'The page', de: 'Die Seite' }) },
    errors: ['unauthorized', 'not_found', ...FAULT_ERRORS],
  },
  replacePage: {
    method: 'PUT',
    path: '/api/pages/:id',
    summary: {
      en: 'Full replace of the draft with expected_version; omitted fields take defaults',
      de: 'Den Entwurf mit expected_version ganz ersetzen; weggelassene Felder nehmen die Vorgaben',
    },
    auth: 'bearer',
    headers: prefer,
    scopes: WRITE,
    body: { json: PageReplace },
    responses: { 200: pageAnswer({ en: 'The page', de: 'Die Seite' }) },
    errors: [
      'unauthorized',
      'insufficient_scope',
      'not_found',
      'stale_revision',
      'page_archived',
      'unsupported_input',
      'store_full',
      ...WRITE_FAULT_ERRORS,
    ],
  },
  getLiveRevision: {
    method: 'GET',
    path: '/api/pages/:id/published',
    summary: {
      en: 'The exact live revision; 404 when unpublished or archived',
      de: 'Genau die veröffentlichte Fassung; 404, wenn zurückgezogen oder archiviert',
    },
    auth: 'bearer',
    headers: prefer,
    responses: { 200: { description: { en: 'Live revision', de: 'Veröffentlichte Fassung' }, json: LiveRevision } },
    errors: ['unauthorized', 'not_found', ...FAULT_ERRORS],
  },
  listHistory: {
    method: 'GET',
    path: '/api/pages/:id/history',
    summary: {
      en: 'Every version of the page, newest first, 50 a page',
      de: 'Jede Version der Seite, die neueste zuerst, 50 je Seite',
    },
    auth: 'bearer',
    headers: prefer,
    query: { ...pageQuery, ...includeQuery },
    responses: { 200: { description: { en: 'Revisions', de: 'Fassungen' }, json: RevisionList } },
    errors: ['unauthorized', 'not_found', 'unsupported_input', ...FAULT_ERRORS],
  },
  publishPage: {
    path: '/api/pages/:id/publish',
    ...transition({ en: 'Make the current draft live', de: 'Den aktuellen Entwurf veröffentlichen' }, PUBLISH, {
      en: 'From draft, published (with private edits) or unpublished.',
      de: 'Aus draft, published (mit privaten Änderungen) oder unpublished.',
    }),
  },
  unpublishPage: {
    path: '/api/pages/:id/unpublish',
    ...transition({ en: 'Take the live revision down', de: 'Die veröffentlichte Fassung zurückziehen' }, PUBLISH, {
      en: 'From published only.',
      de: 'Nur aus published.',
    }),
  },
  archivePage: {
    path: '/api/pages/:id/archive',
    ...transition(
      { en: 'Archive: nothing live, read-only', de: 'Archivieren: nichts veröffentlicht, nur lesbar' },
      PUBLISH,
      { en: 'From any status but archived.', de: 'Aus jedem Zustand außer archived.' },
    ),
  },
  restorePage: {
    path: '/api/pages/:id/restore',
    ...transition(
      {
        en: 'Restore an archived page as a private draft',
        de: 'Eine archivierte Seite als privaten Entwurf wiederherstellen',
      },
      WRITE,
      { en: 'From archived only.', de: 'Nur aus archived.' },
    ),
  },
  listImages: {
    method: 'GET',
    path: '/api/images',
    summary: {
      en: 'The images with their alt text and URL (not their bytes), 50 a page, in a stable order',
      de: 'Die Bilder mit Alternativtext und URL (ohne ihre Bytes), 50 je Seite, in fester Reihenfolge',
    },
    auth: 'bearer',
    headers: prefer,
    query: pageQuery,
    responses: { 200: { description: { en: 'Images', de: 'Bilder' }, json: ImageList } },
    errors: ['unauthorized', 'unsupported_input', ...FAULT_ERRORS],
  },
  uploadImage: {
    method: 'POST',
    path: '/api/images',
    summary: { en: 'Upload an image as the raw body', de: 'Ein Bild als rohen Inhalt hochladen' },
    auth: 'bearer',
    headers: prefer,
    scopes: WRITE,
    query: { alt: v.optional(v.pipe(v.string(), v.maxLength(CONTENT_LIMITS.alt))) },
    body: { media: IMAGE_TYPES },
    responses: { 201: { description: { en: 'The image', de: 'Das Bild' }, json: Image } },
    errors: [
      'unauthorized',
      'insufficient_scope',
      'unsupported_media_type',
      'unsupported_input',
      'store_full',
      ...WRITE_FAULT_ERRORS,
    ],
  },
  getImage: {
    method: 'GET',
    path: '/api/images/:id',
    summary: {
      en: 'The image; without a token only while a live revision uses it as its cover',
      de: 'Das Bild; ohne Token nur, solange eine veröffentlichte Fassung es als Titelbild nutzt',
    },
    auth: 'optional',
    responses: { 200: { description: { en: 'Image bytes', de: 'Die Bytes des Bildes' }, media: 'image/*' } },
    errors: ['unauthorized', 'not_found'],
  },
  describeImage: {
    method: 'PATCH',
    path: '/api/images/:id',
    summary: {
      en: 'Change the alt text; published covers show it too',
      de: 'Den Alternativtext ändern; veröffentlichte Titelbilder zeigen ihn auch',
    },
    auth: 'bearer',
    headers: prefer,
    scopes: WRITE,
    body: { json: ImagePatch },
    responses: { 200: { description: { en: 'The image', de: 'Das Bild' }, json: Image } },
    errors: ['unauthorized', 'insufficient_scope', 'not_found', 'unsupported_input', ...WRITE_FAULT_ERRORS],
  },
  deleteImage: {
    method: 'DELETE',
    path: '/api/images/:id',
    summary: {
      en: 'Delete an image; refused while a draft or any revision uses it',
      de: 'Ein Bild löschen; abgelehnt, solange ein Entwurf oder eine Fassung es nutzt',
    },
    auth: 'bearer',
    headers: prefer,
    scopes: WRITE,
    responses: { 204: { description: { en: 'Deleted', de: 'Gelöscht' } } },
    errors: ['unauthorized', 'insufficient_scope', 'not_found', 'image_in_use', ...WRITE_FAULT_ERRORS],
  },
  getJournalReport: {
    method: 'GET',
    path: '/api/journal/report',
    summary: {
      en: 'This token’s report card: the client rules of the API checked over its own requests in the journal',
      de: 'Das Zeugnis dieses Tokens: die Regeln der API für Clients, an seinen eigenen Anfragen im Protokoll geprüft',
    },
    description: {
      en: 'Each rule with its spec sentence, verdict (kept, broken, warning, not_tried), the journal entries that show it, and advice. Not recorded in the journal itself, and never faulted.',
      de: 'Jede Regel mit ihrem Satz aus der Spezifikation, dem Urteil (kept, broken, warning, not_tried), den Protokolleinträgen, die es belegen, und einem Rat. Wird selbst nicht protokolliert und nie gestört.',
    },
    auth: 'bearer',
    query: {
      lang: v.optional(
        v.pipe(
          v.picklist(['en', 'de']),
          v.description(
            'Language of every word a person reads on the card: en (the default) or de; anything else is read as en.',
          ),
        ),
        'en',
      ),
      project: v.optional(
        v.pipe(
          v.string(),
          v.minLength(1),
          v.description(
            'The card of one studio project’s page (docs/studio.md): only the requests its page made (journal source `studio` with this `project`).',
          ),
        ),
      ),
    },
    responses: { 200: { description: { en: 'The report card', de: 'Das Zeugnis' }, json: ReportCard } },
    errors: ['unauthorized'],
  },
  publicFeed: {
    method: 'GET',
    path: '/api/public/feed',
    summary: {
      en: 'Public knowledge feed: live revisions only, no token',
      de: 'Öffentlicher Wissens-Feed: nur veröffentlichte Fassungen, ohne Token',
    },
    auth: 'none',
    query: pageQuery,
    responses: { 200: { description: { en: 'Live revisions', de: 'Veröffentlichte Fassungen' }, json: Feed } },
    errors: ['unsupported_input'],
  },
  getGuide: {
    method: 'GET',
    path: '/api/guide',
    summary: { en: 'This API’s guide (HTML)', de: 'Die Anleitung dieser API (HTML)' },
    auth: 'none',
    query: { lang: guideLangQuery, bridge: guideBridgeQuery },
    responses: { 200: { description: { en: 'HTML', de: 'HTML' }, media: 'text/html' } },
    errors: ['documents_unavailable'],
  },
  getSchema: {
    method: 'GET',
    path: '/api/schema',
    summary: { en: 'This OpenAPI 3.1 document', de: 'Dieses OpenAPI-3.1-Dokument' },
    auth: 'none',
    query: { lang: documentLangQuery },
    responses: {
      200: { description: { en: 'OpenAPI 3.1', de: 'OpenAPI 3.1' }, json: v.record(v.string(), v.unknown()) },
    },
    errors: ['documents_unavailable'],
  },
} satisfies Record<string, RouteSpec<ContentErrorCode>>;
