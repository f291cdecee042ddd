/**
 * "Edit and resend" as a model: a journal entry becomes an editable request (method, path, headers
 * as `Name: value` lines, body), sent through the same HTTP API as any client (resend-api.ts), and
 * the answer is kept to be shown beside the original.
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

/** Headers the browser sets itself (and refuses from a page): not offered for editing. */
const BROWSER_HEADERS = new Set([
  'host',
  'content-length',
  'connection',
  'origin',
  'referer',
  'user-agent',
  'accept-encoding',
  'cookie',
]);

function setByBrowser(name: string): boolean {
  const lower = name.toLowerCase();
  return BROWSER_HEADERS.has(lower) || lower.startsWith('sec-');
}

export interface ResendRequest {
  method: string;
  path: string;
  headers: [string, string][];
  body: string | undefined;
}

/** The answer as shown: redacted like the journal (src/shared/redact.mjs). */
export interface ResendAnswer {
  status: number;
  headers: [string, string][];
  /** A text body (empty for none); undefined for a binary one, of which only type and size are shown. */
  body: string | undefined;
  mimeType: string;
  size: number;
  durationMs: number;
}

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
      .filter((header) => !setByBrowser(header.name))
      .map((header) => `${header.name}: ${header.value}`)
      .join('\n'),
    body: entry.request.body?.text ?? '',
  };
}

/** `Name: value` lines as pairs; the number of the first line that is not one, when there is one. */
export function parseHeaders(text: string): [string, string][] | { badLine: number } {
  const pairs: [string, string][] = [];
  const lines = text.split('\n');
  for (const [index, line] of lines.entries()) {
    if (line.trim() === '') continue;
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim();
    if (colon < 1 || !/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name)) return { badLine: index + 1 };
    pairs.push([name, line.slice(colon + 1).trim()]);
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
  const headers: [string, string][] = [];
  for (const [name, value] of parsed) {
    const secret = name.toLowerCase() === 'authorization' && value.includes(REDACTED);
    if (!secret) headers.push([name, value]);
    else if (capability && /^\/v1\//.test(path)) headers.push([name, `Bearer ${capability}`]);
  }
  const method = draft.method.toUpperCase();
  const bodyless = method === 'GET' || method === 'HEAD';
  return { request: { method, path, headers, body: bodyless || draft.body === '' ? undefined : draft.body } };
}

/**
 * One entry's "Edit and resend": open (the draft from the entry), edit, send, the answer. `capability`
 * is read when sending: the tab's world capability for the world's journal, undefined otherwise.
 */
export function createResendModel(entry: JournalEntry, send: SendRequest, capability: () => string | undefined) {
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
