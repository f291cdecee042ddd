/**
 * "Check your answers": the case as the API returned it with its service, the review's countdown in
 * the world's time (the Workshop may have moved the clock), and the confirmation. A case no longer
 * in review belongs to the case screen.
 */
import { computed, type ReadonlySignal, signal } from '@preact/signals';
import { problemCode } from '../kit/problem.ts';
import { createResource } from '../kit/resource.ts';
import { followWorld, type WorldSource } from '../world/world-events.ts';
import type { Case, ServiceEntry } from './api.ts';
import type { ScreenModel } from './use-model.ts';

export interface ReviewDeps {
  world: WorldSource;
  getCase: (id: string) => Promise<Case>;
  catalogue: () => Promise<ServiceEntry[]>;
  /** Reads the world's settings (and so its clock offset, `offsetMs`); its failure is not this screen's. */
  worldSettings: () => Promise<unknown>;
  submit: (id: string, version: number) => Promise<Case>;
  /** Cancels the case: for a case an agent asked to submit, this declines its request (issue #26). */
  cancel: (id: string, version: number) => Promise<Case>;
  /** The agent's request was declined: say so and show the case. */
  declined: (done: Case, agent: string) => void;
  /** How far the world's clock runs ahead of the device's. */
  offsetMs: ReadonlySignal<number>;
  /** The case is seen in another state than review: show it on the case screen. */
  toCase: (found: Case) => void;
  /** The case was sent: say so and show it on the case screen. */
  sent: (done: Case) => void;
  /** Sent: the answers kept for this service are in the case now, so they are forgotten. */
  forgetAnswers: (service: string) => void;
  now?: () => number;
  /** The countdown's step (ms). */
  tickMs?: number;
}

export interface Review {
  found: Case;
  service: ServiceEntry | undefined;
}

export function createReviewModel(caseId: string, deps: ReviewDeps) {
  const clock = deps.now ?? Date.now;
  const review = createResource<Review>(async () => {
    const [found, services] = await Promise.all([
      deps.getCase(caseId),
      deps.catalogue(),
      deps.worldSettings().catch(() => undefined),
    ]);
    if (found.state !== 'review') deps.toCase(found);
    return { found, service: services.find((s) => s.id === found.service) };
  });
  const busy = signal(false);
  /** Busy with declining (the Decline button says so), not with sending. */
  const declining = signal(false);
  /** The failure of the last confirmation (a loading failure is `review.error`). */
  const actionError = signal<unknown>(undefined);
  const failure = computed(() => actionError.value ?? review.error.value);
  /** The failure's Problem code: what the screen offers next depends on it (reload, another slot, start again). */
  const failureCode = computed(() => (failure.value === undefined ? undefined : problemCode(failure.value)));
  const now = signal(clock());
  /** Milliseconds left for the review, in the world's time. */
  const left = computed(() => {
    const expires = Date.parse(review.data.value?.found.expires_at ?? '');
    return Math.max(0, expires - (now.value + deps.offsetMs.value));
  });
  const expired = computed(() => review.data.value !== undefined && left.value === 0);

  async function confirmAndSubmit(): Promise<void> {
    const data = review.data.value;
    if (!data || busy.value || expired.value) return;
    busy.value = true;
    actionError.value = undefined;
    try {
      const done = await deps.submit(data.found.id, data.found.version);
      deps.forgetAnswers(done.service);
      deps.sent(done);
    } catch (error) {
      actionError.value = error;
    } finally {
      busy.value = false;
    }
  }

  /** Declines an agent's request to submit: the case is cancelled, and the agent's GET shows confirmation_declined. */
  async function decline(): Promise<void> {
    const data = review.data.value;
    const agent = data?.found.awaiting_confirmation?.by;
    if (!data || agent === undefined || busy.value) return;
    busy.value = true;
    declining.value = true;
    actionError.value = undefined;
    try {
      deps.declined(await deps.cancel(data.found.id, data.found.version), agent);
    } catch (error) {
      actionError.value = error;
    } finally {
      busy.value = false;
      declining.value = false;
    }
  }

  /** After "the case changed meanwhile": read it again, and the failure goes once it is read. */
  async function reloadAfterChange(): Promise<void> {
    await review.refresh();
    if (review.error.value === undefined) actionError.value = undefined;
  }

  return {
    review,
    busy,
    actionError,
    failure,
    failureCode,
    left,
    expired,
    confirmAndSubmit,
    decline,
    declining,
    reloadAfterChange,
    reload: review.refresh,
    start() {
      const timer = setInterval(() => {
        now.value = clock();
      }, deps.tickMs ?? 1000);
      const stopWorld = followWorld(deps.world, review.refresh);
      return () => {
        clearInterval(timer);
        stopWorld();
      };
    },
  } satisfies ScreenModel & Record<string, unknown>;
}
export type ReviewModel = ReturnType<typeof createReviewModel>;
