import type { ComponentChildren } from 'preact';
import { StatusText } from '../kit/StatusText.tsx';

/**
 * One request of the journal as a row that opens in place: method, path and status, a line of what
 * and who, an optional note, and the details below when open. The Inspector's list and the report
 * card's evidence rows are both made of it.
 */
export function JournalRow({
  id,
  method,
  path,
  status,
  meta,
  note,
  open,
  onToggle,
  children,
}: {
  /** The id of the details' region (aria-controls). */
  id: string;
  method: string;
  path: string;
  status: number | string;
  meta: ComponentChildren;
  note?: string;
  open: boolean;
  onToggle(): void;
  /** The details, rendered only while open. */
  children: () => ComponentChildren;
}) {
  return (
    <>
      <button type="button" class="journal-entry" aria-expanded={open} aria-controls={id} onClick={onToggle}>
        <span class="journal-line">
          <strong>{method}</strong> <span class="journal-url">{path}</span> <StatusText status={status} />
        </span>
        <span class="hint">{meta}</span>
        {note !== undefined && <span>{note}</span>}
      </button>
      {open && <div id={id}>{children()}</div>}
    </>
  );
}
