/** The export file's name, version and bounds (docs/workshop.md, "Export and import"). */

/** The `format` of the header line: anything else is not our file. */
export const EXPORT_FORMAT = 'offline-sandbox-export';

/**
 * The payload's version. A change of its shape is a new version; this app reads every version up
 * to this one (older ones are upgraded on reading) and refuses newer ones.
 */
export const EXPORT_VERSION = 1;

/**
 * The largest file read or written: 96 MB (images are base64, a third larger than their bytes). The
 * content store is kept below it (db/content-size.ts), so whatever was accepted can be exported.
 */
export const MAX_FILE_BYTES = 96 * 1024 * 1024;

/** The file name extension of exports and of the scenario files served beside the app (never reformatted). */
export const EXPORT_EXTENSION = '.sandbox';
