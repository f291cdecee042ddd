/**
 * A text body as the Inspector shows it: JSON pretty-printed as a tree that folds (native
 * <details>, so Enter and Space open and close it), anything else as it came.
 */
import { plural } from '../i18n/index.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The parsed JSON of a body, or undefined when it is not (all of) a JSON document. */
export function parseJson(text: string, mimeType: string, truncated: boolean): Json | undefined {
  if (truncated || !/json/.test(mimeType)) return undefined;
  try {
    return JSON.parse(text) as Json;
  } catch {
    return undefined;
  }
}

function countText(count: number): string {
  return plural('inspector.json', count);
}

function JsonNode({ name, value }: { name?: string; value: Json }) {
  const key = name === undefined ? null : <span class="json-key">{JSON.stringify(name)}: </span>;
  if (value === null || typeof value !== 'object') {
    return (
      <li>
        {key}
        <span class={`json-${value === null ? 'null' : typeof value}`}>{JSON.stringify(value)}</span>
      </li>
    );
  }
  const list = Array.isArray(value);
  const children: [string, Json][] = list ? value.map((item, index) => [String(index), item]) : Object.entries(value);
  const [open, close] = list ? ['[', ']'] : ['{', '}'];
  if (children.length === 0) {
    return (
      <li>
        {key}
        {open}
        {close}
      </li>
    );
  }
  return (
    <li>
      <details open>
        <summary>
          {key}
          {open} <span class="hint">{countText(children.length)}</span>
        </summary>
        <ul class="json-tree">
          {children.map(([childKey, child]) => (
            <JsonNode key={childKey} name={list ? undefined : childKey} value={child} />
          ))}
        </ul>
        {close}
      </details>
    </li>
  );
}

export function BodyText({ text, mimeType, truncated }: { text: string; mimeType: string; truncated: boolean }) {
  const json = parseJson(text, mimeType, truncated);
  if (json === undefined) {
    return (
      // Focusable so a keyboard can scroll a long body (WCAG 2.1.1).
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      <pre class="journal-body" tabIndex={0}>
        {text}
      </pre>
    );
  }
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <div class="journal-body json-body" tabIndex={0} data-testid="json-body">
      <ul class="json-tree json-root">
        <JsonNode value={json} />
      </ul>
    </div>
  );
}
