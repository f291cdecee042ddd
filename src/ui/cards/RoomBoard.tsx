import { useRef, useState } from 'preact/hooks';
import type { RuleCodeId } from '../../engine/report/rule-codes.ts';
import type { RuleSummary } from '../../engine/report/rule-list.ts';
import type { Verdict } from '../../engine/report/types.ts';
import { timeOfDayText } from '../i18n/dates.ts';
import { lang } from '../i18n/index.ts';
import { ConfirmStep, FailureRegion } from '../kit/index.ts';
import { boardCsv, boardMarkdown } from './board-export.ts';
import type { BoardModel } from './board-model.ts';
import { downloadText } from './download.ts';
import { rowName, ruleName, tc, verdictText } from './strings.ts';

const VERDICT_ORDER: readonly Verdict[] = ['broken', 'warning', 'kept', 'not_tried'];

/** Prints the board alone: the page's other parts are hidden while `board-printing` is on (cards.css). */
function printBoard() {
  document.body.classList.add('board-printing');
  const done = () => {
    document.body.classList.remove('board-printing');
    window.removeEventListener('afterprint', done);
  };
  window.addEventListener('afterprint', done);
  window.print();
}

/** The board's table: a row per participant, a column per rule, the totals per verdict below. */
function BoardTable({
  model,
  openRule,
  toggle,
}: {
  model: BoardModel;
  openRule: RuleCodeId | undefined;
  toggle: (id: RuleCodeId) => void;
}) {
  const rows = model.rows.value;
  const columns = model.columns.value;
  const totals = model.totals.value;
  return (
    <>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table must be reachable by keyboard (axe scrollable-region-focusable) */}
      <section class="board-scroll" tabIndex={0} aria-labelledby="board-caption">
        <table class="board-table" data-testid="board-table">
          <caption id="board-caption">{tc('board.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{tc('board.participant')}</th>
              <th scope="col">{tc('board.handedIn')}</th>
              <th scope="col">{tc('board.entries')}</th>
              {columns.map((id) => (
                <th scope="col" key={id} data-rule={id}>
                  <button
                    type="button"
                    class="link-button"
                    aria-expanded={openRule === id ? 'true' : 'false'}
                    aria-controls="board-rule"
                    onClick={() => toggle(id)}
                  >
                    {ruleName(id)}
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.world} data-world={row.world} data-name={row.name} data-project={row.project}>
                <th scope="row">{rowName(row)}</th>
                <td>
                  {timeOfDayText(row.at)}
                  {row.previousAt && (
                    <span class="hint board-again" data-testid="board-again">
                      {' '}
                      ({tc('board.again', { time: timeOfDayText(row.previousAt) })})
                    </span>
                  )}
                </td>
                <td data-testid="board-entries">{new Intl.NumberFormat(lang.value).format(row.entries)}</td>
                {columns.map((id) => {
                  const verdict = row.rules.find((item) => item.id === id)?.verdict;
                  return verdict ? (
                    <td key={id} data-rule={id} data-verdict={verdict} class={`board-verdict board-${verdict}`}>
                      {verdictText(verdict)}
                    </td>
                  ) : (
                    <td key={id} data-rule={id}>
                      <span aria-hidden="true">{tc('board.notOnCard')}</span>
                      <span class="visually-hidden">{tc('board.notOnCardLabel')}</span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{tc('board.totals')}</th>
              <td />
              <td />
              {columns.map((id) => {
                const count = totals.get(id);
                return (
                  <td key={id} data-rule={id} data-testid="board-total">
                    <ul class="board-totals">
                      {VERDICT_ORDER.filter((verdict) => (count?.[verdict] ?? 0) > 0).map((verdict) => (
                        <li key={verdict} data-verdict={verdict} data-count={count?.[verdict]}>
                          {verdictText(verdict)}: {new Intl.NumberFormat(lang.value).format(count?.[verdict] ?? 0)}
                        </li>
                      ))}
                    </ul>
                  </td>
                );
              })}
            </tr>
          </tfoot>
        </table>
      </section>
    </>
  );
}

/** The rule opened from its column: its advice and its guide section. */
function RuleDetails({
  openRule,
  rule,
  rulesError,
  close,
}: {
  openRule: RuleCodeId | undefined;
  rule: RuleSummary | undefined;
  rulesError: unknown;
  close: () => void;
}) {
  return (
    <div id="board-rule" class="board-rule" data-testid="board-rule">
      {openRule && (
        <>
          <h3>
            {tc('board.rule')}: {ruleName(openRule)}
          </h3>
          {rule && (
            <>
              <p class="hint">
                <code>{rule.id}</code>: {rule.title}
              </p>
              <p>
                <strong>{tc('board.advice')}:</strong> {rule.advice}
              </p>
              <p>
                <a href={rule.guide}>{tc('board.guide')}</a>
              </p>
            </>
          )}
          <FailureRegion error={rule ? undefined : rulesError} area="report" />
          <button type="button" class="secondary" onClick={close}>
            {tc('board.close')}
          </button>
        </>
      )}
    </div>
  );
}

/**
 * The room board (issue #28): participants as rows, rules as columns, each verdict in words and colour,
 * the number of participants per verdict under each rule. A rule's name opens its advice and guide section.
 */
export function RoomBoard({
  model,
  rules,
  rulesError,
}: {
  model: BoardModel;
  rules: RuleSummary[] | undefined;
  rulesError: unknown;
}) {
  const rows = model.rows.value;
  const columns = model.columns.value;
  const totals = model.totals.value;
  const [openRule, setOpenRule] = useState<RuleCodeId | undefined>();
  const [asking, setAsking] = useState(false);
  const [clearError, setClearError] = useState<unknown>();
  const [cleared, setCleared] = useState(false);
  const clearButton = useRef<HTMLButtonElement>(null);
  const rule = openRule ? rules?.find((item) => item.id === openRule) : undefined;

  async function clear() {
    try {
      await model.clear();
      setAsking(false);
      setCleared(true);
      setOpenRule(undefined);
    } catch (error) {
      setClearError(error);
    }
  }

  return (
    <section class="room-board" aria-labelledby="board-heading" data-testid="room-board">
      <h2 id="board-heading">
        {tc('board.title')} <span class="board-count">({rows.length})</span>
      </h2>
      <p role="status">{rows.length === 0 ? (cleared ? tc('board.cleared') : tc('board.empty')) : ''}</p>
      {rows.length > 0 && (
        <>
          <BoardTable
            model={model}
            openRule={openRule}
            toggle={(id) => setOpenRule(openRule === id ? undefined : id)}
          />
          <RuleDetails openRule={openRule} rule={rule} rulesError={rulesError} close={() => setOpenRule(undefined)} />
          <div class="actions board-actions">
            <button type="button" onClick={printBoard}>
              {tc('board.print')}
            </button>
            <button
              type="button"
              class="secondary"
              onClick={() => downloadText(boardCsv(rows, columns), 'room-board.csv', 'text/csv')}
            >
              {tc('board.csv')}
            </button>
            <button
              type="button"
              class="secondary"
              onClick={() =>
                downloadText(
                  boardMarkdown(rows, columns, totals, lang.value, timeOfDayText),
                  'room-board.md',
                  'text/markdown',
                )
              }
            >
              {tc('board.markdown')}
            </button>
            {!asking && (
              <button type="button" class="secondary warning" ref={clearButton} onClick={() => setAsking(true)}>
                {tc('board.clear')}
              </button>
            )}
          </div>
          {asking && (
            <div class="board-confirm">
              <ConfirmStep
                title={tc('board.clearTitle')}
                confirmText={tc('board.clearConfirm')}
                keepText={tc('board.keep')}
                warning
                level={3}
                testId="confirm-clear"
                onConfirm={() => void clear()}
                onKeep={() => {
                  setAsking(false);
                  setClearError(undefined);
                  setTimeout(() => clearButton.current?.focus());
                }}
              >
                <p>{tc('board.clearExplain', { count: rows.length })}</p>
                <FailureRegion error={clearError} />
              </ConfirmStep>
            </div>
          )}
        </>
      )}
    </section>
  );
}
