/**
 * The engine: one fetch-standard handler (`Request -> Promise<Response>`) over IndexedDB.
 * It knows nothing of service workers or the DOM, so it runs in the worker and in Node alike.
 * `createEngine` has every service at hand (Node, the tests); the worker builds the same engine with
 * `createEngineCore` from core.ts and loads the stateful services on first use (services/port.ts).
 */
import { createEngineCore, type Engine, type EngineOptions } from './core.ts';
import { services } from './services/all.ts';

export type { Clock, RandomSource } from './clock.ts';
export { isEnginePath } from './contracts.ts';
export type { Engine, EngineOptions } from './core.ts';
export { SandboxDb } from './db/database.ts';
export type { JournalSource } from './db/journal-tables.ts';
export type { Documents } from './documents/port.ts';
export type { HandleOptions } from './journal/watch.ts';
export type { OwnerApi } from './owner.ts';
export { answerOwner, isOwnerMessage } from './owner.ts';
export { normaliseBase } from './paths.ts';

export function createEngine(options: Omit<EngineOptions, 'services'> = {}): Engine {
  return createEngineCore({ ...options, services: () => services });
}
