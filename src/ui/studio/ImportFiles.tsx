/**
 * A project from files or a `.zip` (issue 32): what was chosen is shown (paths and sizes) and kept
 * only when the person says so, under a name they can change. Nothing of it runs here: the files are
 * listed as text, and the page runs only when the project is opened and previewed.
 */
import { useState } from 'preact/hooks';
import { lang } from '../i18n/index.ts';
import { ErrorSummary, errorId, FieldError, type FieldProblem } from '../kit/index.ts';
import { navigateTo } from '../router.ts';
import { formatSize } from './file-kinds.ts';
import { studioProblem } from './problem.ts';
import { st } from './strings.ts';
import type { StudioFile } from './studio-client.ts';
import type { StudioModel } from './studio-model.ts';
import { nameFromFile, readChosenFiles } from './zip.ts';

export function ImportFiles({ model }: { model: StudioModel }) {
  const [files, setFiles] = useState<StudioFile[] | undefined>(undefined);
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<FieldProblem[]>([]);
  const [busy, setBusy] = useState(false);
  const nameError = errors.find((error) => error.target === 'studio-import-name')?.message;

  async function choose(input: HTMLInputElement) {
    const chosen = [...(input.files ?? [])];
    input.value = '';
    setErrors([]);
    if (chosen.length === 0) return;
    try {
      setFiles(await readChosenFiles(chosen));
      setName(nameFromFile(chosen.length === 1 && chosen[0] ? chosen[0].name : 'project'));
    } catch {
      setFiles(undefined);
      setErrors([{ target: 'studio-import-files', message: st('err.studio_zip_invalid') }]);
    }
  }

  async function keep(event: Event) {
    event.preventDefault();
    if (!files) return;
    setBusy(true);
    try {
      await model.createFrom(name.trim(), files);
      setFiles(undefined);
      setErrors([]);
      navigateTo('studioProject', { project: name.trim() });
    } catch (failure) {
      setErrors([{ target: 'studio-import-name', message: studioProblem(failure) }]);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section class="studio-import" aria-labelledby="studio-import-heading">
      <h2 id="studio-import-heading">{st('fromFiles')}</h2>
      <p class="hint" id="studio-import-hint">
        {st('fromFilesHint')}
      </p>
      {files === undefined && <ErrorSummary errors={errors} />}
      <label for="studio-import-files">{st('chooseFiles')}</label>
      <input
        type="file"
        id="studio-import-files"
        multiple
        aria-describedby="studio-import-hint"
        data-testid="studio-import-files"
        onChange={(event) => void choose(event.currentTarget)}
      />
      {files !== undefined && (
        <form onSubmit={keep} noValidate data-testid="studio-import-preview">
          <h3>{st('importTitle')}</h3>
          <ErrorSummary errors={errors} />
          {files.length === 0 ? (
            <p>{st('importNothing')}</p>
          ) : (
            <table class="studio-files-table">
              <thead>
                <tr>
                  <th scope="col">{st('file')}</th>
                  <th scope="col">{st('size')}</th>
                </tr>
              </thead>
              <tbody>
                {files.map((file) => (
                  <tr key={file.path}>
                    <td>{file.path}</td>
                    <td>{formatSize(file.bytes.length, lang.value)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <label for="studio-import-name">{st('name')}</label>
          <FieldError target="studio-import-name" message={nameError} />
          <input
            id="studio-import-name"
            value={name}
            autoComplete="off"
            spellcheck={false}
            aria-invalid={nameError !== undefined}
            aria-describedby={nameError ? errorId('studio-import-name') : undefined}
            onInput={(event) => setName(event.currentTarget.value)}
          />
          <div class="actions">
            <button type="submit" disabled={busy || files.length === 0} data-testid="studio-import-keep">
              {st('importKeep', { name: name.trim() })}
            </button>
            <button type="button" class="secondary" onClick={() => setFiles(undefined)}>
              {st('importDiscard')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
