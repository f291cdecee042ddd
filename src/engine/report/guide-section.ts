/**
 * The guides' and /llms.txt's "Report card" sections (issue #21), made from the rules themselves, so
 * every rule is listed with its source sentence exactly where the card's `guide` link points.
 */

import type { GuideSection } from '../http/guide-page.ts';
import type { Lang } from '../words.ts';
import { rulesFor } from './rules.ts';
import { ruleAnchor } from './types.ts';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The section of /v1/guide (card `world`) or /api/guide (card `token`), in the guide's language: the
 * rules' words in that language (issue #26), the spec sentences they quote as written.
 */
export function reportGuideSection(card: 'world' | 'token', lang: Lang): GuideSection {
  const route = card === 'world' ? 'GET /v1/journal/report' : 'GET /api/journal/report';
  const tool = card === 'world' ? 'municipal_get_journal_report' : 'content_get_journal_report';
  // The spec's sentences are quoted as written, in English.
  const quoted = lang === 'en' ? '' : ' lang="en"';
  const words =
    lang === 'de'
      ? { judged: 'Geprüft', notJudged: 'Nicht geprüft', advice: 'Rat' }
      : { judged: 'Judged', notJudged: 'Not judged', advice: 'Advice' };
  const rules = rulesFor(card)
    .map(
      (rule) => `<h3 id="${ruleAnchor(rule)}"><code>${rule.id}</code>: ${escapeHtml(rule.title[lang])}</h3>
<blockquote${quoted}><p>${escapeHtml(rule.source.text)}</p><p>(${escapeHtml(rule.source.document)})</p></blockquote>
<p><strong>${words.judged}:</strong> ${escapeHtml(rule.judged[lang])}</p>
<p><strong>${words.notJudged}:</strong> ${escapeHtml(rule.cannotJudge[lang])}</p>
<p><strong>${words.advice}:</strong> ${escapeHtml(rule.advice[lang])}</p>`,
    )
    .join('\n');
  if (lang === 'de') {
    const whose =
      card === 'world'
        ? 'Mit dem Zugangsschlüssel der Welt prüft es die Anfragen der Welt (die der Person, aus der App, von Seiten daneben, über die Brücke und MCP, und die ihrer Agenten-Verbindungen); mit einer Agenten-Verbindung nur deren eigene.'
        : 'Es prüft die eigenen Anfragen dieses Tokens.';
    return {
      id: 'report-card',
      title: 'Zeugnis',
      html: `<p>Die Sandbox prüft die Regeln, die einen <em>Client</em> binden, am Anfrage-Protokoll: <code>${route}</code> (MCP-Werkzeug <code>${tool}</code>) beantwortet jede Regel mit ihrem Urteil, den Protokolleinträgen, die es zeigen, und einem Rat. ${whose} Urteile: <code>kept</code> (eingehalten); <code>broken</code> (gebrochen); <code>warning</code> (Warnung); <code>not_tried</code> (nichts im Protokoll hat die Regel berührt). Es rät nie: Was Anfragen nicht zeigen können, steht bei jeder Regel. Das Lesen des Zeugnisses wird nicht protokolliert. Die App zeigt das Zeugnis neben dem Inspektor und exportiert es als Markdown. Die zitierten Sätze der Spezifikationen stehen auf Englisch, wie sie geschrieben sind.</p>
${rules}`,
    };
  }
  const whose =
    card === 'world'
      ? 'With the world’s capability it judges the world’s requests (the person’s, from the app, pages, the bridge and MCP, and its agent connections’); with an agent connection only that connection’s own.'
      : 'It judges this token’s own requests.';
  return {
    id: 'report-card',
    title: 'Report card',
    html: `<p>The sandbox checks the rules that bind a <em>client</em> over the request journal: <code>${route}</code> (MCP tool <code>${tool}</code>) answers each rule with its verdict, the journal entries that show it and advice. ${whose} Verdicts: <code>kept</code>; <code>broken</code>; <code>warning</code>; <code>not_tried</code> (nothing in the journal exercised the rule). It never guesses: what requests cannot show is said under each rule. Reading the card is not recorded in the journal. The app shows the card beside the Inspector and exports it as Markdown.</p>
${rules}`,
  };
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
