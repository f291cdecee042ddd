import { useRef, useState } from 'preact/hooks';
import { QrImage } from './QrImage.tsx';
import { qrSize } from './qr.ts';
import { tq } from './qr-strings.ts';

let dialogs = 0;

/**
 * "Enlarge code" (or "Show the QR code" where the page draws it only on paper): the code as large as
 * the window allows, in an in-page modal dialog, to scan from across a table (issue #33). Escape or
 * "Close" closes it and focus returns to the button.
 */
export function QrEnlarge({
  text,
  label,
  mode,
  shown = true,
}: {
  text: string;
  label: string;
  mode?: 'Byte' | 'Alphanumeric';
  /** Whether the code is on the screen already ("Enlarge code") or only on paper ("Show the QR code"). */
  shown?: boolean;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  /** CSS px a module while the dialog is open (0 while closed): the largest whole number the window fits. */
  const [modulePx, setModulePx] = useState(0);
  const [id] = useState(() => `qr-dialog-${++dialogs}`);

  function show() {
    // Room for the code: the window less the dialog's padding, heading and hint.
    const room = Math.min(window.innerWidth - 64, window.innerHeight - 144);
    setModulePx(Math.floor(room / qrSize(text, mode)));
    requestAnimationFrame(() => dialog.current?.showModal());
  }

  function close() {
    dialog.current?.close();
  }

  return (
    <>
      <button
        type="button"
        class="secondary qr-enlarge no-print"
        ref={opener}
        aria-label={tq(shown ? 'qr.enlargeLabel' : 'qr.showLabel', { label })}
        onClick={show}
      >
        {tq(shown ? 'qr.enlarge' : 'qr.show')}
      </button>
      <dialog
        ref={dialog}
        class="qr-dialog"
        aria-labelledby={`${id}-title`}
        data-testid="qr-dialog"
        onClose={() => {
          setModulePx(0);
          opener.current?.focus();
        }}
      >
        {modulePx > 0 && (
          <>
            <div class="qr-dialog-head">
              <h2 id={`${id}-title`}>{label}</h2>
              <button type="button" class="secondary" onClick={close}>
                {tq('qr.close')}
              </button>
            </div>
            <p class="hint">{tq('qr.enlargedHint')}</p>
            <QrImage text={text} label={label} mode={mode} class="qr-large" modulePx={modulePx} />
          </>
        )}
      </dialog>
    </>
  );
}
