// What `npm start`'s static server (scripts/serve.mjs) does like a real host (issue #33, item 6):
// text files go out compressed (brotli, else gzip) when the request's Accept-Encoding asks, and the
// build's hashed assets are cached for a year, while every unhashed file (index.html, sw.js,
// services.js, pdf-renderer.js, the manifest, pages beside the app) is revalidated on each use.
// Compression happens on the first request for a file and is kept in memory, keyed by the file's
// size and mtime, so a file changed while the server runs (LIVE_FILES, pages beside the app) is
// compressed again. tests/scripts/serve-host.test.ts holds these rules.
import { readFile, stat } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** What a hashed asset is sent with: a new build names its changed files anew, so a copy never goes stale. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Every other file: the browser keeps it but asks (ETag) before each use, as sirv answered before. */
export const REVALIDATE = 'no-cache';

/** Vite's output: `assets/<name>-<8-character content hash>.<ext>` (vite.config.ts keeps its defaults). */
const HASHED_ASSET = /^\/assets\/(?:[^/]+\/)*[^/]+-[A-Za-z0-9_-]{8}\.[A-Za-z0-9]+$/;

/** The text types worth compressing, by extension (images and fonts are compressed already). */
const TEXT_TYPES = /** @type {Record<string, string>} */ ({
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html;charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain',
  '.md': 'text/markdown',
  '.xml': 'application/xml',
});

/**
 * The Cache-Control a path (below the base, starting with `/`) is sent with.
 * @param {string} path
 * @returns {string}
 */
export function cacheControl(path) {
  return HASHED_ASSET.test(path) ? IMMUTABLE : REVALIDATE;
}

/**
 * The encoding to answer in: brotli when asked for, else gzip, else none (`q=0` refuses one).
 * @param {string | undefined} acceptEncoding
 * @returns {'br' | 'gzip' | undefined}
 */
export function pickEncoding(acceptEncoding) {
  const asked = new Map(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([name]) => name)
      .map(([name, ...params]) => {
        const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
        return [String(name).toLowerCase(), q === undefined ? 1 : Number(q)];
      }),
  );
  const wanted = (/** @type {string} */ name) => (asked.get(name) ?? asked.get('*') ?? 0) > 0;
  if (wanted('br')) return 'br';
  if (wanted('gzip')) return 'gzip';
  return undefined;
}

/**
 * The text type of a path, or undefined when it is not compressed.
 * @param {string} path
 * @returns {string | undefined}
 */
export function textType(path) {
  const dot = path.lastIndexOf('.');
  return dot > path.lastIndexOf('/') ? TEXT_TYPES[path.slice(dot).toLowerCase()] : undefined;
}

/**
 * A host's on-the-fly levels (nginx's gzip 6, brotli 5): the whole build takes about 0.7 s, where
 * brotli's best (11) took 21 s on a loaded machine and made the first page of every test wait. Brotli
 * 11 would save another 11 % (606 instead of 678 KB for the build's 2.2 MB of text).
 */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Compressed bodies by file and encoding, with the size and mtime they were made from. */
const cache = new Map();

/**
 * A file's body in `encoding`, made once per version of the file.
 * @param {string} abs
 * @param {{ size: number, mtimeMs: number }} stats
 * @param {'br' | 'gzip'} encoding
 * @returns {Promise<Buffer>}
 */
function compressed(abs, stats, encoding) {
  const key = `${encoding}:${abs}`;
  const kept = cache.get(key);
  if (kept && kept.size === stats.size && kept.mtimeMs === stats.mtimeMs) return kept.body;
  const body = readFile(abs).then((raw) =>
    encoding === 'br'
      ? brotli(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        })
      : gzipped(raw, { level: GZIP_LEVEL }),
  );
  cache.set(key, { size: stats.size, mtimeMs: stats.mtimeMs, body });
  body.catch(() => cache.delete(key));
  return body;
}

/**
 * Answers a GET or HEAD for a text file with its compressed body when the request asks for one.
 * Resolves false (nothing sent) when the request is for something else: the caller serves it as is.
 * @param {string} root the served folder
 * @param {string} path the path below the base, starting with `/`, without the query
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @returns {Promise<boolean>}
 */
export async function sendCompressed(root, path, req, res) {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers.range) return false;
  let name = path;
  try {
    name = decodeURIComponent(path);
  } catch {
    return false;
  }
  if (name.endsWith('/')) name += 'index.html';
  const type = textType(name);
  if (!type) return false;
  res.setHeader('Vary', 'Accept-Encoding');
  const encoding = pickEncoding(/** @type {string | undefined} */ (req.headers['accept-encoding']));
  if (!encoding) return false;
  const base = normalize(join(root, sep));
  const abs = normalize(join(base, name));
  if (!abs.startsWith(base)) return false;
  let body;
  let stats;
  try {
    stats = await stat(abs);
    if (!stats.isFile()) return false;
    body = await compressed(abs, stats, encoding);
  } catch {
    return false;
  }
  const etag = `W/"${stats.size}-${stats.mtime.getTime()}-${encoding}"`;
  res.setHeader('ETag', etag);
  if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', cacheControl(path));
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304).end();
    return true;
  }
  res
    .writeHead(200, {
      'Content-Type': type,
      'Content-Encoding': encoding,
      'Content-Length': body.length,
      'Last-Modified': stats.mtime.toUTCString(),
    })
    .end(req.method === 'HEAD' ? undefined : body);
  return true;
}
