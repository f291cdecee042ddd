/**
 * The app's side of the local bridge (docs/bridge.md): one WebSocket to ws://127.0.0.1:PORT,
 * paired with the code the bridge printed, or after a reload with the secret the bridge gave this tab
 * (resume-store.ts). Forwarded requests are answered with fetch; token questions from the command
 * line wait for the owner's approval (ApprovalDialog). Module-level state, so the connection survives
 * moving between screens.
 */
import { signal } from '@preact/signals';
import type { OwnerReply } from '../../engine/owner.ts';
import type { BridgeOwnerOp, FrameHeader } from '../../shared/bridge-protocol.mjs';
import { createOutbox, DEFAULT_PORT, decodeMessage, encodeFrame, TAB_PATH } from '../../shared/bridge-protocol.mjs';
import { owner } from '../api/owner-client.ts';
import { BASE } from '../app/client.ts';
import { ApiError } from '../kit/api.ts';
import { answerForwarded } from './forward.ts';
import { createResumeStore } from './resume-store.ts';

export type BridgeState = 'disconnected' | 'connecting' | 'paired';
/** Why the last attempt or connection ended, for the panel's message. */
export type BridgeProblem =
  | 'unreachable'
  | 'wrong_code'
  | 'already_paired'
  | 'closed'
  /** After a reload: the bridge this tab was paired with is gone or was restarted. */
  | 'resume_failed'
  | undefined;

/** A token change the command line asked for, waiting for the owner. */
export type Approval =
  | { id: number; op: 'createToken'; name: string; scopes: string[] }
  | { id: number; op: 'revokeToken'; name: string; tokenId: string };

export const bridgeState = signal<BridgeState>('disconnected');
export const bridgeProblem = signal<BridgeProblem>(undefined);
const bridgeOrigin = signal('');
/** Port of the bridge this tab is paired with (or trying to). */
export const bridgePort = signal(DEFAULT_PORT);
/** Requests answered for the bridge since pairing. */
export const forwardedCount = signal(0);
export const approvals = signal<Approval[]>([]);
/** What the owner last decided, for a status line: e.g. `created:Name`. */
export const lastDecision = signal<{ op: Approval['op']; name: string; approved: boolean } | undefined>();

let socket: WebSocket | undefined;
/** The app's base URL, which forwarded paths are relative to (worked out once). */
let appBase: string | undefined;
/** Frames to the bridge: batched once the bridge said it reads batches (an older bridge does not). */
let toBridge: { post(frame: Uint8Array): void } = { post: () => undefined };
const inFlight = new Map<number, AbortController>();
/**
 * Answers not yet added to `forwardedCount`: the count (which re-renders Local tools) is updated at
 * most every COUNT_EVERY_MS, not per request, so under load the tab's main thread answers requests
 * instead of rendering a number (issue 27's bench).
 */
let uncounted = 0;
let countTimer: ReturnType<typeof setTimeout> | undefined;
const COUNT_EVERY_MS = 250;

function countForwarded(): void {
  uncounted += 1;
  if (countTimer !== undefined) return;
  countTimer = setTimeout(() => {
    forwardedCount.value += uncounted;
    uncounted = 0;
    countTimer = undefined;
  }, COUNT_EVERY_MS);
}
const resumeStore = createResumeStore(typeof sessionStorage === 'undefined' ? undefined : sessionStorage);

/** Pairs with the code the bridge printed. */
export function connect(port: number, code: string): void {
  open(port, { type: 'pair', code, batches: true });
}

/**
 * At the app's start: a tab that was paired before a reload pairs again with its secret, no code
 * needed. Without a kept secret nothing happens.
 */
export function resumeAfterReload(): void {
  const grant = resumeStore.read();
  if (grant) open(grant.port, { type: 'resume', secret: grant.secret, batches: true });
}

function open(port: number, hello: Extract<FrameHeader, { type: 'pair' | 'resume' }>): void {
  disconnect();
  bridgeProblem.value = undefined;
  bridgeState.value = 'connecting';
  bridgePort.value = port;
  const ws = new WebSocket(`ws://127.0.0.1:${port}${TAB_PATH}`);
  ws.binaryType = 'arraybuffer';
  socket = ws;
  toBridge = { post: (frame) => sendNow(ws, frame) };
  ws.onopen = () => ws.send(encodeFrame(hello));
  ws.onmessage = (event) => {
    if (socket !== ws) return;
    let frames: ReturnType<typeof decodeMessage>;
    try {
      frames = decodeMessage(event.data as ArrayBuffer);
    } catch {
      return;
    }
    for (const frame of frames) void onFrame(ws, frame);
  };
  ws.onclose = () => {
    if (socket !== ws) return;
    // A page that unloads never gets here: its secret stays for the reload. Any other end of the
    // socket (the bridge stopped, refused, or was never there) makes the secret useless.
    resumeStore.forget();
    if (bridgeState.value === 'connecting' && !bridgeProblem.value) {
      bridgeProblem.value = hello.type === 'resume' ? 'resume_failed' : 'unreachable';
    } else if (bridgeState.value === 'paired') bridgeProblem.value = 'closed';
    reset();
  };
}

/** Disconnects on purpose (close code 1000): the bridge forgets this tab's secret, and so does the tab. */
export function disconnect(): void {
  const ws = socket;
  reset();
  resumeStore.forget();
  ws?.close(1000, 'disconnected in the app');
}

function reset(): void {
  socket = undefined;
  toBridge = { post: () => undefined };
  bridgeState.value = 'disconnected';
  for (const controller of inFlight.values()) controller.abort();
  inFlight.clear();
  approvals.value = [];
}

function sendNow(ws: WebSocket, message: Uint8Array): void {
  if (ws.readyState === WebSocket.OPEN) ws.send(message as Uint8Array<ArrayBuffer>);
}

function send(ws: WebSocket, header: FrameHeader, body?: Uint8Array): void {
  if (socket === ws) toBridge.post(encodeFrame(header, body));
}

/**
 * Runs a flush after the tasks already queued, so answers that become ready right after the first
 * share one message; a message channel, not a timer (a timer's delay would hold the window open longer).
 */
let tasks: MessageChannel | undefined;
let pendingFlush: (() => void) | undefined;
function afterQueuedTasks(flush: () => void): void {
  if (!tasks) {
    tasks = new MessageChannel();
    tasks.port1.onmessage = () => {
      const run = pendingFlush;
      pendingFlush = undefined;
      run?.();
    };
  }
  pendingFlush = flush;
  tasks.port2.postMessage(null);
}

async function onFrame(ws: WebSocket, frame: ReturnType<typeof decodeMessage>[number]): Promise<void> {
  const { header, body } = frame;
  switch (header.type) {
    case 'paired':
      if (header.batches === true) toBridge = createOutbox((message) => sendNow(ws, message), afterQueuedTasks);
      bridgeState.value = 'paired';
      bridgeOrigin.value = header.appOrigin;
      forwardedCount.value = 0;
      resumeStore.keep({ port: bridgePort.value, secret: header.resume });
      return;
    case 'refused':
      bridgeProblem.value = header.reason === 'resume_refused' ? 'resume_failed' : header.reason;
      return;
    case 'request': {
      // Without its worker the page's fetch would reach the static host: say so instead.
      if (!navigator.serviceWorker?.controller) {
        const message = 'The app page is not controlled by its offline backend; reload it.';
        return send(ws, { type: 'failed', id: header.id, message });
      }
      const controller = new AbortController();
      inFlight.set(header.id, controller);
      appBase ??= new URL(BASE, location.href).href;
      const answer = await answerForwarded(header, body, appBase, fetch, controller.signal);
      inFlight.delete(header.id);
      send(ws, answer.header, answer.body);
      countForwarded();
      return;
    }
    case 'owner':
      return onOwnerQuestion(ws, header.id, header.op, header.args);
    case 'cancel':
      inFlight.get(header.id)?.abort();
      approvals.value = approvals.value.filter((a) => a.id !== header.id);
      return;
  }
}

/** Listing is answered at once (no secret in it); creating and revoking wait for the owner. */
async function onOwnerQuestion(ws: WebSocket, id: number, op: BridgeOwnerOp, args: Record<string, unknown>) {
  if (op === 'listTokens') return send(ws, { type: 'owner-reply', id, reply: await run(() => owner.listTokens()) });
  if (op === 'createToken') {
    const name = typeof args.name === 'string' ? args.name : '';
    const scopes = Array.isArray(args.scopes) ? args.scopes.map(String) : [];
    approvals.value = [...approvals.value, { id, op, name, scopes }];
    return;
  }
  if (op === 'revokeToken') {
    const tokenId = String(args.id ?? '');
    const listed = (await owner.listTokens().catch(() => [])).find((t) => t.id === tokenId);
    if (!listed) {
      const reply: OwnerReply = { ok: false, error: { code: 'not_found', message: `No token with id ${tokenId}.` } };
      return send(ws, { type: 'owner-reply', id, reply });
    }
    approvals.value = [...approvals.value, { id, op, name: listed.name, tokenId }];
    return;
  }
  // The bridge offers only the three operations above; anything else (workspaceToken) is refused here too.
  send(ws, { type: 'owner-reply', id, reply: { ok: false, error: { code: 'forbidden', message: 'Not offered.' } } });
}

/** The owner's answer to an approval: only an approval runs the operation. */
export async function decide(approval: Approval, approved: boolean): Promise<void> {
  approvals.value = approvals.value.filter((a) => a.id !== approval.id);
  const ws = socket;
  if (!ws) return;
  lastDecision.value = { op: approval.op, name: approval.name, approved };
  if (!approved) {
    const refused: OwnerReply = { ok: false, error: { code: 'refused', message: 'The owner refused in the app.' } };
    return send(ws, { type: 'owner-reply', id: approval.id, reply: refused });
  }
  const reply =
    approval.op === 'createToken'
      ? await run(() => owner.createToken(approval.name, approval.scopes))
      : await run(() => owner.revokeToken(approval.tokenId));
  send(ws, { type: 'owner-reply', id: approval.id, reply });
}

async function run<T>(call: () => Promise<T>): Promise<OwnerReply> {
  try {
    return { ok: true, result: (await call()) as never };
  } catch (error) {
    const code = error instanceof ApiError ? error.code : 'internal_error';
    return { ok: false, error: { code, message: error instanceof Error ? error.message : String(error) } };
  }
}
