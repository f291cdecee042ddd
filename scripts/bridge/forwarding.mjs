// The bridge's forwarding: a program's HTTP request, checked (checks.mjs), goes to the paired tab as
// a frame and its answer comes back as it is; the token command line's owner questions go the same
// way (relay.mjs composes it; docs/bridge.md).
import { encodeFrame } from '../../src/shared/bridge-protocol.mjs';
import { answerHeaders, checkHost, checkOrigin, forwardedBy, forwardHeaders, forwardPath, problem } from './checks.mjs';
import { notPaired, ownerError } from './pending.mjs';

/** @typedef {import('./checks.mjs').BridgeProblem} BridgeProblem */
/** @typedef {import('./pending.mjs').RequestHeader} RequestHeader */
/** @typedef {import('../../src/shared/bridge-protocol.mjs').BridgeOwnerOp} BridgeOwnerOp */
/** @typedef {import('../../src/engine/owner.ts').OwnerReply} OwnerReply */
/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

/**
 * Owner operations the command line may ask for; `workspaceToken` (all scopes, no approval) never.
 * @type {BridgeOwnerOp[]}
 */
const BRIDGE_OWNER_OPS = ['createToken', 'listTokens', 'revokeToken'];

/**
 * True for an owner operation the bridge offers.
 * @param {string} op
 * @returns {op is BridgeOwnerOp}
 */
const isBridgeOwnerOp = (op) => /** @type {string[]} */ (BRIDGE_OWNER_OPS).includes(op);

const NO_TAB = problem(
  503,
  'no_app_paired',
  'No app tab is paired with the bridge. Open the app, go to "Local tools" and enter the pairing code the bridge printed.',
);

/**
 * @param {object} options
 * @param {{ readonly paired: boolean, readonly appOrigin: string | undefined, post(frame: Uint8Array): void }} options.pairing
 * @param {ReturnType<typeof import('./pending.mjs').createPending>} options.pending
 * @param {() => number} options.port the port the bridge listens on
 * @param {number} options.maxBodyBytes
 * @param {number} options.requestTimeoutMs
 * @param {number} options.approvalTimeoutMs
 * @param {((line: string) => void) | undefined} options.logRequest a line per forwarded request, if wanted
 */
export function createForwarding({
  pairing,
  pending,
  port,
  maxBodyBytes,
  requestTimeoutMs,
  approvalTimeoutMs,
  logRequest,
}) {
  /** @param {number} id */
  const cancel = (id) => {
    if (pairing.paired) pairing.post(encodeFrame({ type: 'cancel', id }));
  };

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  async function answerHttp(req, res) {
    const started = performance.now();
    const refusal = checkHost(req.headers.host, port()) ?? checkOrigin(req.headers, pairing.appOrigin);
    if (refusal) return sendProblem(res, refusal);
    const path = forwardPath(req.url);
    if (path === null) return sendProblem(res, problem(400, 'malformed_request', 'The request target must be a path.'));
    if (!pairing.paired) return sendProblem(res, NO_TAB);
    const body = await readBody(req, maxBodyBytes);
    if (body === null) {
      return sendProblem(
        res,
        problem(413, 'payload_too_large', `The bridge forwards bodies up to ${maxBodyBytes} bytes.`),
      );
    }
    if (!pairing.paired) return sendProblem(res, NO_TAB);
    const headers = forwardHeaders(req.rawHeaders);
    // checkHost has accepted the Host: the bridge's own address as the program wrote it.
    headers.push(forwardedBy(req.headers.host ?? `127.0.0.1:${port()}`));
    /** @type {RequestHeader} */
    const header = { type: 'request', method: req.method ?? 'GET', path, headers };
    const answer = await pending.ask('http', header, body, requestTimeoutMs, (id) => {
      cancel(id);
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
    logRequest?.(`${req.method} /${path} -> ${answer.header.status} (${(performance.now() - started).toFixed(1)} ms)`);
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
    if (!pairing.paired) return Promise.resolve(notPaired());
    return pending.ask('owner', { type: 'owner', op, args: args ?? {} }, undefined, approvalTimeoutMs, (id) => {
      cancel(id);
      return ownerError(
        'approval_timeout',
        `Nobody answered in the app within ${approvalTimeoutMs / 1000} s; nothing was changed.`,
      );
    });
  }

  return { answerHttp, askOwner };
}

/**
 * @param {ServerResponse} res
 * @param {BridgeProblem} body
 */
export function sendProblem(res, body) {
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
