/**
 * The studio's refusals: each has its own code, names its limit, and says that nothing changed (a
 * refused operation writes nothing). The owner channel replies with `code` and `message`.
 */
import { ApiError } from '../http/errors.ts';
import {
  MAX_STUDIO_FILE_BYTES,
  MAX_STUDIO_FILES,
  MAX_STUDIO_NAME_LENGTH,
  MAX_STUDIO_PATH_LENGTH,
  MAX_STUDIO_PROJECT_BYTES,
  MAX_STUDIO_PROJECTS,
} from './limits.ts';

const NOTHING_CHANGED = 'Nothing was changed.';
const mb = (bytes: number) => `${bytes / (1024 * 1024)} MB`;
const shown = (text: string) => JSON.stringify(text.length > 60 ? `${text.slice(0, 60)}…` : text);

export function nameInvalid(name: string): ApiError {
  return new ApiError(
    422,
    'studio_name_invalid',
    `A project name has letters (A–Z, a–z), digits and hyphens only, 1 to ${MAX_STUDIO_NAME_LENGTH} characters: ${shown(name)} is not one. ${NOTHING_CHANGED}`,
    { extra: { limit: MAX_STUDIO_NAME_LENGTH } },
  );
}

export function pathInvalid(path: string, why: string): ApiError {
  return new ApiError(
    422,
    'studio_path_invalid',
    `A file path is relative (no leading “/”), at most ${MAX_STUDIO_PATH_LENGTH} characters, of letters, digits, spaces and . _ - ~ ( ) + @ , in folders joined by “/”, with no “..”, no backslash and no “%”: ${shown(path)} ${why}. ${NOTHING_CHANGED}`,
    { extra: { limit: MAX_STUDIO_PATH_LENGTH } },
  );
}

export function fileTooLarge(path: string, size: number): ApiError {
  return new ApiError(
    413,
    'studio_file_too_large',
    `A file may have at most ${mb(MAX_STUDIO_FILE_BYTES)} (${MAX_STUDIO_FILE_BYTES} bytes); ${shown(path)} has ${size} bytes. ${NOTHING_CHANGED}`,
    { extra: { limit_bytes: MAX_STUDIO_FILE_BYTES } },
  );
}

export function projectTooLarge(name: string, size: number): ApiError {
  return new ApiError(
    413,
    'studio_project_too_large',
    `A project may hold at most ${mb(MAX_STUDIO_PROJECT_BYTES)} of files; with this, ${shown(name)} would hold ${size} bytes. ${NOTHING_CHANGED}`,
    { extra: { limit_bytes: MAX_STUDIO_PROJECT_BYTES } },
  );
}

export function tooManyFiles(name: string): ApiError {
  return new ApiError(
    422,
    'studio_too_many_files',
    `A project may hold at most ${MAX_STUDIO_FILES} files; ${shown(name)} would hold more. Delete a file first. ${NOTHING_CHANGED}`,
    { extra: { limit: MAX_STUDIO_FILES } },
  );
}

export function tooManyProjects(): ApiError {
  return new ApiError(
    422,
    'studio_too_many_projects',
    `This browser keeps at most ${MAX_STUDIO_PROJECTS} projects. Delete a project first. ${NOTHING_CHANGED}`,
    { extra: { limit: MAX_STUDIO_PROJECTS } },
  );
}

export function projectExists(name: string): ApiError {
  return new ApiError(
    409,
    'studio_project_exists',
    `A project named ${shown(name)} exists already. Choose another name. ${NOTHING_CHANGED}`,
  );
}

export function fileExists(path: string): ApiError {
  return new ApiError(
    409,
    'studio_file_exists',
    `The project has a file ${shown(path)} already. Choose another path, or delete that file first. ${NOTHING_CHANGED}`,
  );
}

export function projectNotFound(name: string): ApiError {
  return new ApiError(404, 'studio_project_not_found', `There is no project named ${shown(name)} in this browser.`);
}

export function fileNotFound(path: string): ApiError {
  return new ApiError(404, 'studio_file_not_found', `The project has no file ${shown(path)}.`);
}

export function twoFilesOnePath(path: string): ApiError {
  return new ApiError(
    422,
    'studio_path_invalid',
    `Two of the files have the same path ${shown(path)}. ${NOTHING_CHANGED}`,
    { extra: { limit: MAX_STUDIO_PATH_LENGTH } },
  );
}
