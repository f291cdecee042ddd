import { QrEnlarge } from './QrEnlarge.tsx';
import { QrImage } from './QrImage.tsx';

/**
 * A QR code of `text` with "Enlarge code", its label and the text itself below (the room's pages).
 * `onScreen: false` draws it on paper only and offers "Show the QR code" on screen: a list of codes
 * large enough to scan would be screens long (issue #33), a small one would not scan.
 */
export function QrCode({
  text,
  label,
  caption = true,
  onScreen = true,
}: {
  text: string;
  label: string;
  caption?: boolean;
  onScreen?: boolean;
}) {
  return (
    <figure class="qr" data-testid="qr" data-text={text}>
      <QrImage text={text} label={label} class={onScreen ? undefined : 'print-only'} />
      <QrEnlarge text={text} label={label} shown={onScreen} />
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
