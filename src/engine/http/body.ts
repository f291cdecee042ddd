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
  const stream = bodyStream(request);
  if (stream === undefined) return readBuffered(request, maxBytes);
  if (stream === null) return new ArrayBuffer(0);
  return readStream(stream, maxBytes);
}

/**
 * The request's body stream: null when it has none, undefined where the engine offers no stream.
 * Firefox has no `Request.body` (issue 22: every POST was answered 400 there), so its absence
 * says nothing about the body; only `arrayBuffer()` does.
 */
function bodyStream(request: Request): ReadableStream<Uint8Array> | null | undefined {
  return (request as { body?: ReadableStream<Uint8Array> | null }).body;
}

/** Without a stream the body is read whole; a declared length was checked already, this is the rest. */
async function readBuffered(request: Request, maxBytes: number): Promise<ArrayBuffer> {
  const bytes = await request.arrayBuffer();
  if (bytes.byteLength > maxBytes) throw tooLarge(maxBytes);
  return bytes;
}

async function readStream(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<ArrayBuffer> {
  const reader = body.getReader();
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

/**
 * Whether a request carries a body, in every engine: by its stream where there is one; in Firefox
 * (no stream) by what a sender declares with one: a Content-Length above 0 or a Content-Type, which
 * fetch sets for every string, Blob, form and URLSearchParams body.
 */
export function hasBody(request: Request): boolean {
  const stream = bodyStream(request);
  if (stream !== undefined) return stream !== null;
  const length = request.headers.get('content-length');
  if (length !== null) return Number(length) > 0;
  return request.headers.has('content-type');
}

export async function readText(request: Request, maxBytes: number): Promise<string> {
  const buffer = await readBytes(request, maxBytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    throw new ApiError(400, 'malformed_request', 'The request body is not valid UTF-8 text.');
  }
}

function tooLarge(maxBytes: number): ApiError {
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
