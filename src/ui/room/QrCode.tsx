import { QrEnlarge } from './QrEnlarge.tsx';
import { QrImage } from './QrImage.tsx';

/** A QR code of `text` with "Enlarge code", its label and the text itself below (the room's pages). */
export function QrCode({ text, label, caption = true }: { text: string; label: string; caption?: boolean }) {
  return (
    <figure class="qr" data-testid="qr" data-text={text}>
      <QrImage text={text} label={label} />
      <QrEnlarge text={text} label={label} />
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
