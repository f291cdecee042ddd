/** The resource model: load, refresh, failure, and a stale answer never overwriting a newer one. */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/ui/kit/api.ts';
import { createResource } from '../../../src/ui/kit/resource.ts';
import { deferred } from '../support/deferred.ts';

describe('createResource', () => {
  it('loads, says it is loading meanwhile, and keeps the data', async () => {
    const answer = deferred<string>();
    const resource = createResource(() => answer.promise);
    const done = resource.refresh();
    expect(resource.loading.value).toBe(true);
    expect(resource.data.value).toBeUndefined();
    answer.resolve('Sprechzeiten');
    await done;
    expect(resource.loading.value).toBe(false);
    expect(resource.data.value).toBe('Sprechzeiten');
    expect(resource.error.value).toBeUndefined();
  });

  it('keeps a failure as the error and the last data on screen; a good refresh clears the error', async () => {
    let fail = false;
    const resource = createResource(async () => {
      if (fail) throw new ApiError(503, { error: 'unavailable' });
      return 1;
    });
    await resource.refresh();
    fail = true;
    await resource.refresh();
    expect(resource.data.value).toBe(1);
    expect((resource.error.value as ApiError).code).toBe('unavailable');
    fail = false;
    await resource.refresh();
    expect(resource.error.value).toBeUndefined();
  });

  it('never lets a stale answer overwrite a newer one', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const answers = [first.promise, second.promise];
    const resource = createResource(() => answers.shift() as Promise<string>);
    const a = resource.refresh();
    const b = resource.refresh();
    second.resolve('new');
    await b;
    first.resolve('old');
    await a;
    expect(resource.data.value).toBe('new');
    expect(resource.loading.value).toBe(false);
  });

  it('ignores a stale failure too', async () => {
    const first = deferred<string>();
    const answers = [first.promise, Promise.resolve('new')];
    const resource = createResource(() => answers.shift() as Promise<string>);
    const a = resource.refresh();
    await resource.refresh();
    first.reject(new Error('late'));
    await a;
    expect(resource.error.value).toBeUndefined();
    expect(resource.data.value).toBe('new');
  });

  it('set() puts a known answer in place and a load still running cannot overwrite it', async () => {
    const slow = deferred<string>();
    const resource = createResource(() => slow.promise);
    const running = resource.refresh();
    resource.set('saved');
    slow.resolve('older');
    await running;
    expect(resource.data.value).toBe('saved');
  });
});
