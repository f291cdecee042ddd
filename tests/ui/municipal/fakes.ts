/** Small fakes for the screen models' tests: deferred answers, services, cases, settings. */
import type { Case, ServiceEntry, WorldSettings } from '../../../src/ui/municipal/api.ts';

export { deferred } from '../support/deferred.ts';

/** Lets every settled promise's callbacks run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

export function service(id: string, outcome: ServiceEntry['outcome'], name: string, description = ''): ServiceEntry {
  return {
    id,
    outcome,
    name: { de: name, en: name },
    description: { de: description, en: description },
    fields: [],
    fee: { kind: 'fixed', cents: 0 },
  } as unknown as ServiceEntry;
}

export function aCase(id: string, state: Case['state'], version = 1, extra: Partial<Case> = {}): Case {
  return {
    id,
    state,
    version,
    service: 'termin',
    fee: 0,
    profile: { id: 'p1', name: 'Erika Muster', address: 'Hauptstr. 1 (fiktiv)' },
    details: { service_name: 'Termin' },
    can_cancel: state === 'completed',
    ...extra,
  } as unknown as Case;
}

export function settings(extra: Partial<WorldSettings> = {}): WorldSettings {
  return {
    now: '2026-03-30T09:00:00.000Z',
    ends_at: '2026-03-31T09:00:00.000Z',
    seconds_left: 86_400,
    clock_offset_seconds: 0,
    faults: {
      fault: 'none',
      when: 'next',
      rate: 0,
      latency_ms: 0,
      latency_jitter_ms: 0,
      seed: 1,
      applies_to: 'everyone',
    },
    ...extra,
  } as unknown as WorldSettings;
}
