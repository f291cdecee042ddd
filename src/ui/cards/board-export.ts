/**
 * The room board as files: CSV (one line per participant; the rules' ids and the API's verdict words,
 * for a spreadsheet) and Markdown (the board's words in the screen's language, with the counts).
 */
import type { RuleCodeId } from '../../engine/report/rule-codes.ts';
import type { Verdict } from '../../engine/report/types.ts';
import type { Lang } from '../i18n/index.ts';
import type { VerdictCounts } from './board-model.ts';
import type { BoardRow } from './board-store.ts';
import { rowName, ruleName, tc, verdictText } from './strings.ts';

const VERDICTS: readonly Verdict[] = ['broken', 'warning', 'kept', 'not_tried'];

function verdictOf(row: BoardRow, id: RuleCodeId): Verdict | undefined {
  return row.rules.find((rule) => rule.id === id)?.verdict;
}

/** A CSV field: quoted when it holds a comma, quote or line break (RFC 4180). */
function field(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function boardCsv(rows: readonly BoardRow[], columns: readonly RuleCodeId[]): string {
  const lines = [['name', 'handed_in', 'handed_in_before', 'world', 'project', 'entries', ...columns].join(',')];
  for (const row of rows) {
    lines.push(
      [
        field(row.name),
        row.at,
        row.previousAt ?? '',
        row.world,
        field(row.project ?? ''),
        String(row.entries),
        ...columns.map((id) => verdictOf(row, id) ?? ''),
      ].join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
}

export function boardMarkdown(
  rows: readonly BoardRow[],
  columns: readonly RuleCodeId[],
  totals: ReadonlyMap<RuleCodeId, VerdictCounts>,
  language: Lang,
  timeText: (iso: string) => string,
): string {
  const lines = [`# ${tc('board.title', {}, language)}`, ''];
  lines.push(
    `| ${tc('board.participant', {}, language)} | ${tc('board.handedIn', {}, language)} | ${columns.map((id) => cell(ruleName(id, language))).join(' | ')} |`,
  );
  lines.push(`|---|---|${columns.map(() => '---|').join('')}`);
  for (const row of rows) {
    const verdicts = columns.map((id) => {
      const verdict = verdictOf(row, id);
      return verdict ? verdictText(verdict, language) : tc('board.notOnCard', {}, language);
    });
    lines.push(`| ${cell(rowName(row, language))} | ${timeText(row.at)} | ${verdicts.join(' | ')} |`);
  }
  lines.push('', `## ${tc('board.totals', {}, language)}`, '');
  for (const id of columns) {
    const count = totals.get(id);
    if (!count) continue;
    const parts = VERDICTS.map((verdict) => `${verdictText(verdict, language)}: ${count[verdict]}`);
    lines.push(`- ${ruleName(id, language)} (\`${id}\`): ${parts.join(' · ')}`);
  }
  return `${lines.join('\n')}\n`;
}
