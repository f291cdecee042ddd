/**
 * A handed-in report card as the text of one QR code or one `.card` file (issue #28, docs/room.md,
 * "Collecting report cards"): `SBC<format>:` and the card's bytes in Base45, so the whole code is in
 * the QR alphanumeric mode. It holds the participant's name as typed, the world's public id (never
 * its capability), the time, the number of journal entries judged and each rule's verdict; no
 * token, no request, no body. Format 1's bytes:
 *
 *   0-3   the time, seconds since 1970 (uint32, big-endian)
 *   4-11  the world's public id (8 bytes: public-id.ts)
 *   12-13 the journal entries the card judged (uint16)
 *   14    the number of rules n
 *   15..  one byte a rule: its code (rule-codes.ts) << 2 | its verdict (kept 0, broken 1, warning 2, not tried 3)
 *   then  the name, UTF-8, to the end
 *
 * Format 2 (issue 38) is a studio project's card: the same bytes, and after the rules one byte p and
 * the project's name (p bytes of UTF-8) before the participant's name; its id (bytes 4-11) is the
 * project's public id on this device (public-id.ts). A world's card is still written as format 1, so
 * a board of an older app reads it; both formats are read.
 */

import { RULE_CODES, type RuleCodeId } from '../../engine/report/rule-codes.ts';
import type { Verdict } from '../../engine/report/types.ts';
import { base45Decode, base45Encode } from './base45.ts';

/** The rules' codes, the one value the cards take from the engine (tests/architecture/layers.test.ts). */
export { RULE_CODES, type RuleCodeId };

/** The newest format this app writes and reads (1: a world's card, 2: a studio project's); a change of the bytes above makes it 3. */
export const CARD_FORMAT = 2;
const WORLD_FORMAT = 1;
/** A project's name on a card: a studio name is at most 40 ASCII characters. */
const PROJECT_BYTES_MAX = 100;
/** A name is at most this many characters (and 120 bytes of UTF-8): a first name or a nickname. */
export const NAME_MAX = 40;
const NAME_BYTES_MAX = 120;
const VERDICTS: readonly Verdict[] = ['kept', 'broken', 'warning', 'not_tried'];
const HEADER = 15;

export interface HandedCard {
  /** What the participant typed: any name they like, no personal data asked. */
  name: string;
  /** The world's public id, 16 hex digits (a project's card: the project's public id on the participant's device). */
  world: string;
  /** A studio project's card (format 2): the project's name; absent on a world's card. */
  project?: string;
  /** When the card was handed in (ISO, whole seconds). */
  at: string;
  /** How many journal entries the card judged. */
  entries: number;
  rules: Array<{ id: RuleCodeId; verdict: Verdict }>;
}

export type CardCodeProblem =
  | { reason: 'not_a_card' }
  | { reason: 'other_format'; format: number }
  | { reason: 'damaged' }
  | { reason: 'unknown_rule'; code: number };

/** Why a text is not a card this app reads; the UI words it (strings.ts, `cards.problem.*`). */
export class CardCodeError extends Error {
  constructor(readonly problem: CardCodeProblem) {
    super(`Not a card this app reads: ${JSON.stringify(problem)}`);
    this.name = 'CardCodeError';
  }
}

export function encodeCard(card: HandedCard): string {
  const name = new TextEncoder().encode(card.name.trim().slice(0, NAME_MAX)).slice(0, NAME_BYTES_MAX);
  const project =
    card.project === undefined ? undefined : new TextEncoder().encode(card.project).slice(0, PROJECT_BYTES_MAX);
  const tail = project ? Uint8Array.of(project.length, ...project) : new Uint8Array(0);
  const bytes = new Uint8Array(HEADER + card.rules.length + tail.length + name.length);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, Math.floor(Date.parse(card.at) / 1000));
  bytes.set(hexBytes(card.world), 4);
  view.setUint16(12, Math.min(card.entries, 0xffff));
  bytes[14] = card.rules.length;
  card.rules.forEach((rule, index) => {
    bytes[HEADER + index] = (RULE_CODES.indexOf(rule.id) << 2) | VERDICTS.indexOf(rule.verdict);
  });
  bytes.set(tail, HEADER + card.rules.length);
  bytes.set(name, HEADER + card.rules.length + tail.length);
  return `SBC${project ? CARD_FORMAT : WORLD_FORMAT}:${base45Encode(bytes)}`;
}

/** The card of a QR code's or a `.card` file's text; a CardCodeError says why not. */
export function decodeCard(text: string): HandedCard {
  const match = /^SBC(\d{1,4}):([0-9A-Z $%*+\-./:]*)$/.exec(text.replace(/\r?\n$/, ''));
  if (!match) throw new CardCodeError({ reason: 'not_a_card' });
  const format = Number(match[1]);
  if (format !== WORLD_FORMAT && format !== CARD_FORMAT) throw new CardCodeError({ reason: 'other_format', format });
  const bytes = base45Decode(match[2] as string);
  if (!bytes || bytes.length < HEADER || bytes.length < HEADER + (bytes[14] as number)) {
    throw new CardCodeError({ reason: 'damaged' });
  }
  const view = new DataView(bytes.buffer);
  const count = bytes[14] as number;
  const rules: HandedCard['rules'] = [];
  for (let index = 0; index < count; index++) {
    const byte = bytes[HEADER + index] as number;
    const id = RULE_CODES[byte >> 2];
    if (!id) throw new CardCodeError({ reason: 'unknown_rule', code: byte >> 2 });
    if (rules.some((rule) => rule.id === id)) throw new CardCodeError({ reason: 'damaged' });
    rules.push({ id, verdict: VERDICTS[byte & 3] as Verdict });
  }
  let at = HEADER + count;
  let project: string | undefined;
  if (format === CARD_FORMAT) {
    const length = bytes[at];
    if (length === undefined || length === 0 || bytes.length < at + 1 + length) {
      throw new CardCodeError({ reason: 'damaged' });
    }
    project = utf8(bytes.slice(at + 1, at + 1 + length));
    at += 1 + length;
  }
  const name = utf8(bytes.slice(at));
  return {
    name,
    ...(project !== undefined && { project }),
    world: [...bytes.slice(4, 12)].map((byte) => byte.toString(16).padStart(2, '0')).join(''),
    at: new Date(view.getUint32(0) * 1000).toISOString(),
    entries: view.getUint16(12),
    rules,
  };
}

function utf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new CardCodeError({ reason: 'damaged' });
  }
}

function hexBytes(hex: string): Uint8Array {
  if (!/^[0-9a-f]{16}$/.test(hex)) throw new Error('A world’s public id is 16 hex digits.');
  return Uint8Array.from(hex.match(/../g) as string[], (pair) => Number.parseInt(pair, 16));
}
