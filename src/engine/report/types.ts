/** The types and helpers the rule families share (rules.ts holds the registry). */
import type { Words } from '../words.ts';
import type { Fact } from './facts.ts';

export type Verdict = 'kept' | 'broken' | 'warning' | 'not_tried';

/** Which card a rule belongs on: a world's (municipal), a content token's (content), or both (any). */
export type RuleFamily = 'municipal' | 'content' | 'any';

interface SpecSource {
  /** The document the sentence is quoted from, e.g. `municipal-demo-service.md, Authentication`. */
  document: string;
  /** The sentence(s), quoted exactly. */
  text: string;
  /** The sentence in German, for the German card (the specs are English). */
  de: string;
}

/** One request that shows a finding, and what it shows. */
export interface Witness {
  fact: Fact;
  note: Words;
}

/** What a judge found: broken or a warning, with the requests that show it. */
export interface Finding {
  kind: 'broken' | 'warning';
  witnesses: Witness[];
}

export interface Judgement {
  /** Something in the journal exercised the rule. */
  tried: boolean;
  findings: Finding[];
  /** What could not be judged in this journal (a cut body, an answer the card cannot read). */
  notes: Words[];
}

export interface Rule {
  /** Stable id, e.g. `municipal.idempotent-retry`; the guide's anchor is `rule-<id with - for .>`. */
  id: string;
  family: RuleFamily;
  title: Words;
  source: SpecSource;
  /** How the card judges it, in one or two sentences (the guide shows it). */
  judged: Words;
  /** What requests cannot show; the card says so instead of guessing. */
  cannotJudge: Words;
  advice: Words;
  judge(facts: readonly Fact[]): Judgement;
}

/** The guide section of a rule: `rule-municipal-idempotent-retry`. */
export function ruleAnchor(rule: Pick<Rule, 'id'>): string {
  return `rule-${rule.id.replace(/\./g, '-')}`;
}

/** At most this many requests are named per finding: the first ones show it. */
export const WITNESSES_PER_FINDING = 6;

/** Helpers for the judges. */
export const judgement = {
  empty: (): Judgement => ({ tried: false, findings: [], notes: [] }),
  finding(kind: Finding['kind'], witnesses: Witness[]): Finding {
    return { kind, witnesses: witnesses.slice(0, WITNESSES_PER_FINDING) };
  },
};

const grouped = new WeakMap<readonly Fact[], Map<string, Fact[]>>();

/** A fact's client, grouped (once per list of facts): the judges look at each client's requests in order. */
export function byClient(facts: readonly Fact[]): Map<string, Fact[]> {
  const known = grouped.get(facts);
  if (known) return known;
  const clients = new Map<string, Fact[]>();
  grouped.set(facts, clients);
  for (const fact of facts) {
    const list = clients.get(fact.client);
    if (list) list.push(fact);
    else clients.set(fact.client, [fact]);
  }
  return clients;
}
