/** Images: uploaded with a token, private until a live revision uses one as its cover. */
import { randomHex } from '../clock.ts';
import type { EngineContext } from '../domain.ts';
import { readBytes } from '../http/body.ts';
import { ApiError } from '../http/errors.ts';
import { imageInUse, imageNotFound } from './problems.ts';
import { LIMITS } from './schemas.ts';
import type { ImageRow } from './stores.ts';

/** Accepted types and the bytes each file must start with. */
const SIGNATURES: Record<string, (b: Uint8Array) => boolean> = {
  'image/png': (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((x, i) => b[i] === x),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/gif': (b) => String.fromCharCode(...b.slice(0, 4)) === 'GIF8',
  'image/webp': (b) =>
    String.fromCharCode(...b.slice(0, 4)) === 'RIFF' && String.fromCharCode(...b.slice(8, 12)) === 'WEBP',
};

export async function uploadImage(context: EngineContext, request: Request, alt: string): Promise<ImageRow> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const check = SIGNATURES[type];
  if (!check) {
    throw new ApiError(
      415,
      'unsupported_media_type',
      `Send the image as the raw body with Content-Type ${Object.keys(SIGNATURES).join(', ')}.`,
    );
  }
  const bytes = await readBytes(request, LIMITS.imageBytes);
  if (bytes.byteLength === 0 || !check(new Uint8Array(bytes))) {
    throw new ApiError(415, 'unsupported_media_type', `The body is not a ${type} file.`);
  }
  if (alt.length > LIMITS.alt)
    throw new ApiError(422, 'unsupported_input', `alt is longer than ${LIMITS.alt} characters.`);
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
export async function isPublic(context: EngineContext, imageId: string): Promise<boolean> {
  return (await context.db.pages.where('liveCover').equals(imageId).count()) > 0;
}

/** Refused while a page's current draft or any revision in history uses the image. */
export async function deleteImage(context: EngineContext, id: string): Promise<void> {
  const { db } = context;
  await db.transaction('rw', [db.images, db.pages, db.revisions], async () => {
    if (!(await db.images.get(id))) throw imageNotFound();
    const inDraft = await db.pages.filter((page) => page.cover === id).count();
    const inHistory = await db.revisions.filter((revision) => revision.cover === id).count();
    if (inDraft + inHistory > 0) throw imageInUse();
    await db.images.delete(id);
  });
}

export function imageResource(image: ImageRow, base: string) {
  return {
    id: image.id,
    type: image.type,
    size: image.size,
    alt: image.alt,
    url: `${base}api/images/${image.id}`,
    created_at: new Date(image.createdAt).toISOString(),
  };
}
