/**
 * The preview beside the editor (stacked on a narrow screen): the project as the worker serves it,
 * reloaded after each save, with "Open in a new tab" and the console panel under it. A studio page
 * shares the app's origin (docs/studio.md, the trust model), so the frame has no sandbox attribute.
 */
import { useEffect, useRef } from 'preact/hooks';
import { createConsole } from './console-model.ts';
import { st } from './strings.ts';
import { servedUrl } from './studio-client.ts';

export function PreviewPanel({ project, version }: { project: string; version: number }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const consoleModel = useRef(createConsole()).current;
  const folder = servedUrl(project);
  const first = useRef(true);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // Only the preview's own window, from the app's origin: no other frame or tab writes here.
      if (event.source !== frame.current?.contentWindow || event.origin !== location.origin) return;
      consoleModel.add(event.data, folder);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [folder]);

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
    const view = frame.current?.contentWindow;
    try {
      view?.location.reload();
    } catch {
      if (frame.current) frame.current.src = folder;
    }
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
