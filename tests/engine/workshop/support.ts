/** Steps shared by the workshop tests (issue #13): settings, time travel, faults, agents, a restart. */
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { expect } from 'vitest';
import { createEngine, SandboxDb } from '../../../src/engine/index.ts';
import type { FaultSettings, WorldSettings } from '../../../src/engine/municipal/contract.ts';
import { auth } from '../municipal/support.ts';
import type { TestEngine } from '../support.ts';

export const NO_FAULTS: FaultSettings = {
  fault: 'none',
  when: 'next',
  rate: 0,
  latency_ms: 0,
  latency_jitter_ms: 0,
  seed: 1,
  applies_to: 'everyone',
};

export async function settingsOf(engine: TestEngine, token: string): Promise<WorldSettings> {
  const res = await engine.call('GET', '/v1/sessions/current', undefined, auth(token));
  expect(res.status).toBe(200);
  return (await res.json()) as WorldSettings;
}

export function moveClock(engine: TestEngine, token: string, seconds: unknown) {
  return engine.call('POST', '/v1/sessions/current/clock', { advance_seconds: seconds }, auth(token));
}

export async function setFaults(engine: TestEngine, token: string, faults: Partial<FaultSettings>) {
  const res = await engine.call('PUT', '/v1/sessions/current/faults', { ...NO_FAULTS, ...faults }, auth(token));
  expect(res.status).toBe(200);
  return (await res.json()) as WorldSettings;
}

export async function connectAgent(engine: TestEngine, capability: string): Promise<string> {
  const res = await engine.call('POST', '/v1/connections', { name: 'Assistent' }, auth(capability));
  expect(res.status).toBe(201);
  return ((await res.json()) as { token: string }).token;
}

/** A second engine over the same IndexedDB database, as a restarted worker would be: no memory kept. */
export function restarted(engine: TestEngine) {
  const db = new SandboxDb(engine.context.db.name, { indexedDB, IDBKeyRange });
  return createEngine({ db, clock: engine.clock });
}
