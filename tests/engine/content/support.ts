/** Steps shared by the content tests: tokens made by the owner, and calls with them. */
import type { TestEngine } from '../support.ts';

export const READ: string[] = [];
export const WRITE = ['content:write'];
export const PUBLISH = ['content:write', 'content:publish'];

export async function tokenWith(engine: TestEngine, scopes: string[], name = 'agent'): Promise<string> {
  return (await engine.owner.createToken({ name, scopes })).token;
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

export interface PageBody {
  id: string;
  version: number;
  status: string;
  title: string;
  body?: string;
  [key: string]: unknown;
}

export async function call(engine: TestEngine, method: string, path: string, token?: string, body?: unknown) {
  const res = await engine.call(method, path, body, token ? bearer(token) : {});
  const type = res.headers.get('content-type') ?? '';
  return { res, body: type.includes('json') ? await res.json() : undefined };
}

export async function newPage(engine: TestEngine, token: string, fields: Record<string, unknown> = {}) {
  const { body } = await call(engine, 'POST', '/api/pages', token, {
    title: 'Öffnungszeiten',
    body: 'Mo–Fr 8–16 Uhr',
    ...fields,
  });
  return body as PageBody;
}

export async function publish(engine: TestEngine, token: string, id: string, version: number) {
  return call(engine, 'POST', `/api/pages/${id}/publish`, token, { expected_version: version });
}

/** A 1x1 PNG. */
export const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0,
  0, 0, 0x1f, 0x15, 0xc4, 0x89, 0, 0, 0, 10, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9c, 0x63, 0, 1, 0, 0, 5, 0, 1, 0x0d, 0x0a,
  0x2d, 0xb4, 0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
]);

export async function upload(engine: TestEngine, token: string, alt = 'Rathaus') {
  const res = await engine.handle(
    new Request(`http://localhost/api/images?alt=${encodeURIComponent(alt)}`, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'image/png' },
      body: PNG,
    }),
  );
  return { res, body: await res.json() };
}
