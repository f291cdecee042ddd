import { describe, expect, it } from 'vitest';
import type { ReportCard } from '../../../src/engine/report/schemas.ts';
import { boardCsv, boardMarkdown } from '../../../src/ui/cards/board-export.ts';
import { createBoardModel } from '../../../src/ui/cards/board-model.ts';
import type { BoardRow, BoardStore } from '../../../src/ui/cards/board-store.ts';
import type { HandedCard } from '../../../src/ui/cards/card-code.ts';
import { handedCard } from '../../../src/ui/cards/hand-in.ts';
import { rowName } from '../../../src/ui/cards/strings.ts';

function fakeStore(initial: BoardRow[] = []): BoardStore & { rows: Map<string, BoardRow> } {
  const rows = new Map(initial.map((row) => [row.world, row]));
  return {
    rows,
    list: async () => [...rows.values()],
    put: async (row) => {
      rows.set(row.world, structuredClone(row));
    },
    clear: async () => rows.clear(),
  };
}

function card(name: string, world: string, at: string, verdicts: HandedCard['rules']): HandedCard {
  return { name, world, at, entries: 10, rules: verdicts };
}

const ada = card('Ada', 'aaaaaaaaaaaaaaaa', '2026-11-27T09:00:00.000Z', [
  { id: 'municipal.idempotent-retry', verdict: 'broken' },
  { id: 'any.retry-after', verdict: 'kept' },
]);
const bo = card('Bo', 'bbbbbbbbbbbbbbbb', '2026-11-27T09:01:00.000Z', [
  { id: 'municipal.idempotent-retry', verdict: 'kept' },
  { id: 'any.retry-after', verdict: 'kept' },
]);

describe('the room board', () => {
  it('has one row per participant, stored, with the number of participants per verdict for each rule', async () => {
    const store = fakeStore();
    const board = createBoardModel(store);
    await board.load();
    expect((await board.add(bo)).kind).toBe('added');
    expect((await board.add(ada)).kind).toBe('added');
    expect(board.rows.value.map((row) => row.name)).toEqual(['Ada', 'Bo']);
    expect(board.columns.value).toEqual(['municipal.idempotent-retry', 'any.retry-after']);
    expect(board.totals.value.get('municipal.idempotent-retry')).toEqual({
      kept: 1,
      broken: 1,
      warning: 0,
      not_tried: 0,
    });
    expect(board.totals.value.get('any.retry-after')?.kept).toBe(2);
    expect(store.rows.size).toBe(2);
  });

  it('replaces the row of a participant who hands in again (same world) and says when the first was', async () => {
    const store = fakeStore();
    const board = createBoardModel(store);
    await board.load();
    await board.add(ada);
    const again = { ...ada, at: '2026-11-27T09:30:00.000Z', rules: [{ id: 'any.retry-after', verdict: 'warning' }] };
    const outcome = await board.add(again as HandedCard);
    expect(outcome).toMatchObject({ kind: 'replaced', before: ada.at });
    expect(board.rows.value).toHaveLength(1);
    expect(board.rows.value[0]).toMatchObject({ at: again.at, previousAt: ada.at });
    expect(store.rows.get(ada.world)?.previousAt).toBe(ada.at);
  });

  it('ignores the same code seen again and an older card of a world it has a newer one of', async () => {
    const board = createBoardModel(fakeStore());
    await board.load();
    const newer = { ...ada, at: '2026-11-27T10:00:00.000Z' };
    await board.add(newer);
    expect((await board.add(newer)).kind).toBe('same');
    expect((await board.add(ada)).kind).toBe('older');
    expect(board.rows.value[0]?.at).toBe(newer.at);
  });

  it('reads what a reload finds in the store, and clears it only when asked', async () => {
    const store = fakeStore([{ ...ada }]);
    const board = createBoardModel(store);
    await board.load();
    expect(board.rows.value.map((row) => row.name)).toEqual(['Ada']);
    await board.clear();
    expect(board.rows.value).toEqual([]);
    expect(store.rows.size).toBe(0);
  });

  it('shows a failure of the store instead of an empty board', async () => {
    const store = fakeStore();
    store.list = async () => {
      throw new Error('blocked');
    };
    const board = createBoardModel(store);
    await board.load();
    expect(board.failure.value).toBeInstanceOf(Error);
    expect(board.loaded.value).toBe(true);
  });
});

describe('the room board as files', () => {
  it('exports CSV with one line per participant and a quoted name where needed', () => {
    const rows = [{ ...ada, name: 'Ada, "the first"' }, bo];
    const csv = boardCsv(rows, ['municipal.idempotent-retry', 'any.retry-after']);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(
      'name,handed_in,handed_in_before,world,project,entries,municipal.idempotent-retry,any.retry-after',
    );
    expect(lines[1]).toBe('"Ada, ""the first""",2026-11-27T09:00:00.000Z,,aaaaaaaaaaaaaaaa,,10,broken,kept');
  });

  it('exports Markdown in the screen’s language with the counts', async () => {
    const board = createBoardModel(fakeStore());
    await board.load();
    await board.add(ada);
    await board.add(bo);
    const md = boardMarkdown(board.rows.value, board.columns.value, board.totals.value, 'de', () => '09:00');
    expect(md).toContain('| Ada | 09:00 | gebrochen | eingehalten |');
    expect(md).toContain('- Wiederholung mit gleichem Schlüssel (`municipal.idempotent-retry`): gebrochen: 1');
  });
});

describe('a studio project’s card on the board (issue 38)', () => {
  const project: HandedCard = { ...ada, world: 'cccccccccccccccc', project: 'buchung' };

  it('is a row of its own beside the participant’s world card, and says the project', async () => {
    const board = createBoardModel(fakeStore());
    await board.load();
    await board.add(ada);
    expect((await board.add(project)).kind).toBe('added');
    expect(board.rows.value.map((row) => rowName(row, 'en'))).toEqual(['Ada', 'Ada (studio project “buchung”)']);
    expect(rowName(project, 'de')).toBe('Ada (Studio-Projekt „buchung“)');
    const csv = boardCsv(board.rows.value, board.columns.value).trimEnd().split('\r\n');
    expect(csv[2]).toBe('Ada,2026-11-27T09:00:00.000Z,,cccccccccccccccc,buchung,10,broken,kept');
    const md = boardMarkdown(board.rows.value, board.columns.value, board.totals.value, 'en', () => '09:00');
    expect(md).toContain('| Ada (studio project “buchung”) | 09:00 |');
  });

  it('is handed in from the project’s report card with its name', () => {
    const report = {
      entries: 6,
      rules: [{ id: 'municipal.shown-version', verdict: 'kept' }],
    } as unknown as ReportCard;
    const handed = handedCard(report, ' Ada ', 'cccccccccccccccc', Date.parse('2026-11-27T09:00:00.500Z'), 'buchung');
    expect(handed).toEqual({
      name: 'Ada',
      world: 'cccccccccccccccc',
      project: 'buchung',
      at: '2026-11-27T09:00:00.000Z',
      entries: 6,
      rules: [{ id: 'municipal.shown-version', verdict: 'kept' }],
    });
  });
});
