// The relay: an HTTP server on 127.0.0.1 whose requests are answered by the paired app tab over a
// WebSocket, and the owner requests of the token command line, which the tab shows the owner.
// docs/bridge.md explains the design. The parts: pairing.mjs (the one tab), pending.mjs (what waits
// for its answers), forwarding.mjs (a request or owner question to the tab and back); checks.mjs
// holds the rules for each request.
import { createServer } from 'node:http';
import { WebSocketServer } from 'ws';
import { DEFAULT_PORT } from '../../src/shared/bridge-protocol.mjs';
import { problem } from './checks.mjs';
import { createForwarding, sendProblem } from './forwarding.mjs';
import { createPairing } from './pairing.mjs';
import { createPending } from './pending.mjs';

/** @typedef {import('./relay.mjs').Bridge} Bridge */
/** @typedef {import('./relay.mjs').BridgeOptions} BridgeOptions */

/**
 * `createBridge({ port })` -> `{ listen, close, askOwner, code, ... }`. port 0 takes a free port
 * (tests). `appOrigin` pins the origin allowed to pair; otherwise the origin of the tab that proves
 * the code becomes the app's origin until it disconnects.
 * @param {BridgeOptions} [options]
 * @returns {Bridge}
 */
export function createBridge(options = {}) {
  const maxBodyBytes = options.maxBodyBytes ?? 32 * 1024 * 1024;
  const log = options.log ?? ((/** @type {string} */ line) => console.log(line));
  let port = options.port ?? DEFAULT_PORT;

  const pending = createPending({ post: (frame) => pairing.post(frame), paired: () => pairing.paired, log });
  const pairing = createPairing({
    pinnedOrigin: options.appOrigin,
    reloadGraceMs: options.reloadGraceMs ?? 3_000,
    log,
    onFrame: pending.answer,
    onUnpaired: pending.abandonAll,
  });
  const forwarding = createForwarding({
    pairing,
    pending,
    port: () => port,
    maxBodyBytes,
    requestTimeoutMs: options.requestTimeoutMs ?? 30_000,
    approvalTimeoutMs: options.approvalTimeoutMs ?? 120_000,
    logRequest: options.logRequests === false ? undefined : log,
  });

  const server = createServer((req, res) => {
    forwarding.answerHttp(req, res).catch((error) => {
      log(`bridge: request failed: ${error instanceof Error ? error.message : error}`);
      if (!res.headersSent) sendProblem(res, problem(500, 'bridge_error', 'The bridge hit an unexpected error.'));
      else res.destroy();
    });
  });
  const sockets = new WebSocketServer({ noServer: true, maxPayload: maxBodyBytes + 64 * 1024 });
  server.on('upgrade', (req, socket, head) => {
    const refusal = pairing.refuseUpgrade(req, port);
    if (refusal) {
      socket.end(`HTTP/1.1 ${refusal.status} ${refusal.error}\r\nconnection: close\r\ncontent-length: 0\r\n\r\n`);
      return;
    }
    // refuseUpgrade has made sure the handshake names its origin.
    sockets.handleUpgrade(req, socket, head, (ws) => pairing.pairTab(ws, req.headers.origin ?? ''));
  });

  return {
    askOwner: forwarding.askOwner,
    /** The current pairing code, or undefined while a tab is paired. */
    get code() {
      return pairing.code;
    },
    get paired() {
      return pairing.paired;
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
      pairing.close();
      for (const client of sockets.clients) client.terminate();
      return /** @type {Promise<void>} */ (new Promise((resolve) => server.close(() => resolve())));
    },
  };
}
