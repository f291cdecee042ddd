/**
 * The stateful services themselves (services/port.ts): what the worker's services.js evaluates on
 * first use, and what Node and the tests use directly.
 */
import { contentHandlers } from '../content/routes.ts';
import { createToken, listTokens, revokeToken, workspaceToken } from '../content/tokens.ts';
import { SandboxDb } from '../db/database.ts';
import { readOwnerJournal } from '../journal/read.ts';
import { answerMcp } from '../mcp/server.ts';
import { municipalHandlers } from '../municipal/routes.ts';
import { scopeCard } from '../report/read.ts';
import { exportFile } from '../transfer/export.ts';
import { importFile, previewImport } from '../transfer/import.ts';
import type { Services } from './port.ts';

export const services: Services = {
  openDatabase: () => new SandboxDb(),
  handlers: {
    municipal: municipalHandlers,
    content: contentHandlers,
    mcp: (context) => ({ message: ({ request }) => answerMcp(context, request) }),
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
    readReport: async ({ tokenId }) => {
      await context.journalWritten();
      return scopeCard(context.db, `token:${tokenId}`, { card: 'token', base: context.base });
    },
    exportFile: ({ worlds }) => exportFile(context, worlds),
    previewImport: ({ file }) => previewImport(context, file),
    importFile: ({ file }) => importFile(context, file),
  }),
};
