/**
 * The report card reads the journal's public entries (journal/schemas.ts), never its rows: each entry
 * becomes a Fact, the few things the rules ask of a request (who sent it, which route, which key, which
 * body, which error). Pure functions, no database: the card is computed from a list of entries.
 */
import type { JournalEntry } from '../journal/schemas.ts';
import { canonicalJson } from '../municipal/schemas.ts';
import type { Words } from '../words.ts';

export interface Fact {
  entry: JournalEntry;
  /** Who sent it, as the journal names it: actor and name (an agent connection's or a token's). */
  who: string;
  /** One client: who, and from where (app, page, embed, bridge, mcp). */
  client: string;
  /** When the request arrived and when its answer was given (ms since 1970). */
  at: number;
  end: number;
  method: string;
  /** The path below the sandbox's base, without the query: `/v1/drafts/abc/submit`. */
  route: string;
  /** The query string without `?` ('' when none): read it with `queryOf`. */
  search: string;
  status: number;
  /** The Idempotency-Key header, if sent. */
  key: string | undefined;
  /** The request body as text ('' when none); `complete` is false when the journal cut it. */
  body: { text: string; complete: boolean; present: boolean; size: number };
  /** The request body as canonical JSON, made when first asked for: read it with `payloadOf`. */
  payload?: string | null;
  /** The `error` of a Problem answer. */
  error: string | undefined;
  /** The answer's text as kept ('' when none) and whether it was kept whole. */
  answer: { text: string; complete: boolean };
  /** Retry-After of the answer, in seconds, when it gave one as a number. */
  retryAfter: number | undefined;
}

/**
 * Facts of the entries in the order their requests arrived: by time, then by id (an entry is written
 * when its answer is given, so a slow request can have a larger id than one that came after it).
 */
export function factsOf(entries: readonly JournalEntry[], base: string): Fact[] {
  const facts = entries.map((entry) => factOf(entry, base));
  return facts.sort((a, b) => a.at - b.at || a.entry.id - b.entry.id);
}

function factOf(entry: JournalEntry, base: string): Fact {
  const queryAt = entry.url.indexOf('?');
  const pathname = queryAt < 0 ? entry.url : entry.url.slice(0, queryAt);
  const search = queryAt < 0 ? '' : entry.url.slice(queryAt + 1);
  const route = pathname.startsWith(base) ? `/${pathname.slice(base.length)}` : pathname;
  const at = Date.parse(entry.time);
  const request = entry.request.body;
  const response = entry.response.body;
  const bodyText = request?.text ?? '';
  const bodyComplete = request ? !request.truncated && request.text !== undefined : true;
  const answerText = response?.text ?? '';
  return {
    entry,
    who: `${entry.actor}:${entry.name ?? ''}`,
    client: `${entry.source}:${entry.actor}:${entry.name ?? ''}`,
    at,
    end: at + entry.duration_ms,
    method: entry.method,
    route,
    search,
    status: entry.status,
    key: header(entry.request.headers, 'idempotency-key'),
    body: { text: bodyText, complete: bodyComplete, present: request !== null, size: request?.size ?? 0 },
    error: entry.status >= 400 ? problemCode(answerText) : undefined,
    answer: { text: answerText, complete: response ? !response.truncated : true },
    retryAfter:
      entry.status === 429 || entry.status === 503 ? seconds(header(entry.response.headers, 'retry-after')) : undefined,
  };
}

/** The request body as canonical JSON (keys sorted) when it was JSON and kept whole; parsed once. */
function payloadOf(fact: Fact): string | undefined {
  if (fact.payload === undefined) {
    fact.payload = (fact.body.complete && fact.body.text ? canonical(fact.body.text) : undefined) ?? null;
  }
  return fact.payload ?? undefined;
}

export function queryOf(fact: Fact): URLSearchParams {
  return new URLSearchParams(fact.search);
}

/** Header names are kept lower-case (as Headers gives them); `name` is lower-case. */
function header(headers: readonly { name: string; value: string }[], name: string): string | undefined {
  for (const item of headers) if (item.name === name) return item.value;
  return undefined;
}

function canonical(text: string): string | undefined {
  try {
    return canonicalJson(JSON.parse(text));
  } catch {
    return undefined;
  }
}

/** `"error":"stale_version"` of a Problem body (found even in a cut text: it comes first). */
function problemCode(text: string): string | undefined {
  return /"error"\s*:\s*"([a-z_]+)"/.exec(text)?.[1];
}

function seconds(value: string | undefined): number | undefined {
  return value !== undefined && /^\d{1,6}$/.test(value.trim()) ? Number(value.trim()) : undefined;
}

/**
 * Whether the journal saw the request's body: a body refused unread and too large to read after the
 * answer (413 by Content-Length) is only a size, and a rule never compares what it did not see.
 */
export function bodySeen(fact: Fact): boolean {
  return !fact.body.present || fact.body.text !== '';
}

/** The body as compared: canonical JSON, or the kept text and the size (a cut or non-JSON body). */
export function bodySignature(fact: Fact): string {
  if (!fact.body.present) return 'none';
  const payload = payloadOf(fact);
  return payload !== undefined ? `json ${payload}` : `text ${fact.body.size} ${fact.body.text}`;
}

/** The same request again: same method, path with query, and body. */
export function requestSignature(fact: Fact): string {
  return `${fact.method} ${fact.entry.url} ${bodySignature(fact)}`;
}

/** `/v1/drafts/abc/submit` against `/v1/drafts/:id/submit`: the captures, or undefined. */
export function routeMatch(fact: Fact, method: string, pattern: RegExp): RegExpExecArray | undefined {
  if (fact.method !== method) return undefined;
  return pattern.exec(fact.route) ?? undefined;
}

/**
 * The versions of case `id` an answer shows: each `"id":"<id>","service":…,"state":…,"version":N` (the
 * Case resource's order). A plain `indexOf` first, so answers without the case cost almost nothing.
 */
export function versionsShown(fact: Fact, id: string): number[] {
  if (fact.status < 200 || fact.status >= 300) return [];
  const text = fact.answer.text;
  const marker = `"id":"${id}","service":"`;
  const versions: number[] = [];
  for (let at = text.indexOf(marker); at >= 0; at = text.indexOf(marker, at + marker.length)) {
    const match = /^[a-z]+","state":"[a-z]+","version":(\d+)/.exec(
      text.slice(at + marker.length, at + marker.length + 80),
    );
    if (match) versions.push(Number(match[1]));
  }
  return versions;
}

/** A number field of the request's JSON body (`version`, `expected_version`). */
export function bodyNumber(fact: Fact, field: string): number | undefined {
  const payload = payloadOf(fact);
  if (!payload) return undefined;
  const value = (JSON.parse(payload) as Record<string, unknown>)[field];
  return typeof value === 'number' ? value : undefined;
}

/** Seconds with one decimal, for the card's notes: `1.1 s`, `1,1 s`. */
export function secondsText(ms: number): Words {
  const en = `${(Math.max(0, ms) / 1000).toFixed(1)} s`;
  return { en, de: en.replace('.', ',') };
}
