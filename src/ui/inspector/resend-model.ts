/**
 * "Edit and resend" as a model: a journal entry becomes an editable request (method, path, headers
 * as `Name: value` lines, body), sent as the app through the same HTTP API as any client (the kit's
 * `sendAsApp`, answer redacted), and the answer is kept to be shown beside the original. The draft
 * carries no journal mark of the entry it copies (a resent reference try is the app's own request),
 * and "New key" gives it a fresh Idempotency-Key, so a changed body is a new request (issue 33).
 *
 * The journal shows secrets redacted, so a resent request cannot carry the original credential.
 * For a /v1 request of the tab's own world, a redacted `Authorization` is re-attached with the tab's
 * capability at send time (docs/decisions.md, "Edit and resend"); the form keeps showing
 * `Bearer [redacted]`. Elsewhere a redacted Authorization is left out (the person may type a token).
 */
import { signal } from '@preact/signals';
import type { JournalEntry } from '../../engine/journal/schemas.ts';
import { REDACTED } from '../../shared/redact.mjs';
import { createAction } from '../kit/action.ts';
import { type HeaderPair, IDEMPOTENCY_KEY, isIdempotencyKey, sentByProgram } from '../kit/headers.ts';
import type { Answer, OutgoingRequest } from '../kit/send.ts';

export interface ResendRequest extends OutgoingRequest {
  headers: HeaderPair[];
  body: string | undefined;
}

/** The answer as shown: redacted like the journal (src/shared/redact.mjs). */
export type ResendAnswer = Answer;

export type SendRequest = (request: ResendRequest) => Promise<ResendAnswer>;

export interface ResendDraft {
  method: string;
  path: string;
  /** One `Name: value` per line. */
  headers: string;
  body: string;
}

/** Which input is wrong, as a key of the strings (`inspector.resend.err.*`). */
export type ResendProblem = { field: 'path' | 'headers'; code: 'path' | 'header' };

export function draftOf(entry: JournalEntry): ResendDraft {
  return {
    method: entry.method,
    path: entry.url,
    headers: entry.request.headers
      .filter(sentByProgram)
      .map((header) => `${header.name}: ${header.value}`)
      .join('\n'),
    body: entry.request.body?.text ?? '',
  };
}

/** `Name: value` lines as pairs; the number of the first line that is not one, when there is one. */
export function parseHeaders(text: string): HeaderPair[] | { badLine: number } {
  const pairs: HeaderPair[] = [];
  const lines = text.split('\n');
  for (const [index, line] of lines.entries()) {
    if (line.trim() === '') continue;
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim();
    if (colon < 1 || !/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name)) return { badLine: index + 1 };
    pairs.push({ name, value: line.slice(colon + 1).trim() });
  }
  return pairs;
}

/**
 * The request to send: the tab's capability in place of a redacted Authorization of this world's
 * /v1 request, a redacted one left out elsewhere, and no body where the method cannot have one.
 */
export function requestOf(
  draft: ResendDraft,
  capability: string | undefined,
): { request: ResendRequest } | { problem: ResendProblem } {
  const path = draft.path.trim();
  if (!path.startsWith('/') || path.startsWith('//')) return { problem: { field: 'path', code: 'path' } };
  const parsed = parseHeaders(draft.headers);
  if (!Array.isArray(parsed)) return { problem: { field: 'headers', code: 'header' } };
  const headers: HeaderPair[] = [];
  for (const { name, value } of parsed) {
    const secret = name.toLowerCase() === 'authorization' && value.includes(REDACTED);
    if (!secret) headers.push({ name, value });
    else if (capability && /^\/v1\//.test(path)) headers.push({ name, value: `Bearer ${capability}` });
  }
  const method = draft.method.toUpperCase();
  const bodyless = method === 'GET' || method === 'HEAD';
  return { request: { method, path, headers, body: bodyless || draft.body === '' ? undefined : draft.body } };
}

/**
 * The draft with `key` as its Idempotency-Key: the line's value replaced where there is one, a line
 * added where there is none.
 */
export function withKey(draft: ResendDraft, key: string): ResendDraft {
  const lines = draft.headers.trim() === '' ? [] : draft.headers.split('\n');
  const at = lines.findIndex((line) => line.includes(':') && isIdempotencyKey(line.slice(0, line.indexOf(':')).trim()));
  const line = at >= 0 ? (lines[at] as string) : undefined;
  if (line !== undefined) lines[at] = `${line.slice(0, line.indexOf(':'))}: ${key}`;
  else lines.push(`${IDEMPOTENCY_KEY}: ${key}`);
  return { ...draft, headers: lines.join('\n') };
}

/**
 * One entry's "Edit and resend": open (the draft from the entry), edit, send, the answer. `capability`
 * is read when sending: the tab's world capability for the world's journal, undefined otherwise.
 */
export function createResendModel(
  entry: JournalEntry,
  send: SendRequest,
  capability: () => string | undefined,
  newKey: () => string,
) {
  const editing = signal(false);
  const draft = signal<ResendDraft>(draftOf(entry));
  const problem = signal<ResendProblem | undefined>(undefined);
  const answer = signal<ResendAnswer | undefined>(undefined);
  const action = createAction();

  return {
    editing,
    draft,
    problem,
    answer,
    busy: action.busy,
    /** A failure to send at all (the network, a header the browser refuses). */
    error: action.error,
    open() {
      editing.value = true;
    },
    close() {
      editing.value = false;
    },
    edit(field: keyof ResendDraft, value: string) {
      draft.value = { ...draft.value, [field]: value };
    },
    /** A fresh Idempotency-Key in the headers: the edited request is a new one, not a replay. */
    renewKey() {
      draft.value = withKey(draft.value, newKey());
    },
    /** Back to the request as the journal kept it. */
    reset() {
      draft.value = draftOf(entry);
      problem.value = undefined;
    },
    /** Sends the edited request; false when the input is wrong or the send failed. */
    async send(): Promise<boolean> {
      const made = requestOf(draft.value, capability());
      if ('problem' in made) {
        problem.value = made.problem;
        action.clear();
        return false;
      }
      problem.value = undefined;
      return action.run(async () => {
        answer.value = await send(made.request);
      });
    },
  };
}

export type ResendModel = ReturnType<typeof createResendModel>;
