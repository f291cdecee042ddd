/**
 * A project from files or a `.zip` (issue 32): what was chosen is shown (paths and sizes) and kept
 * only when the person says so, under a name they can change. Nothing of it runs here: the files are
 * listed as text, and the project is stored as imported (issue 38): it runs only after the person
 * chooses Run in the project. A `.zip` is checked while it is read (zip.ts); a refusal keeps nothing.
 */
import { useState } from 'preact/hooks';
import { lang } from '../i18n/index.ts';
import { ApiError } from '../kit/api.ts';
import { ErrorSummary, errorId, FieldError, type FieldProblem } from '../kit/index.ts';
import { navigateTo } from '../router.ts';
import { formatSize } from './file-kinds.ts';
import { studioProblem } from './problem.ts';
import { st } from './strings.ts';
import type { StudioModel } from './studio-model.ts';
import { type ChosenFiles, nameFromFile, readChosenFiles } from './zip.ts';

export function ImportFiles({ model }: { model: StudioModel }) {
  const [chosenFiles, setChosen] = useState<ChosenFiles | undefined>(undefined);
  const files = chosenFiles?.files;
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<FieldProblem[]>([]);
  const [busy, setBusy] = useState(false);
  const nameError = errors.find((error) => error.target === 'studio-import-name')?.message;
  const filesError = errors.find((error) => error.target === 'studio-import-files')?.message;

  async function choose(input: HTMLInputElement) {
    const chosen = [...(input.files ?? [])];
    input.value = '';
    setErrors([]);
    if (chosen.length === 0) return;
    setChosen(undefined);
    setBusy(true);
    try {
      setChosen(await readChosenFiles(chosen));
      setName(nameFromFile(chosen.length === 1 && chosen[0] ? chosen[0].name : 'project'));
    } catch (failure) {
      // Refused while reading (a limit, one path twice, not a zip): nothing is kept.
      const message = failure instanceof ApiError ? studioProblem(failure) : st('err.studio_zip_invalid');
      setErrors([{ target: 'studio-import-files', message }]);
    } finally {
      setBusy(false);
    }
  }

  async function keep(event: Event) {
    event.preventDefault();
    if (!chosenFiles) return;
    setBusy(true);
    try {
      await model.createFrom(name.trim(), chosenFiles.files, chosenFiles.origin);
      setChosen(undefined);
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
      <FieldError target="studio-import-files" message={filesError} />
      <input
        type="file"
        id="studio-import-files"
        multiple
        disabled={busy && files === undefined}
        aria-invalid={filesError !== undefined}
        aria-describedby={`studio-import-hint${filesError ? ` ${errorId('studio-import-files')}` : ''}`}
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
            <button type="button" class="secondary" onClick={() => setChosen(undefined)}>
              {st('importDiscard')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
