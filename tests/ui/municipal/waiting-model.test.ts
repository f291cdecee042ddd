/** The waiting requests of the world bar: read on a change of the world and while visible, oldest first. */
import { signal } from '@preact/signals';
import { describe, expect, it, vi } from 'vitest';
import type { Case } from '../../../src/ui/municipal/api.ts';
import { createWaitingModel } from '../../../src/ui/municipal/waiting-model.ts';
import { createWorldSource } from '../../../src/ui/world/world-events.ts';
import { aCase, settle } from './fakes.ts';

const asked = (id: string, by: string, at: string) =>
  ({ ...aCase(id, 'review'), awaiting_confirmation: { by, requested_at: at } }) as Case;

describe('waiting requests', () => {
  it('lists the cases an agent asked to submit, oldest first, and reads again when the world changes', async () => {
    const { source, changed } = createWorldSource(signal('w1'));
    let cases: Case[] = [aCase('own', 'review'), asked('b', 'Cursor', '2026-03-30T10:02:00+02:00')];
    const model = createWaitingModel({ world: source, cases: async () => cases });
    const stop = model.start();
    await settle();
    expect(model.waiting.value.map((item) => item.id)).toEqual(['b']);
    cases = [...cases, asked('a', 'Claude', '2026-03-30T10:01:00+02:00'), aCase('done', 'received')];
    changed();
    await settle();
    expect(model.waiting.value.map((item) => item.id)).toEqual(['a', 'b']);
    stop();
  });

  it('looks again every pollMs while the page is visible, not while it is hidden', async () => {
    vi.useFakeTimers();
    try {
      const { source } = createWorldSource(signal('w1'));
      let reads = 0;
      let visible = true;
      const model = createWaitingModel({
        world: source,
        cases: async () => {
          reads += 1;
          return [];
        },
        pollMs: 1000,
        visible: () => visible,
      });
      const stop = model.start();
      expect(reads).toBe(1);
      await vi.advanceTimersByTimeAsync(2000);
      expect(reads).toBe(3);
      visible = false;
      await vi.advanceTimersByTimeAsync(3000);
      expect(reads).toBe(3);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows nothing without a world, and keeps the last list when a read fails', async () => {
    const id = signal<string | undefined>(undefined);
    const { source } = createWorldSource(id);
    let fail = false;
    const model = createWaitingModel({
      world: source,
      cases: async () => {
        if (fail) throw new Error('offline');
        return [asked('a', 'Claude', '2026-03-30T10:01:00+02:00')];
      },
    });
    model.start();
    await settle();
    expect(model.waiting.value).toEqual([]);
    id.value = 'w1';
    await settle();
    expect(model.waiting.value.map((item) => item.id)).toEqual(['a']);
    fail = true;
    await model.reload();
    expect(model.waiting.value.map((item) => item.id)).toEqual(['a']);
  });
});
