/** A world holds at most 40 cases, counting every state. */
import { describe, expect, it } from 'vitest';
import { MUNICIPAL_LIMITS } from '../../../src/engine/municipal/contract.ts';

import { testEngine } from '../support.ts';
import { confirm, draft, newKey, openWorld, WOHNGELD } from './support.ts';

const MAX_CASES_PER_WORLD = MUNICIPAL_LIMITS.casesPerWorld;

describe('cases per world', () => {
  it('is 40; the 41st draft is 429 capacity_reached, whatever the states, without Retry-After', async () => {
    expect(MAX_CASES_PER_WORLD).toBe(40);
    const engine = testEngine();
    const token = await openWorld(engine);
    const keys: string[] = [];
    for (let i = 0; i < 40; i++) {
      keys.push(newKey());
      const made = await draft(engine, token, WOHNGELD, keys[i]);
      expect(made.res.status).toBe(201);
      // Cancelled cases still count.
      if (i % 2 === 0) await confirm(engine, token, made.body.id, 'cancel', 1);
    }
    const full = await draft(engine, token, WOHNGELD);
    expect(full.res.status).toBe(429);
    expect(full.body.error).toBe('capacity_reached');
    expect(full.res.headers.get('retry-after')).toBeNull();
    expect(full.body.message).toMatch(/40/);
    // A retry of the 40th draft still replays; another world has room.
    expect((await draft(engine, token, WOHNGELD, keys[39])).res.status).toBe(201);
    expect((await draft(engine, await openWorld(engine), WOHNGELD)).res.status).toBe(201);
    expect(await engine.context.db.cases.count()).toBe(41);
  });
});
