/** The console forwarder in studio pages (issue #32, docs/studio.md, "Console"). */
import { describe, expect, it } from 'vitest';
import { CONSOLE_MESSAGE_TYPE, withConsoleForwarder } from '../../../src/engine/studio/console.ts';
import { testEngine } from '../support.ts';
import { served } from './support.ts';

const FOLDER = '/studio/demo/';

describe('withConsoleForwarder', () => {
  it('puts one script first into <head>, on the head’s own line, so the page’s lines keep their numbers', () => {
    const html =
      '<!doctype html>\n<html>\n<head>\n<title>x</title>\n</head>\n<body><script>boom()</script></body></html>';
    const out = withConsoleForwarder(html, 'demo', FOLDER);
    expect(out.split('\n').length).toBe(html.split('\n').length);
    expect(out.split('\n')[2]).toMatch(/^<head><script>.*<\/script>$/);
    expect(out.split('\n').slice(3)).toEqual(html.split('\n').slice(3));
    expect(out.match(/<script>/g)?.length).toBe(2);
    expect(out).toContain(CONSOLE_MESSAGE_TYPE);
    expect(out).toContain('"demo"');
  });

  it('keeps the head’s attributes and finds <HEAD> in any case', () => {
    expect(withConsoleForwarder('<HEAD lang="de"><title>x</title>', 'p', FOLDER)).toMatch(/^<HEAD lang="de"><script>/);
  });

  it('without a head: after <html>; without that: after the doctype (never before it); else at the start', () => {
    expect(withConsoleForwarder('<html lang="en"><p>x</p>', 'p', FOLDER)).toMatch(/^<html lang="en"><script>/);
    expect(withConsoleForwarder('<!DOCTYPE html><p>x</p>', 'p', FOLDER)).toMatch(/^<!DOCTYPE html><script>/);
    expect(withConsoleForwarder('<p>x</p>', 'p', FOLDER)).toMatch(/^<script>.*<\/script><p>x<\/p>$/);
  });

  it('is a script that parses, and posts nothing when the page is not framed', () => {
    const out = withConsoleForwarder('<head>', 'demo', FOLDER);
    const source = out.slice('<head><script>'.length, -'</script>'.length);
    const posted: unknown[] = [];
    const self = { parent: undefined as unknown, postMessage: (m: unknown) => posted.push(m) };
    self.parent = self;
    const console = { log: () => {}, info: () => {}, warn: () => {}, error: () => {} };
    const original = console.log;
    new Function('window', 'console', 'addEventListener', 'location', source)(self, console, () => {}, {
      origin: 'http://localhost',
    });
    expect(console.log).toBe(original);
    expect(posted).toEqual([]);
  });

  it('framed, forwards console calls with the caller’s project-relative file and line', () => {
    const out = withConsoleForwarder('<head>', 'demo', FOLDER);
    const source = out.slice('<head><script>'.length, -'</script>'.length);
    const posted: Array<{ message: Record<string, unknown>; origin: string }> = [];
    const parent = {
      postMessage: (message: Record<string, unknown>, origin: string) => posted.push({ message, origin }),
    };
    const listeners: Record<string, (event: unknown) => void> = {};
    const console: Record<string, (...args: unknown[]) => void> = {
      log: () => {},
      info: () => {},
      warn: () => {},
      error: () => {},
    };
    new Function('window', 'console', 'addEventListener', 'location', 'Error', source)(
      { parent },
      console,
      (type: string, listener: (event: unknown) => void) => {
        listeners[type] = listener;
      },
      { origin: 'http://localhost' },
      // A stack as Chromium writes it: the forwarder's own frame first, then the caller.
      class {
        stack =
          'Error\n    at console.log (http://localhost/studio/demo/:1:400)\n    at main (http://localhost/studio/demo/js/app.mjs:7:3)';
      },
    );
    console.warn?.('count', 16, { a: 1 });
    expect(posted[0]).toEqual({
      origin: 'http://localhost',
      message: {
        type: CONSOLE_MESSAGE_TYPE,
        project: 'demo',
        level: 'warn',
        text: 'count 16 {"a":1}',
        file: 'js/app.mjs',
        line: 7,
        column: 3,
      },
    });
    listeners.error?.({
      message: 'x',
      error: new TypeError('bad'),
      filename: 'http://localhost/studio/demo/',
      lineno: 12,
      colno: 5,
    });
    expect(posted[1]?.message).toMatchObject({
      level: 'error',
      text: 'Uncaught TypeError: bad',
      file: 'index.html',
      line: 12,
      column: 5,
    });
    listeners.unhandledrejection?.({ reason: 'nope' });
    expect(posted[2]?.message).toMatchObject({
      level: 'error',
      text: 'Uncaught (in promise) nope',
      file: null,
      line: null,
    });
  });
});

describe('which answers get the forwarder', () => {
  async function engineWith() {
    const engine = testEngine();
    await engine.owner.createProject({
      name: 'demo',
      files: [
        { path: 'index.html', text: '<head><title>x</title></head>' },
        { path: 'app.js', text: 'console.log(1)' },
      ],
    });
    return engine;
  }

  it('a page loaded as a document or a frame gets it; read by fetch it is as stored', async () => {
    const engine = await engineWith();
    expect(await (await served(engine, '/studio/demo/', 'iframe')).text()).toContain(CONSOLE_MESSAGE_TYPE);
    expect(await (await served(engine, '/studio/demo/', 'document')).text()).toContain(CONSOLE_MESSAGE_TYPE);
    expect(await (await served(engine, '/studio/demo/', '')).text()).toBe('<head><title>x</title></head>');
  });

  it('a script or any other file is never changed, whatever the destination', async () => {
    const engine = await engineWith();
    expect(await (await served(engine, '/studio/demo/app.js', 'document')).text()).toBe('console.log(1)');
    expect(await (await served(engine, '/studio/demo/app.js', 'script')).text()).toBe('console.log(1)');
  });

  it('the length header counts the page with the forwarder', async () => {
    const engine = await engineWith();
    const response = await served(engine, '/studio/demo/', 'iframe');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(response.headers.get('content-length')).toBe(String(bytes.length));
  });
});
