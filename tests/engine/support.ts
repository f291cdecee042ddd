/** Builds an engine over a fresh in-memory IndexedDB with a clock the test moves. */
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { createEngine, type Engine, SandboxDb } from '../../src/engine/index.ts';
import type { PdfRenderer } from '../../src/engine/pdf/port.ts';

export interface TestClock {
  now(): number;
  /** Moves time forward by `ms` milliseconds. */
  advance(ms: number): void;
  set(iso: string): void;
}

export function testClock(start = '2026-03-27T09:00:00+01:00'): TestClock {
  let current = Date.parse(start);
  return {
    now: () => current,
    advance: (ms) => {
      current += ms;
    },
    set: (iso) => {
      current = Date.parse(iso);
    },
  };
}

let databaseCounter = 0;

export function testDb(): SandboxDb {
  databaseCounter += 1;
  return new SandboxDb(`test-${databaseCounter}-${Math.random()}`, { indexedDB, IDBKeyRange });
}

export interface TestEngine extends Engine {
  clock: TestClock;
  /** `call('GET', '/hello/x')` or `call('POST', '/hello', { name: 'x' })` against http://localhost. */
  call(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
}

export function testEngine(options: { base?: string; clock?: TestClock; pdf?: PdfRenderer } = {}): TestEngine {
  const clock = options.clock ?? testClock();
  const base = options.base ?? '/';
  const engine = createEngine({ db: testDb(), clock, base, ...(options.pdf ? { pdf: options.pdf } : {}) });
  return {
    ...engine,
    clock,
    call(method, path, body, headers = {}) {
      const init: RequestInit = { method, headers: { ...headers } };
      if (body !== undefined) {
        init.body = typeof body === 'string' ? body : JSON.stringify(body);
        (init.headers as Record<string, string>)['content-type'] ??= 'application/json';
      }
      return engine.handle(new Request(`http://localhost${base}${path.replace(/^\//, '')}`, init));
    },
  };
}
