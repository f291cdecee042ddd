/**
 * Entry of `services.js`: the stateful services (municipal, content, MCP, with Dexie) and the document
 * builders as a classic script of their own, stored at install and evaluated at the first request that
 * needs them (services-script-loader.ts). Its top level only announces its build; the services and the
 * documents are lazily initialised modules of this file, run when the worker asks for them. Every
 * module the core (sw.js, sandbox-sw.js) holds is not in this file: the build maps those imports to
 * the registry core-registry.ts fills (build/services-script.ts), so each module exists once.
 */
import type { ServicesScript } from './services-script-loader.ts';

declare const __SANDBOX_BUILD__: string;

const script: ServicesScript = {
  build: __SANDBOX_BUILD__,
  services: () => import('../engine/services/all.ts').then((m) => m.services),
  documents: () => import('../engine/documents/build.ts').then((m) => m.createDocuments()),
};
(self as unknown as { sandboxServices?: ServicesScript }).sandboxServices = script;
