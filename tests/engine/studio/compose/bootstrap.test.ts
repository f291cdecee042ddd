/** The composed page's bootstrap: the hello with its port, fetch over the port, the console (issue 38). */
import { afterEach, describe, expect, it } from 'vitest';
import { bootstrapSource, HELLO_MESSAGE_TYPE } from '../../../../src/engine/studio/compose/bootstrap.ts';
import { dataUrl } from '../../../../src/engine/studio/compose/data-url.ts';
import { CONSOLE_MESSAGE_TYPE } from '../../../../src/engine/studio/console.ts';

const FOLDER = 'http://localhost/studio/demo/';
const ports: MessagePort[] = [];
afterEach(() => {
  for (const port of ports.splice(0)) port.close();
});

/** Runs the bootstrap with a fake window; `stack` is what `new Error().stack` gives. */
function boot(stack = '') {
  const hellos: Array<{ message: Record<string, unknown>; origin: string; port: MessagePort }> = [];
  const parent = {
    postMessage: (message: Record<string, unknown>, origin: string, transfer: MessagePort[]) => {
      hellos.push({ message, origin, port: transfer[0] as MessagePort });
      ports.push(transfer[0] as MessagePort);
    },
  };
  const listeners: Record<string, (event: unknown) => void> = {};
  const console: Record<string, (...args: unknown[]) => void> = {
    log: () => {},
    info: () => {},
    warn: () => {},
    error: () => {},
  };
  const window = { fetch: undefined as unknown as typeof fetch };
  new Function('window', 'parent', 'console', 'addEventListener', 'location', 'Error', bootstrapSource('demo', FOLDER))(
    window,
    parent,
    console,
    (type: string, listener: (event: unknown) => void) => {
      listeners[type] = listener;
    },
    { origin: 'http://localhost' },
    class {
      stack = stack;
    },
  );
  const hello = hellos[0] as (typeof hellos)[0];
  const messages: Record<string, unknown>[] = [];
  hello.port.onmessage = (event) => messages.push(event.data);
  return { hello, messages, console, listeners, fetch: window.fetch };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the bootstrap', () => {
  it('says hello to its parent, addressed to the app’s origin, with a port', () => {
    const { hello } = boot();
    expect(hello.message).toEqual({ type: HELLO_MESSAGE_TYPE, project: 'demo' });
    expect(hello.origin).toBe('http://localhost');
    expect(hello.port).toBeDefined();
  });

  it('sends fetch over the port and builds the answer into a Response', async () => {
    const { hello, messages, fetch } = boot();
    const answer = fetch('http://localhost/v1/sessions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":1}',
    });
    await tick();
    const request = messages[0] as { id: number; method: string; url: string; headers: string[][]; body: ArrayBuffer };
    expect(request).toMatchObject({ method: 'POST', url: 'http://localhost/v1/sessions' });
    expect(request.headers).toContainEqual(['content-type', 'application/json']);
    expect(new TextDecoder().decode(request.body)).toBe('{"a":1}');
    const body = new TextEncoder().encode('{"ok":true}').buffer;
    hello.port.postMessage(
      {
        id: request.id,
        status: 201,
        statusText: 'Created',
        headers: [['content-type', 'application/json']],
        body,
        url: 'http://localhost/v1/sessions',
        redirected: false,
      },
      [body],
    );
    const response = await answer;
    expect(response.status).toBe(201);
    expect(response.url).toBe('http://localhost/v1/sessions');
    expect(await response.json()).toEqual({ ok: true });
  });

  it('rejects with the abort reason when aborted, and with a TypeError when the host reports one', async () => {
    const { hello, messages, fetch } = boot();
    const controller = new AbortController();
    const aborted = fetch('http://localhost/v1/services', { signal: controller.signal });
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
    const failed = fetch('http://localhost/v1/services');
    await tick();
    hello.port.postMessage({ id: (messages.at(-1) as { id: number }).id, error: 'offline' });
    await expect(failed).rejects.toBeInstanceOf(TypeError);
  });

  it('forwards console calls with the file of a data: module and its line', async () => {
    const data = dataUrl('text/javascript; charset=utf-8', 'js/app.mjs', new TextEncoder().encode('x'));
    const { messages, console } = boot(`Error\n    at console.log (${FOLDER}:1:400)\n    at main (${data}:7:3)`);
    console.warn?.('count', 16, { a: 1 });
    await tick();
    expect(messages[0]).toEqual({
      type: CONSOLE_MESSAGE_TYPE,
      project: 'demo',
      level: 'warn',
      text: 'count 16 {"a":1}',
      file: 'js/app.mjs',
      line: 7,
      column: 3,
    });
  });

  it('forwards errors and rejections (Firefox’s stack shape too)', async () => {
    const { messages, listeners } = boot();
    listeners.error?.({ message: 'x', error: new TypeError('bad'), filename: FOLDER, lineno: 12, colno: 5 });
    const data = dataUrl('text/javascript', 'lib/deep.js', new Uint8Array([1]));
    listeners.unhandledrejection?.({ reason: { name: 'Error', message: 'nope', stack: `f@${data}:4:9\n` } });
    await tick();
    expect(messages[0]).toMatchObject({
      level: 'error',
      text: 'Uncaught TypeError: bad',
      file: 'index.html',
      line: 12,
    });
    expect(messages[1]).toMatchObject({ text: 'Uncaught (in promise) Error: nope', file: 'lib/deep.js', line: 4 });
  });
});
