/** GET /v1/slots/{id}: the slots a world offers now for a service (and room). */

import { TIME_ZONE } from '../berlin-time.ts';
import { findService } from './catalogue.ts';
import type { MunicipalContext } from './context.ts';
import type { SlotList } from './contract.ts';
import { serviceNotFound } from './problems.ts';
import { offeredSlots, slotQuery } from './slots.ts';
import type { WorldRef } from './worlds.ts';

export async function slotList(
  context: MunicipalContext,
  world: WorldRef,
  serviceId: string,
  period: string | undefined,
  resource: string | undefined,
): Promise<SlotList> {
  const service = findService(serviceId);
  if (!service) throw serviceNotFound();
  const query = slotQuery(service, period, resource);
  const cases = await context.db.cases.where('worldId').equals(world.id).toArray();
  return {
    service: query.service,
    period: query.period,
    ...(query.resource ? { resource: query.resource } : {}),
    time_zone: TIME_ZONE,
    slots: offeredSlots(world.id, context.clock.now(), query, cases),
  };
}
