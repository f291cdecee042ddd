/**
 * The contract of the greeting example app (spec part B): GET /hello/{name} and POST /hello.
 * Its errors are `{ "error": <status> }`, exactly as its spec says.
 */
import * as v from 'valibot';
import { defineContract } from '../http/contract.ts';
import { COMMON_ERRORS } from '../http/errors.ts';

/** A name must be a string that is not blank once trimmed. */
export const GreetingBody = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty()),
});

const Greeting = v.strictObject({ hello: v.string() });

export const greetingContract = defineContract({
  name: 'greeting',
  title: 'Greeting example app',
  version: '0.1.5',
  description: 'Greets a name. Errors are {"error": <status>}.',
  prefixes: ['/hello'],
  errorStyle: 'status-code',
  errors: {
    ...COMMON_ERRORS,
    unsupported_input: {
      status: 422,
      text: {
        en: 'name is missing, not a string, or blank once trimmed.',
        de: 'name fehlt, ist keine Zeichenkette oder ist ohne Leerzeichen am Rand leer.',
      },
    },
  },
  schemas: { Greeting, GreetingBody },
  routes: {
    greetByPath: {
      method: 'GET',
      path: '/hello/:name',
      summary: { en: 'Greets the percent-decoded name', de: 'Grüßt den prozent-dekodierten Namen' },
      auth: 'none',
      responses: { 200: { description: { en: 'The greeting', de: 'Der Gruß' }, json: Greeting } },
      errors: [],
    },
    greetByBody: {
      method: 'POST',
      path: '/hello',
      summary: {
        en: 'Greets the trimmed name of the body',
        de: 'Grüßt den Namen aus dem Inhalt, ohne Leerzeichen am Rand',
      },
      auth: 'none',
      body: { json: GreetingBody, example: { name: 'Ada' } },
      responses: { 200: { description: { en: 'The greeting', de: 'Der Gruß' }, json: Greeting } },
      errors: ['unsupported_input'],
    },
  },
});

export type Greeting = v.InferOutput<typeof Greeting>;
