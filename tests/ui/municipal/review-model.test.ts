/** "Check your answers": load, countdown in world time, confirm (answers forgotten), failures and their codes. */
import { signal } from '@preact/signals';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/ui/kit/api.ts';
import { problemMessage } from '../../../src/ui/kit/problem.ts';
import type { Case } from '../../../src/ui/municipal/api.ts';
import { createReviewModel, type ReviewDeps } from '../../../src/ui/municipal/review-model.ts';
import { createWorldSource } from '../../../src/ui/world/world-events.ts';
import { setLangForTest } from '../kit/lang.ts';
import { aCase, deferred, service, settle } from './fakes.ts';

afterEach(() => setLangForTest('de'));

const NOW = Date.parse('2026-03-30T09:00:00.000Z');
const inReview = (version = 1) =>
  aCase('c1', 'review', version, { expires_at: new Date(NOW + 15 * 60_000).toISOString() } as Partial<Case>);

function setup(overrides: Partial<ReviewDeps> = {}) {
  const { source, changed } = createWorldSource(signal('w1'));
  const offsetMs = signal(0);
  let now = NOW;
  const log = {
    toCase: [] as string[],
    sent: [] as string[],
    declined: [] as string[],
    forgotten: [] as string[],
    settingsReads: 0,
  };
  const deps: ReviewDeps = {
    world: source,
    getCase: async () => inReview(),
    catalogue: async () => [service('termin', 'completed', 'Termin im Bürgerbüro')],
    worldSettings: async () => {
      log.settingsReads += 1;
      throw new Error('settings are not this screen’s failure');
    },
    submit: async (id, version) => aCase(id, 'completed', version + 1),
    cancel: async (id, version) => aCase(id, 'cancelled', version + 1),
    declined: (done, agent) => log.declined.push(`${done.id}:${done.state} by ${agent}`),
    offsetMs,
    toCase: (found) => log.toCase.push(found.id),
    sent: (done) => log.sent.push(`${done.id}:${done.state}`),
    forgetAnswers: (id) => log.forgotten.push(id),
    now: () => now,
    tickMs: 5,
    ...overrides,
  };
  const model = createReviewModel('c1', deps);
  return { model, changed, offsetMs, log, setNow: (ms: number) => (now = ms) };
}

describe('review model', () => {
  it('declines an agent’s request to submit: the case is cancelled and the screen says whose request it was', async () => {
    const asked = {
      ...inReview(),
      awaiting_confirmation: { by: 'Claude', requested_at: '2026-03-30T10:59:00+02:00' },
    } as Case;
    const cancelled: string[] = [];
    const { model, log } = setup({
      getCase: async () => asked,
      cancel: async (id, version) => {
        cancelled.push(`${id}@${version}`);
        return aCase(id, 'cancelled', version + 1);
      },
    });
    model.start();
    await settle();
    await model.decline();
    expect(cancelled).toEqual(['c1@1']);
    expect(log.declined).toEqual(['c1:cancelled by Claude']);
    expect(log.sent).toEqual([]);
  });

  it('offers no decline for the person’s own draft', async () => {
    const cancelled: string[] = [];
    const { model, log } = setup({
      cancel: async (id, version) => {
        cancelled.push(id);
        return aCase(id, 'cancelled', version + 1);
      },
    });
    model.start();
    await settle();
    await model.decline();
    expect(cancelled).toEqual([]);
    expect(log.declined).toEqual([]);
  });

  it('loads the case with its service; the world settings failing is not the screen’s failure', async () => {
    const { model, log } = setup();
    model.start();
    await settle();
    expect(model.review.data.value?.found.id).toBe('c1');
    expect(model.review.data.value?.service?.id).toBe('termin');
    expect(model.failure.value).toBeUndefined();
    expect(log.settingsReads).toBe(1);
    expect(log.toCase).toEqual([]);
  });

  it('hands a case no longer in review to the case screen', async () => {
    const { model, log } = setup({ getCase: async () => aCase('c1', 'completed') });
    model.start();
    await settle();
    expect(log.toCase).toEqual(['c1']);
  });

  it('counts down in the world time: a moved clock shortens it, and at zero it has expired', async () => {
    const { model, offsetMs, setNow } = setup();
    const stop = model.start();
    await settle();
    expect(model.left.value).toBe(15 * 60_000);
    expect(model.expired.value).toBe(false);
    offsetMs.value = 10 * 60_000;
    expect(model.left.value).toBe(5 * 60_000);
    setNow(NOW + 5 * 60_000);
    await new Promise((resolve) => setTimeout(resolve, 20)); // A tick reads the new time.
    expect(model.left.value).toBe(0);
    expect(model.expired.value).toBe(true);
    stop();
  });

  it('does not send once expired', async () => {
    let sent = 0;
    const { model, offsetMs } = setup({
      submit: async () => {
        sent += 1;
        return aCase('c1', 'completed');
      },
    });
    model.start();
    await settle();
    offsetMs.value = 60 * 60_000;
    await model.confirmAndSubmit();
    expect(sent).toBe(0);
  });

  it('confirms: the kept answers of the service are forgotten and the sent case is shown', async () => {
    const { model, log } = setup();
    model.start();
    await settle();
    const sending = model.confirmAndSubmit();
    expect(model.busy.value).toBe(true);
    await sending;
    expect(model.busy.value).toBe(false);
    expect(log.forgotten).toEqual(['termin']);
    expect(log.sent).toEqual(['c1:completed']);
    expect(model.failure.value).toBeUndefined();
  });

  it('a refused confirmation keeps the answers and names its code; the failure is worded by problemMessage', async () => {
    const { model, log } = setup({
      submit: async () => {
        throw new ApiError(409, { error: 'booking_conflict' });
      },
    });
    model.start();
    await settle();
    await model.confirmAndSubmit();
    expect(log.forgotten).toEqual([]);
    expect(log.sent).toEqual([]);
    expect(model.failureCode.value).toBe('booking_conflict');
    expect(problemMessage(model.failure.value, 'm')).toBe(
      'Dieser Termin ist nicht mehr frei. Wählen Sie einen anderen Termin.',
    );
    setLangForTest('en');
    expect(problemMessage(model.failure.value, 'm')).toBe('This slot is no longer free. Choose another slot.');
  });

  it('after "changed meanwhile" reads the case again and the failure goes', async () => {
    let version = 1;
    const { model } = setup({
      getCase: async () => inReview(version),
      submit: async () => {
        throw new ApiError(409, { error: 'stale_version' });
      },
    });
    model.start();
    await settle();
    await model.confirmAndSubmit();
    expect(model.failureCode.value).toBe('stale_version');
    version = 2;
    await model.reloadAfterChange();
    expect(model.review.data.value?.found.version).toBe(2);
    expect(model.failure.value).toBeUndefined();
  });

  it('reads again when the world changes, and a late older answer never overwrites the newer one', async () => {
    const first = deferred<Case>();
    const answers = [first.promise, Promise.resolve(inReview(3))];
    const { model, changed } = setup({ getCase: () => answers.shift() as Promise<Case> });
    model.start();
    changed();
    await settle();
    first.resolve(inReview(1));
    await settle();
    expect(model.review.data.value?.found.version).toBe(3);
  });
});
