/**
 * The engine: one fetch-standard handler (`Request -> Promise<Response>`) over IndexedDB.
 * It knows nothing of service workers or the DOM, so it runs in the worker and in Node alike.
 */
import { type Clock, cryptoRandom, type RandomSource, systemClock } from './clock.ts';
import { contentDomain } from './content/domain.ts';
import { createToken, listTokens, revokeToken, workspaceToken } from './content/tokens.ts';
import { SandboxDb } from './db/database.ts';
import { docsDomain } from './docs/domain.ts';
import type { Domain, EngineContext } from './domain.ts';
import { greetingDomain } from './greeting/domain.ts';
import { ApiError, errorResponse, notFound } from './http/errors.ts';
import { noContent } from './http/responses.ts';
import { Router } from './http/router.ts';
import { municipalDomain } from './municipal/domain.ts';
import { relativePath } from './paths.ts';
import type { PdfRenderer } from './pdf/port.ts';

export type { Clock, RandomSource } from './clock.ts';
export { SandboxDb } from './db/database.ts';
export { isEnginePath, normaliseBase } from './paths.ts';

export interface EngineOptions {
  db?: SandboxDb;
  clock?: Clock;
  random?: RandomSource;
  /** Path the site is published under, e.g. `/` or `/sandbox/`. */
  base?: string;
  /** PDF renderer; without one, PDF routes answer 503. */
  pdf?: PdfRenderer;
}

/** What only the owner may do, through a channel that is not the public API (see src/sw/owner-channel.ts). */
export interface OwnerApi {
  createToken(input: { name: string; scopes: string[] }): ReturnType<typeof createToken>;
  listTokens(): ReturnType<typeof listTokens>;
  revokeToken(id: string): Promise<void>;
  /** A fresh all-scopes token for the owner's own workspace (replaces the previous one). */
  workspaceToken(): Promise<{ token: string }>;
}

export interface Engine {
  handle(request: Request): Promise<Response>;
  readonly owner: OwnerApi;
  readonly context: EngineContext;
}

/** The domains in the order their routes are registered. */
const DOMAINS: Domain[] = [municipalDomain, contentDomain, greetingDomain, docsDomain];

/** Answers PDF requests when no renderer was given (the engine is usable without jsPDF). */
const pdfUnavailable: PdfRenderer = {
  receipt: () => Promise.reject(noPdf()),
  form: () => Promise.reject(noPdf()),
};

function noPdf(): ApiError {
  return new ApiError(503, 'pdf_unavailable', 'PDF documents are not available in this build of the sandbox.');
}

export function createEngine(options: EngineOptions = {}): Engine {
  const context: EngineContext = {
    db: options.db ?? new SandboxDb(),
    clock: options.clock ?? systemClock,
    random: options.random ?? cryptoRandom,
    base: options.base ?? '/',
    pdf: options.pdf ?? pdfUnavailable,
  };
  const router = new Router();
  for (const domain of DOMAINS) for (const route of domain.routes(context)) router.add(route);

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const path = relativePath(url.pathname, context.base);
    const domain = path === undefined ? undefined : DOMAINS.find((d) => d.owns(path));
    const errorContext = {
      style: domain?.errorStyle ?? 'problem',
      typeBase: domain?.errorGuide ? `${url.origin}${context.base}${domain.errorGuide.slice(1)}` : undefined,
    } as const;
    try {
      if (path === undefined || !domain) throw notFound('This path is not part of the sandbox');
      const found = router.lookup(request.method, path);
      switch (found.kind) {
        case 'match':
          return await found.match.handler({ request, url, params: found.match.params });
        case 'options':
          return noContent({ allow: found.allow });
        case 'method-not-allowed':
          throw new ApiError(405, 'method_not_allowed', `Use one of: ${found.allow}.`, {
            headers: { allow: found.allow },
          });
        case 'none':
          throw notFound('No such endpoint');
      }
    } catch (error) {
      return errorResponse(error, errorContext);
    }
  }

  const owner: OwnerApi = {
    createToken: (input) => createToken(context, input),
    listTokens: () => listTokens(context),
    revokeToken: (id) => revokeToken(context, id),
    workspaceToken: () => workspaceToken(context),
  };

  return { handle, owner, context };
}
