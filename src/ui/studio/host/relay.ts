/**
 * The host's relay (docs/studio.md, "The relay"): the app's side of a sandboxed studio page. The page
 * sends its requests over a MessagePort (compose/bootstrap.ts); the relay checks each one and fetches
 * it through the worker with the app's `fetch`, marked `X-Sandbox-Studio: <project>` so the journal
 * names the project (src/sw/request-source.ts). Only the sandbox's API paths and the page's own
 * project's files are reachable; everything else is refused with a Problem, and the relay keeps
 * answering.
 */
import type { HELLO_MESSAGE_TYPE } from '../../../engine/studio/compose/bootstrap.ts';
import type { StudioConsoleMessage } from '../../../engine/studio/console.ts';
import { isSandboxApiPath } from '../../../shared/sandbox-api.mjs';

/** The page's first message, which carries its port. */
export const HELLO: typeof HELLO_MESSAGE_TYPE = 'sandbox-studio-hello';
const CONSOLE: StudioConsoleMessage['type'] = 'sandbox-studio-console';

/** The largest request body: a content image (1 MB) as base64 JSON with room to spare. */
export const RELAY_BODY_LIMIT = 2 * 1024 * 1024;
/** Requests of one page waiting for their answers at once; more get 429. */
export const RELAY_IN_FLIGHT = 32;
/** The header the host sets (and the page may not): the journal's source. */
export const STUDIO_HEADER = 'x-sandbox-studio';

export interface RelayedRequest {
  id: number | string;
  method: string;
  url: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
}

export type RelayAnswer =
  | {
      id: number | string;
      status: number;
      statusText: string;
      headers: [string, string][];
      body: ArrayBuffer | null;
      url: string;
      redirected: boolean;
    }
  | { id: number | string; error: string };

export interface RelayOptions {
  project: string;
  /** The app's origin and base path. */
  origin: string;
  base: string;
  fetch: typeof fetch;
  onConsole(message: StudioConsoleMessage): void;
  /** Set when the frame's page is not of `project` (it navigated away): every request is refused, why. */
  refuseAll?: string;
}

const METHOD = /^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,20}$/;
const isId = (id: unknown): id is number | string =>
  (typeof id === 'number' && Number.isFinite(id)) || (typeof id === 'string' && id.length > 0 && id.length <= 64);

/** A Problem answer of the relay's own (the page's request never left it). */
function problem(
  id: number | string,
  status: number,
  error: string,
  message: string,
  detail: string,
  headers: [string, string][] = [],
): RelayAnswer {
  const body = new TextEncoder().encode(JSON.stringify({ error, message, status, detail })).buffer as ArrayBuffer;
  return {
    id,
    status,
    statusText: '',
    headers: [['content-type', 'application/problem+json; charset=utf-8'], ...headers],
    body,
    url: '',
    redirected: false,
  };
}

/** The relay of one page of `project`: `answer` takes each port message; undefined for no answer. */
export function createRelay(options: RelayOptions) {
  let inFlight = 0;
  const own = `${options.base}studio/${options.project}/`;

  /** Why a URL is refused, or undefined when the page may reach it. */
  function refusal(url: string): string | undefined {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return 'it is not an absolute URL';
    }
    if (parsed.origin !== options.origin) return 'it is on another origin';
    if (isSandboxApiPath(parsed.pathname, options.base)) return undefined;
    if (parsed.pathname.startsWith(own)) return undefined;
    return `it is neither one of the sandbox's APIs nor a file of the project ${options.project}`;
  }

  async function answer(data: unknown): Promise<RelayAnswer | undefined> {
    if (typeof data !== 'object' || data === null) return undefined;
    const message = data as Record<string, unknown>;
    if (message.type === CONSOLE) {
      if (message.project === options.project) options.onConsole(message as unknown as StudioConsoleMessage);
      return undefined;
    }
    // Junk without an id cannot be answered: it is dropped.
    if (!isId(message.id)) return undefined;
    const { id } = message;
    const request = checked(message);
    if (!request) {
      return problem(
        id,
        400,
        'studio_relay_malformed',
        'The studio page sent a request the host cannot read.',
        'A request needs method, url, headers ([name, value] pairs) and body (an ArrayBuffer or null).',
      );
    }
    const why = options.refuseAll ?? refusal(request.url);
    if (why) {
      return problem(
        id,
        403,
        'studio_relay_refused',
        `A studio page may call the sandbox's APIs and its own project's files only.`,
        `${request.url} is refused: ${why}.`,
      );
    }
    if (request.body && request.body.byteLength > RELAY_BODY_LIMIT) {
      return problem(
        id,
        413,
        'studio_relay_too_large',
        `A studio page's request body is limited to ${RELAY_BODY_LIMIT} bytes.`,
        `${request.url}: ${request.body.byteLength} bytes.`,
      );
    }
    if (inFlight >= RELAY_IN_FLIGHT) {
      return problem(
        id,
        429,
        'studio_relay_busy',
        `A studio page may have ${RELAY_IN_FLIGHT} requests waiting at once.`,
        `${request.url} was not sent; try again in a second.`,
        [['retry-after', '1']],
      );
    }
    const headers = new Headers();
    for (const [name, value] of request.headers) {
      if (!/^x-sandbox-/i.test(name)) headers.append(name, value);
    }
    headers.set(STUDIO_HEADER, options.project);
    inFlight++;
    try {
      const response = await options.fetch(request.url, {
        method: request.method,
        headers,
        body: request.method === 'GET' || request.method === 'HEAD' ? null : request.body,
        credentials: 'same-origin',
      });
      return {
        id,
        status: response.status,
        statusText: response.statusText,
        headers: [...response.headers],
        body: request.method === 'HEAD' ? null : await response.arrayBuffer(),
        url: response.url || request.url,
        redirected: response.redirected,
      };
    } catch (error) {
      return { id, error: error instanceof Error ? error.message : String(error) };
    } finally {
      inFlight--;
    }
  }

  return { answer };
}

/** The request a message holds, or undefined when it is not one. */
function checked(message: Record<string, unknown>): RelayedRequest | undefined {
  const { method, url, headers, body } = message;
  if (typeof method !== 'string' || !METHOD.test(method) || typeof url !== 'string' || url.length > 8192)
    return undefined;
  if (!Array.isArray(headers) || headers.length > 100) return undefined;
  if (!headers.every((h) => Array.isArray(h) && h.length === 2 && typeof h[0] === 'string' && typeof h[1] === 'string'))
    return undefined;
  if (body !== null && !(body instanceof ArrayBuffer)) return undefined;
  return {
    id: message.id as number | string,
    method: method.toUpperCase(),
    url,
    headers: headers as [string, string][],
    body,
  };
}

/** Sends each answer back over the port, its body transferred. */
export function servePort(port: MessagePort, relay: ReturnType<typeof createRelay>): void {
  port.onmessage = (event) => {
    void relay.answer(event.data).then((reply) => {
      if (!reply) return;
      const body = 'body' in reply ? reply.body : null;
      port.postMessage(reply, body ? [body] : []);
    });
  };
}

/**
 * Hosts the page in `frame`: takes a hello only from that frame's window with the opaque origin
 * (`'null'`), and serves its port; each page the frame loads says hello anew. A page of another
 * project (the frame was navigated there) gets a port that refuses every request with a Problem:
 * its calls fail clearly instead of hanging, and nothing is journaled under this frame's project.
 * Returns the function that stops listening.
 */
export function hostFrame(frame: HTMLIFrameElement, options: RelayOptions): () => void {
  let port: MessagePort | undefined;
  const onMessage = (event: MessageEvent) => {
    if (event.source !== frame.contentWindow || event.origin !== 'null') return;
    const data = event.data as { type?: unknown; project?: unknown } | null;
    if (data?.type !== HELLO || typeof data.project !== 'string' || !event.ports[0]) return;
    port?.close();
    port = event.ports[0];
    const foreign = data.project !== options.project;
    const refuseAll = foreign ? `this frame hosts the project ${options.project}, not ${data.project}` : undefined;
    servePort(port, createRelay(refuseAll ? { ...options, refuseAll } : options));
  };
  window.addEventListener('message', onMessage);
  return () => {
    window.removeEventListener('message', onMessage);
    port?.close();
  };
}
