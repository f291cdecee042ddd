/**
 * The citizen flow's client of /v1: the same HTTP API any other frontend uses. The capability is
 * kept in memory and in this tab's sessionStorage (so a reload keeps the world): never in a URL,
 * localStorage, a log or the console.
 */
import { signal } from '@preact/signals';
import type {
  Case,
  DraftInput,
  Problem,
  Profile,
  ServiceSummary as ServiceEntry,
  Session,
} from '../../engine/municipal/contract.ts';
import { apiUrl, requestJson } from '../api/client.ts';
import { backendReady } from '../offline-backend.ts';
import { RetryKeys } from './retry-key.ts';

// The shapes come from the municipal contract, as types only: nothing of the engine is shipped.
export type { Case, DraftInput, Problem, Profile, ServiceEntry, Session };
/** A text in both languages of the catalogue. */
export type Text = ServiceEntry['name'];

/** What the tab keeps of a session: the capability and when it ends. */
type KeptSession = Pick<Session, 'token' | 'expires_at'>;

const SESSION_KEY = 'sandbox.municipal.session';

function restore(): KeptSession | undefined {
  try {
    const saved = sessionStorage.getItem(SESSION_KEY);
    return saved ? (JSON.parse(saved) as KeptSession) : undefined;
  } catch {
    return undefined;
  }
}

/** The open world; its token is never rendered. */
export const session = signal<KeptSession | undefined>(restore());

/** Tells other tabs (and open views) that the world changed. */
const changes = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel('sandbox-municipal');
export const worldVersion = signal(0);
changes?.addEventListener('message', () => {
  worldVersion.value += 1;
});
function announceChange() {
  worldVersion.value += 1;
  changes?.postMessage('changed');
}

export class ApiProblem extends Error {
  constructor(
    readonly status: number,
    readonly problem: Problem,
  ) {
    super(problem.error);
  }
}

/** Thrown when the answer did not come from the offline backend (no worker, or no network reply). */
export class BackendMissing extends Error {}

async function call<T>(path: string, init: RequestInit = {}, auth = true): Promise<T> {
  // On the first visit the page renders before the worker controls it: wait, or the static host answers.
  await backendReady();
  const headers = new Headers(init.headers);
  if (auth) {
    const current = await ensureSession();
    headers.set('authorization', `Bearer ${current.token}`);
  }
  let result: Awaited<ReturnType<typeof requestJson<T>>>;
  try {
    result = await requestJson<T>(path, { ...init, headers });
  } catch {
    throw new BackendMissing();
  }
  if (result.unexpected) throw new BackendMissing();
  if (result.status === 401 && auth) {
    // The world expired: forget it, so the next step opens a new one.
    forgetSession();
  }
  if (!result.ok) throw new ApiProblem(result.status, result.body as Problem);
  return result.body;
}

export async function ensureSession(): Promise<KeptSession> {
  const current = session.value;
  if (current && Date.parse(current.expires_at) > Date.now()) return current;
  return startNewWorld();
}

export async function startNewWorld(): Promise<KeptSession> {
  const created = await call<Session>('/v1/sessions', { method: 'POST', body: '{}' }, false);
  const next = { token: created.token, expires_at: created.expires_at };
  session.value = next;
  try {
    sessionStorage.setItem(SESSION_KEY, JSON.stringify(next));
  } catch {
    // Storage unavailable: the world lasts as long as this page.
  }
  announceChange();
  return next;
}

function forgetSession() {
  session.value = undefined;
  try {
    sessionStorage.removeItem(SESSION_KEY);
  } catch {
    // Nothing stored.
  }
}

const retryKeys = new RetryKeys();

async function idempotentPost<T>(path: string, body: unknown): Promise<T> {
  const payload = JSON.stringify(body);
  const key = retryKeys.keyFor(path, payload);
  try {
    const result = await call<T>(path, { method: 'POST', body: payload, headers: { 'idempotency-key': key } });
    retryKeys.answered();
    announceChange();
    return result;
  } catch (error) {
    // Keep the key only when the request may not have arrived; a clear answer ends the attempt.
    if (!(error instanceof BackendMissing)) retryKeys.answered();
    throw error;
  }
}

export const municipal = {
  services: () => call<{ services: ServiceEntry[] }>('/v1/services', {}, false).then((r) => r.services),
  profiles: () => call<{ profiles: Profile[] }>('/v1/profiles').then((r) => r.profiles),
  slots: (service: string, period: string, resource?: string) =>
    call<{ slots: string[] }>(
      `/v1/slots/${service}?period=${encodeURIComponent(period)}${resource ? `&resource=${encodeURIComponent(resource)}` : ''}`,
    ).then((r) => r.slots),
  cases: () => call<{ cases: Case[] }>('/v1/drafts').then((r) => r.cases),
  getCase: (id: string) => call<Case>(`/v1/drafts/${id}`),
  draft: (input: DraftInput) => idempotentPost<Case>('/v1/drafts', input),
  submit: (id: string, version: number) =>
    idempotentPost<Case>(`/v1/drafts/${id}/submit`, { version, confirmed: true }),
  cancel: (id: string, version: number) =>
    idempotentPost<Case>(`/v1/drafts/${id}/cancel`, { version, confirmed: true }),
  /** The receipt as a blob URL: fetched with the bearer header, so the capability stays out of URLs. */
  async receiptUrl(caseData: Case): Promise<string> {
    const current = await ensureSession();
    const res = await fetch(apiUrl(`/v1/drafts/${caseData.id}/receipt`), {
      headers: { authorization: `Bearer ${current.token}` },
    });
    if (!res.ok) throw new ApiProblem(res.status, (await res.json()) as Problem);
    return URL.createObjectURL(await res.blob());
  },
  formUrl: (service: string) => apiUrl(`/formulare/${service}`),
};
