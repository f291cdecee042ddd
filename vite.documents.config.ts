import { defineConfig } from 'vite';
import viteConfig from './vite.config.ts';

/**
 * Builds `documents.js`: the document builders as one classic script the worker imports lazily
 * (see src/sw/lazy-scripts.ts). Runs before the main build, into the same folder, so the precache lists it.
 */
export default defineConfig({
  resolve: viteConfig.resolve,
  publicDir: false,
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: process.env.OUT_DIR ?? 'dist',
    emptyOutDir: false,
    target: 'es2022',
    lib: {
      entry: 'src/sw/documents-script.ts',
      formats: ['iife'],
      name: 'sandboxDocumentsScript',
      fileName: () => 'documents.js',
    },
  },
});
