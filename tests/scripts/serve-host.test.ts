/**
 * `npm start` serves like a real host (issue #33, item 6): JS, CSS and the other text files go out
 * brotli- or gzip-compressed when the request asks, hashed assets are `immutable` for a year, and
 * every unhashed file (index.html, the worker scripts, the manifest) is revalidated. The real server
 * runs as a child process (scripts/serve.mjs) over a small folder standing in for the build; raw
 * answers are read with node:http, which, unlike fetch, leaves the body as it came.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheControl, IMMUTABLE, pickEncoding } from '../../scripts/host-answers.mjs';

/** Starts serve.mjs on a free port; resolves with its address once it prints it. */
function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/serve.mjs'], {
      env: { ...process.env, PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /(http:\/\/localhost:\d+\/\S*)/.exec(out);
      if (match?.[1]) resolve({ child, url: match[1] });
    });
    child.stderr?.on('data', (chunk: Buffer) => reject(new Error(chunk.toString())));
    child.on('exit', (code) => reject(new Error(`serve.mjs exited with ${code}`)));
  });
}

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One GET as it goes over the wire. */
function get(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

/** The body as the browser reads it, whatever the encoding. */
function decoded(answer: RawAnswer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString();
  if (encoding === 'gzip') return gunzipSync(answer.body).toString();
  return answer.body.toString();
}

const SCRIPT = `export const greeting = ${JSON.stringify('Guten Tag! '.repeat(400))};\n`;
const STYLE = `${'.room { margin: 0 auto; padding: 1rem; }\n'.repeat(200)}`;

function fakeBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'serve-host-'));
  writeFileSync(join(dir, 'index.html'), `<!doctype html><title>app</title>${'<p>Hallo</p>'.repeat(200)}`);
  for (const worker of ['sw.js', 'services.js', 'pdf-renderer.js']) writeFileSync(join(dir, worker), SCRIPT);
  writeFileSync(join(dir, 'manifest.webmanifest'), '{"name":"Sandbox"}');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'index-Ab_c1-34.js'), SCRIPT);
  writeFileSync(join(dir, 'assets', 'index-rshcvmL8.css'), STYLE);
  writeFileSync(join(dir, 'assets', 'plain.js'), SCRIPT);
  mkdirSync(join(dir, 'icons'));
  writeFileSync(join(dir, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3]));
  return dir;
}

describe('the host rules', () => {
  it('cache only hashed assets for good', () => {
    expect(cacheControl('/assets/index-BLTNHGgu.js')).toBe(IMMUTABLE);
    expect(cacheControl('/assets/ReferenceScreen-B3SluONO.css')).toBe(IMMUTABLE);
    expect(cacheControl('/assets/qr-DAbtXNb4.js')).toBe(IMMUTABLE);
    for (const path of ['/', '/index.html', '/sw.js', '/services.js', '/pdf-renderer.js', '/manifest.webmanifest']) {
      expect(cacheControl(path)).toBe('no-cache');
    }
    expect(cacheControl('/assets/plain.js')).toBe('no-cache');
    expect(cacheControl('/examples/booking/app-12345678.js')).toBe('no-cache');
  });

  it('answer in brotli when asked, else gzip, and never in a refused encoding', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
  });
});

describe.each([
  ['at the root', {}],
  ['under a base path, files looked up live', { BASE_PATH: '/sandbox/', LIVE_FILES: '1' }],
])('npm start’s server %s', (_name, env: Record<string, string>) => {
  let server: { child: ChildProcess; url: string };
  let dir: string;
  beforeAll(async () => {
    dir = fakeBuild();
    server = await startServer({ DIST_DIR: dir, ...env });
  });
  afterAll(() => {
    server.child.kill();
  });

  it.each(['assets/index-Ab_c1-34.js', 'assets/index-rshcvmL8.css', 'sw.js', 'services.js', ''])(
    '/%s comes brotli- or gzip-compressed as asked, and whole without',
    async (path) => {
      const plain = await get(`${server.url}${path}`);
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      const br = await get(`${server.url}${path}`, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toContain('Accept-Encoding');
      expect(br.body.length).toBeLessThan(plain.body.length / 4);
      expect(decoded(br)).toBe(plain.body.toString());
      const gz = await get(`${server.url}${path}`, { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(decoded(gz)).toBe(plain.body.toString());
      expect(gz.headers['content-type']).toBe(plain.headers['content-type']);
    },
  );

  it('hashed assets are immutable for a year; index.html, the worker scripts and the manifest are revalidated', async () => {
    for (const asset of ['assets/index-Ab_c1-34.js', 'assets/index-rshcvmL8.css']) {
      for (const encoding of ['br', 'identity']) {
        const answer = await get(`${server.url}${asset}`, { 'accept-encoding': encoding });
        expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      }
    }
    for (const file of ['', 'index.html', 'sw.js', 'services.js', 'pdf-renderer.js', 'manifest.webmanifest']) {
      for (const encoding of ['br', 'identity']) {
        const answer = await get(`${server.url}${file}`, { 'accept-encoding': encoding });
        expect(answer.status).toBe(200);
        expect(answer.headers['cache-control']).toBe('no-cache');
        expect(answer.headers.etag).toBeTruthy();
      }
    }
  });

  it('a compressed answer is revalidated by its ETag (304), and images are sent as they are', async () => {
    const first = await get(`${server.url}sw.js`, { 'accept-encoding': 'br' });
    const again = await get(`${server.url}sw.js`, {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.status).toBe(304);
    const icon = await get(`${server.url}icons/icon-192.png`, { 'accept-encoding': 'br' });
    expect(icon.status).toBe(200);
    expect(icon.headers['content-encoding']).toBeUndefined();
  });

  it('a file changed while the server runs is served changed, compressed anew', async () => {
    const before = await get(`${server.url}sw.js`, { 'accept-encoding': 'br' });
    writeFileSync(join(dir, 'sw.js'), `// the next build\n${SCRIPT}`);
    const after = await get(`${server.url}sw.js`, { 'accept-encoding': 'br' });
    expect(decoded(after)).toBe(`// the next build\n${SCRIPT}`);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});
