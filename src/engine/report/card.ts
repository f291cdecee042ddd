/**
 * The report card: every rule of the card's kind judged over a list of journal entries. Computed only
 * when a card is asked for (GET /v1/journal/report, GET /api/journal/report, their MCP tools), never on
 * the answer path of other requests; pure and synchronous, so the bench measures it alone.
 */
import type { JournalEntry } from '../journal/schemas.ts';
import type { Lang } from '../words.ts';
import { confirmationsOf } from './confirmations.ts';
import { type Fact, factsOf } from './facts.ts';
import { rulesFor, rulesOf } from './rules.ts';
import type { ReportCard, ReportEvidence, RuleResult } from './schemas.ts';
import { type Judgement, type Rule, type RuleFamily, ruleAnchor, type Verdict } from './types.ts';

export interface CardOptions {
  /**
   * world (the person's view), agent (one connection's own requests), token (a content token's) or
   * project (a studio project's requests wherever they were made: report/project.ts).
   */
  card: ReportCard['card'];
  /** A project's card: the rule families its requests reached (municipal for worlds, content for tokens). */
  families?: readonly RuleFamily[];
  /** A project's card: which world or token an entry belongs to; each one's requests are a client of their own. */
  partOf?: (entry: JournalEntry) => string;
  /** The sandbox's base path, ending in `/`. */
  base: string;
  /** The language of every word a person reads on it (default English, the API's). */
  lang?: Lang;
}

/**
 * `entries` are the requests the card judges; `world` (default the same) all of the world's, where an
 * agent's card finds the person's answers to its requests to submit.
 */
export function reportCard(
  entries: readonly JournalEntry[],
  options: CardOptions,
  world: readonly JournalEntry[] = entries,
): ReportCard {
  // The app's own requests (its review, its retries after a fault) are the reference client's: they
  // give context (an answer showed a version) but are never judged (issue #26).
  const facts = factsOf(
    entries.filter((entry) => entry.source !== 'app'),
    options.base,
  );
  const parts = options.partOf ? partsOf(facts, options.partOf) : [facts];
  const family = options.families ? rulesOf(options.families) : rulesFor(options.card === 'token' ? 'token' : 'world');
  const rules = family.map((rule) => ruleResult(rule, merged(parts.map((part) => rule.judge(part))), options));
  const summary = { kept: 0, broken: 0, warning: 0, not_tried: 0 };
  for (const rule of rules) summary[rule.verdict] += 1;
  const card = { card: options.card, entries: entries.length, rules, summary };
  return options.card === 'token' ? card : { ...card, confirmations: confirmationsOf(entries, world, options.base) };
}

/** The facts of each world (or token) apart, in their order: a key, a case, a version mean something in one world only. */
function partsOf(facts: readonly Fact[], partOf: (entry: JournalEntry) => string): Fact[][] {
  const parts = new Map<string, Fact[]>();
  for (const fact of facts) {
    const part = partOf(fact.entry);
    parts.set(part, [...(parts.get(part) ?? []), fact]);
  }
  return [...parts.values()];
}

/** One judgement of several worlds' own: tried in any, every finding, each note once. */
function merged(judgements: readonly Judgement[]): Judgement {
  if (judgements.length === 1) return judgements[0] as Judgement;
  const notes = new Map(judgements.flatMap((judged) => judged.notes).map((note) => [note.en, note]));
  return {
    tried: judgements.some((judged) => judged.tried),
    findings: judgements.flatMap((judged) => judged.findings),
    notes: [...notes.values()],
  };
}

function ruleResult(rule: Rule, judged: Judgement, options: CardOptions): RuleResult {
  const lang = options.lang ?? 'en';
  const verdict = verdictOf(judged);
  const evidence: ReportEvidence[] = [];
  // Broken findings first, then warnings (a broken rule names its warnings too).
  const findings = [...judged.findings].sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'broken' ? -1 : 1));
  for (const finding of findings) {
    for (const { fact, note: said } of finding.witnesses) {
      const note = finding.kind === verdict ? said[lang] : `${lang === 'de' ? 'Warnung' : 'Warning'}: ${said[lang]}`;
      const { entry } = fact;
      evidence.push({
        entry_id: entry.id,
        method: entry.method,
        path: entry.url,
        status: entry.status,
        at: entry.time,
        world_at: entry.world_time,
        source: entry.source,
        actor: entry.actor,
        name: entry.name,
        project: entry.project,
        note,
      });
    }
  }
  // A content rule's section is in the content API's guide; the `any` rules follow the card's API.
  const guide =
    rule.family === 'content' || (rule.family === 'any' && options.card === 'token') ? 'api/guide' : 'v1/guide';
  return {
    id: rule.id,
    title: rule.title[lang],
    rule: lang === 'de' ? rule.source.de : rule.source.text,
    // The guide's section a person can open (the `guide` link), not the spec's file (issue #26).
    source: lang === 'de' ? `Leitfaden, Abschnitt „${rule.id}“` : `Guide, section “${rule.id}”`,
    verdict,
    evidence,
    advice: rule.advice[lang],
    judged: rule.judged[lang],
    cannot_judge: rule.cannotJudge[lang],
    notes: judged.notes.map((note) => note[lang]),
    guide: `${options.base}${guide}#${ruleAnchor(rule)}`,
  };
}

/** Broken wins over a warning; a rule nothing exercised is not_tried, however clean. */
function verdictOf(judged: Judgement): Verdict {
  if (judged.findings.some((finding) => finding.kind === 'broken')) return 'broken';
  if (judged.findings.some((finding) => finding.kind === 'warning')) return 'warning';
  return judged.tried ? 'kept' : 'not_tried';
}
