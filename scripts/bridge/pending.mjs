// The bridge's pending requests: each forwarded HTTP request and each owner question waits for the
// paired tab's answer under an id, and gets exactly one settle(): the answer, its timeout, or the
// tab's going away (relay.mjs composes it; docs/bridge.md).
import { encodeFrame } from '../../src/shared/bridge-protocol.mjs';
import { problem } from './checks.mjs';

/** @typedef {import('./checks.mjs').BridgeProblem} BridgeProblem */
/** @typedef {import('../../src/shared/bridge-protocol.mjs').FrameHeader} FrameHeader */
/** @typedef {import('../../src/engine/owner.ts').OwnerReply} OwnerReply */
/**
 * What a forwarded request gets: the tab's answer, or the bridge's Problem.
 * @typedef {{ header: Extract<FrameHeader, { type: 'response' }>, body: Uint8Array, problem?: undefined }
 *   | { problem: BridgeProblem }} HttpAnswer
 */
/**
 * A request or owner question waiting for the tab.
 * @typedef {{ kind: 'http' | 'owner', settle: (value: HttpAnswer | OwnerReply) => void }} Waiting
 */
/** @typedef {Omit<Extract<FrameHeader, { type: 'request' }>, 'id'>} RequestHeader */
/** @typedef {Omit<Extract<FrameHeader, { type: 'owner' }>, 'id'>} OwnerHeader */

/**
 * @param {{ post(frame: Uint8Array): void, paired(): boolean, log(line: string): void }} tab
 *   `post` sends a frame to the paired tab; `paired` says whether one is.
 */
export function createPending(tab) {
  let nextId = 1;
  /** Requests and owner questions waiting for the tab, by id. @type {Map<number, Waiting>} */
  const waiting = new Map();

  /**
   * @overload
   * @param {'http'} kind
   * @param {RequestHeader} header
   * @param {Uint8Array} body
   * @param {number} ms
   * @param {(id: number) => HttpAnswer} onTimeout
   * @returns {Promise<HttpAnswer>}
   */
  /**
   * @overload
   * @param {'owner'} kind
   * @param {OwnerHeader} header
   * @param {undefined} body
   * @param {number} ms
   * @param {(id: number) => OwnerReply} onTimeout
   * @returns {Promise<OwnerReply>}
   */
  /**
   * Sends a frame to the tab and waits for its answer, or for `onTimeout()` after `ms`.
   * @param {'http' | 'owner'} kind
   * @param {RequestHeader | OwnerHeader} header
   * @param {Uint8Array | undefined} body
   * @param {number} ms
   * @param {(id: number) => HttpAnswer | OwnerReply} onTimeout
   * @returns {Promise<HttpAnswer | OwnerReply>}
   */
  function ask(kind, header, body, ms, onTimeout) {
    const id = nextId++;
    return new Promise((resolve) => {
      // The callers check for a tab just before, with no await between.
      if (!tab.paired()) throw new Error('No app tab is paired.');
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
      tab.post(encodeFrame({ ...header, id }, body));
    });
  }

  /**
   * Settles what a frame of the tab answers; anything else is logged and ignored.
   * @param {{ header: FrameHeader, body: Uint8Array }} frame
   */
  function answer(frame) {
    const id = frame && 'id' in frame.header && typeof frame.header.id === 'number' ? frame.header.id : undefined;
    const entry = id === undefined ? undefined : waiting.get(id);
    if (id === undefined || !entry) return tab.log('bridge: ignored a message from the tab that answers nothing');
    const { header, body } = frame;
    if (entry.kind === 'http' && header.type === 'response') entry.settle({ header, body });
    else if (entry.kind === 'http' && header.type === 'failed') {
      entry.settle({ problem: problem(502, 'app_request_failed', `The app could not answer: ${header.message}`) });
    } else if (entry.kind === 'owner' && header.type === 'owner-reply') entry.settle(header.reply);
    else return tab.log(`bridge: ignored a "${header.type}" message from the tab`);
    waiting.delete(id);
  }

  /** The tab went away: everything still waiting is told so. */
  function abandonAll() {
    for (const [id, entry] of waiting) {
      waiting.delete(id);
      entry.settle(entry.kind === 'http' ? { problem: tabGone() } : notPaired());
    }
  }

  return { ask, answer, abandonAll };
}

function tabGone() {
  return problem(503, 'no_app_paired', 'The app tab disconnected before it answered. Open the app and pair it again.');
}

/** @returns {OwnerReply} */
export function notPaired() {
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
export function ownerError(code, message) {
  return { ok: false, error: { code, message } };
}
