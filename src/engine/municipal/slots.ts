/**
 * Slots of termin (the citizens' office) and raum (rooms of the community centre): Berlin local
 * times on the coming working days, deterministic from the world and the clock, without the past
 * and without slots booked by completed cases in that world.
 */
import { addDays, berlinDate, berlinToInstant, weekday } from '../berlin-time.ts';
import type { Service } from './catalogue.ts';
import { unsupported } from './problems.ts';
import type { CaseRow } from './stores.ts';

type Period = 'vormittag' | 'nachmittag' | 'egal';

/** On how many working days (today included) slots are offered. */
const SLOT_WORKING_DAYS = 10;

/** Opening hours: the citizens' office every 30 minutes, rooms by the hour. */
const TIMES: Record<'termin' | 'raum', string[]> = {
  termin: [
    '08:00',
    '08:30',
    '09:00',
    '09:30',
    '10:00',
    '10:30',
    '11:00',
    '11:30',
    '14:00',
    '14:30',
    '15:00',
    '15:30',
    '16:00',
    '16:30',
    '17:00',
    '17:30',
  ],
  raum: ['09:00', '10:00', '11:00', '14:00', '15:00', '16:00', '17:00', '18:00', '19:00'],
};

interface SlotQuery {
  service: 'termin' | 'raum';
  period: Period;
  /** For raum: the room; slots of each room differ. */
  resource?: string;
}

/** The choices of a field in the catalogue (zeitraum's periods, raum's rooms). */
function choices(service: Service, key: string): string[] {
  return service.fields.find((field) => field.key === key)?.options.map((option) => option.value) ?? [];
}

/**
 * The query of GET /v1/slots/{id} and of a draft's slot, checked against the catalogue: the
 * period is one of the service's zeitraum choices, raum names one of its rooms, termin none.
 */
export function slotQuery(service: Service, period: string | undefined, resource: string | undefined): SlotQuery {
  if (!service.needsSlot) throw unsupported(`The service ${service.id} has no slots; only termin and raum do.`);
  const periods = choices(service, 'zeitraum');
  const chosen = period ?? 'egal';
  if (!periods.includes(chosen)) throw unsupported(`period must be ${periods.join(', ')}.`);
  if (service.id === 'raum') {
    const rooms = choices(service, 'raum');
    if (!resource || !rooms.includes(resource))
      throw unsupported(`For raum, resource must name a room: ${rooms.join(', ')}.`);
    return { service: 'raum', period: chosen as Period, resource };
  }
  if (resource !== undefined) throw unsupported(`${service.id} has no resources; leave out the resource parameter.`);
  return { service: service.id as 'termin', period: chosen as Period };
}

/** The slots on offer now, earliest first. */
export function offeredSlots(worldId: string, now: number, query: SlotQuery, cases: CaseRow[]): string[] {
  const booked = bookedSlots(cases, query.service, query.resource);
  const slots: string[] = [];
  // Today counts as the first working day; its past slots drop out below.
  let day = addDays(berlinDate(now), -1);
  for (let found = 0; found < SLOT_WORKING_DAYS; ) {
    day = addDays(day, 1);
    const dow = weekday(day);
    if (dow === 0 || dow === 6) continue;
    found += 1;
    for (const time of TIMES[query.service]) {
      if (!inPeriod(time, query.period)) continue;
      const slot = `${day}T${time}`;
      if (booked.has(slot) || berlinToInstant(day, time) <= now) continue;
      // About two in three slots are free, the same ones for the same world every time.
      if (hash(`${worldId}|${query.service}|${query.resource ?? ''}|${slot}`) % 3 === 0) continue;
      slots.push(slot);
    }
  }
  return slots;
}

/** Slots held by completed bookings of a service (and room) in a world. */
export function bookedSlots(cases: CaseRow[], service: string, resource?: string): Set<string> {
  const held = new Set<string>();
  for (const c of cases) {
    if (c.state !== 'completed' || c.service !== service || !c.fields.slot) continue;
    if (service === 'raum' && c.fields.raum !== resource) continue;
    held.add(c.fields.slot);
  }
  return held;
}

function inPeriod(time: string, period: Period): boolean {
  if (period === 'egal') return true;
  return period === 'vormittag' ? time < '12:00' : time >= '12:00';
}

/** FNV-1a: a small, stable, non-cryptographic hash for deterministic choices. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}
