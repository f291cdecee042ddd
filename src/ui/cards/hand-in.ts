/** A report card (GET /v1/journal/report) as the card a participant hands in (card-code.ts). */
import type { ReportCard } from '../../engine/report/schemas.ts';
import { type HandedCard, RULE_CODES, type RuleCodeId } from './card-code.ts';

function isRuleCode(id: string): id is RuleCodeId {
  return (RULE_CODES as readonly string[]).includes(id);
}

/**
 * The card as handed in: each rule's verdict and the count, the world's (or the project's) public id,
 * the time to the second, and a studio project's name when it is a project's card (issue 38).
 */
export function handedCard(card: ReportCard, name: string, world: string, now: number, project?: string): HandedCard {
  return {
    name: name.trim(),
    world,
    ...(project !== undefined && { project }),
    at: new Date(Math.floor(now / 1000) * 1000).toISOString(),
    entries: card.entries,
    rules: card.rules
      .filter((rule) => isRuleCode(rule.id))
      .map((rule) => ({ id: rule.id as RuleCodeId, verdict: rule.verdict })),
  };
}
