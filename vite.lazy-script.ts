import { defineConfig, type UserConfig } from 'vite';
import viteConfig from './vite.config.ts';

/**
 * The build of one script the worker evaluates on first use (src/sw/lazy-scripts.ts): a classic
 * script (IIFE) written beside the app into the same folder. These run before the main build, so the
 * precache manifest lists them (package.json's build); the first of them empties the folder.
 */
export function lazyScriptConfig(options: {
  entry: string;
  fileName: string;
  /** The IIFE's global name (the script sets its own `self.sandbox...` global too). */
  name: string;
  emptyOutDir?: boolean;
}): UserConfig {
  return defineConfig({
    resolve: viteConfig.resolve,
    publicDir: false,
    // Library builds leave process.env.NODE_ENV as it is; a worker has no `process`.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: process.env.OUT_DIR ?? 'dist',
      emptyOutDir: options.emptyOutDir ?? false,
      target: 'es2022',
      lib: { entry: options.entry, formats: ['iife'], name: options.name, fileName: () => options.fileName },
    },
  });
}
