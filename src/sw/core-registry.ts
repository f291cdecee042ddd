/**
 * The registry of the core's modules that services.js uses (`self.sandboxCore`), Workbox-style: in a
 * production build this file's content is generated (build/services-script.ts) from what services.js
 * imports of the modules the worker's own script holds, so each module exists once and services.js
 * reaches the core's copy. `fillCoreRegistry()` runs before services.js is first evaluated
 * (services-script-loader.ts), not at every worker start. Empty here: `npm run dev` and the tests
 * load the services directly.
 */
export function fillCoreRegistry(): void {}
