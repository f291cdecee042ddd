/**
 * A flow's wait lasts as long as its test may run, not a shorter guess (issue 42): on a busy machine
 * a review may take longer than 15 s to show, and a wait that gives up first fails a correct app.
 * No browser: a driver whose page says "not yet" until it is told otherwise.
 */
import { type Driver, noteTestStart, timeLeftMs, waitInPage } from './driver.ts';
import { expect, test } from './fixtures.ts';

function pageThatIsReadyAfter(readyAt: number): Driver {
  return {
    engine: 'chromium',
    goto: async () => {},
    reload: async () => {},
    evaluate: async <R>() => (Date.now() >= readyAt ? 'ready' : '') as R,
    screenshot: async () => {},
    close: async () => {},
  };
}

test('a wait lasts until shortly before the test’s own timeout', async () => {
  test.setTimeout(120_000);
  noteTestStart();
  expect(timeLeftMs()).toBeGreaterThan(115_000);
  expect(timeLeftMs()).toBeLessThanOrEqual(119_000);
});

test('a state that never comes fails with the wait’s own message, before the test times out', async () => {
  test.setTimeout(3_000);
  noteTestStart();
  const never = pageThatIsReadyAfter(Number.POSITIVE_INFINITY);
  await expect(waitInPage(never, () => '', undefined, { what: 'the review' })).rejects.toThrow(
    'chromium: timed out waiting for the review',
  );
});

test('a state that comes late is waited for', async () => {
  noteTestStart();
  const late = pageThatIsReadyAfter(Date.now() + 1_500);
  expect(await waitInPage(late, () => '', undefined)).toBe('ready');
});
