/**
 * The one build (`npm run build`): the app, its worker (sw.js, one classic script, and services.js and
 * pdf-renderer.js beside it), and the embed for other origins (embed/); build/worker-scripts.ts builds all but sw.js.
 * Every worker script carries the build's id and a source map.
 */
import { cpSync } from 'node:fs';
import { resolve as resolvePath } from 'node:path';
import preact from '@preact/preset-vite';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { bridgeFile } from './build/bridge-file.ts';
import { buildId } from './build/build-id.ts';
import { precacheIntegrity } from './build/precache-integrity.ts';
import { studioHostScript } from './build/studio-host-script.ts';
import { workerScripts } from './build/worker-scripts.ts';
import { roomGuidePage } from './scripts/room-guide.mjs';
import { normaliseBase } from './src/engine/paths.ts';
import { EMBED_DIR, PDF_SCRIPT, SERVICES_SCRIPT, WORKER_SCRIPT } from './src/shared/build.mjs';

/** The site's base path is a build setting: `BASE_PATH=/sandbox/ npm run build`. */
const base = normaliseBase(process.env.BASE_PATH ?? '/');

/** jsPDF reaches these through import() for HTML rendering we never use; keep them out of the worker. */
const emptyModule = new URL('./src/engine/empty-module.ts', import.meta.url).pathname;
/** jsPDF's PNG decoder (fast-png with pako), used only to embed PNG images, which our documents never hold. */
const noPng = new URL('./src/engine/pdf/no-png.ts', import.meta.url).pathname;

/** Where the build goes; build:all builds the /sandbox/ variant into dist-sandbox. */
const outDir = process.env.OUT_DIR ?? 'dist';

/**
 * The reference frontend (examples/booking/) is published beside the app at `{base}examples/` and
 * precached with it: a participant who opened only the start page has it offline (docs/room.md).
 */
const copyExamples: Plugin = {
  name: 'copy-examples',
  apply: 'build',
  writeBundle: () => cpSync('examples', `${outDir}/examples`, { recursive: true }),
};

/**
 * `npm run dev` serves the worker as a module, and a module service worker may not call import():
 * there the deferred modules and the contracts are static imports of the worker
 * (src/sw/deferred-modules.dev.ts, src/engine/contract-modules.dev.ts).
 */
const devDeferredModules = new URL('./src/sw/deferred-modules.dev.ts', import.meta.url).pathname;
const devContractModules = new URL('./src/engine/contract-modules.dev.ts', import.meta.url).pathname;
const deferredModulesInDevWorker: Plugin = {
  name: 'deferred-modules-in-dev-worker',
  apply: 'serve',
  enforce: 'pre',
  resolveId: (source, importer) => {
    if (source === './deferred-modules.ts' && importer?.includes('/src/sw/')) return devDeferredModules;
    if (source === './contract-modules.ts' && importer?.includes('/src/engine/')) return devContractModules;
    return undefined;
  },
};

/** The build's id (build/build-id.ts), the same in the app, its worker and the embed. */
const root = new URL('.', import.meta.url).pathname.replace(/\/$/, '');
const BUILD = buildId(`${root}/`, base);
const define = { __SANDBOX_BUILD__: JSON.stringify(BUILD) };
const resolve = {
  alias: { html2canvas: emptyModule, dompurify: emptyModule, canvg: emptyModule, 'fast-png': noPng },
};
/** services.js first, then the scripts beside sw.js; sw.js fills the registry services.js reads. */
const scripts = workerScripts(root, outDir, { resolve, define });

export default defineConfig({
  base,
  define,
  resolve,
  plugins: [
    preact(),
    copyExamples,
    roomGuidePage(outDir),
    bridgeFile(root, outDir),
    deferredModulesInDevWorker,
    scripts,
    studioHostScript(root, { resolve, define }),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      // The icons are precached by globPatterns already, with their integrity; not a second time without.
      includeManifestIcons: false,
      // A classic worker cold-starts about 2.5x faster than a module worker here (shared/PLATFORM.md).
      injectManifest: {
        rollupFormat: 'iife',
        // sw.js puts the modules services.js uses on self.sandboxCore (build/services-script.ts).
        plugins: [scripts.coreRegistry],
        // The map is written beside sw.js (sw.js.map) and never precached (globPatterns has no .map).
        sourcemap: true,
        // SW_MINIFY=0 keeps sw.js readable, with each module's path in a comment (for profiling).
        minify: process.env.SW_MINIFY !== '0',
        // The scenario files (public/scenarios/*.sandbox) too: a room without a network can open them.
        // sandbox-bridge.mjs (build/bridge-file.ts) too: Local tools offers it for download offline.
        globPatterns: ['**/*.{js,mjs,css,html,png,svg,webmanifest,sandbox}'],
        // The embed for other origins is not the app: never precached. The reference frontend
        // (examples/) is: a room needs it offline after one visit of the start page (docs/room.md).
        // pdf-renderer.js is stored with importScripts() at install instead (src/sw/pdf-script-loader.ts).
        globIgnores: [WORKER_SCRIPT, PDF_SCRIPT, SERVICES_SCRIPT, '**/*.map', `${EMBED_DIR}/**`],
        // Each entry's SHA-256 (SRI): the worker serves a cached file only while its bytes match (src/sw/app-file.ts).
        manifestTransforms: [precacheIntegrity(resolvePath(root, outDir))],
      },
      manifest: {
        name: 'Offline-Sandbox: Bürgerservice, Inhalte, Grüße',
        short_name: 'Sandbox',
        description:
          'A fictional municipal demo service, a content API and a greeting app that run entirely in your browser, offline.',
        lang: 'de',
        start_url: base,
        scope: base,
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#0b4f6c',
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      devOptions: { enabled: true, type: 'module' },
    }),
  ],
  build: {
    target: 'es2022',
    // UI_SOURCEMAP=1 writes the app's maps, for bench/source-sizes.mjs (never precached: no .map glob).
    sourcemap: process.env.UI_SOURCEMAP === '1',
    outDir,
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Every module the start needs stays in the entry chunk. Without this rule rolldown moves the
        // modules the lazy chunks share with the start into a chunk of their own, preloaded with the
        // entry (rolldown/rolldown#10731): 1 KB gzip more to start for the same code (docs/decisions.md).
        codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
      },
    },
  },
});
