/**
 * Builds, as part of the one `vite build` (vite.config.ts), the classic scripts beside the app's sw.js
 * (which vite-plugin-pwa builds): `services.js` (build/services-script.ts), `pdf-renderer.js`, and
 * `embed/`, what a site on another origin copies into its public root (README, "Sites on other
 * origins"). Each is one IIFE with a source map and the build's id. `sandbox-sw.js` holds the sandbox's
 * core like sw.js; both workers store `services.js` and `pdf-renderer.js` (the same files) at install.
 * The file names come from src/shared/build.mjs.
 */
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { build, type Plugin, type UserConfig } from 'vite';
import { EMBED_DIR, EMBED_REGISTER, EMBED_WORKER, PDF_SCRIPT, SERVICES_SCRIPT } from '../src/shared/build.mjs';
import { buildServicesScript, registryPlugin, type ServicesScript } from './services-script.ts';

/** One entry, one classic script of that name in `dir` (below outDir). */
const SCRIPTS = [
  { entry: 'src/sw/pdf-script.ts', dir: '', fileName: PDF_SCRIPT, name: 'sandboxPdfScript' },
  { entry: 'src/sw/embed.ts', dir: EMBED_DIR, fileName: EMBED_WORKER, name: 'sandboxEmbed' },
  { entry: 'src/embed/register.ts', dir: EMBED_DIR, fileName: EMBED_REGISTER, name: 'sandboxRegister' },
];

/**
 * The plugin that builds the scripts: `shared` carries the app's resolve and define. services.js is
 * built first (its registry decides what sw.js and sandbox-sw.js put on `self.sandboxCore`): give
 * `coreRegistry` to vite-plugin-pwa's worker build. The others after the app.
 */
export function workerScripts(
  root: string,
  outDir: string,
  shared: Pick<UserConfig, 'resolve' | 'define'>,
): Plugin & { coreRegistry: Plugin } {
  let services: ServicesScript | undefined;
  const coreRegistry = registryPlugin(root, () => services?.registry);
  return {
    name: 'sandbox-worker-scripts',
    apply: 'build',
    coreRegistry,
    async buildStart() {
      services = await buildServicesScript(root, shared, SERVICES_SCRIPT);
    },
    // After the app and its worker are written (the app's build empties outDir first).
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        if (!services) throw new Error(`${SERVICES_SCRIPT} was not built`);
        for (const dir of [outDir, `${outDir}/${EMBED_DIR}`]) {
          mkdirSync(dir, { recursive: true });
          writeFileSync(`${dir}/${SERVICES_SCRIPT}`, services.code);
          writeFileSync(`${dir}/${SERVICES_SCRIPT}.map`, services.map);
        }
        for (const script of SCRIPTS) {
          await build({
            configFile: false,
            logLevel: 'warn',
            publicDir: false,
            plugins: [registryPlugin(root, () => services?.registry)],
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
