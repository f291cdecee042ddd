import { lazyScriptConfig } from './vite.lazy-script.ts';

/** `services.js`: the stateful services and Dexie, imported at install. The build's first step. */
export default lazyScriptConfig({
  entry: 'src/sw/services-script.ts',
  fileName: 'services.js',
  name: 'sandboxServicesScript',
  emptyOutDir: true,
});
