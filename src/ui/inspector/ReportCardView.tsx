import { useState } from 'preact/hooks';
import type { JournalEntry } from '../../engine/journal/schemas.ts';
import type { ReportCard, RuleResult } from '../../engine/report/schemas.ts';
import { t } from '../i18n/index.ts';
import { EntryDetails } from './EntryDetails.tsx';
import { entryTimeText } from './entry-time.ts';
import { JournalRow } from './JournalRow.tsx';
import { cardMarkdown } from './report-markdown.ts';

function download(card: ReportCard, heading: string) {
  const text = cardMarkdown(
    card,
    heading,
    new Date().toISOString(),
    t as (key: string, values?: Record<string, string | number>) => string,
  );
  const url = URL.createObjectURL(new Blob([text], { type: 'text/markdown' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'report-card.md';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function who(row: RuleResult['evidence'][number]): string {
  if (row.actor === 'person') return t('inspector.person');
  return row.name ?? t('inspector.anonymous');
}

/** One card: the summary, then each rule with its verdict, sentence, evidence (opening the entry) and advice. */
export function ReportCardView(props: {
  card: ReportCard;
  heading: string;
  /** The journal's entries as read, to open an evidence row's entry in place. */
  entries: readonly JournalEntry[];
  /** The heading level of each rule (2 on the Report card screen, 3 inside the Workshop page). */
  level?: 2 | 3;
  /** Only each rule's verdict, title and number of evidence rows (the Workshop page links to the full card). */
  compact?: boolean;
}) {
  const { card, heading, entries } = props;
  const Rule = props.level === 3 ? 'h3' : 'h2';
  const [open, setOpen] = useState<string | undefined>();
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const { kept, broken, warning, not_tried } = card.summary;
  const compact = props.compact === true;
  return (
    <div class="report-card" data-testid="report-card">
      <p data-testid="report-summary">
        {t('report.summary', { broken, warning, kept, not_tried, entries: card.entries })}
      </p>
      {card.confirmations && card.confirmations.asked > 0 && (
        <p data-testid="report-confirmations">{t('report.confirmations', { ...card.confirmations })}</p>
      )}
      {!compact && (
        <div class="actions report-actions">
          <button type="button" onClick={() => window.print()}>
            {t('report.print')}
          </button>
          <button type="button" onClick={() => download(card, heading)}>
            {t('report.download')}
          </button>
        </div>
      )}
      {/* One list of rules: compact (the Workshop page) names each with its number of evidence rows. */}
      <ol class={compact ? 'report-rules' : 'page-list report-rules'}>
        {card.rules.map((rule) => (
          <li
            key={rule.id}
            data-rule={rule.id}
            data-verdict={rule.verdict}
            class={`report-rule verdict-${rule.verdict}`}
          >
            {compact ? (
              <>
                <span class="verdict">{t(`report.verdict.${rule.verdict}`)}</span> {rule.title}
                {rule.evidence.length > 0 && ` (${t('report.evidenceCount', { count: rule.evidence.length })})`}
              </>
            ) : (
              <RuleDetails rule={rule} heading={Rule} byId={byId} open={open} setOpen={setOpen} />
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** A rule in full: its verdict and title, the rule and its source, evidence rows, notes, advice, how judged. */
function RuleDetails({
  rule,
  heading: Rule,
  byId,
  open,
  setOpen,
}: {
  rule: RuleResult;
  heading: 'h2' | 'h3';
  byId: Map<number, JournalEntry>;
  open: string | undefined;
  setOpen(key: string | undefined): void;
}) {
  return (
    <>
      <Rule>
        <span class="verdict">{t(`report.verdict.${rule.verdict}`)}</span> {rule.title}
      </Rule>
      <blockquote>
        <p>{rule.rule}</p>
        <p class="hint">
          {t('report.source')}: <a href={rule.guide}>{rule.source}</a>
        </p>
      </blockquote>
      {rule.evidence.length > 0 && (
        <ol class="report-evidence" aria-label={t('report.evidence')}>
          {rule.evidence.map((row, index) => {
            const key = `${rule.id}-${index}`;
            const entry = byId.get(row.entry_id);
            return (
              <li key={key}>
                <JournalRow
                  id={`report-entry-${key}`}
                  method={row.method}
                  path={row.path}
                  status={row.status}
                  meta={`#${row.entry_id} · ${entryTimeText(row.at, row.world_at)} · ${t(`inspector.source.${row.source}`)} · ${who(row)}`}
                  note={row.note}
                  open={open === key}
                  onToggle={() => setOpen(open === key ? undefined : key)}
                >
                  {() => (entry ? <EntryDetails entry={entry} /> : <p>{t('report.entryGone')}</p>)}
                </JournalRow>
              </li>
            );
          })}
        </ol>
      )}
      {rule.notes.map((note) => (
        <p key={note} class="hint">
          {note}
        </p>
      ))}
      <p>
        <strong>{t('report.advice')}:</strong> {rule.advice}
      </p>
      <details>
        <summary>{t('report.how')}</summary>
        <p>{rule.judged}</p>
        <p>
          <strong>{t('report.cannotJudge')}:</strong> {rule.cannot_judge}
        </p>
        <p>
          <a href={rule.guide}>{t('report.guide')}</a>
        </p>
      </details>
    </>
  );
}
