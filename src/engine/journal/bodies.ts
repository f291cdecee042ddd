/**
 * Bodies as the journal keeps them: type and size always; the text of text types (JSON, HTML, text,
 * XML, forms), redacted and cut to JOURNAL_LIMITS.bodyChars; binary bodies (PDF, images) by type and
 * size only. Read from a copy after the answer was given, so the page never waits for it.
 */
import type { JournalBody } from '../db/journal-tables.ts';
import { JOURNAL_LIMITS } from './limits.ts';
import { redactText } from './redact.ts';

/** Read this much more than is kept, so a token cut at the edge is still redacted whole before the cut. */
const MARGIN_BYTES = 256;
export function isTextType(mimeType: string): boolean {
  return /^text\/|json|xml|javascript|x-www-form-urlencoded/i.test(mimeType);
}

/**
 * A body's record, or null without a body. `declaredSize` (Content-Length) spares reading a large
 * body to the end only to count it. `countCap`: bytes read at most, so that recording a request never
 * pulls more of an upload than the engine would (a copy shares its source with the original); a body
 * declared larger is not read at all, and one that turns out larger is recorded as truncated, with
 * the size read so far.
 */
export async function captureBody(
  body: ReadableStream<Uint8Array> | null,
  mimeType: string,
  declaredSize: number | undefined,
  countCap: number,
): Promise<JournalBody | null> {
  if (!body) return null;
  if (declaredSize !== undefined && declaredSize > countCap) {
    void body.cancel().catch(() => {});
    return { mimeType, size: declaredSize, truncated: true };
  }
  const text = isTextType(mimeType);
  // Binary bodies are only counted; text bodies are read as far as they are kept (plus the margin).
  const keepBytes = text ? JOURNAL_LIMITS.bodyChars * 4 + MARGIN_BYTES : 0;
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let complete = true;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (size < keepBytes) chunks.push(value.subarray(0, keepBytes - size));
      size += value.byteLength;
      // The size is known: stop reading, the rest is never kept.
      if ((declaredSize !== undefined && size >= keepBytes) || size >= countCap) {
        complete = false;
        break;
      }
    }
  } catch {
    // A body that failed half-way (a cancelled upload) is kept as far as it came.
  } finally {
    if (!complete) void reader.cancel().catch(() => {});
  }
  const total = complete ? size : (declaredSize ?? size);
  if (total === 0 && chunks.length === 0) return null;
  if (!text) return { mimeType, size: total, truncated: false };
  const decoded = new TextDecoder().decode(concat(chunks));
  const redacted = redactText(decoded);
  const cut = redacted.length > JOURNAL_LIMITS.bodyChars || size > keepBytes || !complete;
  return { mimeType, size: total, text: redacted.slice(0, JOURNAL_LIMITS.bodyChars), truncated: cut };
}

function concat(chunks: Uint8Array[]): Uint8Array {
  if (chunks.length === 1 && chunks[0]) return chunks[0];
  const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * A request body the engine read (`bodyRead`): no copy, no stream. A body it did not read (refused
 * before reading, e.g. 401 or 413) is recorded by type with the size it declared, or -1 (unknown).
 */
export function requestBodyRecord(
  bytes: ArrayBuffer | undefined,
  hasBody: boolean,
  mimeType: string,
  declaredSize: number | undefined,
): JournalBody | null {
  if (!bytes) return hasBody ? { mimeType, size: declaredSize ?? -1, truncated: true } : null;
  return bytesRecord(new Uint8Array(bytes), mimeType);
}

/** An answer's body as the engine built it (responses.ts `bodySent`): no copy, no stream. */
export function sentBodyRecord(body: Uint8Array | string, mimeType: string): JournalBody | null {
  return bytesRecord(typeof body === 'string' ? new TextEncoder().encode(body) : body, mimeType);
}

function bytesRecord(bytes: Uint8Array, mimeType: string): JournalBody | null {
  if (bytes.byteLength === 0) return null;
  if (!isTextType(mimeType)) return { mimeType, size: bytes.byteLength, truncated: false };
  const keepBytes = JOURNAL_LIMITS.bodyChars * 4 + MARGIN_BYTES;
  const view = bytes.subarray(0, Math.min(bytes.byteLength, keepBytes));
  const redacted = redactText(new TextDecoder().decode(view));
  return {
    mimeType,
    size: bytes.byteLength,
    text: redacted.slice(0, JOURNAL_LIMITS.bodyChars),
    truncated: redacted.length > JOURNAL_LIMITS.bodyChars || bytes.byteLength > keepBytes,
  };
}
