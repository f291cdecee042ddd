/**
 * The OpenAPI 3.1 document of the municipal API (interface version 1.0.0). Request bodies come
 * from the same valibot schemas that validate requests, so the two cannot drift.
 */

import type { ErrorCode } from '../http/errors.ts';
import { jsonContent, problem, ref, schemaOf as schema } from '../http/openapi.ts';
import { SERVICE_IDS } from './catalogue.ts';
import { MAX_CASES_PER_WORLD, REVIEW_LIFETIME_MS } from './drafts.ts';
import { PROFILE_IDS } from './profiles.ts';
import { Confirmation, DraftInput, IDEMPOTENCY_KEY_PATTERN, SessionRequest } from './schemas.ts';

/** Every error value the municipal API answers with. */
export const MUNICIPAL_ERRORS: ErrorCode[] = [
  'malformed_request',
  'unauthorized',
  'not_found',
  'stale_version',
  'review_expired',
  'booking_conflict',
  'profile_changed',
  'idempotency_key_reused',
  'not_cancellable',
  'no_receipt',
  'unsupported_input',
  'capacity_reached',
  'method_not_allowed',
  'payload_too_large',
  'internal_error',
];

const COMMON_ERRORS = {
  '400': problem('Malformed request (error malformed_request).'),
  '401': problem('Missing or expired demo capability (error unauthorized).'),
  '429': problem('Bounded demo capacity reached (error capacity_reached).'),
};
const bearer = [{ DemoBearer: [] }];
const idParam = {
  name: 'id',
  in: 'path',
  required: true,
  schema: { type: 'string', pattern: '^[a-f0-9]{32}$' },
};
const serviceParam = { name: 'id', in: 'path', required: true, schema: { type: 'string', enum: [...SERVICE_IDS] } };
const keyHeader = {
  name: 'Idempotency-Key',
  in: 'header',
  required: true,
  description: 'Reuse the key only to retry the identical request; kept for the lifetime of the world.',
  schema: { type: 'string', pattern: IDEMPOTENCY_KEY_PATTERN.source },
};
const caseAnswer = (status: string, description: string) => ({
  [status]: { description, content: jsonContent(ref('Case')) },
  '404': problem('No such case in this world (error not_found).'),
  '409': problem(
    'stale_version, review_expired, booking_conflict, profile_changed, idempotency_key_reused, not_cancellable.',
  ),
  '422': problem('Unsupported input (error unsupported_input).'),
  ...COMMON_ERRORS,
});

export function municipalOpenApi(baseUrl: string) {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Municipal Demo Service API (fictional)',
      version: '1.0.0',
      description: `A fictional municipal sandbox that runs in the browser. A client must show the review and obtain explicit confirmation before submitting; a received case is not an approval. Guide: ${baseUrl}v1/guide`,
    },
    servers: [{ url: baseUrl.replace(/\/$/, '') }],
    security: [],
    paths: {
      '/v1/sessions': {
        post: {
          summary: 'Open a new isolated demo world (24 hours)',
          requestBody: { required: true, content: jsonContent(schema(SessionRequest)) },
          responses: { '201': { description: 'A session', content: jsonContent(ref('Session')) }, ...COMMON_ERRORS },
        },
      },
      '/v1/sessions/current': {
        delete: {
          summary: 'End the bearer’s world now: it is deleted with all its cases (otherwise it ends after 24 hours)',
          security: bearer,
          responses: {
            '204': { description: 'The world is deleted; its capability answers 401 from now on' },
            ...COMMON_ERRORS,
          },
        },
      },
      '/v1/services': {
        get: {
          summary: 'List the 16 services with their fields, fee rules and outcomes',
          responses: { '200': { description: 'The catalogue', content: jsonContent({ type: 'object' }) } },
        },
      },
      '/v1/services/{id}': {
        get: {
          summary: 'The contract of one service, including the JSON Schema of its DraftInput',
          parameters: [serviceParam],
          responses: {
            '200': { description: 'The service contract', content: jsonContent({ type: 'object' }) },
            '404': problem('Unknown service.'),
          },
        },
      },
      '/v1/profiles': {
        get: {
          summary: 'The four synthetic profiles; with a bearer, their current addresses in that world',
          security: [{}, { DemoBearer: [] }],
          responses: { '200': { description: 'Profiles', content: jsonContent(ref('ProfileList')) }, ...COMMON_ERRORS },
        },
      },
      '/v1/slots/{id}': {
        get: {
          summary: 'Available slots of termin or raum (Europe/Berlin local times)',
          security: bearer,
          parameters: [
            serviceParam,
            {
              name: 'period',
              in: 'query',
              schema: { type: 'string', enum: ['vormittag', 'nachmittag', 'egal'], default: 'egal' },
            },
            {
              name: 'resource',
              in: 'query',
              description: 'For raum: the room (saal, werkstatt, musik). Not used by termin.',
              schema: { type: 'string' },
            },
          ],
          responses: {
            '200': { description: 'Slots', content: jsonContent(ref('SlotList')) },
            '404': problem('Unknown service.'),
            '422': problem('The service has no slots, or an unsupported period or resource.'),
            ...COMMON_ERRORS,
          },
        },
      },
      '/v1/drafts': {
        post: {
          summary: `Prepare a draft: a case in review for ${REVIEW_LIFETIME_MS / 60000} minutes (nothing is executed)`,
          security: bearer,
          parameters: [keyHeader],
          requestBody: { required: true, content: jsonContent(ref('DraftInput')) },
          responses: caseAnswer('201', 'The case in state review'),
        },
        get: {
          summary: 'All cases of the bearer’s world',
          security: bearer,
          responses: {
            '200': {
              description: 'Cases',
              content: jsonContent({
                type: 'object',
                required: ['cases'],
                properties: { cases: { type: 'array', items: ref('Case') } },
              }),
            },
            ...COMMON_ERRORS,
          },
        },
      },
      '/v1/drafts/{id}': {
        get: {
          summary: 'One case of the bearer’s world',
          security: bearer,
          parameters: [idParam],
          responses: {
            '200': { description: 'The case', content: jsonContent(ref('Case')) },
            '404': problem('No such case in this world.'),
            ...COMMON_ERRORS,
          },
        },
      },
      '/v1/drafts/{id}/submit': {
        post: {
          summary: 'Submit the reviewed version after explicit confirmation',
          security: bearer,
          parameters: [idParam, keyHeader],
          requestBody: { required: true, content: jsonContent(ref('Confirmation')) },
          responses: caseAnswer('200', 'The case, completed or received'),
        },
      },
      '/v1/drafts/{id}/cancel': {
        post: {
          summary: 'Cancel a case in review or a completed booking',
          security: bearer,
          parameters: [idParam, keyHeader],
          requestBody: { required: true, content: jsonContent(ref('Confirmation')) },
          responses: caseAnswer('200', 'The cancelled case'),
        },
      },
      '/v1/drafts/{id}/receipt': {
        get: {
          summary: 'The fictional PDF receipt of a submitted case',
          security: bearer,
          parameters: [idParam],
          responses: {
            '200': {
              description: 'PDF',
              content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
            },
            '404': problem('No such case in this world.'),
            '409': problem('The case has no receipt (error no_receipt).'),
            ...COMMON_ERRORS,
          },
        },
      },
      '/formulare/{id}': {
        get: {
          summary: 'The blank fictional form of a service (PDF)',
          parameters: [serviceParam],
          responses: {
            '200': {
              description: 'PDF',
              content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
            },
            '404': problem('Unknown service.'),
          },
        },
      },
    },
    components: {
      securitySchemes: {
        DemoBearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'The token of POST /v1/sessions. A secret: never in a URL, a log or an AI prompt.',
        },
      },
      schemas: {
        Session: {
          type: 'object',
          additionalProperties: false,
          required: ['token', 'expires_at', 'mode'],
          properties: {
            token: { type: 'string', pattern: '^[a-f0-9]{64}$' },
            expires_at: { type: 'string', format: 'date-time' },
            mode: { const: 'fictional_demo' },
          },
        },
        DraftInput: schema(DraftInput),
        Confirmation: schema(Confirmation),
        Case: {
          type: 'object',
          additionalProperties: false,
          required: ['id', 'service', 'state', 'version', 'profile', 'details', 'fee', 'receipt', 'can_cancel', 'demo'],
          properties: {
            id: { type: 'string', pattern: '^[a-f0-9]{32}$' },
            service: { type: 'string', enum: [...SERVICE_IDS] },
            state: { type: 'string', enum: ['review', 'completed', 'received', 'cancelled'] },
            version: { type: 'integer', minimum: 1 },
            profile: {
              type: 'object',
              required: ['id', 'name', 'address'],
              properties: {
                id: { type: 'string', enum: PROFILE_IDS },
                name: { type: 'string' },
                address: { type: 'string' },
              },
            },
            details: { type: 'object', additionalProperties: { type: 'string' } },
            fee: { type: 'integer', description: 'Euro cents.' },
            receipt: {
              oneOf: [
                { type: 'null' },
                {
                  type: 'object',
                  required: ['number', 'issued_at', 'url'],
                  properties: {
                    number: { type: 'string' },
                    issued_at: { type: 'string', format: 'date-time' },
                    url: { type: 'string' },
                  },
                },
              ],
            },
            can_cancel: { type: 'boolean' },
            demo: { const: true },
            expires_at: { type: 'string', format: 'date-time', description: 'End of the review (state review only).' },
          },
        },
        ProfileList: {
          type: 'object',
          required: ['profiles'],
          properties: {
            profiles: {
              type: 'array',
              items: {
                type: 'object',
                required: ['id', 'name'],
                properties: {
                  id: { type: 'string', enum: PROFILE_IDS },
                  name: { type: 'string' },
                  given_name: { type: 'string' },
                  family_name: { type: 'string' },
                  birth_date: { type: 'string', format: 'date' },
                  address: { type: 'string', description: 'Only with a bearer: the address in that world.' },
                },
              },
            },
          },
        },
        SlotList: {
          type: 'object',
          required: ['service', 'period', 'time_zone', 'slots'],
          properties: {
            service: { type: 'string', enum: ['termin', 'raum'] },
            period: { type: 'string', enum: ['vormittag', 'nachmittag', 'egal'] },
            resource: { type: 'string' },
            time_zone: { const: 'Europe/Berlin' },
            slots: {
              type: 'array',
              items: { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}$' },
            },
          },
        },
        Problem: {
          type: 'object',
          required: ['error'],
          properties: {
            error: { type: 'string', enum: MUNICIPAL_ERRORS },
            message: { type: 'string' },
            status: { type: 'integer' },
            type: { type: 'string', format: 'uri' },
          },
        },
      },
    },
    'x-limits': { cases_per_world: MAX_CASES_PER_WORLD, review_minutes: REVIEW_LIFETIME_MS / 60000 },
  };
}
