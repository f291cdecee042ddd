/** The content API's errors, each with a message that says what to do next. */
import { ApiError } from '../http/errors.ts';
import type { Scope } from './stores.ts';

export const tokenRequired = () =>
  new ApiError(
    401,
    'unauthorized',
    'Send "Authorization: Bearer <token>" with a token the owner created in the Agents area. A revoked token no longer works.',
    { headers: { 'www-authenticate': 'Bearer realm="content"' } },
  );

export const missingScope = (scope: Scope) =>
  new ApiError(403, 'insufficient_scope', `This token lacks the scope ${scope}. Ask the owner for a token with it.`, {
    extra: { scope },
  });

export const pageNotFound = () => new ApiError(404, 'not_found', 'There is no such page. GET /api/pages lists them.');

export const notPublished = () =>
  new ApiError(
    404,
    'not_found',
    'This page has no live revision: it is not published, or it was unpublished or archived.',
  );

export const imageNotFound = () => new ApiError(404, 'not_found', 'There is no such image.');

export const staleRevision = (current: number) =>
  new ApiError(
    409,
    'stale_revision',
    `expected_version is stale: the page is at version ${current}. Keep your change, read the latest revision, compare, and only then retry with expected_version ${current}.`,
    { extra: { current_version: current } },
  );

export const archived = () =>
  new ApiError(
    409,
    'page_archived',
    'The page is archived. Restore it (POST /api/pages/{id}/restore) before you change it.',
  );

export const wrongState = (action: string, status: string) =>
  new ApiError(409, 'invalid_transition', `A page in status ${status} cannot be ${action}.`);

export const imageInUse = () =>
  new ApiError(
    409,
    'image_in_use',
    'The image is used by a page or by a revision in a page’s history, so it cannot be deleted. Remove it from the pages first; history keeps it for good.',
  );

export const invalid = (message: string) => new ApiError(422, 'unsupported_input', message);

export const malformedBody = () => new ApiError(400, 'malformed_request', 'The body must be a JSON object.');
