/**
 * QR codes made on the device (issue #17) with qrcode-generator (kazuhikoarase, MIT, no
 * dependencies). Imported only by the room page, which is itself loaded on demand, so neither the
 * app's start nor the worker carries it (docs/room.md gives its size).
 */
import qrcode from 'qrcode-generator';

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
