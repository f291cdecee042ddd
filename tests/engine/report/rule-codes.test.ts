import { describe, expect, it } from 'vitest';
import { RULE_CODES } from '../../../src/engine/report/rule-codes.ts';
import { RULES } from '../../../src/engine/report/rules.ts';

describe('the rule codes of a handed-in card', () => {
  it('give every rule exactly one code', () => {
    for (const rule of RULES) expect(RULE_CODES.filter((id) => id === rule.id)).toHaveLength(1);
  });

  it('name no rule that does not exist (a removed rule keeps its code unused, never reused)', () => {
    expect(new Set(RULE_CODES).size).toBe(RULE_CODES.length);
    for (const id of RULE_CODES) expect(RULES.map((rule) => rule.id)).toContain(id);
  });

  it('fit the six bits a card gives a rule', () => {
    expect(RULE_CODES.length).toBeLessThanOrEqual(64);
  });
});
