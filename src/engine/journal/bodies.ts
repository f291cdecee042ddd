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
/** A body without Content-Length is counted this far at most (a 20 MB upload is refused long before). */
const COUNT_CAP_BYTES = 8 * 1024 * 1024;

export function isTextType(mimeType: string): boolean {
  return /^text\/|json|xml|javascript|x-www-form-urlencoded/i.test(mimeType);
}

/**
 * A body's record, or null without a body. `declaredSize` (Content-Length) spares reading a large
 * body to the end only to count it.
 */
export async function captureBody(
  body: ReadableStream<Uint8Array> | null,
  mimeType: string,
  declaredSize: number | undefined,
): Promise<JournalBody | null> {
  if (!body) return null;
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
      if ((declaredSize !== undefined && size >= keepBytes) || size >= COUNT_CAP_BYTES) {
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
