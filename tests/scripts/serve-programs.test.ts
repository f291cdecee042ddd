/**
 * `npm start`'s static server (scripts/serve.mjs) and programs: a request for one of the sandbox's
 * APIs that is not a browser navigation gets a Problem naming `npm run bridge` and its URL; a
 * navigation, the worker's own fetches, files and every other path keep the static server's answers.
 * The real server runs as a child process over a small folder standing in for the build.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRIDGE_URL, ENGINE_EXACT, ENGINE_PREFIXES, isEnginePath, isProgramRequest } from '../../scripts/programs.mjs';
import { CONTRACTS } from '../../src/engine/contracts.ts';
import { DEFAULT_PORT } from '../../src/shared/bridge-protocol.mjs';

const run = promisify(execFile);

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

function fakeBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'serve-programs-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(dir, 'sw.js'), '// worker');
  mkdirSync(join(dir, 'api'));
  writeFileSync(join(dir, 'api', 'own.json'), '{"own":true}');
  mkdirSync(join(dir, 'examples', 'booking'), { recursive: true });
  writeFileSync(join(dir, 'examples', 'booking', 'index.html'), '<!doctype html><title>beside</title>');
  return dir;
}

describe('the engine paths serve.mjs knows', () => {
  it('are exactly the paths the engine contracts own (they cannot drift apart)', () => {
    expect([...ENGINE_PREFIXES].sort()).toEqual(CONTRACTS.flatMap((c) => c.head.prefixes).sort());
    expect([...ENGINE_EXACT].sort()).toEqual(CONTRACTS.flatMap((c) => c.head.exact ?? []).sort());
  });

  it('own a prefix and everything below it, and exact paths only exactly', () => {
    expect(isEnginePath('/v1')).toBe(true);
    expect(isEnginePath('/v1/services')).toBe(true);
    expect(isEnginePath('/v10')).toBe(false);
    expect(isEnginePath('/mcp')).toBe(true);
    expect(isEnginePath('/mcp/x')).toBe(false);
    expect(isEnginePath('/llms.txt')).toBe(true);
    expect(isEnginePath('/examples/booking/')).toBe(false);
    expect(isEnginePath('/')).toBe(false);
  });

  it('the bridge URL is the bridge command line default', () => {
    expect(BRIDGE_URL).toBe(`http://127.0.0.1:${DEFAULT_PORT}/`);
  });

  it('count navigations and worker fetches as browsers, everything else as a program', () => {
    expect(isProgramRequest('/v1/services', { accept: '*/*', 'sec-fetch-mode': 'cors' })).toBe(true);
    expect(isProgramRequest('/v1/services', {})).toBe(true);
    expect(isProgramRequest('/v1/services', { 'sec-fetch-mode': 'navigate' })).toBe(false);
    expect(isProgramRequest('/v1/guide', { accept: 'text/html,application/xhtml+xml;q=0.9' })).toBe(false);
    expect(isProgramRequest('/v1/guide', { 'sec-fetch-dest': 'iframe' })).toBe(false);
    expect(isProgramRequest('/v1/x', { 'service-worker': 'script' })).toBe(false);
    expect(isProgramRequest('/v1/x', { 'sec-fetch-dest': 'serviceworker' })).toBe(false);
    expect(isProgramRequest('/index.html', { accept: '*/*' })).toBe(false);
  });
});

describe.each([
  ['at the root', '/'],
  ['under a base path', '/sandbox/'],
])('serve.mjs %s', (_name, base) => {
  let server: { child: ChildProcess; url: string };
  beforeAll(async () => {
    server = await startServer({ DIST_DIR: fakeBuild(), BASE_PATH: base });
  });
  afterAll(() => {
    server.child.kill();
  });

  const PROGRAM_PATHS = ['v1/services', 'api/pages', 'hello/Ada', 'mcp', 'llms.txt', 'formulare/wohnsitz'];

  it.each(PROGRAM_PATHS)("Node's fetch of /%s gets the Problem naming the bridge", async (path) => {
    const response = await fetch(`${server.url}${path}?x=1`);
    expect(response.status).toBe(421);
    expect(response.headers.get('content-type')).toBe('application/problem+json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await response.json();
    expect(body).toMatchObject({
      status: 421,
      error: 'sandbox_runs_in_the_browser',
      bridge: {
        command: 'npm run bridge',
        url: BRIDGE_URL,
        pair_in_app: `${server.url}#/werkzeuge`,
        try: `${BRIDGE_URL}${path}?x=1`,
      },
      app: server.url,
    });
    expect(body.message).toContain('npm run bridge');
    expect(body.message).toContain(BRIDGE_URL);
    expect(body.message).toContain(`${BRIDGE_URL}${path}?x=1`);
  });

  it('a POST (an MCP client) gets it too', async () => {
    const response = await fetch(`${server.url}mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: {} }),
    });
    expect(response.status).toBe(421);
    expect((await response.json()).error).toBe('sandbox_runs_in_the_browser');
  });

  it('the curl binary gets it', async () => {
    const { stdout } = await run('curl', ['-s', '-i', `${server.url}v1/services`]);
    const [head = '', body = ''] = stdout.split(/\r\n\r\n/, 2);
    expect(head).toMatch(/^HTTP\/1\.1 421 /);
    expect(head.toLowerCase()).toContain('content-type: application/problem+json');
    expect(JSON.parse(body)).toMatchObject({ error: 'sandbox_runs_in_the_browser', bridge: { url: BRIDGE_URL } });
  });

  it('a browser navigation keeps the static answer (the worker answers it once the app is open)', async () => {
    const navigate = await fetch(`${server.url}v1/guide`, {
      headers: { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document', accept: 'text/html' },
    });
    expect(navigate.status).toBe(404);
    expect(await navigate.text()).toBe('Not found');
    const typed = await fetch(`${server.url}llms.txt`, { headers: { accept: 'text/html,*/*;q=0.8' } });
    expect(typed.status).toBe(404);
  });

  it('the app, files under an engine path, pages beside the app and other misses are unchanged', async () => {
    const app = await fetch(server.url);
    expect(app.status).toBe(200);
    expect(await app.text()).toContain('<title>app</title>');
    const own = await fetch(`${server.url}api/own.json`);
    expect(own.status).toBe(200);
    expect(await own.json()).toEqual({ own: true });
    const beside = await fetch(`${server.url}examples/booking/`);
    expect(beside.status).toBe(200);
    const worker = await fetch(`${server.url}sw.js`, { headers: { 'service-worker': 'script' } });
    expect(worker.status).toBe(200);
    const missing = await fetch(`${server.url}no/such/file.json`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('Not found');
  });
});
