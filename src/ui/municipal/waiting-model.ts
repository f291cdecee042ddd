/**
 * The cases an agent connection asked to submit that wait for the person (issue #26): read in the
 * background (no fault, no journal row) when the world changes and every few seconds while the page
 * is visible, since an agent asks from outside the app (the bridge, MCP) and tells no tab.
 */
import { computed } from '@preact/signals';
import { createResource } from '../kit/resource.ts';
import { followWorld, type WorldSource } from '../world/world-events.ts';
import type { Case } from './api.ts';
import type { ScreenModel } from './use-model.ts';

export interface WaitingDeps {
  world: WorldSource;
  /** The world's cases, read in the background. */
  cases: () => Promise<Case[]>;
  /** How often to look again (ms); 0: only on a change of the world. */
  pollMs?: number;
  /** Whether the page is seen (the app: document.visibilityState); a hidden page does not poll. */
  visible?: () => boolean;
}

export function createWaitingModel(deps: WaitingDeps) {
  const cases = createResource(async () => {
    if (!deps.world.id.value) return [];
    // A failed read shows no notice rather than an error on every screen; the next read tries again.
    return deps.cases().catch((): Case[] => cases.data.value ?? []);
  });
  /** The waiting requests, oldest first. */
  const waiting = computed(() =>
    (cases.data.value ?? [])
      .filter((item) => item.state === 'review' && item.awaiting_confirmation)
      .sort((a, b) =>
        (a.awaiting_confirmation?.requested_at ?? '').localeCompare(b.awaiting_confirmation?.requested_at ?? ''),
      ),
  );
  return {
    waiting,
    reload: () => cases.refresh(),
    start() {
      const stop = followWorld(deps.world, cases.refresh);
      const pollMs = deps.pollMs ?? 0;
      const timer =
        pollMs > 0
          ? setInterval(() => {
              if (deps.world.id.value && (deps.visible?.() ?? true)) void cases.refresh();
            }, pollMs)
          : undefined;
      return () => {
        stop();
        clearInterval(timer);
      };
    },
  } satisfies ScreenModel & Record<string, unknown>;
}
export type WaitingModel = ReturnType<typeof createWaitingModel>;
