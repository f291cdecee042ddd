import { useRef, useState } from 'preact/hooks';
import { useTitle } from '../kit/index.ts';
import { QrCode } from '../kit/QrCode.tsx';
import { AddressWarning } from './AddressWarning.tsx';
import { tp } from './page-strings.ts';
import type { RoomModel } from './room-model.ts';
import { WorkshopNav } from './WorkshopNav.tsx';

const STEPS = ['sheet.step1', 'sheet.step2', 'sheet.step3'] as const;

/**
 * The door sheet (issue #28): the facilitator types the event's name, the address and an optional
 * Wi-Fi line; the sheet below is what prints, alone, in the participants' voice. An address other
 * devices cannot get the offline app from is warned about beside the field, and again, in the page,
 * before anything is printed.
 */
export function DoorSheetPart({ model }: { model: RoomModel }) {
  useTitle(tp('door.title'));
  const [confirming, setConfirming] = useState(false);
  const confirmBox = useRef<HTMLDivElement>(null);
  const sheet = model.sheet.value;
  const check = model.address.value;

  function print() {
    if (check.kind !== 'ok') {
      setConfirming(true);
      requestAnimationFrame(() => confirmBox.current?.focus());
      return;
    }
    window.print();
  }

  function field(id: string, label: string, value: string, change: (value: string) => void, hint?: string) {
    return (
      <div class="stack">
        <label for={id}>{label}</label>
        {hint && (
          <p class="hint" id={`${id}-hint`}>
            {hint}
          </p>
        )}
        <input
          id={id}
          type="text"
          value={value}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onInput={(event) => change((event.target as HTMLInputElement).value)}
        />
      </div>
    );
  }

  return (
    <section class="room-part door-part">
      <div class="no-print">
        <h1 tabIndex={-1}>{tp('door.title')}</h1>
        <WorkshopNav />
        <p>{tp('door.intro')}</p>
      </div>
      <div class="door-columns">
        <div class="no-print">
          <div class="stack wide">
            {field('door-event', tp('door.event'), sheet.event, (event) => model.editSheet({ event }))}
            {field(
              'door-address',
              tp('door.address'),
              sheet.address,
              (address) => {
                setConfirming(false);
                model.editSheet({ address });
              },
              tp('door.addressHint'),
            )}
            {check.kind !== 'ok' && (
              <div class="notice" data-testid="address-warning">
                <AddressWarning check={check} />
              </div>
            )}
            {field('door-wifi', tp('door.wifiLabel'), sheet.wifi, (wifi) => model.editSheet({ wifi }))}
          </div>
          <div role="alert">
            {confirming && check.kind !== 'ok' && (
              <div class="notice print-confirm" data-testid="print-warning" tabIndex={-1} ref={confirmBox}>
                <p>
                  <strong>{tp('door.warnTitle')}</strong>
                </p>
                <div class="actions">
                  <button
                    type="button"
                    onClick={() => {
                      setConfirming(false);
                      document.getElementById('door-address')?.focus();
                    }}
                  >
                    {tp('door.changeAddress')}
                  </button>
                  <button
                    type="button"
                    class="secondary"
                    onClick={() => {
                      setConfirming(false);
                      window.print();
                    }}
                  >
                    {tp('door.printAnyway')}
                  </button>
                </div>
              </div>
            )}
          </div>
          <p class="room-actions">
            <button type="button" onClick={print}>
              {tp('door.print')}
            </button>
          </p>
        </div>
        <div>
          <h2 class="no-print">{tp('door.preview')}</h2>
          <article class="door-sheet" data-testid="door-sheet" aria-label={tp('door.preview')}>
            <h2 class="sheet-title">{sheet.event.trim() || tp('sheet.untitled')}</h2>
            <p class="sheet-open">{tp('sheet.open')}</p>
            <QrCode text={model.base.value} label={tp('sheet.qr')} caption={false} />
            <p class="sheet-address">
              <code>{model.base.value}</code>
            </p>
            {sheet.wifi.trim() && (
              <p class="sheet-wifi" data-testid="sheet-wifi">
                <strong>{tp('sheet.wifi')}</strong> {sheet.wifi.trim()}
              </p>
            )}
            <h3>{tp('sheet.steps')}</h3>
            <ol class="sheet-steps">
              {STEPS.map((step) => (
                <li key={step}>{tp(step)}</li>
              ))}
            </ol>
          </article>
        </div>
      </div>
    </section>
  );
}
