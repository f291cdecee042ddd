/** The handlers of the greeting contract. */
import * as v from 'valibot';
import { readJson } from '../http/body.ts';
import type { Handlers } from '../http/contract.ts';
import { ApiError } from '../http/errors.ts';
import { json } from '../http/responses.ts';
import { GreetingBody, type greetingContract } from './contract.ts';

export function greetingHandlers(): Handlers<typeof greetingContract> {
  return {
    greetByPath: ({ params }) => json({ hello: params.name }),
    greetByBody: async ({ request }) => {
      const parsed = v.safeParse(GreetingBody, await readJson(request));
      if (!parsed.success) throw new ApiError(422, 'unsupported_input', 'name must be a string that is not blank.');
      return json({ hello: parsed.output.name });
    },
  };
}
