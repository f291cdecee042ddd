/**
 * The studio's bounds (issue #32, docs/studio.md): values the UI may import too, so the editor can
 * say a limit before the worker refuses it. The worker checks every one of them again.
 */

/** The URL segment below the app's base that every project is served under: `<base>studio/<name>/<path>`. */
export const STUDIO_PREFIX = 'studio/';

/** A project's name: letters, digits and hyphens, 1 to 40 characters. */
export const STUDIO_NAME_PATTERN = /^[A-Za-z0-9-]{1,40}$/;
export const MAX_STUDIO_NAME_LENGTH = 40;

/** A file's path inside its project, at most 100 characters. */
export const MAX_STUDIO_PATH_LENGTH = 100;

/** One file: at most 1 MB (1,048,576 bytes). */
export const MAX_STUDIO_FILE_BYTES = 1024 * 1024;

/** One project: at most 5 MB of files together, and at most 50 files. */
export const MAX_STUDIO_PROJECT_BYTES = 5 * 1024 * 1024;
export const MAX_STUDIO_FILES = 50;

/** At most 20 projects in a browser. */
export const MAX_STUDIO_PROJECTS = 20;
