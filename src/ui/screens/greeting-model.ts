/**
 * The greeting page as a model: the name typed, the last answer (status and body, errors
 * included: a 422 is an answer to show) and the failure when no answer came. Pressing GET and then
 * POST quickly shows the answer to the later press, whichever comes back first.
 */
import { signal } from '@preact/signals';
import { ApiError } from '../kit/api.ts';

export interface GreetingAnswer {
  request: string;
  status: number;
  body: string;
}

/** One request: the status and parsed body, or throws when the offline backend did not answer. */
export type SendGreeting = (path: string, init: RequestInit) => Promise<{ status: number; body: unknown }>;

export function createGreetingModel(sendRequest: SendGreeting) {
  const name = signal('Ada');
  const answer = signal<GreetingAnswer | undefined>(undefined);
  const failure = signal<unknown>(undefined);
  let latest = 0;

  return {
    name,
    answer,
    failure,
    async send(method: 'GET' | 'POST'): Promise<void> {
      latest += 1;
      const mine = latest;
      failure.value = undefined;
      const path = method === 'GET' ? `/hello/${encodeURIComponent(name.value)}` : '/hello';
      const init = method === 'GET' ? {} : { method, body: JSON.stringify({ name: name.value }) };
      try {
        const result = await sendRequest(path, init);
        if (mine !== latest) return;
        answer.value = { request: `${method} ${path}`, status: result.status, body: JSON.stringify(result.body) };
      } catch (error) {
        if (mine !== latest) return;
        answer.value = undefined;
        failure.value = error instanceof ApiError ? error : ApiError.backend();
      }
    },
  };
}

export type GreetingModel = ReturnType<typeof createGreetingModel>;
