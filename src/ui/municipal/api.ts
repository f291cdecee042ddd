/**
 * The citizen flow's client of /v1: the same HTTP API any other frontend uses. Every request carries
 * this tab's world (../world/session.ts); a 401 forgets it, so the next step opens a new one.
 */
import type {
  AgentConnection,
  Case,
  DraftInput,
  FaultSettings,
  NewAgentConnection,
  Problem,
  Profile,
  ServiceSummary as ServiceEntry,
  WorldSettings,
} from '../../engine/municipal/contract.ts';
import type { Lang } from '../../engine/words.ts';
import { apiUrl } from '../app/client.ts';
import { ApiError, apiRequest, problemOf } from '../kit/api.ts';
import { announceChange, BACKGROUND_HEADERS, ensureSession, forgetSession, noteSettings } from '../world/session.ts';
import { RetryKeys } from './retry-key.ts';

// The shapes come from the municipal contract, as types only: nothing of the engine is shipped.
export type {
  AgentConnection,
  Case,
  DraftInput,
  FaultSettings,
  NewAgentConnection,
  Problem,
  Profile,
  ServiceEntry,
  WorldSettings,
};

async function call<T>(path: string, init: RequestInit = {}, auth = true): Promise<T> {
  // On the first visit the page renders before the worker controls it: apiRequest waits for it.
  const bearer = auth ? (await ensureSession()).token : undefined;
  try {
    return await apiRequest<T>(path, { ...init, ...(bearer ? { bearer } : {}) });
  } catch (error) {
    // The world expired: forget it, so the next step opens a new one.
    if (auth && error instanceof ApiError && error.status === 401) forgetSession();
    throw error;
  }
}

const retryKeys = new RetryKeys();

async function idempotentPost<T>(path: string, body: unknown, method: 'POST' | 'PUT' = 'POST'): Promise<T> {
  const payload = JSON.stringify(body);
  const key = retryKeys.keyFor(`${method} ${path}`, payload);
  try {
    const result = await call<T>(path, { method, body: payload, headers: { 'idempotency-key': key } });
    retryKeys.answered();
    announceChange();
    return result;
  } catch (error) {
    // Keep the key only when the request may not have arrived, or may be sent again as it was (a
    // workshop fault: a lost answer is replayed by the same key); a clear answer ends the attempt.
    if (!(error instanceof ApiError && error.backendMissing) && !isRetryable(error)) retryKeys.answered();
    throw error;
  }
}

/** Answers after which the identical request is to be sent again with the same key (issue #13's faults). */
const RETRYABLE = new Set(['answer_lost', 'unavailable', 'rate_limited']);
function isRetryable(error: unknown): boolean {
  return error instanceof ApiError && RETRYABLE.has(error.code);
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
  /** "Change" on the review: the case in review takes the new answers (same case, next version). */
  changeDraft: (id: string, input: DraftInput) => idempotentPost<Case>(`/v1/drafts/${id}`, input, 'PUT'),
  submit: (id: string, version: number) =>
    idempotentPost<Case>(`/v1/drafts/${id}/submit`, { version, confirmed: true }),
  cancel: (id: string, version: number) =>
    idempotentPost<Case>(`/v1/drafts/${id}/cancel`, { version, confirmed: true }),
  /** The receipt as a blob URL: fetched with the bearer header, so the capability stays out of URLs. */
  async receiptUrl(caseData: Case, language: Lang = 'de'): Promise<string> {
    const current = await ensureSession();
    const res = await fetch(apiUrl(`/v1/drafts/${caseData.id}/receipt?lang=${language}`), {
      headers: { authorization: `Bearer ${current.token}` },
    });
    if (!res.ok) throw new ApiError(res.status, problemOf(await res.json().catch(() => undefined), res.status));
    return URL.createObjectURL(await res.blob());
  },
  formUrl: (service: string, language: Lang = 'de') => apiUrl(`/formulare/${service}?lang=${language}`),
  connections: () => call<{ connections: AgentConnection[] }>('/v1/connections').then((r) => r.connections),
  connect: (name: string) =>
    call<NewAgentConnection>('/v1/connections', { method: 'POST', body: JSON.stringify({ name }) }),
  revokeConnection: (id: string) => call<AgentConnection>(`/v1/connections/${id}`, { method: 'DELETE' }),
  worldSettings: () => call<WorldSettings>('/v1/sessions/current', { headers: BACKGROUND_HEADERS }).then(noteSettings),
  /** The cases as a screen shows them in the background (the Workshop page): no fault, no journal row. */
  casesInBackground: () => call<{ cases: Case[] }>('/v1/drafts', { headers: BACKGROUND_HEADERS }).then((r) => r.cases),
  /** Empties the world and fills it with a named scenario; the same name again resets it. */
  setScenario: async (name: NonNullable<WorldSettings['scenario']>) => {
    const settings = await call<WorldSettings>('/v1/sessions/current/scenario', {
      method: 'PUT',
      body: JSON.stringify({ name }),
    });
    announceChange();
    return noteSettings(settings);
  },
  setFaults: async (faults: FaultSettings) => {
    const settings = await call<WorldSettings>('/v1/sessions/current/faults', {
      method: 'PUT',
      body: JSON.stringify(faults),
    });
    announceChange();
    return noteSettings(settings);
  },
};
