/**
 * The room board as a model (issue #28): the cards collected on this device, one row per world's public
 * id; a card handed in again replaces its row and remembers when the one before was handed in. The
 * store is injected, so the model runs in Node with a fake (tests/ui/cards/board-model.test.ts).
 */
import { computed, signal } from '@preact/signals';
import type { Verdict } from '../../engine/report/types.ts';
import type { BoardRow, BoardStore } from './board-store.ts';
import { type HandedCard, RULE_CODES, type RuleCodeId } from './card-code.ts';

export type VerdictCounts = Record<Verdict, number>;

/** What adding a card did: a new row, a replaced one (and when the one before was handed in), or nothing. */
export type AddOutcome =
  | { kind: 'added'; row: BoardRow }
  | { kind: 'replaced'; row: BoardRow; before: string }
  /** The same card again (a code stays in front of the camera for many frames). */
  | { kind: 'same'; row: BoardRow }
  /** An older card of a world whose newer card is on the board: the newer one stays. */
  | { kind: 'older'; row: BoardRow };

function byName(a: BoardRow, b: BoardRow): number {
  return a.name.localeCompare(b.name) || a.world.localeCompare(b.world);
}

export function createBoardModel(store: BoardStore) {
  const rows = signal<BoardRow[]>([]);
  const loaded = signal(false);
  const failure = signal<unknown>(undefined);
  // Adds run one after another: a scan may find the next code before the last one is stored.
  let queue: Promise<unknown> = Promise.resolve();

  /** The rules on any card, in the order of the rule codes (the cards' and guides' order). */
  const columns = computed<RuleCodeId[]>(() =>
    RULE_CODES.filter((id) => rows.value.some((row) => row.rules.some((rule) => rule.id === id))),
  );

  /** For each rule, how many participants have each verdict. */
  const totals = computed(() => {
    const counts = new Map<RuleCodeId, VerdictCounts>();
    for (const id of columns.value) counts.set(id, { kept: 0, broken: 0, warning: 0, not_tried: 0 });
    for (const row of rows.value) {
      for (const rule of row.rules) {
        const count = counts.get(rule.id);
        if (count) count[rule.verdict] += 1;
      }
    }
    return counts;
  });

  async function addNow(card: HandedCard): Promise<AddOutcome> {
    const known = rows.value.find((row) => row.world === card.world);
    if (known && Date.parse(card.at) === Date.parse(known.at) && card.name === known.name) {
      return { kind: 'same', row: known };
    }
    if (known && Date.parse(card.at) < Date.parse(known.at)) return { kind: 'older', row: known };
    const row: BoardRow = known ? { ...card, previousAt: known.at } : { ...card };
    await store.put(row);
    rows.value = [...rows.value.filter((item) => item.world !== card.world), row].sort(byName);
    return known ? { kind: 'replaced', row, before: known.at } : { kind: 'added', row };
  }

  return {
    rows,
    loaded,
    failure,
    columns,
    totals,
    async load(): Promise<void> {
      try {
        rows.value = (await store.list()).sort(byName);
        failure.value = undefined;
      } catch (error) {
        failure.value = error;
      } finally {
        loaded.value = true;
      }
    },
    /** Puts a card on the board (stored before it is shown); a failure of the store is thrown. */
    add(card: HandedCard): Promise<AddOutcome> {
      const next = queue.then(() => addNow(card));
      queue = next.catch(() => undefined);
      return next;
    },
    /** Empties the board: only on the facilitator's in-page confirmation. */
    async clear(): Promise<void> {
      await queue;
      await store.clear();
      rows.value = [];
    },
  };
}

export type BoardModel = ReturnType<typeof createBoardModel>;
