/**
 * A report card as Markdown, for a participant to hand in: every rule with its verdict, the spec's
 * sentence, the evidence (journal entry ids, already redacted by the engine) and the advice.
 */
import type { ReportCard } from '../../engine/report/schemas.ts';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** `|` and line breaks would break a Markdown table; backticks a code span. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
}

export function cardMarkdown(card: ReportCard, heading: string, at: string, t: Translate): string {
  const { kept, broken, warning, not_tried } = card.summary;
  const lines = [
    `# ${heading}`,
    '',
    `${t('report.generated', { at })} · ${t('report.entries', { count: card.entries })}`,
    '',
    `${t('report.verdict.broken')}: ${broken} · ${t('report.verdict.warning')}: ${warning} · ${t('report.verdict.kept')}: ${kept} · ${t('report.verdict.not_tried')}: ${not_tried}`,
    '',
  ];
  for (const rule of card.rules) {
    lines.push(`## ${t(`report.verdict.${rule.verdict}`)}: ${rule.title}`, '');
    lines.push(`\`${rule.id}\``, '');
    lines.push(`> ${rule.rule}`, `> (${rule.source})`, '');
    if (rule.evidence.length > 0) {
      lines.push(
        `| ${t('report.entry')} | ${t('report.request')} | ${t('report.status')} | ${t('report.who')} | ${t('report.note')} |`,
      );
      lines.push('|---|---|---|---|---|');
      for (const row of rule.evidence) {
        const who = `${row.actor}${row.name ? ` ${row.name}` : ''} (${row.source})`;
        lines.push(
          `| ${row.entry_id} | \`${cell(`${row.method} ${row.path}`)}\` | ${row.status} | ${cell(who)} | ${cell(row.note)} |`,
        );
      }
      lines.push('');
    }
    for (const note of rule.notes) lines.push(`- ${note}`);
    if (rule.notes.length > 0) lines.push('');
    lines.push(`**${t('report.advice')}:** ${rule.advice}`, '');
    lines.push(`*${t('report.cannotJudge')}:* ${rule.cannot_judge}`, '');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
