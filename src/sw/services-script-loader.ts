/**
 * The worker's side of `services.js` (services-script.ts), a stored script (stored-script.ts): the
 * stateful services with Dexie and the document builders, stored with importScripts() while the worker
 * installs and evaluated at the first request that needs them, so a cold start answering /hello, the
 * catalogue or the app shell never compiles them (docs/performance.md). It shares the core's modules
 * through the registry core-registry.ts fills (docs/architecture.md, "One build").
 */
import type { Documents } from '../engine/documents/port.ts';
import type { Services } from '../engine/services/port.ts';
import { SERVICES_SCRIPT } from '../shared/build.mjs';
import { storedScript } from './stored-script.ts';

/** What services.js puts on `self.sandboxServices`. */
export interface ServicesScript {
  /** The build the script is from. */
  build: string;
  /** Evaluates the services (and Dexie) on first call. */
  services(): Promise<Services>;
  /** Evaluates the document builders on first call. */
  documents(): Promise<Documents>;
}

/**
 * Fills `self.sandboxCore` (core-registry.ts). The registry is a lazily initialised module of the
 * worker's script (a bundler-resolved import()): its imports (the core's modules services.js reads)
 * are evaluated here, not at every worker start (docs/performance.md, third pass).
 */
const fillRegistry = () => import('./core-registry.ts').then((registry) => registry.fillCoreRegistry());

const servicesScript = (scriptUrl: string) => {
  const script = storedScript<ServicesScript>(scriptUrl, SERVICES_SCRIPT, 'sandboxServices', 'services_unavailable');
  // services.js reads the core's modules from self.sandboxCore as it is evaluated: fill it first.
  return {
    store: async () => {
      await fillRegistry();
      return script.store();
    },
    get: async () => {
      await fillRegistry();
      return script.get();
    },
  };
};

/** Stores the script at install (see storePdfScript): one that cannot be loaded fails the install. */
export function storeServicesScript(scriptUrl: string): Promise<void> {
  return servicesScript(scriptUrl).store();
}

/** The services and the document builders of the stored script, evaluated at the first call. */
export function servicesFrom(scriptUrl: string): { services(): Promise<Services>; documents(): Promise<Documents> } {
  const script = servicesScript(scriptUrl);
  return {
    services: async () => (await script.get()).services(),
    documents: async () => (await script.get()).documents(),
  };
}
