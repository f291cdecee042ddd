// The token command line's channel to the running bridge: a Unix socket (a named pipe on Windows)
// in a folder only the user can open. It is not HTTP and not a TCP port, so no web page and no
// other user can reach it, and no HTTP endpoint of the bridge creates tokens (product decision).
// One connection carries one JSON line each way: { op, args } -> the owner channel's reply.
import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** @typedef {import('../../src/engine/owner.ts').OwnerReply} OwnerReply */

/** Folder of the control sockets: BRIDGE_STATE_DIR, or ~/.offline-sandbox. */
export function stateDir() {
  return process.env.BRIDGE_STATE_DIR ?? join(homedir(), '.offline-sandbox');
}

/**
 * Where the bridge on `port` listens for the command line.
 * @param {number} port
 * @returns {string}
 */
export function controlPath(port) {
  if (process.platform === 'win32') return `\\\\.\\pipe\\offline-sandbox-bridge-${port}`;
  return join(stateDir(), `bridge-${port}.sock`);
}

/**
 * Serves `askOwner(op, args)` on the control socket; resolves with a function that closes it.
 * @param {number} port
 * @param {(op: string, args?: Record<string, unknown>) => Promise<OwnerReply>} askOwner
 * @returns {Promise<() => Promise<void>>}
 */
export function serveControl(port, askOwner) {
  const path = controlPath(port);
  if (process.platform !== 'win32') {
    mkdirSync(stateDir(), { recursive: true, mode: 0o700 });
    chmodSync(stateDir(), 0o700);
    // A socket file left by a bridge that crashed; the HTTP port is ours, so no live bridge owns it.
    rmSync(path, { force: true });
  }
  const server = createServer((connection) => {
    let buffered = '';
    connection.setEncoding('utf8');
    connection.on('data', (chunk) => {
      buffered += chunk;
      const end = buffered.indexOf('\n');
      if (end < 0) return;
      connection.removeAllListeners('data');
      /** @type {{ op?: unknown, args?: Record<string, unknown> } | null} */
      let request;
      try {
        request = JSON.parse(buffered.slice(0, end));
      } catch {
        connection.end(
          `${JSON.stringify({ ok: false, error: { code: 'malformed_request', message: 'Not JSON.' } })}\n`,
        );
        return;
      }
      void askOwner(String(request?.op), request?.args).then((reply) => connection.end(`${JSON.stringify(reply)}\n`));
    });
    connection.on('error', () => undefined);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => {
      if (process.platform !== 'win32') chmodSync(path, 0o600);
      resolve(() => /** @type {Promise<void>} */ (new Promise((done) => server.close(() => done()))));
    });
  });
}

/**
 * The command line's side: sends one request to the bridge on `port` and waits for its reply.
 * @param {number} port
 * @param {string} op
 * @param {unknown} args
 * @returns {Promise<OwnerReply>}
 */
export function callControl(port, op, args) {
  return new Promise((resolve, reject) => {
    const connection = createConnection(controlPath(port));
    let buffered = '';
    connection.setEncoding('utf8');
    connection.on('connect', () => connection.write(`${JSON.stringify({ op, args })}\n`));
    connection.on('data', (chunk) => {
      buffered += chunk;
    });
    connection.on('end', () => {
      try {
        resolve(JSON.parse(buffered));
      } catch {
        reject(new Error('The bridge sent an answer that is not JSON.'));
      }
    });
    connection.on('error', reject);
  });
}
