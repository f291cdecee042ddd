/**
 * The guides' and /llms.txt's "Report card" sections (issue #21), made from the rules themselves, so
 * every rule is listed with its source sentence exactly where the card's `guide` link points.
 */
import { rulesFor } from './rules.ts';
import { ruleAnchor } from './types.ts';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The HTML section of /v1/guide (card `world`) or /api/guide (card `token`). */
export function reportGuideSection(card: 'world' | 'token'): string {
  const route = card === 'world' ? 'GET /v1/journal/report' : 'GET /api/journal/report';
  const tool = card === 'world' ? 'municipal_get_journal_report' : 'content_get_journal_report';
  const whose =
    card === 'world'
      ? 'With the world’s capability it judges the world’s requests (the person’s, from the app, pages, the bridge and MCP, and its agent connections’); with an agent connection only that connection’s own.'
      : 'It judges this token’s own requests.';
  const rules = rulesFor(card)
    .map(
      (rule) => `<h3 id="${ruleAnchor(rule)}"><code>${rule.id}</code>: ${escapeHtml(rule.title.en)}</h3>
<blockquote><p>${escapeHtml(rule.source.text)}</p><p>(${escapeHtml(rule.source.document)})</p></blockquote>
<p><strong>Judged:</strong> ${escapeHtml(rule.judged.en)}</p>
<p><strong>Not judged:</strong> ${escapeHtml(rule.cannotJudge.en)}</p>
<p><strong>Advice:</strong> ${escapeHtml(rule.advice.en)}</p>`,
    )
    .join('\n');
  return `<h2 id="report-card">Report card</h2>
<p>The sandbox checks the rules that bind a <em>client</em> over the request journal: <code>${route}</code> (MCP tool <code>${tool}</code>) answers each rule with its verdict, the journal entries that show it and advice. ${whose} Verdicts: <code>kept</code>; <code>broken</code>; <code>warning</code>; <code>not_tried</code> (nothing in the journal exercised the rule). It never guesses: what requests cannot show is said under each rule. Reading the card is not recorded in the journal. The app shows the card beside the Inspector and exports it as Markdown.</p>
${rules}

`;
}

/** The plain-text section of /llms.txt: every rule on either card with its source sentence. */
export function reportLlmsSection(): string {
  const lines = [...new Map([...rulesFor('world'), ...rulesFor('token')].map((rule) => [rule.id, rule])).values()].map(
    (rule) => `- ${rule.id}: ${rule.title.en}.\n  Source (${rule.source.document}): "${rule.source.text}"`,
  );
  return `## Report card: the client rules checked from the journal
- GET v1/journal/report (a world's capability: the world's requests; an agent connection: its own) and
  GET api/journal/report (a content token: its own), and the MCP tools municipal_get_journal_report and
  content_get_journal_report, answer {"rules": [{"id", "rule", "verdict", "evidence": [{"entry_id",
  "method", "path", "status", "at", ...}], "advice", "guide", ...}], "summary": {"kept", "broken",
  "warning", "not_tried"}}. Check yourself after a run; a broken rule names the requests that show it.
${lines.join('\n')}
`;
}
