/**
 * Where a request to the engine came from, for the journal: the app's own window ('app'), the local
 * bridge ('bridge': its requests reach the worker as fetches of the app's window marked
 * `X-Sandbox-Via: bridge`, trusted only from there, so a page cannot pose as the bridge), the reference
 * screen's tries ('reference': the app's own, marked `X-Sandbox-Via: reference`), a studio project's
 * page (`studio:<name>`: a request its host relays, marked `X-Sandbox-Studio: <name>` by the app's own
 * window or by that project's host page in a tab, or a window under `<base>studio/<name>/`; docs/studio.md),
 * or any other page of the origin ('page'). The lookup starts the moment the answer is ready
 * (`sourceAfterAnswer`), while its client is surely there: a studio preview may be gone a moment after
 * the answer, when the entry is written (issue #32). Not earlier: `clients.get` asks the browser, and at
 * a cold start that would run beside the worker's first answer (issue 43). Nothing waits for it before answering.
 */
import type { RequestSource } from '../engine/db/journal-tables.ts';
import { STUDIO_NAME_PATTERN } from '../engine/studio/limits.ts';
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
  const claimed = studioClaim(event.request);
  if (!isAppWindow(client, origin, base)) {
    const studio = studioSource(client, origin, base);
    // A host page in a tab speaks for its own project only; any other client's mark is ignored.
    if (claimed && studio === `studio:${claimed}` && client?.frameType === 'top-level') return studio;
    return studio ?? 'page';
  }
  if (claimed) return `studio:${claimed}`;
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

/** The header a studio page's host sets on each request it relays (src/ui/studio/host/relay.ts). */
export const STUDIO_HEADER = 'x-sandbox-studio';

/** The project a request's `X-Sandbox-Studio` names, when it is a valid name. */
function studioClaim(request: Request): string | undefined {
  const name = request.headers.get(STUDIO_HEADER);
  return name !== null && STUDIO_NAME_PATTERN.test(name) ? name : undefined;
}

/** The request without `X-Sandbox-Studio`: the engine never sees it, whoever set it. */
export function withoutStudioMark(request: Request): Request {
  if (!request.headers.has(STUDIO_HEADER)) return request;
  const headers = new Headers(request.headers);
  headers.delete(STUDIO_HEADER);
  return new Request(request, { headers });
}
