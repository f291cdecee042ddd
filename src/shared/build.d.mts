// Types of build.mjs (the build's id and the files it emits).

/** The id of the build this code belongs to; `dev` outside a build. */
export declare const BUILD_ID: string;
/** The app's worker: one classic script. */
export declare const WORKER_SCRIPT: 'sw.js';
/** The PDF renderer's script, stored at install and evaluated on the first PDF request. */
export declare const PDF_SCRIPT: 'pdf-renderer.js';
/** The services and document builders' script, stored at install and evaluated at first use. */
export declare const SERVICES_SCRIPT: 'services.js';
/** The folder of the embed, below the build's output. */
export declare const EMBED_DIR: 'embed';
/** The embed's worker script. */
export declare const EMBED_WORKER: 'sandbox-sw.js';
/** The page script that registers the embed worker of the same build. */
export declare const EMBED_REGISTER: 'sandbox-register.js';
/** Every file of `dist/embed/` a site copies (source maps beside them are optional). */
export declare const EMBED_FILES: readonly ['sandbox-sw.js', 'services.js', 'pdf-renderer.js', 'sandbox-register.js'];
/** The query parameter naming the build the embed worker was registered for. */
export declare const BUILD_PARAM: 'build';
/** The Problem code of an answer refused because scripts of two builds met. */
export declare const BUILD_MISMATCH: 'build_mismatch';
