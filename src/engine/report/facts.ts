/**
 * The report card reads the journal's public entries (journal/schemas.ts), never its rows: each entry
 * becomes a Fact, the few things the rules ask of a request (who sent it, which route, which key, which
 * body, which error). Pure functions, no database: the card is computed from a list of entries.
 */
import type { JournalEntry } from '../journal/schemas.ts';
import { canonicalJson } from '../municipal/schemas.ts';

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
  query: URLSearchParams;
  status: number;
  /** The Idempotency-Key header, if sent. */
  key: string | undefined;
  /** The request body as text ('' when none); `complete` is false when the journal cut it. */
  body: { text: string; complete: boolean; present: boolean; size: number };
  /** The request body as canonical JSON (keys sorted) when it was JSON and kept whole. */
  payload: string | undefined;
  /** The `error` of a Problem answer. */
  error: string | undefined;
  /** The answer's text as kept ('' when none) and whether it was kept whole. */
  answer: { text: string; complete: boolean };
  /** Retry-After of the answer, in seconds, when it gave one as a number. */
  retryAfter: number | undefined;
}

/** Facts of the entries, oldest first (by id: the journal's ids grow with every entry). */
export function factsOf(entries: readonly JournalEntry[], base: string): Fact[] {
  const sorted = [...entries].sort((a, b) => a.id - b.id);
  return sorted.map((entry) => factOf(entry, base));
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
    query: new URLSearchParams(search),
    status: entry.status,
    key: header(entry.request.headers, 'idempotency-key'),
    body: { text: bodyText, complete: bodyComplete, present: request !== null, size: request?.size ?? 0 },
    payload: bodyComplete && bodyText ? canonical(bodyText) : undefined,
    error: entry.status >= 400 ? problemCode(answerText) : undefined,
    answer: { text: answerText, complete: response ? !response.truncated : true },
    retryAfter: seconds(header(entry.response.headers, 'retry-after')),
  };
}

function header(headers: readonly { name: string; value: string }[], name: string): string | undefined {
  return headers.find((item) => item.name.toLowerCase() === name)?.value;
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

/** The body as compared: canonical JSON, or the kept text and the size (a cut or non-JSON body). */
export function bodySignature(fact: Fact): string {
  return fact.payload !== undefined ? `json ${fact.payload}` : `text ${fact.body.size} ${fact.body.text}`;
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

/** Cases an answer shows: `"id":"…","service":"…","state":"…","version":N` (the Case resource's order). */
export function casesShown(fact: Fact): { id: string; version: number }[] {
  if (fact.status < 200 || fact.status >= 300 || !fact.answer.text) return [];
  const shown: { id: string; version: number }[] = [];
  const pattern = /"id":"([a-f0-9]{32})","service":"[a-z]+","state":"[a-z]+","version":(\d+)/g;
  for (const match of fact.answer.text.matchAll(pattern)) {
    shown.push({ id: match[1] as string, version: Number(match[2]) });
  }
  return shown;
}

/** A number field of the request's JSON body (`version`, `expected_version`). */
export function bodyNumber(fact: Fact, field: string): number | undefined {
  if (!fact.payload) return undefined;
  const value = (JSON.parse(fact.payload) as Record<string, unknown>)[field];
  return typeof value === 'number' ? value : undefined;
}

/** Seconds with one decimal, for the card's notes. */
export function secondsText(ms: number): string {
  return `${(Math.max(0, ms) / 1000).toFixed(1)} s`;
}
