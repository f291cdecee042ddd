/** The errors of export and import: codes the owner channel replies with, each with a plain next step. */
import { ApiError } from '../http/errors.ts';
import { MAX_FILE_BYTES } from './limits.ts';

const NOTHING_CHANGED = 'Nothing was imported or changed.';

/** 413: the file (or an export about to be written) is over the bound. */
export function fileTooLarge(limit = MAX_FILE_BYTES): ApiError {
  return new ApiError(
    413,
    'file_too_large',
    `The file is larger than ${Math.floor(limit / (1024 * 1024))} MB, the most the sandbox reads or writes. ${NOTHING_CHANGED}`,
    { extra: { limit_bytes: limit } },
  );
}

/** Not a file of ours at all (another program's file, a picture, an empty file). */
export function foreignFile(): ApiError {
  return new ApiError(
    422,
    'not_an_export',
    `This is not an export file of the offline sandbox. Choose a file the sandbox exported. ${NOTHING_CHANGED}`,
  );
}

/** Made by a newer app: its format may hold what this app does not know. */
export function newerVersion(version: number, known: number): ApiError {
  return new ApiError(
    422,
    'newer_version',
    `The file has format version ${version}; this app reads versions up to ${known}. Update the app (reload it once with a network) and try again. ${NOTHING_CHANGED}`,
  );
}

/** Ours, but changed or broken: a byte differs from what was exported. */
export function damagedFile(detail: string): ApiError {
  return new ApiError(
    422,
    'damaged_file',
    `The file is damaged or was changed after it was exported (${detail}). Export it again from the original. ${NOTHING_CHANGED}`,
  );
}

/** A world named for export that this browser does not hold (ended, or an unknown capability). */
export function worldNotFound(): ApiError {
  return new ApiError(404, 'not_found', 'That world has ended or is not in this browser: it cannot be exported.');
}

/** 507: with this file the content store would no longer fit into one export file (db/content-size.ts). */
export function storeFull(budget: number, used: number): ApiError {
  return new ApiError(
    507,
    'store_full',
    `With this file the content would take about ${Math.ceil(used / (1024 * 1024))} MB, more than one export file holds (${Math.floor(budget / (1024 * 1024))} MB), so it could no longer be exported. Delete images or pages you no longer need first. ${NOTHING_CHANGED}`,
    { extra: { limit_bytes: budget, used_bytes: used } },
  );
}
