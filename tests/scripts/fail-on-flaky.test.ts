// In CI a test that passed only on its retry fails the run (issue 42): a race is seen when it is made.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';

const saved = process.env.CI;
afterEach(() => {
  if (saved === undefined) delete process.env.CI;
  else process.env.CI = saved;
});

/** playwright.config.ts loaded afresh with CI set or not. */
async function configWith(ci: string | undefined) {
  if (ci === undefined) delete process.env.CI;
  else process.env.CI = ci;
  vi.resetModules();
  return (await import('../../playwright.config.ts')).default;
}

describe('flaky browser tests', () => {
  it('fail the run when CI is set: one retry, and a pass on it counts as failing', async () => {
    const config = await configWith('1');
    expect(config.retries).toBe(1);
    expect(config.failOnFlakyTests).toBe(true);
  });

  it('are not retried on a developer’s machine (a failure shows at once)', async () => {
    const config = await configWith(undefined);
    expect(config.retries).toBe(0);
    expect(config.failOnFlakyTests).toBe(false);
  });

  it('.ci/run sets CI, so the run there is strict', () => {
    expect(readFileSync('.ci/run', 'utf8')).toMatch(/^export CI="\$\{CI:-1\}"$/m);
  });
});
