/**
 * Workshop faults (issue #13): per world, off by default. Around a request with the world's
 * credential: added latency (fixed plus seeded jitter), then 429 or 503 before anything happens, or
 * the handler runs and its answer is lost (503 answer_lost) after the write committed. A fault set
 * for the next request switches itself off when used; one set as a rate draws from the world's seed.
 */
import * as v from 'valibot';
import type { FaultSettingsRow } from '../db/municipal-tables.ts';
import { isAppBackground } from '../http/background.ts';
import { type FaultKind, preferredFaults } from '../http/prefer.ts';
import { relativePath } from '../paths.ts';
import { requirePerson } from './connections.ts';
import type { MunicipalContext } from './context.ts';
import { FaultSettingsSchema, type WorldSettings } from './contract.ts';
import { answerLost, faultRateLimited, faultUnavailable, unauthorized } from './problems.ts';
import { checkMembers, type MemberRule, workshopRefusal } from './workshop-refusals.ts';
import { worldSettings } from './world-clock.ts';
import type { WorldState } from './world-state.ts';
import type { WorldRef } from './worlds.ts';

/** FaultSettings' members with what each may be: a body not of this shape is 400, values outside them 422. */
const FAULT_MEMBERS: Record<string, MemberRule> = {
  fault: { type: 'string', allowed: 'none, 429, 503 or lost-answer' },
  when: { type: 'string', allowed: 'next or rate' },
  rate: { type: 'number', allowed: 'a number from 0 to 1 (used when "when" is rate)' },
  latency_ms: { type: 'number', allowed: 'an integer from 0 to 10000' },
  latency_jitter_ms: { type: 'number', allowed: 'an integer from 0 to 10000' },
  seed: { type: 'number', allowed: 'an integer from 0 to 2147483647' },
  applies_to: { type: 'string', allowed: 'everyone or agents' },
};

/** PUT /v1/sessions/current/faults: replaces the world's switches (the person only). */
export async function setFaults(context: MunicipalContext, world: WorldRef, body: unknown): Promise<WorldSettings> {
  requirePerson(world, 'switch the world’s faults');
  const members = checkMembers(body, FAULT_MEMBERS);
  const parsed = v.safeParse(FaultSettingsSchema, members);
  if (!parsed.success) {
    const member = String(parsed.issues[0]?.path?.[0]?.key ?? 'fault');
    throw workshopRefusal(
      'unsupported_input',
      member,
      FAULT_MEMBERS[member]?.allowed ?? '',
      `${JSON.stringify(members[member])} is not allowed`,
    );
  }
  const faults: FaultSettingsRow = parsed.output;
  const updated = await context.db.worlds.update(world.id, { faults });
  if (updated === 0) throw unauthorized();
  world.state.faults = faults;
  world.state.draws = 0;
  return worldSettings(context, world);
}

/** What happens to one request: how long it waits and which fault, if any, it meets. */
interface FaultPlan {
  latencyMs: number;
  fault: FaultKind | undefined;
  /** A "next request" fault was used up here: its switch must be stored as off. */
  consumed: boolean;
}

/**
 * Decides a request's faults. `write` is true for the idempotent writes (draft, submit, cancel): only
 * they can lose an answer after committing. A fault asked for in Prefer wins over the switches and
 * uses none of them up. Synchronous, so two requests in flight cannot both use a "next" fault.
 */
function planFaults(world: WorldRef, request: Request, write: boolean): FaultPlan {
  // The app's own background reads (showing a screen) meet nothing and draw nothing: a fault waits
  // for the participant's request, and the seeded sequence is the participant's alone.
  if (isAppBackground(request)) return { latencyMs: 0, fault: undefined, consumed: false };
  const preferred = preferredFaults(request);
  const { state } = world;
  const settings = state.faults;
  const chosen = settings.applies_to === 'everyone' || world.actor.kind === 'agent';
  const jitter =
    chosen && settings.latency_jitter_ms > 0 ? Math.floor(draw(state) * (settings.latency_jitter_ms + 1)) : 0;
  const latencyMs = preferred.latencyMs ?? (chosen ? settings.latency_ms + jitter : 0);
  const applicable = (fault: FaultKind | 'none' | undefined) =>
    fault === undefined || fault === 'none' || (fault === 'lost-answer' && !write) ? undefined : fault;
  const asked = applicable(preferred.fault);
  if (asked || preferred.fault) return { latencyMs, fault: asked, consumed: false };
  const switched = chosen ? applicable(settings.fault) : undefined;
  if (!switched) return { latencyMs, fault: undefined, consumed: false };
  if (settings.when === 'next') {
    state.faults = { ...settings, fault: 'none' };
    return { latencyMs, fault: switched, consumed: true };
  }
  return { latencyMs, fault: draw(state) < settings.rate ? switched : undefined, consumed: false };
}

/** Runs a request of the world through its faults. */
export async function withFaults(
  context: MunicipalContext,
  world: WorldRef,
  request: Request,
  write: boolean,
  run: () => Promise<Response>,
): Promise<Response> {
  const plan = planFaults(world, request, write);
  // The one extra write, only when a "next request" fault is used: the switch is off for good, and
  // the Workshop page can show when and where it fired.
  if (plan.consumed && plan.fault) {
    const url = new URL(request.url);
    const path = relativePath(url.pathname, context.base) ?? url.pathname;
    const faultFired = { fault: plan.fault, request: `${request.method} ${path}`, at: context.clock.now() };
    world.state.faultFired = faultFired;
    await context.db.worlds.update(world.id, { faults: world.state.faults, faultFired });
  }
  if (plan.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, plan.latencyMs));
  if (plan.fault === '429') throw faultRateLimited();
  if (plan.fault === '503') throw faultUnavailable();
  const response = await run();
  if (plan.fault === 'lost-answer' && response.ok) {
    // The write has committed; only its answer is dropped, as a network would drop it.
    void response.body?.cancel();
    throw answerLost();
  }
  return response;
}

/** The world's next seeded number in [0, 1) (mulberry32): the same seed gives the same sequence. */
function draw(state: WorldState): number {
  state.draws += 1;
  let t = (state.faults.seed + Math.imul(state.draws, 0x6d2b79f5)) >>> 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
}
