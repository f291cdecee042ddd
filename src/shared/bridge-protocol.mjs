// The local bridge's wire format, shared by the bridge (Node) and the app's "Local tools" panel
// (browser): one WebSocket binary message = a 4-byte big-endian header length, the header as UTF-8
// JSON, then the body bytes as they are (a PDF stays a PDF, no base64).

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
