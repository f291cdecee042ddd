import { useState } from 'preact/hooks';
import type { JournalEntry } from '../../engine/journal/schemas.ts';
import { BASE } from '../app/client.ts';
import { bridgePort } from '../bridge/connection.ts';
import { ct } from './copy-strings.ts';
import { entryRequest } from './entry-request.ts';
import type { SnippetTarget } from './snippets.ts';

const TARGETS: ReadonlyArray<[SnippetTarget, string]> = [
  ['curl', 'curl'],
  ['fetch', 'fetch'],
  ['node', 'Node'],
  ['python', 'Python'],
];

/**
 * "Copy as" for an Inspector row: the snippet library is loaded at the first copy (the reference
 * screen's chunk), so the Inspector's start does not carry it. The copied code is shown too.
 */
export function CopyEntryAs({ entry }: { entry: JournalEntry }) {
  const [target, setTarget] = useState<SnippetTarget>('curl');
  const [code, setCode] = useState('');
  const [outcome, setOutcome] = useState<'copied' | 'copyFailed' | undefined>(undefined);
  const id = `copy-as-${entry.id}`;
  const copy = async () => {
    const { snippet } = await import('./snippets.ts');
    const text = snippet(entryRequest(entry, BASE), target, { baseUrl: `http://127.0.0.1:${bridgePort.value}/` });
    setCode(text);
    await navigator.clipboard.writeText(text).then(
      () => setOutcome('copied'),
      () => setOutcome('copyFailed'),
    );
  };
  return (
    <div class="copy-entry" data-testid="copy-entry">
      <div class="row-actions">
        <label for={id}>{ct('copyAs')}</label>
        <select id={id} value={target} onChange={(event) => setTarget(event.currentTarget.value as SnippetTarget)}>
          {TARGETS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <button type="button" class="secondary" onClick={() => void copy()}>
          {ct('copy')}
        </button>
      </div>
      <p role="status" class="hint">
        {outcome ? ct(outcome) : ''}
      </p>
      {entry.request.body?.truncated && <p class="hint">{ct('truncated')}</p>}
      {code && (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        <pre class="journal-body" tabIndex={0} data-testid="copied-code">
          {code}
        </pre>
      )}
    </div>
  );
}
