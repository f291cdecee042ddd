/**
 * The engine: one fetch-standard handler (`Request -> Promise<Response>`) over IndexedDB.
 * It knows nothing of service workers or the DOM, so it runs in the worker and in Node alike.
 */
import { type Clock, cryptoRandom, type RandomSource, systemClock } from './clock.ts';
import { contentDomain } from './content/domain.ts';
import { createToken, listTokens, revokeToken, workspaceToken } from './content/tokens.ts';
import { CONTRACTS, contractOf } from './contracts.ts';
import { SandboxDb } from './db/database.ts';
import { docsDomain } from './docs/domain.ts';
import type { Documents } from './documents/port.ts';
import type { Domain, EngineContext } from './domain.ts';
import { greetingDomain } from './greeting/domain.ts';
import { ApiError, errorResponse, notFound } from './http/errors.ts';
import { noContent } from './http/responses.ts';
import { Router } from './http/router.ts';
import { readOwnerJournal } from './journal/read.ts';
import { JournalRecorder } from './journal/recorder.ts';
import { type HandleOptions, watchRequest } from './journal/watch.ts';
import { mcpDomain } from './mcp/domain.ts';
import { municipalDomain } from './municipal/domain.ts';
import { pdfUnavailable } from './municipal/problems.ts';
import type { OwnerApi } from './owner.ts';
import { relativePath } from './paths.ts';
import type { PdfRenderer } from './pdf/port.ts';
import { exportFile } from './transfer/export.ts';
import { importFile, previewImport } from './transfer/import.ts';

export type { Clock, RandomSource } from './clock.ts';
export { isEnginePath } from './contracts.ts';
export { SandboxDb } from './db/database.ts';
export type { JournalSource } from './db/journal-tables.ts';
export type { Documents } from './documents/port.ts';
export type { HandleOptions } from './journal/watch.ts';
export type { OwnerApi } from './owner.ts';
export { answerOwner, isOwnerMessage } from './owner.ts';
export { normaliseBase } from './paths.ts';

export interface EngineOptions {
  db?: SandboxDb;
  clock?: Clock;
  random?: RandomSource;
  /** Path the site is published under, e.g. `/` or `/sandbox/`. */
  base?: string;
  /** PDF renderer; without one, PDF routes answer 503. */
  pdf?: PdfRenderer;
  /** Document builders (createDocuments() from documents/build.ts); without them, documents answer 503. */
  documents?: Documents;
}

export interface Engine {
  /** The answer to a request; every answer is also recorded in the journal (docs/journal.md). */
  handle(request: Request, options?: HandleOptions): Promise<Response>;
  /** The request journal's writer: `flush()` writes what waits now (tests, before reading). */
  readonly journal: { flush(): Promise<void> };
  readonly owner: OwnerApi;
  readonly context: EngineContext;
}

/** The domains in the order their routes are registered. */
const DOMAINS: Domain[] = [municipalDomain, contentDomain, greetingDomain, docsDomain, mcpDomain];

/** Answers PDF requests when no renderer was given (the engine is usable without jsPDF). */
const noPdfRenderer: PdfRenderer = {
  receipt: () => Promise.reject(pdfUnavailable()),
  form: () => Promise.reject(pdfUnavailable()),
};

function withoutBody(response: Response): Response {
  void response.body?.cancel();
  return new Response(null, { status: response.status, statusText: response.statusText, headers: response.headers });
}

/** Answers document requests when no builders were given. */
const unavailable = (): never => {
  throw new ApiError(
    503,
    'documents_unavailable',
    'The guides and schemas are not available in this build of the sandbox: reload the app once with a network.',
  );
};
const noDocuments: Documents = {
  openApi: unavailable,
  guide: unavailable,
  llmsTxt: unavailable,
  draftInputSchema: unavailable,
  toolInputSchema: unavailable,
};

// The worker routes by CONTRACTS, the engine by DOMAINS: they must name the same services.
if (DOMAINS.length !== CONTRACTS.length || DOMAINS.some((domain) => !CONTRACTS.includes(domain.contract))) {
  throw new Error('src/engine/contracts.ts and the engine’s domains name different services');
}

export function createEngine(options: EngineOptions = {}): Engine {
  let db = options.db;
  const context: EngineContext = {
    // Made on first use: a cold worker answering /hello or the app shell never builds Dexie's schema.
    get db() {
      db ??= new SandboxDb();
      return db;
    },
    clock: options.clock ?? systemClock,
    random: options.random ?? cryptoRandom,
    base: options.base ?? '/',
    pdf: options.pdf ?? noPdfRenderer,
    documents: options.documents ?? noDocuments,
    // The MCP endpoint's tool calls are journaled as such, beside the POST /mcp that made them.
    dispatch: (request) => handle(request, { source: 'mcp' }),
  };
  const journal = new JournalRecorder(
    () => context.db,
    () => context.clock.now(),
  );
  const router = new Router();
  for (const { contract, handlers } of DOMAINS) {
    const handlerOf = handlers(context);
    for (const [name, route] of Object.entries(contract.routes)) {
      const handler = handlerOf[name];
      if (!handler) throw new Error(`No handler for ${contract.name}.${name}`);
      router.add({ method: route.method, path: route.path, handler });
    }
  }

  async function handle(request: Request, options: HandleOptions = {}): Promise<Response> {
    const url = new URL(request.url);
    const path = relativePath(url.pathname, context.base);
    const watch = watchRequest(journal, request, path, context.clock.now(), options);
    const response = await answer(request, url, path);
    // Recorded after the answer: reading, redacting and writing happen later, in batches.
    if (watch) {
      try {
        const written = watch.finish(response);
        options.waitUntil?.(written);
      } catch (error) {
        // The journal must never cost an answer.
        console.error('[engine] a request could not be journaled', error);
      }
    }
    return response;
  }

  async function answer(request: Request, url: URL, path: string | undefined): Promise<Response> {
    const contract = path === undefined ? undefined : contractOf(path);
    const errorContext = {
      style: contract?.errorStyle ?? 'problem',
      typeBase: contract?.guide ? `${url.origin}${context.base}${contract.guide.slice(1)}#error-` : undefined,
    } as const;
    try {
      if (path === undefined || !contract) throw notFound('This path is not part of the sandbox');
      const found = router.lookup(request.method, path);
      switch (found.kind) {
        case 'match': {
          const response = await found.match.handler({ request, url, params: found.match.params });
          // HEAD is GET without the body (RFC 9110 9.3.2): same status and headers.
          return request.method === 'HEAD' ? withoutBody(response) : response;
        }
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
      const response = errorResponse(error, errorContext);
      return request.method === 'HEAD' ? withoutBody(response) : response;
    }
  }

  const owner: OwnerApi = {
    createToken: (args) => createToken(context, args),
    listTokens: () => listTokens(context),
    revokeToken: async ({ id }) => {
      await revokeToken(context, id);
      return null;
    },
    workspaceToken: () => workspaceToken(context),
    readJournal: ({ after }) => readOwnerJournal(context.db, after),
    exportFile: ({ worlds }) => exportFile(context, worlds),
    previewImport: ({ file }) => previewImport(context, file),
    importFile: ({ file }) => importFile(context, file),
  };

  return { handle, owner, context, journal: { flush: () => journal.flush() } };
}
