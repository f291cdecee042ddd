/**
 * One test, three engines (../shared/STYLE.md): the flows in this folder speak to a page only
 * through this interface, and each engine has an adapter in drivers/. A flow never asks which
 * engine drives it; what differs by engine is named in `ENGINE_DIFFERENCES` below, with the reason.
 */
import { test } from '@playwright/test';

export type EngineName = 'chromium' | 'firefox' | 'webkit';

/** A function that runs inside the page: it may be async; its argument and result are JSON. */
export type PageFunction<A, R> = (arg: A) => R | Promise<R>;

export interface Driver {
  readonly engine: EngineName;
  /** Navigates and waits for the document's load event. */
  goto(url: string): Promise<void>;
  /** Reloads the page and waits for its load event. */
  reload(): Promise<void>;
  /** Runs `fn(arg)` in the page's main world and returns its (awaited, JSON) result. */
  evaluate<A, R>(fn: PageFunction<A, R>, arg: A): Promise<R>;
  /** A PNG of the viewport. */
  screenshot(path: string): Promise<void>;
  /** Ends the browser (and its profile, so the next test starts with no worker and no data). */
  close(): Promise<void>;
}

/**
 * What the engines do differently, in one place. Flows read these facts instead of testing the
 * engine's name.
 */
export const ENGINE_DIFFERENCES: Record<EngineName, { persistApi: boolean; requestBodyStream: boolean }> = {
  chromium: { persistApi: true, requestBodyStream: true },
  // No `Request.body` stream: a request's bytes come only from arrayBuffer()/text() (issue 22).
  firefox: { persistApi: true, requestBodyStream: false },
  // WebKitGTK 2.50 has no navigator.storage.persist(); iOS Safari has it from 15.2 on.
  webkit: { persistApi: false, requestBodyStream: true },
};

/** When the running test began (the driver fixture notes it): waits last until its own timeout. */
let testStartedAt = Date.now();
export function noteTestStart(): void {
  testStartedAt = Date.now();
}

/**
 * The time left before the running test's timeout, less a second so that a wait fails with its own
 * message first. A wait bounded by the test, not by a shorter guess, holds on a busy machine (issue 42).
 */
export function timeLeftMs(): number {
  const { timeout } = test.info();
  if (timeout === 0) return Number.POSITIVE_INFINITY;
  return Math.max(timeout - (Date.now() - testStartedAt) - 1_000, 0);
}

/**
 * Polls `fn` in the page until it returns a truthy value, which it returns. It waits for the state,
 * as long as the test may run (`timeoutMs` only to fail sooner), and then fails naming `what`.
 */
export async function waitInPage<A, R>(
  driver: Driver,
  fn: PageFunction<A, R>,
  arg: A,
  { timeoutMs = timeLeftMs(), what = 'a condition in the page' } = {},
): Promise<NonNullable<R>> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await driver.evaluate(fn, arg);
      if (value) return value as NonNullable<R>;
      last = value;
    } catch (error) {
      // A navigation in progress destroys the context the function ran in: try again.
      last = error;
    }
    if (Date.now() > deadline)
      throw new Error(`${driver.engine}: timed out waiting for ${what} (last: ${String(last)})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
