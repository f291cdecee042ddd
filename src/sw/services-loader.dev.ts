/**
 * The dev server's stand-in for services-loader.ts: Vite serves the worker as a module, which cannot
 * importScripts(), so there the services are part of the worker (vite.config.ts swaps the files).
 */
import { services } from '../engine/services/all.ts';
import type { Services } from '../engine/services/port.ts';

export function servicesLoader(_scriptUrl: string): () => Services {
  return () => services;
}
