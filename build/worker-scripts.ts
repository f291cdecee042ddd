/**
 * Builds, as part of the one `vite build` (vite.config.ts), the classic scripts beside the app's sw.js
 * (which vite-plugin-pwa builds): `pdf-renderer.js`, and `embed/`, what a site on another origin copies
 * into its public root (README, "Sites on other origins"). Each is one IIFE with a source map and the
 * build's id. `sandbox-sw.js` holds the sandbox, its services and document builders as lazily
 * initialised modules of the same file, like sw.js; both workers store `pdf-renderer.js` (the same file)
 * at install. The file names come from src/shared/build.mjs.
 */
import { copyFileSync } from 'node:fs';
import { build, type Plugin, type UserConfig } from 'vite';
import { EMBED_DIR, EMBED_REGISTER, EMBED_WORKER, PDF_SCRIPT } from '../src/shared/build.mjs';

/** One entry, one classic script of that name in `dir` (below outDir). */
const SCRIPTS = [
  { entry: 'src/sw/pdf-script.ts', dir: '', fileName: PDF_SCRIPT, name: 'sandboxPdfScript' },
  { entry: 'src/sw/embed.ts', dir: EMBED_DIR, fileName: EMBED_WORKER, name: 'sandboxEmbed' },
  { entry: 'src/embed/register.ts', dir: EMBED_DIR, fileName: EMBED_REGISTER, name: 'sandboxRegister' },
];

/** The plugin that builds the scripts after the app: `shared` carries the app's resolve and define. */
export function workerScripts(outDir: string, shared: Pick<UserConfig, 'resolve' | 'define'>): Plugin {
  return {
    name: 'sandbox-worker-scripts',
    apply: 'build',
    // After the app and its worker are written (the app's build empties outDir first).
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        for (const script of SCRIPTS) {
          await build({
            configFile: false,
            logLevel: 'warn',
            publicDir: false,
            resolve: shared.resolve,
            // Library builds leave process.env.NODE_ENV as it is; a worker has no `process`.
            define: { ...shared.define, 'process.env.NODE_ENV': JSON.stringify('production') },
            build: {
              outDir: script.dir ? `${outDir}/${script.dir}` : outDir,
              // The app's build emptied outDir; the embed's folder is new.
              emptyOutDir: false,
              target: 'es2022',
              sourcemap: true,
              lib: { entry: script.entry, formats: ['iife'], name: script.name, fileName: () => script.fileName },
            },
          });
        }
        // The embed's workers store the same PDF renderer, beside them.
        for (const file of [PDF_SCRIPT, `${PDF_SCRIPT}.map`])
          copyFileSync(`${outDir}/${file}`, `${outDir}/${EMBED_DIR}/${file}`);
      },
    },
  };
}
