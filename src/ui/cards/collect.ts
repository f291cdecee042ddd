/**
 * What collecting does with a code's or a file's text: decode it, put it on the board, and say what
 * happened in words (strings.ts). Plain functions over the board model, so Node tests them.
 */
import { timeOfDayText } from '../i18n/dates.ts';
import type { BoardModel } from './board-model.ts';
import { CardCodeError, decodeCard } from './card-code.ts';
import { cardProblemText, rowName, tc } from './strings.ts';

export interface CollectNote {
  kind: 'ok' | 'problem';
  text: string;
}

/** A `.card` file is one line of about 200 characters; anything much larger is not one. */
export const CARD_FILE_MAX_BYTES = 4096;

/** The note for one text, or undefined when nothing changed (the same code seen again). */
export async function collectText(board: BoardModel, text: string): Promise<CollectNote | undefined> {
  let card: ReturnType<typeof decodeCard>;
  try {
    // Only line ends go: a space is one of Base45's characters.
    card = decodeCard(text.replace(/[\r\n]+$/, ''));
  } catch (error) {
    if (error instanceof CardCodeError) return { kind: 'problem', text: cardProblemText(error.problem) };
    throw error;
  }
  try {
    const outcome = await board.add(card);
    if (outcome.kind === 'added') return { kind: 'ok', text: tc('cards.added', { name: rowName(card) }) };
    if (outcome.kind === 'replaced') {
      return { kind: 'ok', text: tc('cards.replaced', { name: rowName(card), time: timeOfDayText(outcome.before) }) };
    }
    return undefined;
  } catch (error) {
    return { kind: 'problem', text: tc('cards.storeFailed', { reason: String((error as Error)?.message ?? error) }) };
  }
}

/** Each file's note, in the order chosen; a file's problem names the file. */
export async function collectFiles(board: BoardModel, files: readonly File[]): Promise<CollectNote[]> {
  const notes: CollectNote[] = [];
  for (const file of files) {
    const text = file.size > CARD_FILE_MAX_BYTES ? '' : await file.text();
    const note = await collectText(board, text);
    if (note?.kind === 'problem')
      notes.push({ kind: 'problem', text: tc('cards.fileProblem', { file: file.name, problem: note.text }) });
    else if (note) notes.push(note);
  }
  return notes;
}
