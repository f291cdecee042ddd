/** The world rule (issue 33): which world a tab works in when its page loads. */
import { describe, expect, it } from 'vitest';
import { worldForTab } from '../../../src/ui/world/world-rule.ts';
import type { StoredWorld } from '../../../src/ui/world/world-store.ts';

const NOW = Date.parse('2026-03-28T10:00:00Z');

function world(id: string, hoursLeft: number, usedAt = 0): StoredWorld {
  return {
    id,
    token: `token-${id}`,
    expires_at: new Date(NOW + hoursLeft * 3_600_000).toISOString(),
    created_at: '2026-03-28T00:00:00Z',
    used_at: usedAt,
  };
}

describe('the world a tab works in', () => {
  it('is the world this tab last used, while it is alive, even when another was used later', () => {
    const mine = world('mine', 5, 1);
    expect(worldForTab(mine, [world('later', 20, 2), mine], NOW)).toBe(mine);
  });

  it('is the live world used most recently when the tab has none (a new tab, the browser reopened)', () => {
    const latest = world('latest', 3, 9);
    expect(worldForTab(undefined, [latest, world('older', 20, 1)], NOW)).toBe(latest);
  });

  it('is the latest live one when the tab’s own world has ended', () => {
    const latest = world('latest', 3, 9);
    expect(worldForTab(world('ended', -1, 10), [latest], NOW)).toBe(latest);
  });

  it('is none when no world is alive: the first step starts one', () => {
    expect(worldForTab(undefined, [], NOW)).toBeUndefined();
    expect(worldForTab(world('ended', 0), [], NOW)).toBeUndefined();
  });
});
