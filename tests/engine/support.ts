/** Builds an engine over a fresh in-memory IndexedDB with a clock the test moves. */
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { seededRandom } from '../../src/engine/clock.ts';
import { createDocuments } from '../../src/engine/documents/build.ts';
import { createEngine, type Engine, type HandleOptions, type RandomSource, SandboxDb } from '../../src/engine/index.ts';
import type { RequestSource } from '../../src/engine/journal/sources.ts';
import type { PdfRenderer } from '../../src/engine/pdf/port.ts';
import { checkAnswer } from './openapi-conformance.ts';

/** Reproducible ids in every test engine (also used by the scenario files' builder). */
export { seededRandom };

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

/** One set of document builders for every test engine: documents are kept per base URL anyway. */
const documents = createDocuments();

export function testDb(): SandboxDb {
  databaseCounter += 1;
  return new SandboxDb(`test-${databaseCounter}-${Math.random()}`, { indexedDB, IDBKeyRange });
}

export interface TestEngine extends Engine {
  clock: TestClock;
  /** `call('GET', '/hello/x')` or `call('POST', '/hello', { name: 'x' })` against http://localhost. */
  call(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
}

export function testEngine(
  options: {
    base?: string;
    clock?: TestClock;
    pdf?: PdfRenderer;
    random?: RandomSource;
    /** Where `call`'s requests come from for the journal (default the app's own window, `app`). */
    source?: RequestSource;
  } = {},
): TestEngine {
  const clock = options.clock ?? testClock();
  const base = options.base ?? '/';
  const random = options.random ?? seededRandom();
  const engine = createEngine({
    db: testDb(),
    clock,
    random,
    base,
    documents,
    ...(options.pdf ? { pdf: options.pdf } : {}),
  });
  // Every answer of every engine test is checked against the OpenAPI document the sandbox serves.
  const conformance = { engine, base };
  async function handle(request: Request, handleOptions?: HandleOptions): Promise<Response> {
    const checked = request.clone();
    const response = await engine.handle(
      request,
      handleOptions ?? (options.source ? { source: options.source } : undefined),
    );
    await checkAnswer(conformance, checked, response.clone());
    return response;
  }
  return {
    ...engine,
    handle,
    clock,
    call(method, path, body, headers = {}) {
      const init: RequestInit = { method, headers: { ...headers } };
      if (body !== undefined) {
        init.body = typeof body === 'string' ? body : JSON.stringify(body);
        (init.headers as Record<string, string>)['content-type'] ??= 'application/json';
      }
      return handle(new Request(`http://localhost${base}${path.replace(/^\//, '')}`, init));
    },
  };
}
