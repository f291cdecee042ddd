/**
 * Builds `embed/` as part of the one `vite build` (vite.config.ts): what a site on another origin
 * copies into its public root (README, "Sites on other origins"). Each file is one classic script
 * (IIFE) with a source map; `sandbox-sw.js` holds the whole sandbox, its services, PDF renderer and
 * document builders as lazily initialised modules of the same file, exactly like the app's sw.js.
 */
import { build, type Plugin, type UserConfig } from 'vite';
import { EMBED_DIR, EMBED_REGISTER, EMBED_WORKER } from '../src/shared/build.mjs';

/** One entry, one classic script of that name in `{outDir}/embed/`. */
const SCRIPTS = [
  { entry: 'src/sw/embed.ts', fileName: EMBED_WORKER, name: 'sandboxEmbed' },
  { entry: 'src/embed/register.ts', fileName: EMBED_REGISTER, name: 'sandboxRegister' },
];

/** The plugin that builds the embed after the app: `shared` carries the app's resolve and define. */
export function embedBuild(outDir: string, shared: Pick<UserConfig, 'resolve' | 'define'>): Plugin {
  return {
    name: 'sandbox-embed',
    apply: 'build',
    // After the app and its worker are written (the app's build empties outDir first).
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        for (const [index, script] of SCRIPTS.entries()) {
          await build({
            configFile: false,
            logLevel: 'warn',
            publicDir: false,
            resolve: shared.resolve,
            // Library builds leave process.env.NODE_ENV as it is; a worker has no `process`.
            define: { ...shared.define, 'process.env.NODE_ENV': JSON.stringify('production') },
            build: {
              outDir: `${outDir}/${EMBED_DIR}`,
              emptyOutDir: index === 0,
              target: 'es2022',
              sourcemap: true,
              lib: { entry: script.entry, formats: ['iife'], name: script.name, fileName: () => script.fileName },
            },
          });
        }
      },
    },
  };
}
