/**
 * Base45 (RFC 9285): bytes as the 45 characters of a QR code's alphanumeric mode, which stores 5.5
 * bits a character where byte mode stores 8, so a card's bytes make the smallest code.
 */
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';

export function base45Encode(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 2) {
    if (i + 1 < bytes.length) {
      let value = (bytes[i] as number) * 256 + (bytes[i + 1] as number);
      for (let k = 0; k < 3; k++) {
        text += ALPHABET.charAt(value % 45);
        value = Math.floor(value / 45);
      }
    } else {
      const value = bytes[i] as number;
      text += ALPHABET.charAt(value % 45) + ALPHABET.charAt(Math.floor(value / 45));
    }
  }
  return text;
}

/** The bytes of a Base45 text, or undefined if it is not one. */
export function base45Decode(text: string): Uint8Array | undefined {
  if (text.length % 3 === 1) return undefined;
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 3) {
    const digits = [...text.slice(i, i + 3)].map((char) => ALPHABET.indexOf(char));
    if (digits.some((digit) => digit < 0)) return undefined;
    const [c = 0, d = 0, e = 0] = digits;
    const value = c + d * 45 + e * 45 * 45;
    if (digits.length === 3) {
      if (value > 0xffff) return undefined;
      bytes.push(value >> 8, value & 0xff);
    } else {
      if (value > 0xff) return undefined;
      bytes.push(value);
    }
  }
  return Uint8Array.from(bytes);
}
