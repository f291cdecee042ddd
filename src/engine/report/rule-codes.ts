/**
 * Each rule's code in a handed-in card (issue #28): the card names a rule by its position here, so a QR
 * code holds a rule in one byte. Append only: a rule keeps its code forever, a new rule takes the next
 * one, and a code is never given to another rule, so cards of an older app still read the same.
 * tests/engine/report/rule-codes.test.ts checks every rule of rules.ts has exactly one code here.
 * Values only (no judges), so the room page can import it without the rules.
 */
export const RULE_CODES = [
  'municipal.shown-version',
  'municipal.capability-private',
  'municipal.idempotent-retry',
  'municipal.stale-not-resent',
  'content.stale-revision',
  'content.lost-write',
  'content.public-feed',
  'content.missing-scope',
  'any.retry-after',
  'any.refused-credential',
  'any.invalid-repeated',
] as const;

export type RuleCodeId = (typeof RULE_CODES)[number];
