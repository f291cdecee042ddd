import { QrEnlarge } from '../kit/QrEnlarge.tsx';
import { QrImage } from '../kit/QrImage.tsx';

/** A handed-in card's QR code (alphanumeric mode: the card is Base45), black on white for any camera. */
export function CardQr({ text, label }: { text: string; label: string }) {
  return (
    <div class="card-qr-box">
      <QrImage text={text} label={label} mode="Alphanumeric" class="card-qr" testId="card-qr" />
      <QrEnlarge text={text} label={label} mode="Alphanumeric" />
    </div>
  );
}
