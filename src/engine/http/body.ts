/** The one JSON body reader: malformed or oversized input is always the same error. */
import { ApiError } from './errors.ts';

/** Largest JSON body any route accepts; image uploads set their own bound. */
export const MAX_JSON_BYTES = 256 * 1024;

export async function readJson(request: Request, maxBytes = MAX_JSON_BYTES): Promise<unknown> {
  const text = await readText(request, maxBytes);
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, 'malformed_request', 'The request body is not valid JSON. Send a JSON object.');
  }
}

/**
 * The raw body, refused with 413 as soon as it is larger than `maxBytes`: by its declared
 * Content-Length before reading, else while reading (a 20 MB body is not read whole first).
 */
/**
 * The bodies the engine read, by request: the journal records a request's body from here after the
 * answer, so it needs no copy of the request (a copy would pull more of a large upload than the
 * bound, and costs a stream tee on every request).
 */
const readBodies = new WeakMap<Request, ArrayBuffer>();

/** The body the engine read of this request, if it read one (whole, within its bound). */
export function bodyRead(request: Request): ArrayBuffer | undefined {
  return readBodies.get(request);
}

export async function readBytes(request: Request, maxBytes: number): Promise<ArrayBuffer> {
  const bytes = await readWhole(request, maxBytes);
  readBodies.set(request, bytes);
  return bytes;
}

async function readWhole(request: Request, maxBytes: number): Promise<ArrayBuffer> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > maxBytes) throw tooLarge(maxBytes);
  if (!request.body) return new ArrayBuffer(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      void reader.cancel();
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  // One chunk (the usual case for a fetch from a page) needs no copy.
  if (chunks.length === 1 && chunks[0]) return chunks[0].slice().buffer;
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes.buffer;
}

export async function readText(request: Request, maxBytes: number): Promise<string> {
  const buffer = await readBytes(request, maxBytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    throw new ApiError(400, 'malformed_request', 'The request body is not valid UTF-8 text.');
  }
}

export function tooLarge(maxBytes: number): ApiError {
  return new ApiError(413, 'payload_too_large', `The request body is larger than ${maxBytes} bytes. Send less.`, {
    extra: { limit_bytes: maxBytes },
  });
}

/**
 * A JSON object that is not an array. valibot's object schemas accept arrays (objects without
 * unknown keys), so every body check starts here.
 */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
