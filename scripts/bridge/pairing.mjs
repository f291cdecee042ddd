// The bridge's pairing: the one app tab whose WebSocket answers the bridge's requests. A tab pairs
// with the printed code (replaced after too many wrong ones) or, after a reload, with the re-pair
// secret this run gave it; a second tab is refused (relay.mjs composes it; docs/bridge.md).
import { createOutbox, decodeFrame, decodeMessage, encodeFrame, TAB_PATH } from '../../src/shared/bridge-protocol.mjs';
import { checkHost, codeMatches, newPairingCode, newResumeSecret, problem, secretMatches } from './checks.mjs';

/** @typedef {import('./checks.mjs').BridgeProblem} BridgeProblem */
/** @typedef {import('../../src/shared/bridge-protocol.mjs').FrameHeader} FrameHeader */
/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('ws').WebSocket} WebSocket */

/** Wrong pairing codes before the code is replaced, so it cannot be guessed by trying. */
const MAX_WRONG_CODES = 5;
/** A tab that opened the socket must prove the code this fast. */
const PAIR_TIMEOUT_MS = 10_000;
/** Close code of a tab that disconnects on purpose ("Disconnect"): its re-pair secret is forgotten. */
const DISCONNECTED_ON_PURPOSE = 1000;

/**
 * @param {object} options
 * @param {string | undefined} options.pinnedOrigin the only origin allowed to pair, if given
 * @param {number} options.reloadGraceMs how long a reloaded tab's old socket may stay open
 * @param {(line: string) => void} options.log
 * @param {(frame: { header: FrameHeader, body: Uint8Array }) => void} options.onFrame a frame the tab sent
 * @param {() => void} options.onUnpaired the paired tab went away
 */
export function createPairing({ pinnedOrigin, reloadGraceMs, log, onFrame, onUnpaired }) {
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

  /**
   * Why a WebSocket handshake may not pair, or null.
   * @param {IncomingMessage} req
   * @param {number} port
   * @returns {BridgeProblem | null}
   */
  function refuseUpgrade(req, port) {
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
    onUnpaired();
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
    for (const frame of frames) onFrame(frame);
  }

  return {
    refuseUpgrade,
    pairTab,
    /** Sends a frame to the paired tab (nothing while none is). @param {Uint8Array} frame */
    post: (frame) => toTab.post(frame),
    /** The current pairing code, or undefined while a tab is paired. */
    get code() {
      return code;
    },
    get paired() {
      return tab !== undefined;
    },
    /** The origin a request may come from: the paired tab's, or the pinned one. */
    get appOrigin() {
      return appOrigin;
    },
    /** Closes the paired tab's socket, as the bridge stops. */
    close() {
      tab?.close(1001, 'bridge stopping');
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
