import { qrModules, qrPath } from './qr.ts';

/** Quiet zone around a code, in modules (the standard asks for 4). */
const MARGIN = 4;

/** A QR code of `text` as SVG, with its label and the text itself below (the room's pages). */
export function QrCode({ text, label, caption = true }: { text: string; label: string; caption?: boolean }) {
  const modules = qrModules(text);
  const size = modules.length + 2 * MARGIN;
  return (
    <figure class="qr" data-testid="qr" data-text={text}>
      <svg
        viewBox={`0 0 ${size} ${size}`}
        role="img"
        aria-label={label}
        shape-rendering="crispEdges"
        xmlns="http://www.w3.org/2000/svg"
      >
        <rect width={size} height={size} fill="#fff" />
        <path d={qrPath(modules, MARGIN)} fill="#000" />
      </svg>
      {caption && (
        <figcaption>
          <strong>{label}</strong>
          <br />
          <code>{text}</code>
        </figcaption>
      )}
    </figure>
  );
}
