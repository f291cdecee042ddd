/** The greeting example app (spec part B): GET /hello/{name} and POST /hello. */
import * as v from 'valibot';
import { readJson } from '../http/body.ts';
import { ApiError } from '../http/errors.ts';
import { json } from '../http/responses.ts';
import type { Route } from '../http/router.ts';

/** A name must be a string that is not blank once trimmed. */
const GreetingBody = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty()),
});

export const greetingRoutes: Route[] = [
  {
    method: 'GET',
    path: '/hello/:name',
    handler: ({ params }) => json({ hello: params.name }),
  },
  {
    method: 'POST',
    path: '/hello',
    handler: async ({ request }) => {
      const body = await readJson(request);
      const parsed = v.safeParse(GreetingBody, body);
      if (!parsed.success) {
        throw new ApiError(422, 'unsupported_input', 'name must be a string that is not blank.');
      }
      return json({ hello: parsed.output.name });
    },
  },
];
