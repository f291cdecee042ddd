import { cpSync } from 'node:fs';
import preact from '@preact/preset-vite';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { roomGuidePage } from './scripts/room-guide.mjs';
import { normaliseBase } from './src/engine/paths.ts';

/** The site's base path is a build setting: `BASE_PATH=/sandbox/ npm run build`. */
const base = normaliseBase(process.env.BASE_PATH ?? '/');

/** jsPDF reaches these through import() for HTML rendering we never use; keep them out of the worker. */
const emptyModule = new URL('./src/engine/empty-module.ts', import.meta.url).pathname;

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
 * `npm run dev` serves the worker as a module, which cannot importScripts(): there the stateful
 * services are bundled into the worker instead of loaded from services.js (src/sw/services-loader.ts).
 */
const devServicesLoader = new URL('./src/sw/services-loader.dev.ts', import.meta.url).pathname;
const servicesInDevWorker: Plugin = {
  name: 'services-in-dev-worker',
  apply: 'serve',
  enforce: 'pre',
  resolveId: (source, importer) =>
    source === './services-loader.ts' && importer?.includes('/src/sw/') ? devServicesLoader : undefined,
};

export default defineConfig({
  base,
  resolve: {
    alias: { html2canvas: emptyModule, dompurify: emptyModule, canvg: emptyModule },
  },
  plugins: [
    preact(),
    copyExamples,
    roomGuidePage(outDir),
    servicesInDevWorker,
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      // A classic worker cold-starts about 2.5x faster than a module worker here (shared/PLATFORM.md).
      injectManifest: {
        rollupFormat: 'iife',
        // The scenario files (public/scenarios/*.sandbox) too: a room without a network can open them.
        globPatterns: ['**/*.{js,css,html,png,svg,webmanifest,sandbox}'],
        // The embed for other origins is not the app: never precached. The reference frontend
        // (examples/) is: a room needs it offline after one visit of the start page.
        // services.js is stored with importScripts() at install instead (src/sw/lazy-scripts.ts).
        globIgnores: ['sw.js', 'services.js', 'embed/**'],
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
  // The lazily evaluated scripts are built first, into the same folder (package.json's build), so the
  // precache manifest lists pdf-renderer.js and documents.js with their revisions.
  build: { target: 'es2022', sourcemap: false, outDir, emptyOutDir: false },
});
