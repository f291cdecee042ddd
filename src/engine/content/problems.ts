/** The content API's errors, each with a message that says what to do next. */
import { CONTENT_BUDGET_BYTES, reserveContentBytes } from '../db/content-size.ts';
import type { ContentDb } from '../db/database.ts';
import { problemFactory } from '../http/contract.ts';
import { contentContract } from './contract.ts';
import type { Scope } from './stores.ts';

/** `problem(code, message)`: the status comes from the contract. */
export const problem = problemFactory(contentContract);

export const tokenRequired = () =>
  problem(
    'unauthorized',
    'Send "Authorization: Bearer <token>" with a token the owner created in the Agents area. A revoked token no longer works.',
    { headers: { 'www-authenticate': 'Bearer realm="content"' } },
  );

export const missingScope = (scope: Scope) =>
  problem('insufficient_scope', `This token lacks the scope ${scope}. Ask the owner for a token with it.`, {
    extra: { scope },
  });

export const pageNotFound = () => problem('not_found', 'There is no such page. GET /api/pages lists them.');

export const notPublished = () =>
  problem('not_found', 'This page has no live revision: it is not published, or it was unpublished or archived.');

export const imageNotFound = () => problem('not_found', 'There is no such image.');

export const staleRevision = (current: number) =>
  problem(
    'stale_revision',
    `expected_version is stale: the page is at version ${current}. Keep your change, read the latest revision, compare, and only then retry with expected_version ${current}.`,
    { extra: { current_version: current } },
  );

export const archived = () =>
  problem('page_archived', 'The page is archived. Restore it (POST /api/pages/{id}/restore) before you change it.');

export const wrongState = (action: string, status: string) =>
  problem('invalid_transition', `A page in status ${status} cannot be ${action}.`);

export const imageInUse = () =>
  problem(
    'image_in_use',
    'The image is used by a page or by a revision in a page’s history, so it cannot be deleted. Remove it from the pages first; history keeps it for good.',
  );

export const invalid = (message: string) => problem('unsupported_input', message);

export const malformedBody = () => problem('malformed_request', 'The body must be a JSON object.');

export const unsupportedMediaType = (message: string) => problem('unsupported_media_type', message);

/** 507: the write would make the content store larger than one export file can hold (budget.ts). */
export const storeFull = (budget: number, used: number) =>
  problem(
    'store_full',
    `The content store would no longer fit into one export file (${Math.floor(budget / (1024 * 1024))} MB; it takes about ${Math.ceil(used / (1024 * 1024))} MB now), and export is the way to keep it. Nothing was stored. Export, then delete images or archived pages you no longer need, and try again.`,
    { extra: { limit_bytes: budget, used_bytes: used } },
  );

/** Reserves room for a content write (db/content-size.ts), or refuses it with 507 store_full. */
export async function reserveOrRefuse(db: ContentDb, growth: number): Promise<void> {
  const used = await reserveContentBytes(db, growth);
  if (used !== undefined) throw storeFull(CONTENT_BUDGET_BYTES, used);
}

export const rateLimited = (seconds: number) =>
  problem(
    'rate_limited',
    `Too many requests (a workshop fault this request asked for). Wait ${seconds} seconds (Retry-After), then send the same request again.`,
    { headers: { 'retry-after': String(seconds) } },
  );

export const unavailable = () =>
  problem(
    'unavailable',
    'The service is unavailable for a moment (a workshop fault this request asked for) and did nothing. Send the same request again.',
  );

export const answerLost = () =>
  problem(
    'answer_lost',
    'Your change was stored, but its answer was lost (a workshop fault this request asked for). Writes carry no idempotency key: read the page and its history (after a create: the list of pages) before you repeat anything.',
  );
