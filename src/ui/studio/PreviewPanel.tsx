/**
 * The preview beside the editor (stacked on a narrow screen): the project as the worker serves it,
 * reloaded after each save, with "Open in a new tab" and the console panel under it. The worker answers
 * the frame's navigation with the composed page in an opaque origin (CSP sandbox; a `sandbox`
 * attribute would take the frame away from the worker), and this panel is its host: it relays the
 * page's requests and takes its console (host/relay.ts, docs/studio.md "Trust model").
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { BASE } from '../app/client.ts';
import { createConsole } from './console-model.ts';
import { hostFrame } from './host/relay.ts';
import { st } from './strings.ts';
import { servedUrl } from './studio-client.ts';

export function PreviewPanel({ project, version }: { project: string; version: number }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const consoleModel = useRef(createConsole()).current;
  const folder = servedUrl(project);
  const first = useRef(true);
  /** Each reload is a new frame element (below), so each page starts in a fresh browsing context. */
  const [generation, setGeneration] = useState(0);

  // A layout effect: the host listens before the new frame's page can say hello (a plain effect runs
  // after paint, and WebKit's page sometimes said hello first, so its calls waited for ever).
  useLayoutEffect(() => {
    if (!frame.current) return;
    // Only the preview's own frame is answered, and only for this project (relay.ts).
    return hostFrame(frame.current, {
      project,
      origin: location.origin,
      base: BASE,
      fetch: (input, init) => fetch(input, init),
      onConsole: (message) => consoleModel.add(message, folder),
    });
  }, [folder, project, generation]);

  // A save reloads the preview (its answers are `no-store`: it reads the saved files).
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    reload();
  }, [version]);

  function reload() {
    consoleModel.clear();
    // A new frame element, not a navigation of the old one: WebKit keeps a CSP-sandboxed document's
    // flags on its frame, so the frame's next navigation would bypass the worker and reach the network.
    setGeneration((n) => n + 1);
  }

  const entries = consoleModel.entries.value;
  return (
    <section class="studio-preview" aria-labelledby="studio-preview-heading">
      <div class="studio-bar">
        <h2 id="studio-preview-heading">{st('preview')}</h2>
        <button type="button" class="secondary" onClick={reload} data-testid="studio-reload">
          {st('reload')}
        </button>
        <a href={folder} target="_blank" rel="noopener" data-testid="studio-open-tab">
          {st('openTab')}
        </a>
      </div>
      <iframe
        key={generation}
        ref={frame}
        src={folder}
        title={st('previewTitle', { name: project })}
        class="studio-frame"
        data-testid="studio-preview"
      />
      <div class="studio-bar">
        <h3 id="studio-console-heading">{st('console')}</h3>
        <button type="button" class="secondary" onClick={() => consoleModel.clear()}>
          {st('consoleClear')}
        </button>
      </div>
      <div class="studio-console" role="log" aria-labelledby="studio-console-heading" data-testid="studio-console">
        {entries.length === 0 ? (
          <p class="hint">{st('consoleEmpty')}</p>
        ) : (
          <ol>
            {entries.map((entry) => (
              <li key={entry.id} class={`level-${entry.level}`} data-level={entry.level}>
                <span class="studio-level">{st(`level.${entry.level}`)}</span> <span>{entry.text}</span>{' '}
                {entry.file && (
                  <span class="studio-where">
                    {st('where', { file: entry.file, line: entry.line, column: entry.column })}
                  </span>
                )}
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
