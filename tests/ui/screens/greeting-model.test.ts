/** The greeting page's model, driven by a fake request function. */
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiError } from '../../../src/ui/kit/api.ts';
import { problemMessage } from '../../../src/ui/kit/problem.ts';
import { createGreetingModel } from '../../../src/ui/screens/greeting-model.ts';
import { setLangForTest } from '../kit/lang.ts';
import { deferred } from '../support/deferred.ts';

afterEach(() => setLangForTest('de'));

describe('greeting model', () => {
  it('sends the typed name by GET and POST and shows each answer, a 422 included', async () => {
    const sent: string[] = [];
    const model = createGreetingModel(async (path, init) => {
      sent.push(`${init.method ?? 'GET'} ${path} ${init.body ?? ''}`);
      return path === '/hello'
        ? { status: 422, body: { error: 'invalid' } }
        : { status: 200, body: { hello: 'Jürgen' } };
    });
    model.name.value = 'Jürgen';
    await model.send('GET');
    expect(model.answer.value).toEqual({ request: 'GET /hello/J%C3%BCrgen', status: 200, body: '{"hello":"Jürgen"}' });
    await model.send('POST');
    expect(model.answer.value?.status).toBe(422);
    expect(sent[1]).toBe('POST /hello {"name":"Jürgen"}');
  });

  it('says in the person’s words when the offline backend did not answer', async () => {
    const model = createGreetingModel(async () => {
      throw new TypeError('Failed to fetch');
    });
    await model.send('GET');
    expect(model.answer.value).toBeUndefined();
    expect((model.failure.value as ApiError).code).toBe('backend');
    setLangForTest('en');
    expect(problemMessage(model.failure.value)).toContain('offline backend did not answer');
  });

  it('shows the answer to the later press when the earlier one comes back last', async () => {
    const slow = deferred<{ status: number; body: unknown }>();
    const model = createGreetingModel((path) =>
      path === '/hello' ? Promise.resolve({ status: 201, body: 'post' }) : slow.promise,
    );
    const first = model.send('GET');
    await model.send('POST');
    slow.resolve({ status: 200, body: 'get' });
    await first;
    expect(model.answer.value?.request).toBe('POST /hello');
  });
});
