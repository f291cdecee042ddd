import { describe, expect, it } from 'vitest';
import { createBoardModel } from '../../../src/ui/cards/board-model.ts';
import type { BoardRow, BoardStore } from '../../../src/ui/cards/board-store.ts';
import { encodeCard, type HandedCard } from '../../../src/ui/cards/card-code.ts';
import { CARD_FILE_MAX_BYTES, collectFiles, collectText } from '../../../src/ui/cards/collect.ts';

function memoryStore(): BoardStore {
  const rows = new Map<string, BoardRow>();
  return {
    list: async () => [...rows.values()],
    put: async (row) => {
      rows.set(row.world, row);
    },
    clear: async () => rows.clear(),
  };
}

const ada: HandedCard = {
  name: 'Ada',
  world: 'aaaaaaaaaaaaaaaa',
  at: '2026-11-27T09:00:00.000Z',
  entries: 4,
  rules: [{ id: 'any.retry-after', verdict: 'broken' }],
};

describe('collecting a code or a file', () => {
  it('says a card was added, then replaced, and says nothing for the same code seen again', async () => {
    const board = createBoardModel(memoryStore());
    await board.load();
    expect(await collectText(board, encodeCard(ada))).toEqual({ kind: 'ok', text: 'Zeugnis von Ada eingetragen.' });
    expect(await collectText(board, encodeCard(ada))).toBeUndefined();
    const again = await collectText(board, encodeCard({ ...ada, at: '2026-11-27T09:05:00.000Z' }));
    expect(again?.kind).toBe('ok');
    expect(again?.text).toMatch(/^Zeugnis von Ada ersetzt die Abgabe von \d\d:\d\d:\d\d\.$/);
    expect(board.rows.value).toHaveLength(1);
  });

  it('names the file that is not a card, and takes the others of the same choice', async () => {
    const board = createBoardModel(memoryStore());
    await board.load();
    const notes = await collectFiles(board, [
      new File(['hello'], 'notes.txt'),
      new File([`${encodeCard(ada)}\n`], 'Ada.card'),
      new File(['x'.repeat(CARD_FILE_MAX_BYTES + 1)], 'big.card'),
    ]);
    expect(notes).toEqual([
      { kind: 'problem', text: 'notes.txt: Das ist kein Zeugnis dieser App.' },
      { kind: 'ok', text: 'Zeugnis von Ada eingetragen.' },
      { kind: 'problem', text: 'big.card: Das ist kein Zeugnis dieser App.' },
    ]);
    expect(board.rows.value.map((row) => row.name)).toEqual(['Ada']);
  });
});
