/**
 * The stateful services themselves (services/port.ts): what the worker's services.js evaluates on
 * first use, and what Node and the tests use directly. Also the composition root of the services'
 * ports: MCP and transfer declare what they need of the content, municipal and studio services
 * (mcp/ports.ts, transfer/ports.ts) and get it here, so neither imports another service's internals.
 */
import { contentHandlers } from '../content/routes.ts';
import { authenticate, createToken, listTokens, revokeToken, workspaceToken } from '../content/tokens.ts';
import { SandboxDb } from '../db/database.ts';
import type { EngineContext } from '../domain.ts';
import { readOwnerJournal } from '../journal/read.ts';
import type { McpBearers } from '../mcp/ports.ts';
import { answerMcp } from '../mcp/server.ts';
import { worldsFull } from '../municipal/problems.ts';
import { municipalHandlers } from '../municipal/routes.ts';
import { deleteExpiredWorlds, requireWorld } from '../municipal/worlds.ts';
import { scopeCard } from '../report/read.ts';
import { ruleSummaries } from '../report/rule-list.ts';
import { studioOwner } from '../studio/owner-ops.ts';
import { serveStudio } from '../studio/serve.ts';
import { forgetServedFiles, readServedFile, studioVersion } from '../studio/store.ts';
import { planStudioImport } from '../studio/transfer.ts';
import { exportFile } from '../transfer/export.ts';
import { importFile, previewImport } from '../transfer/import.ts';
import type { TransferPorts } from '../transfer/ports.ts';
import type { Services } from './port.ts';

/** MCP's bearers: a content token's scopes, a world's capability (each service's own check). */
const mcpBearers = (context: EngineContext): McpBearers => ({
  contentScopes: async (request) => (await authenticate(context, request)).scopes,
  requireWorld: async (request) => {
    await requireWorld(context, request);
  },
});

/** What an import needs of the municipal service (ended worlds, the full Problem) and of the studio. */
const transferPorts: TransferPorts = { deleteExpiredWorlds, worldsFull, planStudioImport, forgetServedFiles };

export const services: Services = {
  openDatabase: () => new SandboxDb(),
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
    readReport: async ({ tokenId, lang }) => {
      await context.journalWritten();
      return scopeCard(context.db, `token:${tokenId}`, { card: 'token', base: context.base, ...(lang && { lang }) });
    },
    listRules: async ({ lang }) => ruleSummaries(context.base, lang),
    exportFile: ({ worlds }) => exportFile(context, worlds),
    previewImport: ({ file }) => previewImport(context, file, transferPorts),
    importFile: ({ file, projects }) => importFile(context, file, transferPorts, projects),
    ...studioOwner(context),
  }),
  serveStudio: (context, request, destination) =>
    serveStudio(request, context.base, (project, path) => readServedFile(context.db, project, path), destination, {
      owner: context.db,
      version: studioVersion(context.db),
    }),
};
