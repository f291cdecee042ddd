// The local bridge's wire format, shared by the bridge (Node) and the app's "Local tools" panel
// (browser): one WebSocket binary message = a 4-byte big-endian header length, the header as UTF-8
// JSON, then the body bytes as they are (a PDF stays a PDF, no base64). Under load several frames
// travel in one message, a batch (encodeBatch), once both sides have said they read batches.

/** Path of the bridge's WebSocket endpoint for the app tab; every other path is forwarded. */
export const TAB_PATH = '/.bridge/tab';
/** The port `npm run bridge` listens on unless told otherwise. */
export const DEFAULT_PORT = 4280;
/** The command that starts the bridge, as a person types it in a copy of the project. */
export const BRIDGE_COMMAND = 'npm run bridge';
/**
 * The bridge as one file the site serves (`{base}sandbox-bridge.mjs`, built by build/bridge-file.ts
 * with its dependencies inside): for a person who opened a hosted link and has no project.
 */
export const BRIDGE_FILE = 'sandbox-bridge.mjs';
/** The one command that starts the downloaded file (Node 20 or newer, nothing to install). */
export const BRIDGE_RUN = `node ${BRIDGE_FILE}`;
/** The bridge's address with its default port: paths below it are the app's, relative to its base. */
export const BRIDGE_URL = `http://127.0.0.1:${DEFAULT_PORT}/`;
/** The app's route where a tab pairs with the bridge ("Local tools"). */
export const LOCAL_TOOLS_ROUTE = '#/werkzeuge';
/**
 * The token command line (scripts/bridge/token-cli.mjs prints these as its usage; the guides and
 * /llms.txt list them): content tokens made and revoked only after the owner approves in the app.
 */
export const TOKEN_COMMANDS = [
  `${BRIDGE_RUN} token create --name NAME [--scope content:write] [--scope content:publish]`,
  `${BRIDGE_RUN} token list`,
  `${BRIDGE_RUN} token revoke ID`,
];
/** How the token commands read in a copy of the project (`npm run bridge -- token ...`). */
export const TOKEN_COMMANDS_IN_PROJECT = `${BRIDGE_COMMAND} -- token ...`;

/** Header a forwarded request carries, so the worker can tell it came through the bridge. */
export const VIA_HEADER = 'x-sandbox-via';
/**
 * The header's value on a request the local bridge forwarded (src/ui/bridge/forward.ts): journaled
 * with the source `bridge`, and its documents and errors name the bridge's address (read-address.ts).
 */
export const BRIDGE_MARK = 'bridge';
/**
 * The same header's value on the app's own background reads (a screen showing or refreshing itself):
 * they meet no workshop fault and are not journaled (src/engine/http/background.ts, issue #18).
 */
export const BACKGROUND_MARK = 'background';
/**
 * The same header's value on a request the person sent from the reference screen's "Try it": the
 * app's own, journaled with the source `reference` so the Inspector can show or hide them.
 */
export const REFERENCE_MARK = 'reference';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** @typedef {import('./bridge-protocol.mjs').FrameHeader} FrameHeader */

/**
 * Header object + optional body -> one binary message.
 * @param {FrameHeader} header
 * @param {Uint8Array | ArrayBuffer} [body]
 * @returns {Uint8Array<ArrayBuffer>}
 */
export function encodeFrame(header, body) {
  const json = encoder.encode(JSON.stringify(header));
  const bytes = body ?? new Uint8Array(0);
  const frame = new Uint8Array(4 + json.length + bytes.byteLength);
  new DataView(frame.buffer).setUint32(0, json.length);
  frame.set(json, 4);
  frame.set(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes), 4 + json.length);
  return frame;
}

/**
 * One binary message -> `{ header, body }`; throws on a message that is not a frame.
 * @param {Uint8Array | ArrayBuffer} data
 * @returns {{ header: FrameHeader, body: Uint8Array }}
 */
export function decodeFrame(data) {
  const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
  if (bytes.byteLength < 4) throw new Error('Bridge frame too short.');
  const length = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
  if (4 + length > bytes.byteLength) throw new Error('Bridge frame header longer than the frame.');
  const header = JSON.parse(decoder.decode(bytes.subarray(4, 4 + length)));
  if (typeof header !== 'object' || header === null || typeof header.type !== 'string') {
    throw new Error('Bridge frame without a type.');
  }
  return { header, body: bytes.subarray(4 + length) };
}

/**
 * Several frames -> one binary message: a 4-byte zero (no frame has an empty header, so a reader
 * tells a batch from a frame by it), then each frame as its 4-byte length and its bytes. One message
 * instead of several saves a send, a receive and a task on each side (docs/bridge.md, "Speed").
 * @param {Uint8Array[]} frames
 * @returns {Uint8Array<ArrayBuffer>}
 */
export function encodeBatch(frames) {
  let size = 4;
  for (const frame of frames) size += 4 + frame.byteLength;
  const batch = new Uint8Array(size);
  const view = new DataView(batch.buffer);
  let at = 4;
  for (const frame of frames) {
    view.setUint32(at, frame.byteLength);
    batch.set(frame, at + 4);
    at += 4 + frame.byteLength;
  }
  return batch;
}

/**
 * One binary message -> its frames: one for a frame, each of a batch's in order; throws on a message
 * that is neither. The bodies are views into the message, not copies.
 * @param {Uint8Array | ArrayBuffer} data
 * @returns {{ header: FrameHeader, body: Uint8Array }[]}
 */
export function decodeMessage(data) {
  const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < 4 || view.getUint32(0) !== 0) return [decodeFrame(bytes)];
  const frames = [];
  for (let at = 4; at < bytes.byteLength; ) {
    if (at + 4 > bytes.byteLength) throw new Error('Bridge batch cut short.');
    const length = view.getUint32(at);
    if (at + 4 + length > bytes.byteLength) throw new Error('Bridge batch frame longer than the batch.');
    frames.push(decodeFrame(bytes.subarray(at + 4, at + 4 + length)));
    at += 4 + length;
  }
  return frames;
}

/**
 * Frames for one socket: the first frame goes at once and opens a window that `schedule` closes
 * after the work already queued (Node's setImmediate, a message channel in the page); frames posted
 * while it is open go together at its close, as one message (one frame as itself, several as a
 * batch). So a lone frame never waits, and a burst (many requests at once) costs two messages.
 * @param {(message: Uint8Array) => void} send
 * @param {(flush: () => void) => void} schedule
 * @returns {{ post(frame: Uint8Array): void }}
 */
export function createOutbox(send, schedule) {
  /** @type {Uint8Array[]} */
  let queued = [];
  let open = false;
  const flush = () => {
    open = false;
    const frames = queued;
    queued = [];
    if (frames.length > 0) send(frames.length === 1 ? /** @type {Uint8Array} */ (frames[0]) : encodeBatch(frames));
  };
  return {
    post(frame) {
      if (open) {
        queued.push(frame);
        return;
      }
      open = true;
      send(frame);
      schedule(flush);
    },
  };
}
