/**
 * "My cases": every case of the tab's world with its state. Read again when another world is opened
 * and on every change of the world (this tab's actions, other tabs), through `followWorld`.
 */
import { computed } from '@preact/signals';
import { createResource } from '../kit/resource.ts';
import { followWorld, type WorldSource } from '../world/world-events.ts';
import type { Case } from './api.ts';
import type { ScreenModel } from './use-model.ts';

export interface CasesDeps {
  world: WorldSource;
  /** Settles once the tab knows whether it had a world (api.ts `tabRestored`). */
  restored: Promise<void>;
  /** The service names come from the catalogue: read it first (its failure is not this screen's). */
  catalogue: () => Promise<unknown>;
  cases: () => Promise<Case[]>;
}

export function createCasesModel(deps: CasesDeps) {
  const cases = createResource(async () => {
    await Promise.all([deps.restored, deps.catalogue().catch(() => undefined)]);
    // A tab that has not chosen a world is offered the choice (WorldBar); nothing is opened for it.
    return deps.world.id.value ? deps.cases() : [];
  });
  /** "No cases yet" is said only in an open world, once its cases are read. */
  const none = computed(() => cases.data.value?.length === 0 && deps.world.id.value !== undefined);
  return {
    cases,
    none,
    reload: cases.refresh,
    start: () => followWorld(deps.world, cases.refresh),
  } satisfies ScreenModel & Record<string, unknown>;
}
export type CasesModel = ReturnType<typeof createCasesModel>;
