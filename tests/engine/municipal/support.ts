/** Steps shared by the municipal tests: open a world, find a slot, make drafts, confirm. */
import { expect } from 'vitest';
import type { TestEngine } from '../support.ts';

let keyCounter = 0;
/** A fresh valid Idempotency-Key. */
export function newKey(): string {
  keyCounter += 1;
  return `test-key-${String(keyCounter).padStart(8, '0')}`;
}

export async function openWorld(engine: TestEngine): Promise<string> {
  const res = await engine.call('POST', '/v1/sessions', {});
  expect(res.status).toBe(201);
  return ((await res.json()) as { token: string }).token;
}

export function auth(token: string, extra: Record<string, string> = {}): Record<string, string> {
  return { authorization: `Bearer ${token}`, ...extra };
}

export async function firstSlot(engine: TestEngine, token: string, service = 'termin', query = ''): Promise<string> {
  const res = await engine.call('GET', `/v1/slots/${service}${query}`, undefined, auth(token));
  const body = (await res.json()) as { slots: string[] };
  expect(body.slots.length).toBeGreaterThan(0);
  return body.slots[0] as string;
}

export const WOHNGELD = { service: 'wohngeld', profile: 'anna', fields: { haushalt: 'familie', wohnung: 'miete' } };

export async function terminInput(engine: TestEngine, token: string, profile = 'anna') {
  const slot = await firstSlot(engine, token, 'termin', '?period=vormittag');
  return { service: 'termin', profile, fields: { anliegen: 'ausweis', zeitraum: 'vormittag', slot } };
}

export interface CaseBody {
  id: string;
  state: string;
  version: number;
  can_cancel: boolean;
  receipt: { number: string; issued_at: string; url: string } | null;
  details: Record<string, string>;
  fee: number;
  expires_at?: string;
  profile: { id: string; name: string; address: string };
  [key: string]: unknown;
}

export async function draft(engine: TestEngine, token: string, input: unknown, key = newKey()) {
  const res = await engine.call('POST', '/v1/drafts', input, auth(token, { 'idempotency-key': key }));
  return { res, body: (await res.json()) as CaseBody };
}

export async function confirm(
  engine: TestEngine,
  token: string,
  id: string,
  action: 'submit' | 'cancel',
  version: number,
  key = newKey(),
) {
  const res = await engine.call(
    'POST',
    `/v1/drafts/${id}/${action}`,
    { version, confirmed: true },
    auth(token, { 'idempotency-key': key }),
  );
  return { res, body: (await res.json()) as CaseBody & { error?: string } };
}
