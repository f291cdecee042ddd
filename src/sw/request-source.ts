/**
 * Where a request to the engine came from, for the journal: the app's own window ('app'), the local
 * bridge ('bridge': its requests reach the worker as fetches of the app's window marked
 * `X-Sandbox-Via: bridge`, trusted only from there, so a page cannot pose as the bridge), the reference
 * screen's tries ('reference': the app's own, marked `X-Sandbox-Via: reference`), a studio project's
 * page (`studio:<name>`: a window or frame under `<base>studio/<name>/`, docs/studio.md), or any other
 * page of the origin ('page'). Asked only after the answer was given (the engine calls it when it
 * records), so looking the client up never delays a request.
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

/** `studio:<name>` for a client whose document is a studio project's page of this origin. */
function studioSource(client: { url?: string } | undefined, origin: string, base: string): RequestSource | undefined {
  if (!client?.url) return undefined;
  const url = new URL(client.url);
  const project = url.origin === origin ? studioProjectOf(url.pathname, base) : undefined;
  return project ? `studio:${project}` : undefined;
}
