/** The report card as Markdown: every rule with its verdict, sentence, evidence and advice; nothing secret. */
import { describe, expect, it } from 'vitest';
import type { ReportCard } from '../../../src/engine/report/schemas.ts';
import { cardMarkdown } from '../../../src/ui/inspector/report-markdown.ts';
import { auth, openWorld } from '../../engine/municipal/support.ts';
import { testEngine } from '../../engine/support.ts';

const t = (key: string, values: Record<string, string | number> = {}) =>
  `${key}${Object.keys(values).length ? ` ${JSON.stringify(values)}` : ''}`;

describe('cardMarkdown', () => {
  it('lists each rule with verdict, spec sentence, evidence rows and advice, without the capability', async () => {
    // A page beside the app: the app's own requests are never judged.
    const engine = testEngine({ source: 'page' });
    const capability = await openWorld(engine);
    await engine.call('GET', `/v1/drafts?token=${capability}|x`, undefined, auth(capability));
    await engine.journal.flush();
    const card = (await (
      await engine.call('GET', '/v1/journal/report', undefined, auth(capability))
    ).json()) as ReportCard;
    const text = cardMarkdown(card, 'Report card of this world', '2026-03-27T09:00:00Z', t);
    expect(text.startsWith('# Report card of this world\n')).toBe(true);
    for (const rule of card.rules) {
      expect(text).toContain(`## report.verdict.${rule.verdict}: ${rule.title}`);
      expect(text).toContain(`> ${rule.rule}`);
      expect(text).toContain(rule.advice);
    }
    const row = card.rules.find((rule) => rule.id === 'municipal.capability-private')?.evidence[0];
    expect(row).toBeDefined();
    // The | of the URL is escaped, so the table keeps its columns.
    expect(text).toContain(`| ${row?.entry_id} | \`GET /v1/drafts?token=[redacted]\\|x\` | 200 | person (page) |`);
    expect(text).not.toContain(capability);
  });
});
