/** followWorld: a model reads on start, on a new world and on every change; never after it stopped. */
import { signal } from '@preact/signals';
import { describe, expect, it } from 'vitest';
import { createWorldSource, followWorld } from '../../../src/ui/world/world-events.ts';

describe('followWorld', () => {
  it('reads at once, when another world opens and on every change; not when only the session object changes', () => {
    const id = signal<string | undefined>('a');
    const { source, changed } = createWorldSource(id);
    let reads = 0;
    const stop = followWorld(source, () => {
      reads += 1;
    });
    expect(reads).toBe(1);
    id.value = 'b';
    expect(reads).toBe(2);
    id.value = 'b'; // The same world (e.g. a new expiry time): no read.
    expect(reads).toBe(2);
    changed();
    expect(reads).toBe(3);
    id.value = undefined; // The tab left its world.
    expect(reads).toBe(4);
    stop();
    changed();
    id.value = 'c';
    expect(reads).toBe(4);
  });

  it('tells every follower, and a follower that stops is no longer told', () => {
    const { source, changed } = createWorldSource(signal('a'));
    const reads = { one: 0, two: 0 };
    const stopOne = followWorld(source, () => {
      reads.one += 1;
    });
    followWorld(source, () => {
      reads.two += 1;
    });
    changed();
    stopOne();
    changed();
    expect(reads).toEqual({ one: 2, two: 3 });
  });
});
