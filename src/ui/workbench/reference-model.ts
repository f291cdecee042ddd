/**
 * The reference screen's state: the endpoints read from the served documents, the search, and one
 * "Try it" per endpoint (its form values, the generated Idempotency-Key, the answer). The pasted
 * content token is kept in this model's memory only. The API is injected, so it runs in Node.
 *
 * A key once sent is used: after each send the try gets a new Idempotency-Key, so the next try and
 * the next copy make a new request instead of replaying the last one (issue 33).
 */
import { computed, type Signal, signal } from '@preact/signals';
import type { Lang } from '../../engine/words.ts';
import type { Answer } from '../kit/send.ts';
import type { SnippetRequest } from '../kit/snippets.ts';
import {
  buildReference,
  type Endpoint,
  exampleOf,
  type Json,
  type Reference,
  search,
  type ToolDoc,
} from './reference.ts';

export interface ReferenceDocuments {
  municipal?: Json;
  content?: Json;
  greeting?: Json;
  mcp?: Json;
  tools?: readonly ToolDoc[];
}

/** What a try sends: the request as a program would send it, credential included. */
export interface TryRequest extends SnippetRequest {}

/** The answer as the kit's sender read it (a binary body as type and size only). */
export interface TryAnswer extends Answer {
  /** An error answer's code and its guide section, when the body names them. */
  problem?: { code: string; guide?: string };
}

/** The screen's language: the documents are read in it (their summaries and descriptions). */

export interface ReferenceApi {
  documents(lang: Lang): Promise<ReferenceDocuments>;
  /** Sends the try as the app's own request, marked for the journal. */
  send(request: TryRequest): Promise<Answer>;
  /** This tab's world capability (a world is started when the tab has none). */
  worldCapability(): Promise<string>;
  /** A new Idempotency-Key. */
  newKey(): string;
}

export type TryProblem = 'badJson' | 'noToken' | { failed: string };

export interface TryState {
  endpoint: Endpoint;
  /** Path, query and header parameters by name. */
  values: Signal<Record<string, string>>;
  body: Signal<string>;
  key: Signal<string>;
  /** Optional credentials: whether to send the tab's world capability. */
  sendWorld: Signal<boolean>;
  busy: Signal<boolean>;
  answer: Signal<TryAnswer | undefined>;
  problem: Signal<TryProblem | undefined>;
  /** The request as last sent (or as it would be sent now), for "Copy as". */
  request(): Promise<TryRequest>;
  send(): Promise<void>;
}

export function createReferenceModel(api: ReferenceApi) {
  const reference = signal<Reference | undefined>(undefined);
  const loadError = signal<unknown>(undefined);
  const query = signal('');
  /** The pasted content token: memory only. */
  const token = signal('');
  const results = computed(() => search(reference.value?.endpoints ?? [], query.value));
  const tries = new Map<string, TryState>();

  /** The language last asked for: a later switch wins over an earlier read still under way. */
  let asked: Lang | undefined;

  async function load(lang: Lang): Promise<void> {
    asked = lang;
    loadError.value = undefined;
    try {
      const built = buildReference(await api.documents(lang));
      if (asked === lang) reference.value = built;
    } catch (error) {
      if (asked === lang) loadError.value = error;
    }
  }

  /** Reads the documents in `lang` unless they were asked for in it already (the screen's language switch). */
  function show(lang: Lang): void {
    if (asked !== lang) void load(lang);
  }

  function documentOf(endpoint: Endpoint): Json | undefined {
    return reference.value?.documents[endpoint.group];
  }

  function tryOf(endpoint: Endpoint): TryState {
    const known = tries.get(endpoint.id);
    if (known) return known;
    const document = documentOf(endpoint);
    const values: Record<string, string> = {};
    for (const parameter of endpoint.parameters) {
      if (parameter.name.toLowerCase() === 'idempotency-key') continue;
      const example = parameter.in === 'path' ? exampleOf(parameter.schema, document) : undefined;
      values[parameter.name] = example === undefined || example === null ? '' : String(example);
    }
    const example =
      endpoint.body && (endpoint.body.example ?? (endpoint.body.schema && exampleOf(endpoint.body.schema, document)));
    const state: TryState = {
      endpoint,
      values: signal(values),
      body: signal(example === undefined ? '' : JSON.stringify(example, null, 2)),
      key: signal(api.newKey()),
      sendWorld: signal(endpoint.auth === 'bearer' || endpoint.credential === 'world'),
      busy: signal(false),
      answer: signal(undefined),
      problem: signal(undefined),
      request: () => requestOf(state),
      send: () => send(state),
    };
    tries.set(endpoint.id, state);
    return state;
  }

  function needsKey(endpoint: Endpoint): boolean {
    return endpoint.parameters.some((parameter) => parameter.name.toLowerCase() === 'idempotency-key');
  }

  async function requestOf(state: TryState): Promise<TryRequest> {
    const { endpoint } = state;
    const values = state.values.value;
    const path = endpoint.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
    const query = new URLSearchParams();
    const headers: Array<{ name: string; value: string }> = [];
    for (const parameter of endpoint.parameters) {
      const value = values[parameter.name] ?? '';
      if (parameter.in === 'query' && value !== '') query.set(parameter.name, value);
      if (parameter.in === 'header' && value !== '' && parameter.name.toLowerCase() !== 'idempotency-key') {
        headers.push({ name: parameter.name, value });
      }
    }
    if (needsKey(endpoint)) headers.push({ name: 'Idempotency-Key', value: state.key.value });
    const credential = await credentialOf(state);
    if (credential) headers.push({ name: 'Authorization', value: `Bearer ${credential}` });
    const request: TryRequest = { method: endpoint.method, path: query.size ? `${path}?${query}` : path, headers };
    if (endpoint.body) {
      headers.push({ name: 'Content-Type', value: endpoint.body.media });
      request.body = state.body.value;
    }
    return request;
  }

  async function credentialOf(state: TryState): Promise<string | undefined> {
    const { endpoint } = state;
    if (endpoint.credential === 'token') return token.value.trim() || undefined;
    if (endpoint.credential === 'world' && state.sendWorld.value) return api.worldCapability();
    return undefined;
  }

  async function send(state: TryState): Promise<void> {
    const { endpoint } = state;
    state.problem.value = undefined;
    if (endpoint.body?.media === 'application/json') {
      try {
        JSON.parse(state.body.value);
      } catch {
        // A broken body is sent as typed on purpose (that is how one sees the 400); only empty is refused.
        if (state.body.value.trim() === '') {
          state.problem.value = 'badJson';
          return;
        }
      }
    }
    if (endpoint.credential === 'token' && endpoint.auth === 'bearer' && !token.value.trim()) {
      state.problem.value = 'noToken';
      return;
    }
    state.busy.value = true;
    try {
      const request = await requestOf(state);
      // The key is used once it left: the next try or copy is a new request, not a replay.
      if (needsKey(endpoint)) state.key.value = api.newKey();
      const answer = await api.send(request);
      state.answer.value = { ...answer, ...problemOf(endpoint, answer) };
    } catch (error) {
      state.problem.value = { failed: error instanceof Error ? error.message : String(error) };
    } finally {
      state.busy.value = false;
    }
  }

  return { reference, loadError, query, token, results, load, show, tryOf, documentOf };
}

export type ReferenceModel = ReturnType<typeof createReferenceModel>;

/** The error an answer names (a Problem's `error`), with the guide section its `type` or the reference gives. */
export function problemOf(
  endpoint: Endpoint,
  answer: { status: number; body: string | undefined },
): Pick<TryAnswer, 'problem'> {
  if (answer.status < 400 || answer.body === undefined) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.body);
  } catch {
    return {};
  }
  const body = parsed as { error?: unknown; type?: unknown };
  if (typeof body?.error !== 'string') return {};
  const documented = endpoint.errors.find((error) => error.code === body.error)?.guide;
  const guide = typeof body.type === 'string' && body.type.includes('#error-') ? body.type : documented;
  return { problem: { code: body.error, ...(guide ? { guide } : {}) } };
}
