import { BASE } from '../app/client.ts';
import { QrEnlarge } from '../kit/QrEnlarge.tsx';
import { QrImage } from '../kit/QrImage.tsx';
import { createRoomModel, keptStorage } from './room-model.ts';

/**
 * A scenario file's QR code (issue #33: lost when the Workshop was split), loaded on demand with the
 * QR library: its link at the door sheet's address (what other devices open, as the settings links),
 * drawn on paper and shown large on screen on request ("Show the QR code").
 */
export function ScenarioCode({ route, title }: { route: string; title: string }) {
  const site = new URL(BASE, window.location.origin).href;
  const url = `${createRoomModel({ storage: keptStorage(), site }).base.value.split('#')[0]}#${route}`;
  return (
    <>
      <figure class="qr scenario-qr" data-testid="qr" data-text={url}>
        <QrImage text={url} label={title} class="print-only" />
      </figure>
      <QrEnlarge text={url} label={title} shown={false} />
    </>
  );
}
