// The relay: an HTTP server on 127.0.0.1 whose requests are answered by the paired app tab over a
// WebSocket, and the owner requests of the token command line, which the tab shows the owner.
// docs/bridge.md explains the design; checks.mjs holds the rules for each request.
import { createServer } from 'node:http';
import { WebSocketServer } from 'ws';
import {
  createOutbox,
  DEFAULT_PORT,
  decodeFrame,
  decodeMessage,
  encodeFrame,
  TAB_PATH,
} from '../../src/shared/bridge-protocol.mjs';
import {
  answerHeaders,
  checkHost,
  checkOrigin,
  codeMatches,
  forwardedBy,
  forwardHeaders,
  forwardPath,
  newPairingCode,
  newResumeSecret,
  problem,
  secretMatches,
} from './checks.mjs';

/** @typedef {import('./relay.mjs').Bridge} Bridge */
/** @typedef {import('./relay.mjs').BridgeOptions} BridgeOptions */
/** @typedef {import('./checks.mjs').BridgeProblem} BridgeProblem */
/** @typedef {import('../../src/shared/bridge-protocol.mjs').FrameHeader} FrameHeader */
/** @typedef {import('../../src/shared/bridge-protocol.mjs').BridgeOwnerOp} BridgeOwnerOp */
/** @typedef {import('../../src/engine/owner.ts').OwnerReply} OwnerReply */
/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {import('ws').WebSocket} WebSocket */
/**
 * What a forwarded request gets: the tab's answer, or the bridge's Problem.
 * @typedef {{ header: Extract<FrameHeader, { type: 'response' }>, body: Uint8Array, problem?: undefined }
 *   | { problem: BridgeProblem }} HttpAnswer
 */
/**
 * A request or owner question waiting for the tab.
 * @typedef {{ kind: 'http' | 'owner', settle: (value: HttpAnswer | OwnerReply) => void }} Waiting
 */

/**
 * Owner operations the command line may ask for; `workspaceToken` (all scopes, no approval) never.
 * @type {BridgeOwnerOp[]}
 */
export const BRIDGE_OWNER_OPS = ['createToken', 'listTokens', 'revokeToken'];

/**
 * True for an owner operation the bridge offers.
 * @param {string} op
 * @returns {op is BridgeOwnerOp}
 */
const isBridgeOwnerOp = (op) => /** @type {string[]} */ (BRIDGE_OWNER_OPS).includes(op);
/** Wrong pairing codes before the code is replaced, so it cannot be guessed by trying. */
const MAX_WRONG_CODES = 5;
/** A tab that opened the socket must prove the code this fast. */
const PAIR_TIMEOUT_MS = 10_000;
/** Close code of a tab that disconnects on purpose ("Disconnect"): its re-pair secret is forgotten. */
const DISCONNECTED_ON_PURPOSE = 1000;

const NO_TAB = problem(
  503,
  'no_app_paired',
  'No app tab is paired with the bridge. Open the app, go to "Local tools" and enter the pairing code the bridge printed.',
);

/**
 * `createBridge({ port })` -> `{ listen, close, askOwner, code, ... }`. port 0 takes a free port
 * (tests). `appOrigin` pins the origin allowed to pair; otherwise the origin of the tab that proves
 * the code becomes the app's origin until it disconnects.
 * @param {BridgeOptions} [options]
 * @returns {Bridge}
 */
export function createBridge(options = {}) {
  const requestTimeoutMs = options.requestTimeoutMs ?? 30_000;
  const approvalTimeoutMs = options.approvalTimeoutMs ?? 120_000;
  const maxBodyBytes = options.maxBodyBytes ?? 32 * 1024 * 1024;
  const log = options.log ?? ((/** @type {string} */ line) => console.log(line));
  const pinnedOrigin = options.appOrigin;
  const reloadGraceMs = options.reloadGraceMs ?? 3_000;

  let port = options.port ?? DEFAULT_PORT;
  /** @type {string | undefined} */
  let code = newPairingCode();
  let wrongCodes = 0;
  /** The one paired tab's socket, or undefined. @type {WebSocket | undefined} */
  let tab;
  /** Frames to the paired tab: batched when it reads batches. @type {{ post(frame: Uint8Array): void }} */
  let toTab = { post: () => undefined };
  let appOrigin = pinnedOrigin;
  /**
   * The re-pair secret of the paired tab (it keeps it in sessionStorage): proving it pairs again
   * without a code after a reload. One at a time, replaced at each pairing, forgotten on a deliberate
   * disconnect, known only to this run (memory only). @type {{ secret: string, origin: string } | undefined}
   */
  let resume;
  let nextId = 1;
  /** Requests and owner questions waiting for the tab, by id: each gets exactly one settle(). */
  /** @type {Map<number, Waiting>} */
  const waiting = new Map();

  const server = createServer((req, res) => {
    answerHttp(req, res).catch((error) => {
      log(`bridge: request failed: ${error instanceof Error ? error.message : error}`);
      if (!res.headersSent) sendProblem(res, problem(500, 'bridge_error', 'The bridge hit an unexpected error.'));
      else res.destroy();
    });
  });
  const sockets = new WebSocketServer({ noServer: true, maxPayload: maxBodyBytes + 64 * 1024 });
  server.on('upgrade', (req, socket, head) => {
    const refusal = refuseUpgrade(req);
    if (refusal) {
      socket.end(`HTTP/1.1 ${refusal.status} ${refusal.error}\r\nconnection: close\r\ncontent-length: 0\r\n\r\n`);
      return;
    }
    // refuseUpgrade has made sure the handshake names its origin.
    sockets.handleUpgrade(req, socket, head, (ws) => pairTab(ws, req.headers.origin ?? ''));
  });

  /**
   * @param {IncomingMessage} req
   * @returns {BridgeProblem | null}
   */
  function refuseUpgrade(req) {
    if (new URL(req.url ?? '/', 'http://bridge.invalid').pathname !== TAB_PATH) return problem(404, 'not_found', '');
    const host = checkHost(req.headers.host, port);
    if (host) return host;
    // Only a browser tab pairs, and browsers always send Origin on a WebSocket handshake.
    const origin = req.headers.origin;
    if (!origin || (pinnedOrigin && origin !== pinnedOrigin)) return problem(403, 'foreign_origin', '');
    return null;
  }

  /**
   * @param {WebSocket} ws
   * @param {string} origin
   */
  function pairTab(ws, origin) {
    const timer = setTimeout(() => ws.close(4001, 'pairing code not sent'), PAIR_TIMEOUT_MS);
    ws.once('message', (data, isBinary) => {
      clearTimeout(timer);
      const frame = isBinary ? safeDecode(data) : undefined;
      if (frame?.header.type === 'resume') {
        const batches = frame.header.batches === true;
        resumeTab(ws, origin, frame.header.secret, batches).catch(() => ws.terminate());
        return;
      }
      if (tab)
        return refusePairing(
          ws,
          'already_paired',
          'Another tab is already paired with this bridge; disconnect it there first.',
        );
      if (frame?.header.type !== 'pair' || code === undefined || !codeMatches(code, frame.header.code)) {
        wrongCodes += 1;
        if (wrongCodes >= MAX_WRONG_CODES) replaceCode('Too many wrong pairing codes: here is a new one.');
        return refusePairing(ws, 'wrong_code', 'The pairing code is not the one the bridge printed.');
      }
      acceptTab(ws, origin, frame.header.batches === true);
      log(`bridge: paired with the app at ${origin}`);
    });
  }

  /**
   * A reloaded tab pairs again with the secret this run gave it. Its old socket may still be open for
   * a moment (the new page can connect before the bridge sees the old one close): it is given
   * `reloadGraceMs` to close. A second tab holding a copy of the secret (a duplicated tab) while the
   * first stays open is refused, like any second tab.
   * @param {WebSocket} ws
   * @param {string} origin
   * @param {unknown} secret
   * @param {boolean} batches
   */
  async function resumeTab(ws, origin, secret, batches) {
    const granted = () => resume !== undefined && resume.origin === origin && secretMatches(resume.secret, secret);
    if (!granted()) {
      return refusePairing(
        ws,
        'resume_refused',
        'This run of the bridge did not pair that tab (it was restarted, or the tab disconnected): enter the code it printed.',
      );
    }
    if (tab) await closedWithin(tab, reloadGraceMs);
    if (ws.readyState !== ws.OPEN) return;
    if (tab || !granted()) {
      return refusePairing(
        ws,
        'already_paired',
        'Another tab is already paired with this bridge; disconnect it there first.',
      );
    }
    acceptTab(ws, origin, batches);
    log(`bridge: paired again with the app at ${origin} (the tab reloaded)`);
  }

  /**
   * `batches`: the tab reads batches (a tab of an older build does not, and gets single frames).
   * @param {WebSocket} ws
   * @param {string} origin
   * @param {boolean} batches
   */
  function acceptTab(ws, origin, batches) {
    tab = ws;
    /** @param {Uint8Array} message */
    const send = (message) => {
      if (ws.readyState === ws.OPEN) ws.send(message);
    };
    // setImmediate runs after the I/O callbacks of this turn: requests that arrived with the first go together.
    toTab = batches ? createOutbox(send, setImmediate) : { post: send };
    appOrigin = origin;
    code = undefined;
    resume = { secret: newResumeSecret(), origin };
    ws.send(encodeFrame({ type: 'paired', appOrigin: origin, resume: resume.secret, batches: true }));
    ws.on('message', (message, binary) => onTabMessage(message, binary));
    ws.on('close', (closeCode) => {
      if (tab === ws && closeCode === DISCONNECTED_ON_PURPOSE) resume = undefined;
      unpair(ws);
    });
  }

  /**
   * @param {WebSocket} ws
   * @param {'wrong_code' | 'already_paired' | 'resume_refused'} reason
   * @param {string} message
   */
  function refusePairing(ws, reason, message) {
    ws.send(encodeFrame({ type: 'refused', reason, message }));
    ws.close(4003, 'refused');
  }

  /** @param {string} reason */
  function replaceCode(reason) {
    code = newPairingCode();
    wrongCodes = 0;
    log(`bridge: ${reason}\nPairing code: ${code}`);
  }

  /** @param {WebSocket} ws */
  function unpair(ws) {
    if (tab !== ws) return;
    tab = undefined;
    toTab = { post: () => undefined };
    appOrigin = pinnedOrigin;
    for (const [id, entry] of waiting) {
      waiting.delete(id);
      entry.settle(entry.kind === 'http' ? { problem: tabGone() } : notPaired());
    }
    replaceCode(
      resume
        ? 'the app tab disconnected (a reload of it pairs again by itself). To pair another tab, enter the new code in "Local tools".'
        : 'the app tab disconnected. To pair again, enter the new code in "Local tools".',
    );
  }

  /**
   * @param {import('ws').RawData} data
   * @param {boolean} isBinary
   */
  function onTabMessage(data, isBinary) {
    const frames = isBinary ? safeDecodeMessage(data) : undefined;
    if (!frames) return log('bridge: ignored a message from the tab that answers nothing');
    for (const frame of frames) onTabFrame(frame);
  }

  /** @param {{ header: FrameHeader, body: Uint8Array }} frame */
  function onTabFrame(frame) {
    const id = frame && 'id' in frame.header && typeof frame.header.id === 'number' ? frame.header.id : undefined;
    const entry = id === undefined ? undefined : waiting.get(id);
    if (id === undefined || !entry) return log('bridge: ignored a message from the tab that answers nothing');
    const { header, body } = frame;
    if (entry.kind === 'http' && header.type === 'response') entry.settle({ header, body });
    else if (entry.kind === 'http' && header.type === 'failed') {
      entry.settle({ problem: problem(502, 'app_request_failed', `The app could not answer: ${header.message}`) });
    } else if (entry.kind === 'owner' && header.type === 'owner-reply') entry.settle(header.reply);
    else return log(`bridge: ignored a "${header.type}" message from the tab`);
    waiting.delete(id);
  }

  /**
   * @overload
   * @param {'http'} kind
   * @param {Omit<Extract<FrameHeader, { type: 'request' }>, 'id'>} header
   * @param {Uint8Array} body
   * @param {number} ms
   * @param {(id: number) => HttpAnswer} onTimeout
   * @returns {Promise<HttpAnswer>}
   */
  /**
   * @overload
   * @param {'owner'} kind
   * @param {Omit<Extract<FrameHeader, { type: 'owner' }>, 'id'>} header
   * @param {undefined} body
   * @param {number} ms
   * @param {(id: number) => OwnerReply} onTimeout
   * @returns {Promise<OwnerReply>}
   */
  /**
   * Sends a frame to the tab and waits for its answer, or for `onTimeout()` after `ms`.
   * @param {'http' | 'owner'} kind
   * @param {Omit<Extract<FrameHeader, { type: 'request' }>, 'id'> | Omit<Extract<FrameHeader, { type: 'owner' }>, 'id'>} header
   * @param {Uint8Array | undefined} body
   * @param {number} ms
   * @param {(id: number) => HttpAnswer | OwnerReply} onTimeout
   * @returns {Promise<HttpAnswer | OwnerReply>}
   */
  function ask(kind, header, body, ms, onTimeout) {
    const id = nextId++;
    return new Promise((resolve) => {
      // The callers check for a tab just before, with no await between.
      if (!tab) throw new Error('No app tab is paired.');
      const timer = setTimeout(() => {
        waiting.delete(id);
        resolve(onTimeout(id));
      }, ms);
      waiting.set(id, {
        kind,
        settle: (value) => {
          clearTimeout(timer);
          resolve(value);
        },
      });
      toTab.post(encodeFrame({ ...header, id }, body));
    });
  }

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  async function answerHttp(req, res) {
    const started = performance.now();
    const refusal = checkHost(req.headers.host, port) ?? checkOrigin(req.headers, appOrigin);
    if (refusal) return sendProblem(res, refusal);
    const path = forwardPath(req.url);
    if (path === null) return sendProblem(res, problem(400, 'malformed_request', 'The request target must be a path.'));
    if (!tab) return sendProblem(res, NO_TAB);
    const body = await readBody(req, maxBodyBytes);
    if (body === null) {
      return sendProblem(
        res,
        problem(413, 'payload_too_large', `The bridge forwards bodies up to ${maxBodyBytes} bytes.`),
      );
    }
    if (!tab) return sendProblem(res, NO_TAB);
    const headers = forwardHeaders(req.rawHeaders);
    // checkHost has accepted the Host: the bridge's own address as the program wrote it.
    headers.push(forwardedBy(req.headers.host ?? `127.0.0.1:${port}`));
    /** @type {Omit<Extract<FrameHeader, { type: 'request' }>, 'id'>} */
    const header = { type: 'request', method: req.method ?? 'GET', path, headers };
    const answer = await ask('http', header, body, requestTimeoutMs, (id) => {
      if (tab) toTab.post(encodeFrame({ type: 'cancel', id }));
      return { problem: problem(504, 'app_timeout', `The app did not answer within ${requestTimeoutMs / 1000} s.`) };
    });
    if (answer.problem) return sendProblem(res, answer.problem);
    const { status } = answer.header;
    // A flat [name, value, ...] list: Node writes it as it is, repeated names (set-cookie) kept.
    const answered = answerHeaders(answer.header.headers).flat();
    // The whole answer is here, so its length is known: no chunked framing for the program to undo.
    if (req.method !== 'HEAD' && status >= 200 && status !== 204 && status !== 304) {
      answered.push('content-length', String(answer.body.byteLength));
    }
    res.writeHead(status, answered);
    res.end(answer.body);
    if (options.logRequests !== false) {
      log(`${req.method} /${path} -> ${answer.header.status} (${(performance.now() - started).toFixed(1)} ms)`);
    }
  }

  /**
   * Asks the paired tab to run an owner operation (the owner approves changes there).
   * @param {string} op
   * @param {Record<string, unknown>} [args]
   * @returns {Promise<OwnerReply>}
   */
  function askOwner(op, args) {
    if (!isBridgeOwnerOp(op)) {
      return Promise.resolve(ownerError('malformed_request', `The bridge does not offer the owner operation ${op}.`));
    }
    if (!tab) return Promise.resolve(notPaired());
    return ask('owner', { type: 'owner', op, args: args ?? {} }, undefined, approvalTimeoutMs, (id) => {
      if (tab) toTab.post(encodeFrame({ type: 'cancel', id }));
      return ownerError(
        'approval_timeout',
        `Nobody answered in the app within ${approvalTimeoutMs / 1000} s; nothing was changed.`,
      );
    });
  }

  return {
    askOwner,
    /** The current pairing code, or undefined while a tab is paired. */
    get code() {
      return code;
    },
    get paired() {
      return tab !== undefined;
    },
    get port() {
      return port;
    },
    get url() {
      return `http://127.0.0.1:${port}/`;
    },
    /** Binds 127.0.0.1 only: nothing on the network can reach the bridge. */
    listen() {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => {
          const address = server.address();
          if (typeof address === 'object' && address !== null) port = address.port;
          resolve(this.url);
        });
      });
    },
    close() {
      tab?.close(1001, 'bridge stopping');
      for (const client of sockets.clients) client.terminate();
      return /** @type {Promise<void>} */ (new Promise((resolve) => server.close(() => resolve())));
    },
  };
}

/**
 * Resolves once `ws` has closed, or after `ms`.
 * @param {WebSocket} ws
 * @param {number} ms
 * @returns {Promise<void>}
 */
function closedWithin(ws, ms) {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    ws.once('close', done);
    function done() {
      clearTimeout(timer);
      ws.off('close', done);
      resolve();
    }
  });
}

/** @param {import('ws').RawData} data */
function safeDecode(data) {
  try {
    return decodeFrame(Array.isArray(data) ? Buffer.concat(data) : data);
  } catch {
    return undefined;
  }
}

/** @param {import('ws').RawData} data */
function safeDecodeMessage(data) {
  try {
    return decodeMessage(Array.isArray(data) ? Buffer.concat(data) : data);
  } catch {
    return undefined;
  }
}

function tabGone() {
  return problem(503, 'no_app_paired', 'The app tab disconnected before it answered. Open the app and pair it again.');
}

function notPaired() {
  return ownerError(
    'no_app_paired',
    'No app tab is paired with the bridge. Open the app, go to "Local tools" and pair it.',
  );
}

/**
 * @param {string} code
 * @param {string} message
 * @returns {OwnerReply}
 */
function ownerError(code, message) {
  return { ok: false, error: { code, message } };
}

/**
 * @param {ServerResponse} res
 * @param {BridgeProblem} body
 */
function sendProblem(res, body) {
  res.writeHead(body.status, { 'content-type': 'application/problem+json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

/**
 * The whole body, or null once it passes `limit` bytes (the rest is not read).
 * @param {IncomingMessage} req
 * @param {number} limit
 * @returns {Promise<Uint8Array | null>}
 */
function readBody(req, limit) {
  const declared = Number(req.headers['content-length']);
  if (declared > limit) return Promise.resolve(null);
  // No Content-Length and no Transfer-Encoding: HTTP/1.1 says there is no body (most GETs).
  if (req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined) {
    return Promise.resolve(new Uint8Array(0));
  }
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners('data');
        req.resume();
        resolve(null);
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    req.on('error', reject);
  });
}
