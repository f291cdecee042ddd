/**
 * Every rule's title, advice and guide section, without a journal (issue #28): the room board names the
 * rules of cards handed in from other devices and opens a rule's advice and its section of the guide.
 */

import type { Lang } from '../words.ts';
import { RULES } from './rules.ts';
import { ruleAnchor } from './types.ts';

export interface RuleSummary {
  id: string;
  title: string;
  advice: string;
  /** The guide's section on the rule: a content rule's in /api/guide, the others' in /v1/guide. */
  guide: string;
}

/** In `lang`, the screen's language (issue #26: the rules' words in German and English). */
export function ruleSummaries(base: string, lang: Lang = 'en'): RuleSummary[] {
  return RULES.map((rule) => ({
    id: rule.id,
    title: rule.title[lang],
    advice: rule.advice[lang],
    guide: `${base}${rule.family === 'content' ? 'api/guide' : 'v1/guide'}#${ruleAnchor(rule)}`,
  }));
}
