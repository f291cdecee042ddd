import { defineConfig } from 'vite';
import viteConfig from './vite.config.ts';

/**
 * Builds `pdf-renderer.js`: jsPDF and the renderer as one classic script the worker imports lazily
 * (see src/sw/lazy-scripts.ts). Runs before the main build, into the same folder, so the precache lists it.
 */
export default defineConfig({
  resolve: viteConfig.resolve,
  build: {
    outDir: process.env.OUT_DIR ?? 'dist',
    emptyOutDir: false,
    target: 'es2022',
    lib: {
      entry: 'src/sw/pdf-script.ts',
      formats: ['iife'],
      name: 'sandboxPdfScript',
      fileName: () => 'pdf-renderer.js',
    },
  },
});
