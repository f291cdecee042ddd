// Types of build.mjs (the build's id and the files it emits).

/** The id of the build this code belongs to; `dev` outside a build. */
export declare const BUILD_ID: string;
/** The app's worker: one classic script. */
export declare const WORKER_SCRIPT: 'sw.js';
/** The PDF renderer's script, stored at install and evaluated on the first PDF request. */
export declare const PDF_SCRIPT: 'pdf-renderer.js';
/** The services and document builders' script, stored at install and evaluated at first use. */
export declare const SERVICES_SCRIPT: 'services.js';
/** The scripts a worker stores at install beside its own (the size budget counts them with it). */
export declare const WORKER_STORED_SCRIPTS: readonly ['services.js', 'pdf-renderer.js'];
export declare const STUDIO_HOST_SCRIPT: 'studio-host.js';
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
/** The type of the embed worker's message to its pages when it refuses to install. */
export declare const INSTALL_REFUSED: 'sandbox-install-refused';
/** What the embed worker tells its pages when it refuses to install. */
export interface InstallRefusal {
  type: 'sandbox-install-refused';
  /** The script it refused: `services.js` or `pdf-renderer.js`. */
  script: string;
  /** Where it looked for the script. */
  url: string;
  /** The worker's own build. */
  worker_build: string;
  /** The build the script announced; null when it could not be loaded (missing) or announced nothing. */
  script_build: string | null;
}
