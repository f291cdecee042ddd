import { defineConfig } from 'vite';
import viteConfig from './vite.config.ts';

/**
 * Builds `services.js`: the stateful services and Dexie as one classic script the worker imports lazily
 * (see src/sw/lazy-scripts.ts). The build's first step: it empties the output folder.
 */
export default defineConfig({
  resolve: viteConfig.resolve,
  publicDir: false,
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: process.env.OUT_DIR ?? 'dist',
    emptyOutDir: true,
    target: 'es2022',
    lib: {
      entry: 'src/sw/services-script.ts',
      formats: ['iife'],
      name: 'sandboxServicesScript',
      fileName: () => 'services.js',
    },
  },
});
