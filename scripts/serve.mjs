// Serves the production build (dist/) like a plain static host: no fallback to index.html, so a
// path the service worker does not answer is a real 404. Mounted under BASE_PATH (default `/`).
// Files are looked up on every request, so a page added (or edited) while it runs is served:
// participants drop their own folder next to the built app (README, "Pages beside the app").
// A folder asked for without its trailing slash is redirected to it, as common static hosts do,
// so the page's relative URLs (`../v1/services`) resolve from the folder.
// A program (curl, Node's fetch, an MCP client) that asks for one of the sandbox's APIs gets a Problem
// naming `npm run bridge` instead of a bare 404 (scripts/programs.mjs; docs/bridge.md).
// PORT picks the port (default 4173, or the next free one after it when 4173 is taken); ISOLATE=1 adds COOP/COEP so performance.now() is precise.
// DIST_DIR serves another folder (default dist). STRICT_CSP=1 sends `Content-Security-Policy: script-src 'self';
// worker-src 'self'` with every file (the worker gets its policy from its script's answer): no eval anywhere.
// Like a real host (scripts/host-answers.mjs): text files compressed when asked (brotli or gzip), hashed
// assets `immutable` for a year, every other file revalidated (no-cache), so Lighthouse and the bench
// measure here what a host would send.
import { existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';
import { BRIDGE_FILE } from '../src/shared/bridge-protocol.mjs';
import { cacheControl, sendCompressed } from './host-answers.mjs';
import { isProgramRequest, programProblem } from './programs.mjs';

const root = process.env.DIST_DIR ?? 'dist';
const port = Number(process.env.PORT ?? 4173);
const base = `/${(process.env.BASE_PATH ?? '/').replace(/^\/+|\/+$/g, '')}/`.replace('//', '/');
const isolate = process.env.ISOLATE === '1';
/** The policy a strict host sends (tests/e2e/strict-csp.spec.ts): scripts and workers only from files of the origin. */
export const STRICT_CSP = "script-src 'self'; worker-src 'self'";
const strictCsp = process.env.STRICT_CSP === '1';
/** LIVE_FILES=1 starts without a build in place (the update test copies one in before each test). */
const live = process.env.LIVE_FILES === '1';

if (!live && !existsSync(`${root}/index.html`)) {
  console.error(`No build in ${root}/: run "npm run build" first.`);
  process.exit(1);
}

// dev: true makes sirv look files up on each request instead of listing them once at start.
const files = sirv(root, { dev: true, etag: true, single: false });

/**
 * `/examples/booking` -> true when `{root}/examples/booking` is a folder.
 * @param {string} path
 * @returns {boolean}
 */
function isFolder(path) {
  try {
    return statSync(join(root, decodeURIComponent(path))).isDirectory();
  } catch {
    return false;
  }
}

const server = createServer((req, res) => {
  if (isolate) {
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    res.setHeader('Cross-Origin-Embedder-Policy', 'require-corp');
  }
  if (strictCsp) res.setHeader('Content-Security-Policy', STRICT_CSP);
  const url = req.url ?? '/';
  if (url === base.slice(0, -1)) {
    res.writeHead(301, { location: base }).end();
    return;
  }
  if (!url.startsWith(base)) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    return;
  }
  const target = `/${url.slice(base.length)}`;
  req.url = target;
  const [path = '/', query] = target.split('?', 2);
  if (!path.endsWith('/') && !path.includes('..') && isFolder(path)) {
    res.writeHead(301, { location: `${base}${path.slice(1)}/${query === undefined ? '' : `?${query}`}` }).end();
    return;
  }
  // sirv keeps a Cache-Control set here: a year for hashed assets, no-cache (sw.js included) for the rest.
  res.setHeader('Cache-Control', cacheControl(path));
  // The one-file bridge (Local tools offers it): saved under its name, not shown as a page.
  if (path === `/${BRIDGE_FILE}`) res.setHeader('Content-Disposition', `attachment; filename="${BRIDGE_FILE}"`);
  void sendCompressed(root, path, req, res).then((sent) => {
    if (!sent) serveFile(req, res, path, target);
  });
});

/**
 * The file as it is on disk (sirv), or a program's Problem, or a 404.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} path
 * @param {string} target
 */
function serveFile(req, res, path, target) {
  files(req, res, () => {
    // Files first (a site's own /api/x.json stays its own); only what no file answers is a program's miss.
    if (isProgramRequest(path, req.headers)) {
      const appUrl = `http://${req.headers.host ?? `localhost:${listeningPort()}`}${base}`;
      const problem = programProblem(appUrl, target);
      res
        .writeHead(problem.status, {
          'content-type': 'application/problem+json; charset=utf-8',
          'cache-control': 'no-store',
        })
        .end(req.method === 'HEAD' ? undefined : `${JSON.stringify(problem, null, 2)}\n`);
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  });
}

/** The port the server listens on (the asked one until it listens). */
function listeningPort() {
  const address = server.address();
  return typeof address === 'object' && address !== null ? address.port : port;
}

/** Without PORT, a busy 4173 (say, a second `npm start`) moves on to the next port instead of failing. */
const explicitPort = process.env.PORT !== undefined;
let tries = 0;
server.on('error', (/** @type {NodeJS.ErrnoException} */ error) => {
  if (error.code === 'EADDRINUSE' && !explicitPort && tries++ < 20) {
    server.listen(port + tries, '127.0.0.1');
    return;
  }
  throw error;
});
server.on('listening', () => {
  console.log(`Offline sandbox: http://localhost:${listeningPort()}${base}`);
});
server.listen(port, '127.0.0.1');
