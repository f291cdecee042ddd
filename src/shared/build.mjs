// Plain JavaScript with types beside it (build.d.mts): the Node scripts (bench, serve) import it too.

/**
 * The build's identity and the files it emits, shared by the build (vite.config.ts), the worker
 * scripts, the app and the tests: one list, everything else derived from it.
 */

/**
 * The id of the build this code belongs to (vite.config.ts defines it: a hash of the sources and the
 * base path). Every worker script and the app carry it; `dev` outside a build (tests, `npm run dev`).
 */
export const BUILD_ID = typeof __SANDBOX_BUILD__ === 'string' ? __SANDBOX_BUILD__ : 'dev';

/** The app's worker: one classic script with every module of the backend once (docs/architecture.md). */
export const WORKER_SCRIPT = 'sw.js';

/**
 * The PDF renderer (jsPDF and the receipt and form layouts): a classic script of its own, stored with
 * importScripts() at install and evaluated on the first PDF request, beside sw.js and sandbox-sw.js.
 * It shares no module with them (tests/build/worker-scripts.test.ts).
 */
export const PDF_SCRIPT = 'pdf-renderer.js';

/**
 * The stateful services (with Dexie) and the document builders: a classic script of its own, stored
 * with importScripts() at install and evaluated at the first request that needs them, beside sw.js and
 * sandbox-sw.js. The modules it shares with them are theirs, reached through `self.sandboxCore`
 * (src/sw/core-registry.ts); the build test checks that no module is in two scripts.
 */
export const SERVICES_SCRIPT = 'services.js';

/**
 * The scripts a worker stores with importScripts() at install, beside its own, and evaluates at first
 * use (src/sw/stored-script.ts): with the worker's own script, everything the worker can run, which the
 * size budget counts (tests/build/worker-size.test.ts).
 */
export const WORKER_STORED_SCRIPTS = Object.freeze([SERVICES_SCRIPT, PDF_SCRIPT]);

/** The folder of the embed for sites on other origins, below the build's output. */
export const EMBED_DIR = 'embed';

/** The embed's worker script: registered by a site, or imported into a site's own worker. */
export const EMBED_WORKER = 'sandbox-sw.js';

/** The page script a site includes to register the embed worker of the same build. */
export const EMBED_REGISTER = 'sandbox-register.js';

/**
 * Every file of `dist/embed/` a site copies into its public root (README, "Sites on other origins").
 * The source maps beside the scripts (`*.map`) are for debugging and are optional to copy.
 */
export const EMBED_FILES = Object.freeze([EMBED_WORKER, SERVICES_SCRIPT, PDF_SCRIPT, EMBED_REGISTER]);

/** The query parameter that tells the embed worker which build its page script was from. */
export const BUILD_PARAM = 'build';

/** The Problem code of an answer refused because two scripts of different builds met. */
export const BUILD_MISMATCH = 'build_mismatch';

/**
 * The message the embed worker posts to the site's pages when it refuses to install (a stored script
 * missing or of another build): `sandbox-register.js` rejects `window.sandboxReady` with it (issue #26).
 */
export const INSTALL_REFUSED = 'sandbox-install-refused';

/**
 * The studio's host page script (src/ui/studio/host/tab.ts, docs/studio.md "A tab"): a classic script
 * of the app, precached, that a studio page opened in a tab loads to frame and relay the page.
 */
export const STUDIO_HOST_SCRIPT = 'studio-host.js';
