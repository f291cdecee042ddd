/**
 * The kit's API client: one typed request function and ONE error type for every failure the UI can
 * meet (an HTTP Problem, no offline backend, an owner-channel refusal). Screens never look at
 * statuses or bodies themselves: they catch `ApiError` and hand it to `problemMessage` (problem.ts).
 */
import { requestJson } from '../app/client.ts';
import { backendReady } from '../app/offline-backend.ts';

/** The Problem body of the spec (application/problem+json); the UI reads only `error` and a few details. */
export interface ProblemBody {
  error: string;
  message?: string;
  scope?: string;
  field?: string;
  [detail: string]: unknown;
}

/** The code of "the offline backend did not answer" (no worker, no reply, a static host's page). */
const BACKEND = 'backend';

export class ApiError extends Error {
  constructor(
    /** The HTTP status; 0 when no HTTP answer came (no backend, owner channel). */
    readonly status: number,
    readonly problem: ProblemBody,
  ) {
    super(problem.message ?? problem.error);
    this.name = 'ApiError';
  }

  /** The Problem's `error` code, e.g. `stale_revision`, or `backend`. */
  get code(): string {
    return this.problem.error;
  }

  /** True when the request may not have reached the backend at all. */
  get backendMissing(): boolean {
    return this.problem.error === BACKEND;
  }

  static backend(): ApiError {
    return new ApiError(0, { error: BACKEND });
  }
}

/** Anything thrown turned into an ApiError (a network TypeError means the backend did not answer). */
export function asApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError(0, { error: BACKEND, message: String(error) });
}

export interface RequestOptions extends RequestInit {
  /** A bearer capability for the Authorization header (never a URL). */
  bearer?: string;
}

/**
 * One JSON request against the site's API: waits for the offline backend, sends JSON bodies as JSON,
 * and answers the parsed body or throws an ApiError (with the Problem body when there is one).
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { bearer, ...init } = options;
  await backendReady();
  const headers = new Headers(init.headers);
  if (bearer) headers.set('authorization', `Bearer ${bearer}`);
  let result: Awaited<ReturnType<typeof requestJson<T>>>;
  try {
    result = await requestJson<T>(path, { ...init, headers });
  } catch {
    throw ApiError.backend();
  }
  if (result.unexpected) throw ApiError.backend();
  if (!result.ok) throw new ApiError(result.status, problemOf(result.body, result.status));
  return result.body;
}

/** A Problem body, or one made from the status when the body is not one. */
export function problemOf(body: unknown, status: number): ProblemBody {
  if (body && typeof body === 'object' && typeof (body as { error?: unknown }).error === 'string') {
    return body as ProblemBody;
  }
  return { error: status === 0 ? BACKEND : `http_${status}` };
}
