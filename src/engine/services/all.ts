/**
 * The stateful services themselves (services/port.ts): what the worker's services.js evaluates on
 * first use, and what Node and the tests use directly. Also the composition root of the services'
 * ports: MCP and transfer declare what they need of the content, municipal and studio services
 * (mcp/ports.ts, transfer/ports.ts) and get it here, so neither imports another service's internals.
 */
import { contentContract } from '../content/contract.ts';
import { contentHandlers } from '../content/routes.ts';
import { authenticate, createToken, listTokens, revokeToken, workspaceToken } from '../content/tokens.ts';
import { SandboxDb } from '../db/database.ts';
import type { EngineContext } from '../domain.ts';
import { journalProjects, readOwnerJournal, readStudioJournal } from '../journal/read.ts';
import { mcpContract } from '../mcp/contract.ts';
import type { McpBearers } from '../mcp/ports.ts';
import { answerMcp } from '../mcp/server.ts';
import { municipalContract } from '../municipal/contract.ts';
import { pdfUnavailable, worldsFull } from '../municipal/problems.ts';
import { municipalHandlers } from '../municipal/routes.ts';
import { deleteExpiredWorlds, requireWorld } from '../municipal/worlds.ts';
import type { OwnerApi } from '../owner.ts';
import { projectCard } from '../report/project.ts';
import { scopeCard } from '../report/read.ts';
import { ruleSummaries } from '../report/rule-list.ts';
import { STUDIO_OPERATIONS, type StudioResults } from '../studio/types.ts';
import type { TransferPorts } from '../transfer/ports.ts';
import type { Services } from './port.ts';

/** MCP's bearers: a content token's scopes, a world's capability (each service's own check). */
const mcpBearers = (context: EngineContext): McpBearers => ({
  contentScopes: async (request) => (await authenticate(context, request)).scopes,
  requireWorld: async (request) => {
    await requireWorld(context, request);
  },
});

type OnDemand = typeof import('./on-demand.ts');
/** The studio and the transfers (on-demand.ts), evaluated at their first use, once. */
let onDemand: Promise<OnDemand> | undefined;
const loadOnDemand = (): Promise<OnDemand> => {
  onDemand ??= import('./on-demand.ts');
  return onDemand;
};

/** What an import needs of the municipal service (ended worlds, the full Problem) and of the studio. */
const transferPorts = (parts: OnDemand): TransferPorts => ({
  deleteExpiredWorlds,
  worldsFull,
  planStudioImport: parts.planStudioImport,
  forgetServedFiles: parts.forgetServedFiles,
});

type StudioOwnerApi = Pick<OwnerApi, keyof StudioResults>;

/** The studio's owner operations, each loading the studio at its first call (as core.ts does the owner's). */
function studioOwner(context: EngineContext): StudioOwnerApi {
  const ops = async () => (await loadOnDemand()).studioOwner(context);
  return Object.fromEntries(
    Object.keys(STUDIO_OPERATIONS).map((name) => [
      name,
      async (args: never) => ((await ops())[name as keyof StudioOwnerApi] as (input: never) => Promise<unknown>)(args),
    ]),
  ) as unknown as StudioOwnerApi;
}

export const services: Services = {
  openDatabase: () => new SandboxDb(),
  contracts: { municipal: municipalContract, content: contentContract, mcp: mcpContract },
  pdfUnavailable,
  handlers: {
    municipal: municipalHandlers,
    content: contentHandlers,
    mcp: (context) => {
      const bearers = mcpBearers(context);
      return { message: ({ request }) => answerMcp(context, request, bearers) };
    },
  },
  owner: (context) => ({
    createToken: (args) => createToken(context, args),
    listTokens: () => listTokens(context),
    revokeToken: async ({ id }) => {
      await revokeToken(context, id);
      return null;
    },
    workspaceToken: () => workspaceToken(context),
    readJournal: async ({ after }) => {
      await context.journalWritten();
      return readOwnerJournal(context.db, after);
    },
    readReport: async (args) => {
      await context.journalWritten();
      const lang = args.lang && { lang: args.lang };
      if ('project' in args) return projectCard(context.db, args.project, { base: context.base, ...lang });
      return scopeCard(context.db, `token:${args.tokenId}`, { card: 'token', base: context.base, ...lang });
    },
    readStudioJournal: async ({ after }) => {
      await context.journalWritten();
      return readStudioJournal(context.db, after);
    },
    listJudgedProjects: async () => {
      await context.journalWritten();
      const kept = (await context.db.studioProjects.toCollection().primaryKeys()) as string[];
      return [...new Set([...kept, ...(await journalProjects(context.db))])].sort();
    },
    listRules: async ({ lang }) => ruleSummaries(context.base, lang),
    exportFile: async ({ worlds }) => (await loadOnDemand()).exportFile(context, worlds),
    previewImport: async ({ file }) => {
      const parts = await loadOnDemand();
      return parts.previewImport(context, file, transferPorts(parts));
    },
    importFile: async ({ file, projects, origin }) => {
      const parts = await loadOnDemand();
      return parts.importFile(context, file, transferPorts(parts), projects, origin);
    },
    ...studioOwner(context),
  }),
  serveStudio: async (context, request, destination) => {
    const { serveStudio, readServedFile, studioVersion } = await loadOnDemand();
    return serveStudio(
      request,
      context.base,
      (project, path) => readServedFile(context.db, project, path),
      destination,
      { owner: context.db, version: studioVersion(context.db) },
    );
  },
};
