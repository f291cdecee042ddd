/**
 * How the worker gets the stateful services: from services.js, stored at install and evaluated on
 * first use (lazy-scripts.ts). `npm run dev` swaps this file for services-loader.dev.ts (vite.config.ts).
 */
import type { Services } from '../engine/services/port.ts';
import { lazyServices } from './lazy-scripts.ts';

export function servicesLoader(scriptUrl: string): () => Services {
  return lazyServices(scriptUrl);
}
