/** Small response builders shared by every domain. */

export function json(body: unknown, status = 200, headers?: Record<string, string>): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}

export function text(body: string, contentType: string, status = 200): Response {
  return new Response(body, { status, headers: { 'content-type': contentType } });
}

export function bytes(body: Uint8Array | ArrayBuffer, contentType: string, headers?: Record<string, string>): Response {
  return new Response(body as BodyInit, { status: 200, headers: { 'content-type': contentType, ...headers } });
}

export function noContent(headers?: Record<string, string>): Response {
  return new Response(null, { status: 204, headers });
}
