/**
 * The export file: one header line of compact JSON, `{"format":"offline-sandbox-export","version":1,
 * "sha256":"<hex>"}`, a newline, then the payload's JSON. The checksum is of the payload's exact
 * bytes (never of a re-serialised form), and the header must be exactly its own compact form, so any
 * byte changed anywhere, whitespace included, is refused.
 */
import { toHex } from '../clock.ts';
import { EXPORT_FORMAT, EXPORT_VERSION, MAX_FILE_BYTES } from './limits.ts';
import { damagedFile, fileTooLarge, foreignFile, newerVersion } from './problems.ts';

const NEWLINE = 0x0a;

interface FileHeader {
  format: typeof EXPORT_FORMAT;
  version: number;
  sha256: string;
}

async function sha256(bytes: Uint8Array): Promise<string> {
  return toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>)));
}

/** The file's bytes for a payload (any JSON value); 413 when they would pass `maxBytes`. */
export async function encodeFile(payload: unknown, maxBytes = MAX_FILE_BYTES): Promise<Uint8Array<ArrayBuffer>> {
  const body = new TextEncoder().encode(JSON.stringify(payload));
  const header: FileHeader = { format: EXPORT_FORMAT, version: EXPORT_VERSION, sha256: await sha256(body) };
  const head = new TextEncoder().encode(`${JSON.stringify(header)}\n`);
  if (head.length + body.length > maxBytes) throw fileTooLarge(maxBytes);
  const file = new Uint8Array(head.length + body.length);
  file.set(head);
  file.set(body, head.length);
  return file;
}

/**
 * The verified header and the payload's parsed JSON, or an ApiError: 413 file_too_large, 422
 * not_an_export (not ours), newer_version, damaged_file. The payload's shape is checked by the caller.
 */
export async function decodeFile(
  file: Uint8Array,
  maxBytes = MAX_FILE_BYTES,
): Promise<{ header: FileHeader; payload: unknown }> {
  if (file.length > maxBytes) throw fileTooLarge(maxBytes);
  const end = file.indexOf(NEWLINE);
  const header = parseHeader(end < 0 ? file : file.subarray(0, end));
  if (header.version > EXPORT_VERSION) throw newerVersion(header.version, EXPORT_VERSION);
  if (end < 0) throw damagedFile('no content after the first line');
  const body = file.subarray(end + 1);
  if ((await sha256(body)) !== header.sha256) throw damagedFile('its checksum does not match');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body);
    return { header, payload: JSON.parse(text) };
  } catch {
    throw damagedFile('its content is not JSON');
  }
}

/** The first line: not JSON or another format is a foreign file; a header not exactly as written is damaged. */
function parseHeader(line: Uint8Array): FileHeader {
  let text: string;
  let parsed: unknown;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(line);
    parsed = JSON.parse(text);
  } catch {
    throw foreignFile();
  }
  if (typeof parsed !== 'object' || parsed === null || (parsed as { format?: unknown }).format !== EXPORT_FORMAT) {
    throw foreignFile();
  }
  const { version, sha256: sum } = parsed as { version?: unknown; sha256?: unknown };
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    throw damagedFile('its version is not a whole number');
  }
  if (version > EXPORT_VERSION) return { format: EXPORT_FORMAT, version, sha256: '' };
  if (typeof sum !== 'string' || !/^[a-f0-9]{64}$/.test(sum)) throw damagedFile('its checksum is missing');
  const header: FileHeader = { format: EXPORT_FORMAT, version, sha256: sum };
  // Byte for byte what encodeFile wrote: a space, a reordered key or an extra member is a change too.
  if (JSON.stringify(header) !== text) throw damagedFile('its first line was changed');
  return header;
}
