/**
 * The engine's core: one fetch-standard handler (`Request -> Promise<Response>`) over IndexedDB.
 * It routes by the contracts, answers the greeting and the documents itself, journals every request,
 * and gets the stateful services (municipal, content, MCP) and the database through a port
 * (services/port.ts), loaded on first use. It knows nothing of service workers or the DOM.
 */

import { type Clock, cryptoRandom, type RandomSource, systemClock } from './clock.ts';
import { contractModules } from './contract-modules.ts';
import { CONTRACTS, type ContractEntry, contractOf } from './contracts.ts';
import type { SandboxDb } from './db/database.ts';
import { docsDomain } from './docs/domain.ts';
import type { Documents } from './documents/port.ts';
import type { EngineContext } from './domain.ts';
import { greetingDomain } from './greeting/domain.ts';
import type { ServiceContract } from './http/contract.ts';
import { ApiError, errorResponse, notFound } from './http/errors.ts';
import { readAddress } from './http/read-address.ts';
import { noContent } from './http/responses.ts';
import { type RouteHandler, Router } from './http/router.ts';
import { JournalRecorder } from './journal/recorder.ts';
import { type HandleOptions, watchRequest } from './journal/watch.ts';
import { OWNER_OPERATIONS, type OwnerApi, type OwnerOperation } from './owner.ts';
import { relativePath } from './paths.ts';
import type { PdfRenderer } from './pdf/port.ts';
import type { Services, StatefulService } from './services/port.ts';

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
  /**
   * The stateful services and the database, asked for on first use and at most once (services/port.ts).
   * The worker passes a bundler-resolved `import()`, so their modules are evaluated only then.
   */
  services: () => Services | Promise<Services>;
}

export interface Engine {
  /** The answer to a request; every answer is also recorded in the journal (docs/journal.md). */
  handle(request: Request, options?: HandleOptions): Promise<Response>;
  /** The request journal's writer: `flush()` writes what waits now (tests, before reading). */
  readonly journal: { flush(): Promise<void> };
  readonly owner: OwnerApi;
  readonly context: EngineContext;
  /**
   * A studio URL's answer (`<base>studio/...`, docs/studio.md); not journaled (the studio's files are
   * not the API). `destination` defaults to the request's (docs/studio.md: a frame gets the composed page, a tab the host page).
   */
  serveStudio(request: Request, destination?: string): Promise<Response>;
}

/** A service's handlers for its contract's routes. */
type DomainHandlers = (context: EngineContext, contract: ServiceContract) => Record<string, RouteHandler>;

/** Each service's handlers, by its contract's name; the stateful ones load on first use. */
function domainsOf(services: () => Promise<Services>): Record<string, DomainHandlers> {
  return {
    // The catalogue needs no state: answered without loading the services, and evaluated at its
    // first request, not at the worker's start.
    municipal: statefulDomain('municipal', services, (context) => ({
      listServices: async (input) => (await contractModules.catalogue())(context).listServices(input),
    })),
    content: statefulDomain('content', services),
    greeting: greetingDomain.handlers,
    docs: docsDomain.handlers,
    mcp: statefulDomain('mcp', services),
  };
}

/**
 * A domain whose handlers come from the services port: each route's handler asks for the services
 * when it is first called, so building the router loads nothing. `stateless` routes are answered by
 * the core itself and never load the services.
 */
function statefulDomain(
  name: StatefulService,
  services: () => Promise<Services>,
  stateless: (context: EngineContext) => Record<string, RouteHandler> = () => ({}),
): DomainHandlers {
  return (context, contract) => {
    const own = stateless(context);
    let loaded: Record<string, RouteHandler> | undefined;
    const handlerOf = async (route: string): Promise<RouteHandler> => {
      loaded ??= (await services()).handlers[name](context);
      const handler = loaded[route];
      if (!handler) throw new Error(`No handler for ${contract.name}.${route}`);
      return handler;
    };
    return Object.fromEntries(
      Object.keys(contract.routes).map(
        (route) => [route, own[route] ?? (async (input) => (await handlerOf(route))(input))] as const,
      ),
    );
  };
}

/** The municipal route the core answers from the catalogue alone (`listServices`, municipal/contract/routes.ts). */
const CATALOGUE_PATH = '/v1/services';

/** Answers PDF requests when no renderer was given (the engine is usable without jsPDF). */
const noPdfRenderer = (services: () => Promise<Services>): PdfRenderer => ({
  receipt: async () => {
    throw (await services()).pdfUnavailable();
  },
  form: async () => {
    throw (await services()).pdfUnavailable();
  },
});

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
  mcpTools: unavailable,
};

/** Loads once; a failed load is tried again at the next call (and answers 503 services_unavailable). */
function servicesOnce(load: EngineOptions['services']): { get(): Promise<Services>; now(): Services | undefined } {
  let loaded: Services | undefined;
  let loading: Promise<Services> | undefined;
  return {
    now: () => loaded,
    get: () => {
      if (loaded) return Promise.resolve(loaded);
      loading ??= Promise.resolve()
        .then(load)
        .then(
          (services) => {
            loaded = services;
            return services;
          },
          (error: unknown) => {
            loading = undefined;
            if (error instanceof ApiError) throw error;
            console.error('[engine] the stateful services could not be loaded', error);
            throw new ApiError(503, 'services_unavailable', 'The municipal and content services could not be loaded.');
          },
        );
      return loading;
    },
  };
}

export function createEngineCore(options: EngineOptions): Engine {
  const services = servicesOnce(options.services);
  const domains = domainsOf(services.get);
  // The worker routes by CONTRACTS, the engine by its domains: they must name the same services.
  const names = Object.keys(domains);
  if (names.length !== CONTRACTS.length || CONTRACTS.some((entry) => !names.includes(entry.head.name))) {
    throw new Error('src/engine/contracts.ts and the engine’s domains name different services');
  }
  let db = options.db;
  /** The database, loading the services (which own Dexie) first when needed. */
  const database = async (): Promise<SandboxDb> => {
    db ??= (await services.get()).openDatabase();
    return db;
  };
  const context: EngineContext = {
    // Made on first use: a cold worker answering /hello or the app shell never builds Dexie's schema.
    // Only code of the services reads it, and they are loaded by then.
    get db() {
      const loaded = services.now();
      if (!db && !loaded) throw new Error('The database is read before the services that own it were loaded');
      db ??= (loaded as Services).openDatabase();
      return db;
    },
    clock: options.clock ?? systemClock,
    random: options.random ?? cryptoRandom,
    base: options.base ?? '/',
    pdf: options.pdf ?? noPdfRenderer(services.get),
    documents: options.documents ?? noDocuments,
    // The MCP endpoint's tool calls are journaled as such, beside the POST /mcp that made them.
    dispatch: (request) => handle(request, { source: 'mcp' }),
    journalWritten: () => journal.flush(),
  };
  const journal = new JournalRecorder(database, () => context.clock.now());
  // One router per contract, built at the contract's first request, after its contract (with its
  // schemas) is loaded: a cold worker answering /hello builds the greeting's routes and schemas only
  // (docs/performance.md). Contracts own disjoint paths (contractOf).
  const routers = new Map<string, Router>();
  const routerOf = async (entry: ContractEntry): Promise<Router> => {
    const built = routers.get(entry.head.name);
    if (built) return built;
    // A stateful service's contract is part of the services (services.js in the worker, issue 43).
    const contract = entry.contract ?? (await services.get()).contracts[entry.head.name as StatefulService];
    const router = new Router();
    const domain = domains[contract.name];
    if (!domain) throw new Error(`No domain answers the contract ${contract.name}`);
    const handlerOf = domain(context, contract);
    for (const [name, route] of Object.entries(contract.routes)) {
      const handler = handlerOf[name];
      if (!handler) throw new Error(`No handler for ${contract.name}.${name}`);
      router.add({ method: route.method, path: route.path, handler });
    }
    // Two first requests at once may both build it: the first one kept is used from then on.
    const kept = routers.get(contract.name) ?? router;
    routers.set(contract.name, kept);
    return kept;
  };

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
    // The catalogue needs no contract: answered before the municipal router (and the contract's
    // schemas) is built, which cost a cold GET /v1/services about 5 ms (docs/performance.md, issue 43).
    if (path === CATALOGUE_PATH && (request.method === 'GET' || request.method === 'HEAD')) {
      const response = await (await contractModules.catalogue())(context).listServices({ request, url, params: {} });
      return request.method === 'HEAD' ? withoutBody(response) : response;
    }
    const entry = path === undefined ? undefined : contractOf(path);
    const head = entry?.head;
    const errorContext = {
      style: head?.errorStyle ?? 'problem',
      typeBase: head?.guide
        ? `${readAddress(request, url, context.base).baseUrl}${head.guide.slice(1)}#error-`
        : undefined,
    } as const;
    try {
      if (path === undefined || !entry) throw notFound('This path is not part of the sandbox');
      const found = (await routerOf(entry)).lookup(request.method, path);
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

  // Made when the owner first asks (the app's Agents area), not when the worker starts.
  let owner: OwnerApi | undefined;
  const ownerApi = async (): Promise<OwnerApi> => {
    owner ??= (await services.get()).owner(context);
    return owner;
  };
  return {
    handle,
    owner: Object.fromEntries(
      Object.keys(OWNER_OPERATIONS).map((op) => [
        op,
        async (args: never) => ((await ownerApi())[op as OwnerOperation] as (input: never) => Promise<unknown>)(args),
      ]),
    ) as OwnerApi,
    context,
    journal: { flush: () => journal.flush() },
    serveStudio: async (request, destination) => {
      try {
        return await (await services.get()).serveStudio(context, request, destination);
      } catch (error) {
        console.error('[engine] a studio file could not be served', error);
        return new Response(
          'The studio could not be loaded. Reload the app. / Das Studio ließ sich nicht laden. Laden Sie die App neu.',
          {
            status: 503,
            headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
          },
        );
      }
    },
  };
}
