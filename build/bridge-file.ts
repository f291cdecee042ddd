/**
 * The local bridge as one file of the site, `{base}sandbox-bridge.mjs` (issue 27, docs/bridge.md):
 * scripts/bridge.mjs with everything it imports (`ws` too) in one ES module for Node 20 or newer, so
 * a person who opened a hosted link downloads it from Local tools and runs `node sandbox-bridge.mjs`
 * in any folder, with nothing to install. Built in the app's `vite build` before the precache
 * manifest is made (writeBundle), so the worker precaches it like the app's other files.
 */
import { build, type Plugin } from 'vite';
import { BRIDGE_FILE } from '../src/shared/bridge-protocol.mjs';

const BANNER = `#!/usr/bin/env node
// Offline sandbox: the local bridge (docs/bridge.md), one file with its dependencies inside.
// Run it with Node.js 20 or newer: node ${BRIDGE_FILE}   (node ${BRIDGE_FILE} token ... for content tokens)`;

export function bridgeFile(root: string, outDir: string): Plugin {
  return {
    name: 'sandbox-bridge-file',
    apply: 'build',
    async writeBundle() {
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        publicDir: false,
        // Node's own modules stay imports; `ws` and the bridge's modules are bundled.
        ssr: { noExternal: true, target: 'node' },
        build: {
          ssr: 'scripts/bridge.mjs',
          outDir,
          // The app's build has written outDir already.
          emptyOutDir: false,
          target: 'node20',
          minify: false,
          rolldownOptions: { output: { entryFileNames: BRIDGE_FILE, format: 'es', banner: BANNER } },
        },
      });
    },
  };
}
