/** A screen's action state: busy while it runs, its failure kept until the next one starts. */
import { describe, expect, it } from 'vitest';
import { createAction } from '../../../src/ui/kit/action.ts';
import { ApiError } from '../../../src/ui/kit/api.ts';
import { deferred } from '../support/deferred.ts';

describe('createAction', () => {
  it('is busy while the work runs and answers true when it succeeded', async () => {
    const action = createAction();
    const work = deferred<void>();
    const running = action.run(() => work.promise);
    expect(action.busy.value).toBe(true);
    work.resolve();
    expect(await running).toBe(true);
    expect(action.busy.value).toBe(false);
    expect(action.error.value).toBeUndefined();
  });

  it('keeps a failure as the error (worded when shown), answers false, and clears it at the next run', async () => {
    const action = createAction();
    const refused = new ApiError(409, { error: 'booking_conflict' });
    expect(
      await action.run(async () => {
        throw refused;
      }),
    ).toBe(false);
    expect(action.error.value).toBe(refused);
    expect(action.busy.value).toBe(false);
    const next = deferred<void>();
    const running = action.run(() => next.promise);
    expect(action.error.value).toBeUndefined();
    next.resolve();
    await running;
  });

  it('clear() drops a kept failure', async () => {
    const action = createAction();
    await action.run(async () => {
      throw new Error('no');
    });
    action.clear();
    expect(action.error.value).toBeUndefined();
  });
});
