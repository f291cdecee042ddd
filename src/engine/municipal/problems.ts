/** The municipal API's errors, each with a message that says what to do next. */
import { problemFactory } from '../http/contract.ts';
import { municipalContract } from './contract.ts';

/** `problem(code, message)`: the status comes from the contract. */
export const problem = problemFactory(municipalContract);

export const unauthorized = () =>
  problem(
    'unauthorized',
    'Send "Authorization: Bearer <token>" with the token from POST /v1/sessions. A session lasts 24 hours; if it has expired, create a new one.',
    { headers: { 'www-authenticate': 'Bearer realm="DemoBearer"' } },
  );

export const caseNotFound = () =>
  problem('not_found', 'There is no such case in your world. List your cases with GET /v1/drafts.');

export const serviceNotFound = () =>
  problem('not_found', 'There is no such service. GET /v1/services lists the 16 services.');

export const malformed = (what: string) => problem('malformed_request', what);

export const unsupported = (what: string) =>
  problem('unsupported_input', `${what} Only catalogue choices are accepted: see GET /v1/services/{id}.`);

export const badIdempotencyKey = () =>
  malformed(
    'Send an Idempotency-Key header of 16 to 100 letters, digits, "_" or "-". Reuse it only to retry the identical request.',
  );

export const keyReused = () =>
  problem(
    'idempotency_key_reused',
    'This Idempotency-Key was already used with a different payload. Use a new key for a different request.',
  );

export const staleVersion = (current: number) =>
  problem(
    'stale_version',
    `The case has changed since it was reviewed (current version ${current}). Read it again with GET /v1/drafts/{id}, show the review again, and confirm that version.`,
    { extra: { current_version: current } },
  );

export const notInReview = (state: string, current: number) =>
  problem(
    'stale_version',
    `The case is no longer in review (state ${state}); it cannot be submitted again. Read it with GET /v1/drafts/{id}.`,
    { extra: { current_version: current } },
  );

export const reviewExpired = () =>
  problem(
    'review_expired',
    'The 15-minute review of this case has expired. Start again with a new draft (POST /v1/drafts); the expired one can still be cancelled.',
  );

export const bookingConflict = () =>
  problem(
    'booking_conflict',
    'This slot is not available any more. Choose another one from GET /v1/slots/{id} and make a new draft.',
  );

export const profileChanged = () =>
  problem(
    'profile_changed',
    'The profile of this case has changed since the draft was made (for example after a move). Make a new draft and review it again.',
  );

export const notCancellable = (state: string) =>
  problem(
    'not_cancellable',
    state === 'received'
      ? 'A received request cannot be cancelled in this sandbox.'
      : `A case in state ${state} cannot be cancelled.`,
  );

export const noReceipt = () =>
  problem('no_receipt', 'This case has no receipt yet: a receipt is issued when the case is submitted.');

export const casesFull = (limit: number) =>
  problem(
    'capacity_reached',
    `This world already holds ${limit} cases, the most it can hold. Start a new session (POST /v1/sessions) for a fresh world.`,
    { extra: { limit } },
  );

export const worldsFull = (limit: number, retryAfterSeconds: number) =>
  problem(
    'capacity_reached',
    `This browser already holds ${limit} live worlds. Reuse a session you have, or try again when the oldest expires.`,
    { headers: { 'retry-after': String(retryAfterSeconds) }, extra: { limit } },
  );

export const pdfUnavailable = () =>
  problem('pdf_unavailable', 'PDF documents are not available in this build of the sandbox.');

/** Workshop faults (issue #13): each message says it is a fault of the sandbox and what a client should do. */
const FAULT_RETRY_AFTER_SECONDS = 2;

export const faultRateLimited = () =>
  problem(
    'rate_limited',
    `Too many requests (a workshop fault of this world). Wait ${FAULT_RETRY_AFTER_SECONDS} seconds (Retry-After), then send the same request again.`,
    { headers: { 'retry-after': String(FAULT_RETRY_AFTER_SECONDS) } },
  );

export const faultUnavailable = () =>
  problem(
    'unavailable',
    'The service is unavailable for a moment (a workshop fault of this world) and did nothing. Send the same request again.',
  );

export const answerLost = () =>
  problem(
    'answer_lost',
    'Your change was stored, but its answer was lost (a workshop fault of this world). Send the same request again with the same Idempotency-Key and the same body: the stored answer is replayed and nothing is made twice.',
  );
