import qrcode from 'qrcode-generator';
import { describe, expect, it } from 'vitest';
import { RULE_CODES } from '../../../src/engine/report/rule-codes.ts';
import type { Verdict } from '../../../src/engine/report/types.ts';
import { base45Decode, base45Encode } from '../../../src/ui/cards/base45.ts';
import {
  CARD_FORMAT,
  CardCodeError,
  decodeCard,
  encodeCard,
  type HandedCard,
  NAME_MAX,
} from '../../../src/ui/cards/card-code.ts';
import { cardProblemText } from '../../../src/ui/cards/strings.ts';

const VERDICTS: Verdict[] = ['kept', 'broken', 'warning', 'not_tried'];

function card(overrides: Partial<HandedCard> = {}): HandedCard {
  return {
    name: 'Ada',
    world: '0123456789abcdef',
    at: '2026-11-27T09:30:15.000Z',
    entries: 123,
    rules: RULE_CODES.map((id) => ({ id, verdict: 'kept' })),
    ...overrides,
  };
}

describe('a handed-in card as a code', () => {
  it('round-trips every verdict of every rule', () => {
    for (const verdict of VERDICTS) {
      const all = card({ rules: RULE_CODES.map((id) => ({ id, verdict })) });
      expect(decodeCard(encodeCard(all))).toEqual(all);
    }
    // And mixed: each rule a different verdict, in another order.
    const mixed = card({
      rules: [...RULE_CODES].reverse().map((id, index) => ({ id, verdict: VERDICTS[index % 4] as Verdict })),
    });
    expect(decodeCard(encodeCard(mixed))).toEqual(mixed);
  });

  it('keeps the name (any script), the time to the second, the world id and the count', () => {
    const decoded = decodeCard(encodeCard(card({ name: 'Jürgen Öztürk 李', at: '2026-11-27T09:30:15.999Z' })));
    expect(decoded.name).toBe('Jürgen Öztürk 李');
    expect(decoded.at).toBe('2026-11-27T09:30:15.000Z');
    expect(decoded.world).toBe('0123456789abcdef');
    expect(decoded.entries).toBe(123);
  });

  it('is made only of the QR alphanumeric characters, so it takes the dense mode', () => {
    expect(encodeCard(card({ name: 'Ünïcødé ✓' }))).toMatch(/^[0-9A-Z $%*+\-./:]+$/);
  });

  it('fits one QR code at error correction M for the full rule set and the longest name', () => {
    const longest = card({ name: '語'.repeat(NAME_MAX), entries: 65535 });
    const text = encodeCard(longest);
    const code = qrcode(0, 'M');
    code.addData(text, 'Alphanumeric');
    code.make();
    // Version 10 (57 modules) is still read from a phone held at arm's length.
    expect(code.getModuleCount()).toBeLessThanOrEqual(57);
    expect(decodeCard(text).rules).toHaveLength(RULE_CODES.length);
  });

  it('refuses a code of another app version with a clear message', () => {
    const text = encodeCard(card({ project: 'booking' })).replace(`SBC${CARD_FORMAT}:`, `SBC${CARD_FORMAT + 1}:`);
    let thrown: unknown;
    try {
      decodeCard(text);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(CardCodeError);
    expect((thrown as CardCodeError).problem).toEqual({ reason: 'other_format', format: CARD_FORMAT + 1 });
    expect(cardProblemText((thrown as CardCodeError).problem, 'en')).toBe(
      `This card was made by another version of the app (card format ${CARD_FORMAT + 1}; this app reads format ${CARD_FORMAT}). Update the app on both devices and hand it in again.`,
    );
  });

  it('refuses other codes and damaged ones, and says which', () => {
    expect(() => decodeCard('https://example.org/')).toThrow(CardCodeError);
    const text = encodeCard(card());
    expect(() => decodeCard(text.slice(0, 20))).toThrow(CardCodeError);
    // A rule code this app does not know (a newer app's rule).
    const bytes = base45Decode(text.slice(5)) as Uint8Array;
    bytes[15] = 63 << 2;
    try {
      decodeCard(`SBC1:${base45Encode(bytes)}`);
      expect.unreachable();
    } catch (error) {
      expect((error as CardCodeError).problem).toEqual({ reason: 'unknown_rule', code: 63 });
    }
  });

  it('holds no capability: a card of a world carries only its 16-digit public id', () => {
    const decoded = decodeCard(encodeCard(card()));
    expect(Object.keys(decoded).sort()).toEqual(['at', 'entries', 'name', 'rules', 'world']);
    expect(() => encodeCard(card({ world: 'a'.repeat(64) }))).toThrow();
  });
});

describe('a studio project’s card as a code (issue 38, format 2)', () => {
  it('round-trips the project’s name beside the participant’s, every rule and the count', () => {
    const project = card({ project: 'meine-buchung', name: 'Jürgen' });
    const text = encodeCard(project);
    expect(text.startsWith(`SBC${CARD_FORMAT}:`)).toBe(true);
    expect(CARD_FORMAT).toBe(2);
    expect(decodeCard(text)).toEqual(project);
  });

  it('still writes a world’s card as format 1, and reads format 1 codes as before', () => {
    const text = encodeCard(card());
    expect(text.startsWith('SBC1:')).toBe(true);
    expect(decodeCard(text)).toEqual(card());
    expect(decodeCard(text).project).toBeUndefined();
  });

  it('refuses a project’s code whose project length runs past its bytes', () => {
    const text = encodeCard(card({ project: 'booking', name: '' }));
    const bytes = base45Decode(text.slice(5)) as Uint8Array;
    bytes[15 + RULE_CODES.length] = 200;
    expect(() => decodeCard(`SBC2:${base45Encode(bytes)}`)).toThrow(CardCodeError);
    const empty = bytes.slice(0, 15 + RULE_CODES.length + 1);
    empty[15 + RULE_CODES.length] = 0;
    expect(() => decodeCard(`SBC2:${base45Encode(empty)}`)).toThrow(CardCodeError);
  });

  it('fits one QR code at error correction M with the longest project name and participant name', () => {
    const text = encodeCard(card({ name: '語'.repeat(NAME_MAX), project: 'p'.repeat(40), entries: 65535 }));
    const code = qrcode(0, 'M');
    code.addData(text, 'Alphanumeric');
    code.make();
    expect(code.getModuleCount()).toBeLessThanOrEqual(61);
  });
});

describe('Base45 (RFC 9285)', () => {
  it('encodes the RFC’s examples', () => {
    expect(base45Encode(new TextEncoder().encode('AB'))).toBe('BB8');
    expect(base45Encode(new TextEncoder().encode('Hello!!'))).toBe('%69 VD92EX0');
    expect(new TextDecoder().decode(base45Decode('QED8WEX0'))).toBe('ietf!');
  });
});
