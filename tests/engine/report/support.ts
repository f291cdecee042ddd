/** Report cards in tests: asked for as any client would, right after the requests (the route waits for the journal). */
import { expect } from 'vitest';
import type { ReportCard, RuleResult } from '../../../src/engine/report/schemas.ts';
import { bearer } from '../content/support.ts';
import { auth } from '../municipal/support.ts';
import type { TestEngine } from '../support.ts';

export async function worldCard(engine: TestEngine, credential: string): Promise<ReportCard> {
  const res = await engine.call('GET', '/v1/journal/report', undefined, auth(credential));
  expect(res.status).toBe(200);
  return (await res.json()) as ReportCard;
}

export async function tokenCard(engine: TestEngine, token: string): Promise<ReportCard> {
  const res = await engine.call('GET', '/api/journal/report', undefined, bearer(token));
  expect(res.status).toBe(200);
  return (await res.json()) as ReportCard;
}

export function ruleOf(card: ReportCard, id: string): RuleResult {
  const rule = card.rules.find((candidate) => candidate.id === id);
  if (!rule) throw new Error(`No rule ${id} on the card`);
  return rule;
}

/** `POST /v1/drafts 201` per evidence row: what the assertions compare. */
export function evidenceLines(rule: RuleResult): string[] {
  return rule.evidence.map((row) => `${row.method} ${row.path} ${row.status}`);
}
