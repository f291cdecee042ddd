/**
 * WebKitGTK (Debian's webkit2gtk-driver): WebKitWebDriver speaks classic W3C WebDriver (no BiDi)
 * and drives MiniBrowser, which needs a display: xvfb-run gives it one. The client is the handful
 * of WebDriver commands the flows use (new session, navigate, refresh, execute async script,
 * screenshot, delete session), each one HTTP call: a library for six calls would be larger than
 * they are. Each session is a new MiniBrowser with an ephemeral data store.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import type { Driver, PageFunction } from '../driver.ts';
import { freePort } from './free-port.ts';

export const MINIBROWSER_PATH = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** One WebKitWebDriver under its own X server; sessions (browsers) come and go on it. */
export interface WebKitService {
  url: string;
  stop(): Promise<void>;
  /** A fresh driver and X server in place of this one (its sessions end). */
  restart(): Promise<void>;
}

export async function startWebKitService(): Promise<WebKitService> {
  let running = await spawnDriver();
  const service: WebKitService = {
    url: running.url,
    async stop() {
      if (running.child.pid) process.kill(-running.child.pid, 'SIGTERM');
    },
    async restart() {
      await service.stop();
      running = await spawnDriver();
      service.url = running.url;
    },
  };
  return service;
}

async function spawnDriver(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  // Its own process group, so stopping it also ends Xvfb and the driver that xvfb-run started.
  const child: ChildProcess = spawn(
    'xvfb-run',
    ['-a', '-s', '-screen 0 1280x1024x24', 'WebKitWebDriver', `--port=${port}`],
    {
      detached: true,
      stdio: 'ignore',
      // A German browser: MiniBrowser takes its languages from glib's (LANGUAGE first), and the app
      // follows them on a first visit (issue 33).
      env: { ...process.env, LANGUAGE: 'de_DE:de' },
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/status`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('WebKitWebDriver did not start within 15 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, child };
}

async function command<T>(
  service: WebKitService,
  method: string,
  path: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<T> {
  const response = await fetch(`${service.url}${path}`, {
    method,
    ...(signal && { signal }),
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = (await response.json()) as { value: T & { error?: string; message?: string } };
  if (!response.ok) throw new Error(`WebDriver ${method} ${path}: ${answer.value.error}: ${answer.value.message}`);
  return answer.value;
}

/** Runs a page function: its source is the script, its argument goes along; errors come back as values. */
function asyncScript(source: string): string {
  return `const done = arguments[arguments.length - 1];
const fn = (${source});
Promise.resolve().then(() => fn(arguments[0])).then(
  (value) => done({ ok: true, value: value === undefined ? null : value }),
  (error) => done({ ok: false, error: String((error && error.stack) || error) }),
);`;
}

/** How long a new MiniBrowser may take to answer its session (it starts in about 1 s). */
const SESSION_START_MS = 20_000;

function newSession(service: WebKitService): Promise<{ sessionId: string }> {
  const capabilities = {
    alwaysMatch: {
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation'] },
    },
  };
  return command(service, 'POST', '/session', { capabilities }, AbortSignal.timeout(SESSION_START_MS));
}

export async function launchWebKit(service: WebKitService): Promise<Driver> {
  let session: { sessionId: string };
  try {
    session = await newSession(service);
  } catch (error) {
    if (!(error instanceof Error && error.name === 'TimeoutError')) throw error;
    // On a busy machine a MiniBrowser once never answered its new session (issue 42): the browser's
    // start, not the test, which has not begun. A fresh driver and X server are started, once.
    await service.restart();
    session = await newSession(service);
  }
  const at = `/session/${session.sessionId}`;
  await command(service, 'POST', `${at}/window/rect`, { width: 1024, height: 768 }).catch(() => {});
  await command(service, 'POST', `${at}/timeouts`, { script: 60_000, pageLoad: 60_000 });
  return {
    engine: 'webkit',
    goto: async (url) => void (await command(service, 'POST', `${at}/url`, { url })),
    reload: async () => void (await command(service, 'POST', `${at}/refresh`, {})),
    async evaluate<A, R>(fn: PageFunction<A, R>, arg: A): Promise<R> {
      const result = await command<{ ok: boolean; value?: R; error?: string }>(service, 'POST', `${at}/execute/async`, {
        script: asyncScript(fn.toString()),
        args: [arg === undefined ? null : arg],
      });
      if (!result.ok) throw new Error(result.error);
      return result.value as R;
    },
    async screenshot(path) {
      const png = await command<string>(service, 'GET', `${at}/screenshot`);
      await writeFile(path, Buffer.from(png, 'base64'));
    },
    close: async () => void (await command(service, 'DELETE', at).catch(() => {})),
  };
}
