/** Images: types and sizes checked, private until a live revision uses them, delete refused while used. */
import { describe, expect, it } from 'vitest';
import { testEngine } from '../support.ts';
import { bearer, call, newPage, PNG, PUBLISH, publish, READ, tokenWith, upload, WRITE } from './support.ts';

describe('uploading', () => {
  it('stores a PNG with its alt text', async () => {
    const engine = testEngine();
    const token = await tokenWith(engine, WRITE);
    const { res, body } = await upload(engine, token, 'Das Rathaus');
    expect(res.status).toBe(201);
    expect(body).toMatchObject({
      type: 'image/png',
      size: PNG.length,
      alt: 'Das Rathaus',
      url: `/api/images/${body.id}`,
    });
    const read = await engine.call('GET', `/api/images/${body.id}`, undefined, bearer(token));
    expect(read.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await read.arrayBuffer())).toEqual(PNG);
  });

  it('refuses other types (415), bytes that do not match the type (415), and images over 1 MiB (413)', async () => {
    const engine = testEngine();
    const token = await tokenWith(engine, WRITE);
    const send = (type: string, body: BodyInit) =>
      engine.handle(
        new Request('http://localhost/api/images', {
          method: 'POST',
          headers: { ...bearer(token), 'content-type': type },
          body,
        }),
      );
    expect((await send('image/svg+xml', '<svg/>')).status).toBe(415);
    expect((await send('image/png', 'not a png')).status).toBe(415);
    const big = new Uint8Array(1024 * 1024 + 1);
    big.set(PNG);
    const tooBig = await send('image/png', big);
    expect(tooBig.status).toBe(413);
    expect((await tooBig.json()).error).toBe('payload_too_large');
  });
});

describe('visibility', () => {
  it('a private image is not readable without a token until a published revision uses it', async () => {
    const engine = testEngine();
    const token = await tokenWith(engine, PUBLISH);
    const image = (await upload(engine, token)).body;
    expect((await engine.call('GET', `/api/images/${image.id}`)).status).toBe(401);
    const page = await newPage(engine, token, { cover: image.id });
    // In a draft it is still private.
    expect((await engine.call('GET', `/api/images/${image.id}`)).status).toBe(401);
    await publish(engine, token, page.id, 1);
    expect((await engine.call('GET', `/api/images/${image.id}`)).status).toBe(200);
    await call(engine, 'POST', `/api/pages/${page.id}/unpublish`, token, { expected_version: 2 });
    expect((await engine.call('GET', `/api/images/${image.id}`)).status).toBe(401);
  });

  it('follows the live revision: a new cover in the draft stays private until it is published', async () => {
    const engine = testEngine();
    const token = await tokenWith(engine, PUBLISH);
    const first = (await upload(engine, token, 'first')).body;
    const second = (await upload(engine, token, 'second')).body;
    const status = async (id: string) => (await engine.call('GET', `/api/images/${id}`)).status;
    const page = await newPage(engine, token, { cover: first.id });
    await publish(engine, token, page.id, 1);
    const replaced = await call(engine, 'PUT', `/api/pages/${page.id}`, token, {
      title: 'Öffnungszeiten',
      body: 'Neu',
      cover: second.id,
      expected_version: 2,
    });
    expect(replaced.res.status).toBe(200);
    expect([await status(first.id), await status(second.id)]).toEqual([200, 401]);
    await publish(engine, token, page.id, 3);
    expect([await status(first.id), await status(second.id)]).toEqual([401, 200]);
    await call(engine, 'POST', `/api/pages/${page.id}/archive`, token, { expected_version: 4 });
    expect(await status(second.id)).toBe(401);
  });

  it('changing the alt text changes published covers that use the image', async () => {
    const engine = testEngine();
    const token = await tokenWith(engine, PUBLISH);
    const image = (await upload(engine, token, 'alt')).body;
    const page = await newPage(engine, token, { cover: image.id });
    await publish(engine, token, page.id, 1);
    const patched = await call(engine, 'PATCH', `/api/images/${image.id}`, token, { alt: 'Neuer Alternativtext' });
    expect(patched.body.alt).toBe('Neuer Alternativtext');
    const live = await call(engine, 'GET', `/api/pages/${page.id}/published`, token);
    expect(live.body.cover).toEqual({ id: image.id, url: `/api/images/${image.id}`, alt: 'Neuer Alternativtext' });
  });
});

describe('deleting', () => {
  it('is refused (409 image_in_use) while a draft or the history uses the image', async () => {
    const engine = testEngine();
    const token = await tokenWith(engine, PUBLISH);
    const image = (await upload(engine, token)).body;
    const page = await newPage(engine, token, { cover: image.id });
    const inUse = await call(engine, 'DELETE', `/api/images/${image.id}`, token);
    expect(inUse.res.status).toBe(409);
    expect(inUse.body.error).toBe('image_in_use');
    // Removed from the draft, it is still in the page's history.
    await call(engine, 'PUT', `/api/pages/${page.id}`, token, { title: 'ohne Bild', expected_version: 1 });
    expect((await call(engine, 'DELETE', `/api/images/${image.id}`, token)).res.status).toBe(409);
  });

  it('deletes an image nothing uses (204), needs write, and then it is gone', async () => {
    const engine = testEngine();
    const writer = await tokenWith(engine, WRITE);
    const reader = await tokenWith(engine, READ);
    const image = (await upload(engine, writer)).body;
    expect((await call(engine, 'DELETE', `/api/images/${image.id}`, reader)).res.status).toBe(403);
    expect((await call(engine, 'DELETE', `/api/images/${image.id}`, writer)).res.status).toBe(204);
    expect((await call(engine, 'GET', `/api/images/${image.id}`, writer)).res.status).toBe(404);
  });
});

describe('listing', () => {
  it('lists images with alt text and URL for any token, 50 a page, and refuses without one', async () => {
    const engine = testEngine();
    const writer = await tokenWith(engine, WRITE);
    const reader = await tokenWith(engine, READ);
    for (let i = 0; i < 51; i++) await upload(engine, writer, `Bild ${i}`);
    const first = await call(engine, 'GET', '/api/images', reader);
    expect(first.res.status).toBe(200);
    expect(first.body.images).toHaveLength(50);
    expect(first.body.next_page).toBe(2);
    expect(first.body.images[0]).toMatchObject({ type: 'image/png', url: expect.stringMatching(/^\/api\/images\//) });
    expect(first.body.images[0]).not.toHaveProperty('bytes');
    const second = await call(engine, 'GET', '/api/images?page=2', reader);
    expect(second.body.images).toHaveLength(1);
    expect(second.body.next_page).toBeNull();
    expect((await engine.call('GET', '/api/images')).status).toBe(401);
  });
});
