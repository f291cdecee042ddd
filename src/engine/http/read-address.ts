/**
 * The address a program used to read a document (issue 27): what the OpenAPI documents give as
 * `servers[0].url`, what /llms.txt and the guides link, and what the `type` of a Problem points to.
 * A request that came through the local bridge carries the bridge's `Forwarded: host="127.0.0.1:PORT"`
 * (scripts/bridge/checks.mjs, forwardedBy): the reader gets the bridge's address, so a client
 * generated from the document calls the bridge, not the app's address (which answers programs
 * with 421). The bridge's paths are relative to the app's base, so its base is `/`.
 *
 * The header is believed only beside `X-Sandbox-Via: bridge`, which the worker keeps only from the
 * app's own window (src/sw/bridge-via.ts), and only for a loopback host: nothing else can make a
 * document name another address.
 */
import { BRIDGE_MARK, VIA_HEADER } from '../../shared/bridge-protocol.mjs';

export interface ReadAddress {
  /** Absolute URL ending in `/`: every path of the sandbox is relative to it. */
  baseUrl: string;
  /** True when read through the local bridge. */
  viaBridge: boolean;
}

const BRIDGE_HOST = /(?:^|[;,\s])host="?((?:127\.0\.0\.1|localhost)(?::\d{1,5})?)"?(?:[;,\s]|$)/i;

export function readAddress(request: Request, url: URL, base: string): ReadAddress {
  const host = bridgeHost(request);
  return host
    ? { baseUrl: `http://${host.toLowerCase()}/`, viaBridge: true }
    : { baseUrl: `${url.origin}${base}`, viaBridge: false };
}

/**
 * The path prefix of the links in an answer (the content API's image URLs): `/` through the bridge,
 * whose paths are relative to the app's base, else the site's base (`/sandbox/`). So a program reading
 * a page through the bridge gets links that the bridge answers, not a path of the tab's address.
 */
export function linkBase(request: Request, base: string): string {
  return bridgeHost(request) ? '/' : base;
}

/**
 * The headers that make a request the engine sends on behalf of `request` (an MCP tool's call of the
 * API, mcp/server.ts) read through the same bridge, so its errors and links name the bridge as the
 * same call over HTTP would (issue 33). None for a request that did not come through the bridge.
 */
export function readThroughSameBridge(request: Request): [string, string][] {
  const forwarded = request.headers.get('forwarded');
  return bridgeHost(request) && forwarded
    ? [
        [VIA_HEADER, BRIDGE_MARK],
        ['forwarded', forwarded],
      ]
    : [];
}

function bridgeHost(request: Request): string | undefined {
  if (request.headers.get(VIA_HEADER) !== BRIDGE_MARK) return undefined;
  const forwarded = request.headers.get('forwarded');
  return forwarded ? BRIDGE_HOST.exec(forwarded)?.[1] : undefined;
}
