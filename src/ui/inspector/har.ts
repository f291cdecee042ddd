/**
 * HAR 1.2 (http://www.softwareishard.com/blog/har-12-spec/) from journal entries, for the Inspector's
 * "Export HAR". The entries are already redacted by the engine, so the file is too: no capability,
 * token or Authorization value is in it. Fields the journal does not keep (cookies, timings below the
 * whole duration, sizes of headers) get HAR's "unknown" values (-1, empty lists).
 */
import type { JournalEntry } from '../../engine/journal/schemas.ts';

type Body = JournalEntry['request']['body'];

/** The HAR's `_source`, `_actor`, `_name`: custom fields start with an underscore (HAR 1.2). */
export function toHar(entries: JournalEntry[], origin: string, version: string) {
  return {
    log: {
      version: '1.2',
      creator: { name: 'Offline-Sandbox Inspector', version },
      pages: [],
      entries: entries.map((entry) => harEntry(entry, origin)),
    },
  };
}

function harEntry(entry: JournalEntry, origin: string) {
  const url = new URL(entry.url, origin);
  const requestType = header(entry.request.headers, 'content-type');
  return {
    startedDateTime: entry.time,
    time: entry.duration_ms,
    request: {
      method: entry.method,
      url: url.href,
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: entry.request.headers,
      queryString: [...url.searchParams].map(([name, value]) => ({ name, value })),
      ...(entry.request.body
        ? { postData: { mimeType: requestType ?? entry.request.body.mime_type, text: entry.request.body.text ?? '' } }
        : {}),
      headersSize: -1,
      bodySize: entry.request.body ? entry.request.body.size : 0,
    },
    response: {
      status: entry.status,
      statusText: '',
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: entry.response.headers,
      content: content(entry.response.body),
      redirectURL: header(entry.response.headers, 'location') ?? '',
      headersSize: -1,
      bodySize: entry.response.body?.size ?? 0,
    },
    cache: {},
    timings: { send: 0, wait: entry.duration_ms, receive: 0 },
    _source: entry.source,
    _actor: entry.actor,
    _name: entry.name,
  };
}

function content(body: Body) {
  if (!body) return { size: 0, mimeType: 'x-unknown' };
  return {
    size: body.size,
    mimeType: body.mime_type,
    ...(body.text !== undefined ? { text: body.text } : {}),
    ...(body.truncated ? { comment: 'Cut by the journal: only the first 4,096 characters are kept.' } : {}),
  };
}

function header(headers: { name: string; value: string }[], name: string): string | undefined {
  return headers.find((candidate) => candidate.name.toLowerCase() === name)?.value;
}
