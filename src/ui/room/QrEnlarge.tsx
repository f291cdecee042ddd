import { useRef, useState } from 'preact/hooks';
import { QrImage } from './QrImage.tsx';
import { tq } from './qr-strings.ts';

let dialogs = 0;

/**
 * "Enlarge code": the code as large as the window allows, in an in-page modal dialog, to scan from
 * across a table (issue #33). Escape or "Close" closes it and focus returns to the button.
 */
export function QrEnlarge({ text, label, mode }: { text: string; label: string; mode?: 'Byte' | 'Alphanumeric' }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [id] = useState(() => `qr-dialog-${++dialogs}`);

  function show() {
    setOpen(true);
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
        aria-label={tq('qr.enlargeLabel', { label })}
        onClick={show}
      >
        {tq('qr.enlarge')}
      </button>
      <dialog
        ref={dialog}
        class="qr-dialog"
        aria-labelledby={`${id}-title`}
        data-testid="qr-dialog"
        onClose={() => {
          setOpen(false);
          opener.current?.focus();
        }}
      >
        {open && (
          <>
            <div class="qr-dialog-head">
              <h2 id={`${id}-title`}>{label}</h2>
              <button type="button" class="secondary" onClick={close}>
                {tq('qr.close')}
              </button>
            </div>
            <p class="hint">{tq('qr.enlargedHint')}</p>
            <QrImage text={text} label={label} mode={mode} class="qr-large" />
          </>
        )}
      </dialog>
    </>
  );
}
