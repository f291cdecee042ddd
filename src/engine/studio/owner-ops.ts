/** The studio's owner operations (owner.ts), wired in services/all.ts; each is one call of store.ts. */
import type { EngineContext } from '../domain.ts';
import type { OwnerApi } from '../owner.ts';
import * as store from './store.ts';
import type { StudioResults } from './types.ts';

type StudioOwnerApi = Pick<OwnerApi, keyof StudioResults>;

export function studioOwner(context: EngineContext): StudioOwnerApi {
  const now = () => context.clock.now();
  return {
    listProjects: () => store.listProjects(context.db),
    readProject: ({ name }) => store.readProject(context.db, name),
    createProject: ({ name, files, origin }) => store.createProject(context.db, name, files, now(), origin),
    approveRun: ({ name }) => store.approveRun(context.db, name),
    saveFile: ({ project, ...file }) => store.saveFile(context.db, project, file, now()),
    renameFile: ({ project, from, to }) => store.renameFile(context.db, project, from, to, now()),
    deleteFile: ({ project, path }) => store.deleteFile(context.db, project, path, now()),
    duplicateProject: ({ from, to }) => store.duplicateProject(context.db, from, to, now()),
    deleteProject: ({ name }) => store.deleteProject(context.db, name),
  };
}
