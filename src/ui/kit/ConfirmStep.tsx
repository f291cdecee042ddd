/**
 * The in-page "are you sure" (the booking's cancel step, GOV.UK's confirmation pattern): a region on
 * the page with a heading that takes focus when it appears, what will happen, and two buttons that
 * say what they do. Never the browser's native dialog: it blocks the page and is dismissed silently
 * under automation (issue #26). "Keep" returns focus to where the question came from (`onKeep`).
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useId, useRef } from 'preact/hooks';

export interface ConfirmStepProps {
  /** The question, e.g. "End this practice world?". */
  title: string;
  /** What doing it changes. */
  children?: ComponentChildren;
  /** The button that does it, named by what it does ("End world"). */
  confirmText: string;
  /** The button that leaves everything as it is ("Keep the world"). */
  keepText: string;
  onConfirm(): void;
  onKeep(): void;
  /** A step that cannot be undone shows its button as a warning. */
  warning?: boolean;
  busy?: boolean;
  /** Heading level: h2 on a page of sections, h3 inside one. */
  level?: 2 | 3;
  testId?: string;
}

export function ConfirmStep({
  title,
  children,
  confirmText,
  keepText,
  onConfirm,
  onKeep,
  warning = false,
  busy = false,
  level = 2,
  testId = 'confirm-step',
}: ConfirmStepProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const id = useId();
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section class="confirm-box" aria-labelledby={id} data-testid={testId}>
      <Heading id={id} tabIndex={-1} ref={heading}>
        {title}
      </Heading>
      {children}
      <div class="actions">
        <button
          type="button"
          class={warning ? 'warning' : undefined}
          disabled={busy}
          onClick={onConfirm}
          data-testid={`${testId}-yes`}
        >
          {confirmText}
        </button>
        <button type="button" class="secondary" onClick={onKeep} data-testid={`${testId}-no`}>
          {keepText}
        </button>
      </div>
    </section>
  );
}
