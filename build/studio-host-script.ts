/**
 * Builds `studio-host.js` (src/ui/studio/host/tab.ts, docs/studio.md "A tab") as one classic script
 * and emits it into the app's bundle under its fixed name, so the precache holds it like the app's
 * other files and the worker's host page can name it (src/engine/studio/host-page.ts).
 */
import { build, type Plugin, type Rollup, type UserConfig } from 'vite';
import { STUDIO_HOST_SCRIPT } from '../src/shared/build.mjs';

const ENTRY = 'src/ui/studio/host/tab.ts';

export function studioHostScript(root: string, shared: Pick<UserConfig, 'resolve' | 'define'>): Plugin {
  let code: string | undefined;
  return {
    name: 'sandbox-studio-host-script',
    apply: 'build',
    async buildStart() {
      const output = (await build({
        root,
        configFile: false,
        logLevel: 'warn',
        publicDir: false,
        resolve: shared.resolve,
        define: { ...shared.define, 'process.env.NODE_ENV': JSON.stringify('production') },
        build: {
          write: false,
          target: 'es2022',
          lib: { entry: ENTRY, formats: ['iife'], name: 'sandboxStudioHost', fileName: () => STUDIO_HOST_SCRIPT },
        },
      })) as Rollup.RollupOutput[];
      code = output.flatMap((o) => o.output).find((file): file is Rollup.OutputChunk => file.type === 'chunk')?.code;
    },
    generateBundle() {
      if (!code) throw new Error(`${STUDIO_HOST_SCRIPT} was not built`);
      this.emitFile({ type: 'asset', fileName: STUDIO_HOST_SCRIPT, source: code });
    },
  };
}
