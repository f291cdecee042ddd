import { copyFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import viteConfig from './vite.config.ts';

/** Where the whole build goes (the app's build ran first, into the same folder). */
const outDir = process.env.OUT_DIR ?? 'dist';

/**
 * Builds `embed/`: what a site on another origin copies into its public root (README, "Sites on other
 * origins"). `sandbox-sw.js` is the engine and the routing glue as one classic script, without
 * precache or shell; `services.js`, `pdf-renderer.js` and `documents.js` are the same files the app's
 * worker imports. Runs after vite.services.config.ts, vite.pdf.config.ts and vite.documents.config.ts,
 * whose output it copies.
 */
export default defineConfig({
  resolve: viteConfig.resolve,
  publicDir: false,
  // Library builds leave process.env.NODE_ENV as it is; a worker has no `process`.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: `${outDir}/embed`,
    emptyOutDir: true,
    target: 'es2022',
    lib: {
      entry: 'src/sw/embed.ts',
      formats: ['iife'],
      name: 'sandboxEmbed',
      fileName: () => 'sandbox-sw.js',
    },
  },
  plugins: [
    {
      name: 'copy-pdf-renderer',
      closeBundle: () => {
        copyFileSync(`${outDir}/services.js`, `${outDir}/embed/services.js`);
        copyFileSync(`${outDir}/pdf-renderer.js`, `${outDir}/embed/pdf-renderer.js`);
        copyFileSync(`${outDir}/documents.js`, `${outDir}/embed/documents.js`);
      },
    },
  ],
});
