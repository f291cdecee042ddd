import { qrModules, qrPath } from '../kit/qr.ts';

/** Quiet zone around a code, in modules (the standard asks for 4). */
const MARGIN = 4;

/** A handed-in card's QR code (alphanumeric mode: the card is Base45), black on white for any camera. */
export function CardQr({ text, label }: { text: string; label: string }) {
  const modules = qrModules(text, 'Alphanumeric');
  const size = modules.length + 2 * MARGIN;
  return (
    <svg
      class="card-qr"
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shape-rendering="crispEdges"
      xmlns="http://www.w3.org/2000/svg"
      data-testid="card-qr"
      data-text={text}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={qrPath(modules, MARGIN)} fill="#000" />
    </svg>
  );
}
