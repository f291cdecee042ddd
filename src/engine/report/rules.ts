/**
 * The client rules of the specs as data (issue #21): each rule names the spec sentence it comes from,
 * how it is judged from the journal, what cannot be judged from requests, the advice, and the guide's
 * section. The judges are pure functions over the journal's entries (facts.ts); the card (card.ts)
 * runs them. One file per family: municipal-rules.ts, content-rules.ts, any-rules.ts; shared types
 * in types.ts.
 */
import { ANY_RULES } from './any-rules.ts';
import { CONTENT_RULES } from './content-rules.ts';
import { MUNICIPAL_RULES } from './municipal-rules.ts';
import type { Rule, RuleFamily } from './types.ts';

/** Every rule, in the order the cards and guides show them. */
export const RULES: readonly Rule[] = [...MUNICIPAL_RULES, ...CONTENT_RULES, ...ANY_RULES];

/** The rules on a card: a world's (municipal and any) or a content token's (content and any). */
export function rulesFor(card: 'world' | 'token'): Rule[] {
  return rulesOf([card === 'world' ? 'municipal' : 'content']);
}

/** The rules of these families and the `any` rules, in the cards' order (a studio project's card). */
export function rulesOf(families: readonly RuleFamily[]): Rule[] {
  return RULES.filter((rule) => rule.family === 'any' || families.includes(rule.family));
}
