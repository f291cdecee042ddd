import { describe, expect, it } from 'vitest';
import { RULES } from '../../../src/engine/report/rules.ts';
import { testEngine } from '../support.ts';

describe('the owner channel’s list of rules (the room board names handed-in cards’ rules with it)', () => {
  it('gives every rule its title, advice and the guide section its card links to', async () => {
    const engine = testEngine();
    const rules = await engine.owner.listRules({});
    expect(rules.map((rule) => rule.id)).toEqual(RULES.map((rule) => rule.id));
    const retry = rules.find((rule) => rule.id === 'municipal.idempotent-retry');
    expect(retry?.guide).toMatch(/v1\/guide#rule-municipal-idempotent-retry$/);
    expect(retry?.advice).toBe(RULES.find((rule) => rule.id === 'municipal.idempotent-retry')?.advice);
    expect(rules.find((rule) => rule.id === 'content.lost-write')?.guide).toMatch(
      /api\/guide#rule-content-lost-write$/,
    );
  });
});
