/**
 * QR codes made on the device (issue #17) with qrcode-generator (kazuhikoarase, MIT, no
 * dependencies). Imported only by the room page and the hand-in, which are themselves loaded on
 * demand, so neither the app's start nor the worker carries it (docs/room.md gives its size).
 */
import qrcode from 'qrcode-generator';

/** Quiet zone around a code, in modules (the standard asks for 4). */
export const QR_MARGIN = 4;

/**
 * CSS pixels per module on screen (issue #33). A settings link with every setting and an 80-character
 * name is a version 12 code (65 modules); at 8 px it still decodes when a phone's view of it is
 * scaled to 40 % and blurred by a pixel (tests/e2e/qr-phone.spec.ts); at 6 px it did not.
 */
export const SCREEN_MODULE_PX = 8;

/** Millimetres per module on paper: at least 0.5 mm, so a phone reads a printed code from arm's length. */
export const PRINT_MODULE_MM = 0.8;

/** A code's width in modules with its quiet zone. */
export function qrSize(text: string, mode: 'Byte' | 'Alphanumeric' = 'Byte'): number {
  return qrModules(text, mode).length + 2 * QR_MARGIN;
}

/**
 * The dark modules of a QR code for `text` (error correction M, the smallest version that fits).
 * A handed-in card is all Base45, so it takes the denser alphanumeric mode (cards/card-code.ts).
 */
export function qrModules(text: string, mode: 'Byte' | 'Alphanumeric' = 'Byte'): boolean[][] {
  const code = qrcode(0, 'M');
  code.addData(text, mode);
  code.make();
  const count = code.getModuleCount();
  return Array.from({ length: count }, (_, row) => Array.from({ length: count }, (_, col) => code.isDark(row, col)));
}

/** An SVG path of the dark modules, offset by the quiet zone (`margin` modules). */
export function qrPath(modules: boolean[][], margin: number): string {
  let path = '';
  modules.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x + margin},${y + margin}h1v1h-1z`;
    });
  });
  return path;
}
