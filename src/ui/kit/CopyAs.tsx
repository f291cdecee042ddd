/**
 * "Copy as" (issue 34): a request written as curl, fetch, Node or Python for the local bridge, the
 * code shown as it will be copied. Used by the reference's "Try it" and the Inspector's rows. Beside
 * the code: where to get the credential its variable stands for, and, when the code repeats an
 * Idempotency-Key that was already used, that running it replays the first answer (issue 33).
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { isIdempotencyKey } from './headers.ts';
import { st } from './send-strings.ts';
import type { SecretVariable, SnippetRequest, SnippetTarget } from './snippets.ts';

const TARGETS: ReadonlyArray<[SnippetTarget, string]> = [
  ['curl', 'curl'],
  ['fetch', 'fetch'],
  ['node', 'Node'],
  ['python', 'Python'],
];

export interface CopyAsProps {
  /** The start of its controls' ids (unique in the page). */
  id: string;
  /** The request to write as code; asked again whenever one of `watch` changes. */
  request: () => SnippetRequest | Promise<SnippetRequest>;
  watch: readonly unknown[];
  /** Where the program sends it: the bridge's address, e.g. `http://127.0.0.1:4280/`. */
  baseUrl: string;
  /** A section with this heading (level 3); none: a part of what it sits in. */
  title?: string;
  /** Offer "with my key (for this copy only)": where the request holds the real credential. */
  offerSecret?: boolean;
  /** The request was sent already, so its Idempotency-Key is used: the code says it replays. */
  sent?: boolean;
  testId: string;
  /** The code's test id. */
  codeTestId: string;
  /** Further notes under the code (e.g. a body the journal cut). */
  children?: ComponentChildren;
}

interface Made {
  code: string;
  variable: SecretVariable | undefined;
  repeats: boolean;
}

export function CopyAs(props: CopyAsProps) {
  const { id, baseUrl, title, offerSecret, sent, testId, codeTestId, children } = props;
  const [target, setTarget] = useState<SnippetTarget>('curl');
  const [withKey, setWithKey] = useState(false);
  const [made, setMade] = useState<Made>({ code: '', variable: undefined, repeats: false });
  const [copied, setCopied] = useState<'copied' | 'copyFailed' | undefined>(undefined);
  useEffect(() => {
    let current = true;
    setCopied(undefined);
    void Promise.all([props.request(), import('./snippets.ts')]).then(([request, { snippet, variableOf }]) => {
      if (!current) return;
      setMade({
        code: snippet(request, target, { baseUrl, withSecrets: withKey }),
        variable: variableOf(request, withKey),
        repeats: sent === true && request.headers.some((header) => isIdempotencyKey(header.name)),
      });
    });
    return () => {
      current = false;
    };
  }, [target, withKey, baseUrl, sent, ...props.watch]);
  const copy = () => {
    navigator.clipboard.writeText(made.code).then(
      () => setCopied('copied'),
      () => setCopied('copyFailed'),
    );
    // One copy only: the next one is without the key again.
    setWithKey(false);
  };
  const body = (
    <>
      <p class="hint">{st('bridgeNote', { url: baseUrl })}</p>
      <div class="row-actions copy-as-actions">
        <label for={`${id}-target`}>{st('copyAs')}</label>
        <select
          id={`${id}-target`}
          value={target}
          onChange={(event) => setTarget(event.currentTarget.value as SnippetTarget)}
        >
          {TARGETS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        {offerSecret && (
          <label class="check">
            <input type="checkbox" checked={withKey} onChange={(event) => setWithKey(event.currentTarget.checked)} />{' '}
            {st('withKey')}
          </label>
        )}
        <button type="button" class="secondary" onClick={copy}>
          {st('copy')}
        </button>
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <pre class="journal-body snippet" tabIndex={0} data-testid={codeTestId}>
        {made.code}
      </pre>
      {made.variable && (
        <p class="hint" data-testid="copy-where">
          {st(`where.${made.variable}`)}
        </p>
      )}
      {made.repeats && (
        <p class="hint" data-testid="copy-repeats">
          {st('repeatsKey')}
        </p>
      )}
      {children}
      <p role="status" class="hint">
        {copied ? st(copied) : ''}
      </p>
    </>
  );
  return title ? (
    <section class="copy-as" aria-labelledby={`${id}-title`} data-testid={testId}>
      <h3 id={`${id}-title`}>{title}</h3>
      {body}
    </section>
  ) : (
    <div class="copy-as copy-entry" data-testid={testId}>
      {body}
    </div>
  );
}
