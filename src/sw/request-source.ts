/**
 * Where a request to the engine came from, for the journal: the app's own window ('app'), the local
 * bridge ('bridge': its requests reach the worker as fetches of the app's window marked
 * `X-Sandbox-Via: bridge`, trusted only from there, so a page cannot pose as the bridge), the reference
 * screen's tries ('reference': the app's own, marked `X-Sandbox-Via: reference`), a studio project's
 * page (`studio:<name>`: a window or frame under `<base>studio/<name>/`, docs/studio.md), or any other
 * page of the origin ('page'). The lookup starts the moment the answer is ready (`sourceAfterAnswer`),
 * while its client is surely there: a studio preview may be gone a moment after the answer, when the
 * entry is written (issue #32). Not earlier: `clients.get` asks the browser, and at a cold start that
 * would run beside the worker's first answer (issue 43). Nothing waits for it before answering.
 */
import type { RequestSource } from '../engine/db/journal-tables.ts';
import { studioProjectOf } from '../engine/studio/prefix.ts';
import { isBridgeRequest, isReferenceRequest } from './bridge-via.ts';
import { isAppWindow } from './owner-channel.ts';

/** The parts of a fetch event that decide (typed structurally: the tests run it in Node). */
interface FetchParts {
  clientId: string;
  resultingClientId: string;
  request: Request;
}

interface ClientLookup {
  get(id: string): Promise<{ type?: string; frameType?: string; url?: string } | undefined>;
}

export async function requestSource(
  clients: ClientLookup,
  event: FetchParts,
  origin: string,
  base: string,
): Promise<RequestSource> {
  const id = event.clientId || event.resultingClientId;
  const client = id ? await clients.get(id) : undefined;
  if (!isAppWindow(client, origin, base)) return studioSource(client, origin, base) ?? 'page';
  if (isBridgeRequest(event.request, client, origin, base)) return 'bridge';
  return isReferenceRequest(event.request, client, origin, base) ? 'reference' : 'app';
}

/**
 * The lookup started now, for the journal to await later. A failed lookup is `page`, the source that
 * is trusted least (a promise nobody awaits, e.g. of an unrecorded request, must not reject unhandled).
 */
export function startRequestSource(
  clients: ClientLookup,
  event: FetchParts,
  origin: string,
  base: string,
): Promise<RequestSource> {
  return requestSource(clients, event, origin, base).catch(() => 'page' as const);
}

/**
 * The journal's source for a request whose answer is `answer`: the lookup `start` begins as soon as
 * the answer settles (or earlier, if the journal asks first), once.
 */
export function sourceAfterAnswer(start: () => Promise<RequestSource>): {
  source: () => Promise<RequestSource>;
  after: (answer: Promise<unknown>) => void;
} {
  let started: Promise<RequestSource> | undefined;
  const source = () => {
    started ??= start();
    return started;
  };
  return { source, after: (answer) => void answer.then(source, source) };
}

/** `studio:<name>` for a client whose document is a studio project's page of this origin. */
function studioSource(client: { url?: string } | undefined, origin: string, base: string): RequestSource | undefined {
  if (!client?.url) return undefined;
  const url = new URL(client.url);
  const project = url.origin === origin ? studioProjectOf(url.pathname, base) : undefined;
  return project ? `studio:${project}` : undefined;
}
