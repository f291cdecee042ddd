/** The studio's owner operations (owner.ts), wired in services/all.ts. */
import type { EngineContext } from '../domain.ts';
import { ApiError } from '../http/errors.ts';
import type { OwnerApi } from '../owner.ts';
import type { StudioResults } from './types.ts';

type StudioOwnerApi = Pick<OwnerApi, keyof StudioResults>;

const todo = async (): Promise<never> => {
  throw new ApiError(501, 'not_implemented', 'The studio is being built.');
};

export function studioOwner(_context: EngineContext): StudioOwnerApi {
  return {
    listProjects: todo,
    readProject: todo,
    createProject: todo,
    saveFile: todo,
    renameFile: todo,
    deleteFile: todo,
    duplicateProject: todo,
    deleteProject: todo,
  };
}
