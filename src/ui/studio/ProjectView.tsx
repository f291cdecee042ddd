/**
 * One project: its files (open, add, upload, rename, delete: asked in the page), the editor of the
 * open file with Save, and the preview with its console (or, for an imported project not yet
 * approved to run, the notice that offers Run: WaitingNotice.tsx). Unsaved text is kept as a draft (drafts.ts)
 * and the app asks before leaving the screen with it (src/ui/kit/unsaved.ts).
 */
import type { EditorView } from '@codemirror/view';
import { useEffect, useRef, useState } from 'preact/hooks';
import { lang } from '../i18n/index.ts';
import { ConfirmStep, ErrorSummary, errorId, FieldError, type FieldProblem, useUnsavedGuard } from '../kit/index.ts';
import { noteStudioOpenFile, takeFromReference } from '../kit/studio-handoff.ts';
import { hrefTo } from '../routes.ts';
import { CodeEditor } from './CodeEditor.tsx';
import { draftPaths, keepDraft, readDraft } from './drafts.ts';
import { formatSize, languageOf } from './file-kinds.ts';
import { PreviewPanel } from './PreviewPanel.tsx';
import { ProjectJudged } from './ProjectJudged.tsx';
import { studioProblem } from './problem.ts';
import type { SandboxPath } from './sandbox-paths.ts';
import { st } from './strings.ts';
import { bytesText, STUDIO_LIMITS, type StudioProject } from './studio-client.ts';
import type { StudioModel } from './studio-model.ts';
import { WaitingNotice } from './WaitingNotice.tsx';
import { downloadBytes, projectZip } from './zip.ts';

interface Props {
  model: StudioModel;
  project: StudioProject;
  paths: () => SandboxPath[];
}

export function ProjectView({ model, project, paths }: Props) {
  const [unsaved, setUnsaved] = useState<string[]>(() => draftPaths(project.name));
  useUnsavedGuard(() => unsaved.length > 0);
  const open = model.openPath.value;

  return (
    <>
      <p>
        <a href={hrefTo('studio')}>{st('back')}</a>
      </p>
      <h2 class="studio-project-title" data-testid="studio-project-title">
        {project.name}
      </h2>
      <div class="studio-bar">
        <button
          type="button"
          class="secondary"
          data-testid="studio-download"
          onClick={() => downloadBytes(projectZip(project.files), `${project.name}.zip`, 'application/zip')}
        >
          {st('download')}
        </button>
      </div>
      <ProjectJudged project={project.name} />
      <div class="studio-layout">
        <div class="studio-work">
          <FileList model={model} project={project} unsaved={unsaved} />
          {open !== undefined && (
            <FileEditor
              key={`${project.name}/${open}`}
              model={model}
              project={project.name}
              path={open}
              paths={paths}
              onDirty={(dirty) =>
                setUnsaved((list) => (dirty ? [...new Set([...list, open])] : list.filter((path) => path !== open)))
              }
            />
          )}
          <FileActions model={model} />
        </div>
        {project.runApproved ? (
          <PreviewPanel project={project.name} version={model.previewVersion.value} />
        ) : (
          <WaitingNotice project={project} onRun={model.approveRun} />
        )}
      </div>
    </>
  );
}

function FileList({ model, project, unsaved }: { model: StudioModel; project: StudioProject; unsaved: string[] }) {
  const open = model.openPath.value;
  return (
    <nav class="studio-files" aria-labelledby="studio-files-heading">
      <h3 id="studio-files-heading">{st('files')}</h3>
      <ul data-testid="studio-file-list">
        {project.files.map((file) => (
          <li key={file.path}>
            <button
              type="button"
              class="studio-file-link"
              aria-current={file.path === open ? 'true' : undefined}
              onClick={() => model.openFile(file.path)}
            >
              {file.path}
            </button>{' '}
            <span class="hint">
              {formatSize(file.bytes.length, lang.value)}
              {unsaved.includes(file.path) && ` · ${st('unsaved')}`}
            </span>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function FileActions({ model }: { model: StudioModel }) {
  const [newPath, setNewPath] = useState('');
  const [errors, setErrors] = useState<FieldProblem[]>([]);
  const [step, setStep] = useState<{ kind: 'rename' | 'delete'; path: string } | undefined>(undefined);
  const [renameTo, setRenameTo] = useState('');
  const [busy, setBusy] = useState(false);
  const open = model.openPath.value;
  const errorOf = (target: string) => errors.find((error) => error.target === target)?.message;

  async function run(target: string, work: () => Promise<void>): Promise<boolean> {
    setBusy(true);
    try {
      await work();
      setErrors([]);
      return true;
    } catch (failure) {
      // The field keeps what was typed: the person corrects it.
      setErrors([{ target, message: studioProblem(failure) }]);
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function upload(input: HTMLInputElement) {
    const chosen = [...(input.files ?? [])];
    input.value = '';
    await run('studio-upload', async () => {
      const files = await Promise.all(
        chosen.map(async (file) => ({ path: file.name, bytes: new Uint8Array(await file.arrayBuffer()) })),
      );
      await model.upload(files);
    });
  }

  return (
    <section class="studio-file-actions" aria-labelledby="studio-file-actions-heading">
      <h3 id="studio-file-actions-heading">{st('fileActions')}</h3>
      <ErrorSummary errors={errors} />
      {open !== undefined && step === undefined && (
        <div class="actions">
          <button
            type="button"
            class="secondary"
            onClick={() => {
              setRenameTo(open);
              setStep({ kind: 'rename', path: open });
            }}
          >
            {st('rename')} {open}
          </button>
          <button
            type="button"
            class="secondary"
            data-testid="studio-delete-file"
            onClick={() => setStep({ kind: 'delete', path: open })}
          >
            {st('delete')} {open}
          </button>
        </div>
      )}
      {step?.kind === 'delete' && (
        <ConfirmStep
          title={st('deleteFileTitle', { path: step.path })}
          confirmText={st('deleteFileYes')}
          keepText={st('deleteFileNo')}
          warning
          busy={busy}
          level={3}
          testId="studio-delete-file-step"
          onConfirm={() =>
            void run('studio-file-list', () => model.deleteFile(step.path)).then((ok) => ok && setStep(undefined))
          }
          onKeep={() => setStep(undefined)}
        >
          <p>{st('deleteFileText')}</p>
        </ConfirmStep>
      )}
      {step?.kind === 'rename' && (
        <form
          class="studio-inline-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void run('studio-rename', () => model.renameFile(step.path, renameTo.trim())).then(
              (ok) => ok && setStep(undefined),
            );
          }}
        >
          <label for="studio-rename">{st('renameTo', { path: step.path })}</label>
          <FieldError target="studio-rename" message={errorOf('studio-rename')} />
          <input
            id="studio-rename"
            value={renameTo}
            spellcheck={false}
            aria-invalid={errorOf('studio-rename') !== undefined}
            aria-describedby={errorOf('studio-rename') ? errorId('studio-rename') : undefined}
            onInput={(event) => setRenameTo(event.currentTarget.value)}
          />
          <div class="actions">
            <button type="submit" disabled={busy}>
              {st('renameSave')}
            </button>
            <button type="button" class="secondary" onClick={() => setStep(undefined)}>
              {st('cancel')}
            </button>
          </div>
        </form>
      )}
      <form
        class="studio-inline-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void run('studio-new-path', () => model.addFile(newPath.trim())).then((ok) => ok && setNewPath(''));
        }}
      >
        <label for="studio-new-path">{st('newPath')}</label>
        <p class="hint" id="studio-new-path-hint">
          {st('pathHint', { max: STUDIO_LIMITS.pathLength })}
        </p>
        <FieldError target="studio-new-path" message={errorOf('studio-new-path')} />
        <input
          id="studio-new-path"
          value={newPath}
          spellcheck={false}
          autoComplete="off"
          aria-invalid={errorOf('studio-new-path') !== undefined}
          aria-describedby={`studio-new-path-hint${errorOf('studio-new-path') ? ` ${errorId('studio-new-path')}` : ''}`}
          onInput={(event) => setNewPath(event.currentTarget.value)}
        />
        <button type="submit" class="secondary" disabled={busy} data-testid="studio-add-file">
          {st('add')}
        </button>
      </form>
      <div class="studio-upload">
        <label for="studio-upload">{st('upload')}</label>
        <FieldError target="studio-upload" message={errorOf('studio-upload')} />
        <input
          type="file"
          id="studio-upload"
          multiple
          data-testid="studio-upload"
          aria-describedby={errorOf('studio-upload') ? errorId('studio-upload') : undefined}
          onChange={(event) => void upload(event.currentTarget)}
        />
      </div>
    </section>
  );
}

interface FileEditorProps {
  model: StudioModel;
  project: string;
  path: string;
  paths: () => SandboxPath[];
  onDirty(dirty: boolean): void;
}

function FileEditor({ model, project, path, paths, onDirty }: FileEditorProps) {
  const file = model.fileOf(path);
  const language = languageOf(path);
  const saved = file ? bytesText(file.bytes) : '';
  const [initial] = useState(() => readDraft(project, path) ?? saved);
  const text = useRef(initial);
  const view = useRef<EditorView | null>(null);
  const [status, setStatus] = useState<'clean' | 'dirty' | 'saving' | 'saved'>(initial === saved ? 'clean' : 'dirty');
  const [errors, setErrors] = useState<FieldProblem[]>([]);

  useEffect(() => {
    noteStudioOpenFile(project, path);
    // Code the reference sent ("Copy as fetch" -> insert into the studio's open file).
    const code = takeFromReference();
    if (code && view.current) {
      const at = view.current.state.selection.main.head;
      view.current.dispatch({ changes: { from: at, insert: code }, selection: { anchor: at + code.length } });
      view.current.focus();
    }
  }, []);

  function change(next: string) {
    text.current = next;
    const dirty = next !== saved;
    if (dirty) keepDraft(project, path, next);
    setStatus(dirty ? 'dirty' : 'clean');
    onDirty(dirty);
  }

  async function save() {
    setStatus('saving');
    try {
      await model.saveText(path, text.current);
      setErrors([]);
      setStatus('saved');
      onDirty(false);
    } catch (failure) {
      // The text stays in the editor and in the draft.
      setErrors([{ target: 'studio-save', message: studioProblem(failure) }]);
      setStatus('dirty');
    }
  }

  if (!language) {
    return (
      <section class="studio-editor-panel" aria-label={st('editor', { path })}>
        <p>
          {st('binary', { type: path.split('.').pop() ?? '', size: formatSize(file?.bytes.length ?? 0, lang.value) })}
        </p>
      </section>
    );
  }

  return (
    <section class="studio-editor-panel" aria-labelledby="studio-editor-heading">
      <div class="studio-bar">
        <h3 id="studio-editor-heading">{path}</h3>
        <button type="button" id="studio-save" onClick={() => void save()} data-testid="studio-save">
          {status === 'saving' ? st('saving') : st('save')}
        </button>
        <span class="hint" role="status" data-testid="studio-save-status">
          {status === 'dirty' ? st('unsaved') : status === 'saved' ? st('saved') : ''}
        </span>
      </div>
      <ErrorSummary errors={errors} />
      <p class="hint" id="studio-editor-help">
        {st('editorHelp')}
      </p>
      <CodeEditor
        text={initial}
        language={language}
        label={st('editor', { path })}
        describedBy="studio-editor-help"
        paths={paths}
        onChange={change}
        onSave={() => void save()}
        viewRef={view}
      />
    </section>
  );
}
