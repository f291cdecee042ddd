/**
 * The kit's shared pieces (GOV.UK Frontend patterns): loading and failure states, the error summary
 * at the top of a form and the message beside a field.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { t } from '../i18n/index.ts';
import { type ProblemArea, problemMessage } from './problem.ts';
import type { Resource } from './resource.ts';

/**
 * "Loading …" in a box of at least `minHeight` (reserved space: what arrives later does not push the
 * page down). Says so politely to screen readers.
 */
export function Loading({ minHeight, label }: { minHeight?: string; label?: string }) {
  return (
    <div class="kit-loading" role="status" style={minHeight ? { minHeight } : undefined} data-testid="loading">
      <p>{label ?? t('kit.loading')}</p>
    </div>
  );
}

/**
 * A failure in plain words with its next step, and "Try again" when the screen can retry. `message`
 * says it in the screen's own words instead (a part that could not be loaded).
 */
export function Failure({
  error,
  message,
  area,
  onRetry,
}: {
  error?: unknown;
  message?: string;
  area?: ProblemArea;
  onRetry?: () => void;
}) {
  return (
    <div class="kit-failure" role="alert" data-testid="failure">
      <p class="error">{message ?? problemMessage(error, area)}</p>
      {onRetry && (
        <button type="button" class="secondary" onClick={onRetry}>
          {t('kit.retry')}
        </button>
      )}
    </div>
  );
}

/**
 * A failure region that is always in the page (an alert region must exist before its text arrives);
 * with `onRetry`, a failure offers "Try again" as `Failure` does.
 */
export function FailureRegion({ error, area, onRetry }: { error: unknown; area?: ProblemArea; onRetry?: () => void }) {
  return (
    <div role="alert">
      {error !== undefined && <p class="error">{problemMessage(error, area)}</p>}
      {error !== undefined && onRetry && (
        <button type="button" class="secondary" onClick={onRetry}>
          {t('kit.retry')}
        </button>
      )}
    </div>
  );
}

/**
 * Renders a resource: loading (first time), failure (with retry) or its data. While a refresh runs
 * the previous data stays.
 */
export function ResourceView<T>({
  resource,
  area,
  minHeight,
  children,
}: {
  resource: Resource<T>;
  area?: ProblemArea;
  minHeight?: string;
  children: (data: T) => ComponentChildren;
}) {
  const data = resource.data.value;
  const error = resource.error.value;
  if (data === undefined && error !== undefined) {
    return <Failure error={error} area={area} onRetry={() => void resource.refresh()} />;
  }
  if (data === undefined) return <Loading minHeight={minHeight} />;
  return (
    <>
      {error !== undefined && <Failure error={error} area={area} onRetry={() => void resource.refresh()} />}
      {children(data)}
    </>
  );
}

/** One error of a form: the id of the field (or group) it belongs to and what to do. */
export interface FieldProblem {
  /** The id of the element to move to: an input, or a fieldset (then its first input gets focus). */
  target: string;
  message: string;
}

/** The id of a field's message, for the field's aria-describedby. */
export function errorId(target: string): string {
  return `${target}-error`;
}

/**
 * GOV.UK error summary: at the top of the form, focused when it appears or changes, one link per
 * error that moves focus to its field (hash links would change the route, so the link does it).
 */
export function ErrorSummary({ errors }: { errors: FieldProblem[] }) {
  const box = useRef<HTMLDivElement>(null);
  const said = errors.map((error) => `${error.target}:${error.message}`).join('|');
  useEffect(() => {
    if (errors.length > 0) box.current?.focus();
  }, [said]);
  if (errors.length === 0) return null;
  return (
    <div class="error-summary" role="alert" tabIndex={-1} ref={box} data-testid="error-summary">
      <h2>{t('kit.errorSummary')}</h2>
      <ul>
        {errors.map((error) => (
          <li key={error.target}>
            <a
              href={`#${error.target}`}
              onClick={(event) => {
                event.preventDefault();
                focusField(error.target);
              }}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Moves focus to a field, or to the chosen (else first) input of a group. */
export function focusField(target: string): void {
  const element = document.getElementById(target);
  if (!element) return;
  const focusable = element.matches('input, select, textarea, button')
    ? element
    : (element.querySelector<HTMLElement>('input:checked') ??
      element.querySelector<HTMLElement>('input, select, textarea, button') ??
      element);
  focusable.focus();
  element.scrollIntoView?.({ block: 'center' });
}

/** The message beside a field (its id is `errorId(target)`, for aria-describedby). */
export function FieldError({ target, message }: { target: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p class="error-message" id={errorId(target)} data-testid={`error-${target}`}>
      <span class="visually-hidden">{t('kit.errorPrefix')}</span> {message}
    </p>
  );
}
