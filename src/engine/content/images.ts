/** Images: uploaded with a token, private until a live revision uses one as its cover. */

import * as v from 'valibot';
import { randomHex } from '../clock.ts';
import { imageGrowth } from '../db/content-size.ts';
import { isJsonObject, readBytes } from '../http/body.ts';
import type { ContentContext } from './context.ts';
import type { Image } from './contract.ts';
import {
  imageInUse,
  imageNotFound,
  invalid,
  malformedBody,
  reserveOrRefuse,
  tokenRequired,
  unsupportedMediaType,
} from './problems.ts';
import { describeIssues, ImagePatch, CONTENT_LIMITS as LIMITS } from './schemas.ts';
import type { ImageRow } from './stores.ts';

/** Accepted types and the bytes each file must start with. */
const SIGNATURES: Record<string, (b: Uint8Array) => boolean> = {
  'image/png': (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((x, i) => b[i] === x),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/gif': (b) => String.fromCharCode(...b.slice(0, 4)) === 'GIF8',
  'image/webp': (b) =>
    String.fromCharCode(...b.slice(0, 4)) === 'RIFF' && String.fromCharCode(...b.slice(8, 12)) === 'WEBP',
};

export async function uploadImage(context: ContentContext, request: Request, alt: string): Promise<ImageRow> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const check = SIGNATURES[type];
  if (!check) {
    throw unsupportedMediaType(
      `Send the image as the raw body with Content-Type ${Object.keys(SIGNATURES).join(', ')}.`,
    );
  }
  const bytes = await readBytes(request, LIMITS.imageBytes);
  if (bytes.byteLength === 0 || !check(new Uint8Array(bytes))) {
    throw unsupportedMediaType(`The body is not a ${type} file.`);
  }
  if (alt.length > LIMITS.alt) throw invalid(`alt is longer than ${LIMITS.alt} characters.`);
  await reserveOrRefuse(context.db, imageGrowth(bytes.byteLength));
  const row: ImageRow = {
    id: randomHex(context.random, 12),
    type,
    size: bytes.byteLength,
    bytes,
    alt,
    createdAt: context.clock.now(),
  };
  await context.db.images.add(row);
  return row;
}

/** True while a live revision of some page uses the image as its cover. */
async function isPublic(context: ContentContext, imageId: string): Promise<boolean> {
  return (await context.db.pages.where('liveCover').equals(imageId).count()) > 0;
}

/** Refused while a page's current draft or any revision in history uses the image. */
export async function deleteImage(context: ContentContext, id: string): Promise<void> {
  const { db } = context;
  await db.transaction('rw', [db.images, db.pages, db.revisions], async () => {
    if (!(await db.images.get(id))) throw imageNotFound();
    const inDraft = await db.pages.filter((page) => page.cover === id).count();
    const inHistory = await db.revisions.filter((revision) => revision.cover === id).count();
    if (inDraft + inHistory > 0) throw imageInUse();
    await db.images.delete(id);
  });
}

export function imageResource(image: ImageRow, base: string): Image {
  return {
    id: image.id,
    type: image.type as Image['type'],
    size: image.size,
    alt: image.alt,
    url: `${base}api/images/${image.id}`,
    created_at: new Date(image.createdAt).toISOString(),
  };
}

/** GET /api/images/{id}: with a token any image; without one only while a live revision uses it. */
export async function readImage(context: ContentContext, id: string, hasToken: boolean): Promise<ImageRow> {
  const image = await context.db.images.get(id);
  if (!hasToken && !(image && (await isPublic(context, image.id)))) throw tokenRequired();
  if (!image) throw imageNotFound();
  return image;
}

/** PATCH /api/images/{id}: a new alt text; published covers show it at once (it is read live). */
export async function describeImage(context: ContentContext, id: string, body: unknown): Promise<ImageRow> {
  if (!isJsonObject(body)) throw malformedBody();
  const parsed = v.safeParse(ImagePatch, body);
  if (!parsed.success) throw invalid(`The change is not valid: ${describeIssues(parsed.issues)}.`);
  const image = await context.db.images.get(id);
  if (!image) throw imageNotFound();
  await context.db.images.update(image.id, { alt: parsed.output.alt });
  return { ...image, alt: parsed.output.alt };
}
