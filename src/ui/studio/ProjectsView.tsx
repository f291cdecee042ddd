/**
 * The studio's start: the projects (open, duplicate, delete: asked in the page), a new project from
 * a template, and a project opened from files or a `.zip`.
 */
import { useState } from 'preact/hooks';
import { lang } from '../i18n/index.ts';
import { ConfirmStep, ErrorSummary, errorId, FieldError, type FieldProblem } from '../kit/index.ts';
import { navigateTo } from '../router.ts';
import { hrefTo } from '../routes.ts';
import { formatSize } from './file-kinds.ts';
import { ImportFiles } from './ImportFiles.tsx';
import { studioProblem } from './problem.ts';
import { st, stPlural } from './strings.ts';
import type { ProjectSummary } from './studio-client.ts';
import { STUDIO_LIMITS } from './studio-client.ts';
import type { StudioModel } from './studio-model.ts';
import { TEMPLATE_IDS, type TemplateId } from './templates.ts';

export function ProjectsView({ model }: { model: StudioModel }) {
  const projects = model.projects.value;
  return (
    <>
      <h2>{st('projects')}</h2>
      {model.listError.value !== undefined && (
        <p class="error" role="alert">
          {studioProblem(model.listError.value)}
        </p>
      )}
      {projects === undefined ? (
        <p class="hint studio-list-placeholder">…</p>
      ) : projects.length === 0 ? (
        <p data-testid="studio-no-projects">{st('noProjects')}</p>
      ) : (
        <ul class="studio-projects" data-testid="studio-projects">
          {projects.map((project) => (
            <ProjectRow key={project.name} project={project} model={model} />
          ))}
        </ul>
      )}
      <NewProjectForm model={model} />
      <ImportFiles model={model} />
    </>
  );
}

function ProjectRow({ project, model }: { project: ProjectSummary; model: StudioModel }) {
  const [step, setStep] = useState<'none' | 'delete' | 'duplicate'>('none');
  const [copyName, setCopyName] = useState(`${project.name}-2`.slice(0, STUDIO_LIMITS.nameLength));
  const [error, setError] = useState<unknown>(undefined);
  const [busy, setBusy] = useState(false);
  const fieldId = `studio-copy-${project.name}`;

  async function run(work: () => Promise<void>) {
    setBusy(true);
    setError(undefined);
    try {
      await work();
      setStep('none');
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  }

  return (
    <li data-testid={`studio-project-${project.name}`}>
      <a href={hrefTo('studioProject', { project: project.name })} class="studio-project-name">
        {project.name}
      </a>{' '}
      <span class="hint">
        {stPlural('projectFiles', project.fileCount, { size: formatSize(project.bytes, lang.value) })}
        {!project.runApproved && ` · ${st('notRunYet')}`}
      </span>
      <div class="actions">
        <button type="button" class="secondary" onClick={() => setStep('duplicate')}>
          {st('duplicate')}
        </button>
        <button type="button" class="secondary" onClick={() => setStep('delete')}>
          {st('delete')}
        </button>
      </div>
      {step === 'delete' && (
        <ConfirmStep
          title={st('deleteProjectTitle', { name: project.name })}
          confirmText={st('deleteProjectYes')}
          keepText={st('deleteProjectNo')}
          warning
          busy={busy}
          level={3}
          testId="studio-delete-project"
          onConfirm={() => void run(() => model.deleteProject(project.name))}
          onKeep={() => setStep('none')}
        >
          <p>{st('deleteProjectText', { files: project.fileCount })}</p>
          {error !== undefined && <p class="error">{studioProblem(error)}</p>}
        </ConfirmStep>
      )}
      {step === 'duplicate' && (
        <form
          class="studio-inline-form"
          onSubmit={(event) => {
            event.preventDefault();
            void run(() => model.duplicateProject(project.name, copyName.trim()));
          }}
        >
          <label for={fieldId}>{st('duplicateTo', { name: project.name })}</label>
          <FieldError target={fieldId} message={error === undefined ? undefined : studioProblem(error)} />
          <input
            id={fieldId}
            value={copyName}
            aria-invalid={error !== undefined}
            aria-describedby={error === undefined ? undefined : errorId(fieldId)}
            onInput={(event) => setCopyName(event.currentTarget.value)}
          />
          <div class="actions">
            <button type="submit" disabled={busy}>
              {st('duplicateSave')}
            </button>
            <button type="button" class="secondary" onClick={() => setStep('none')}>
              {st('cancel')}
            </button>
          </div>
        </form>
      )}
    </li>
  );
}

function NewProjectForm({ model }: { model: StudioModel }) {
  const [name, setName] = useState('');
  const [template, setTemplate] = useState<TemplateId>('blank');
  const [errors, setErrors] = useState<FieldProblem[]>([]);
  const [busy, setBusy] = useState(false);
  const nameError = errors.find((error) => error.target === 'studio-name')?.message;

  async function submit(event: Event) {
    event.preventDefault();
    setBusy(true);
    try {
      await model.create(name.trim(), template);
      setErrors([]);
      navigateTo('studioProject', { project: name.trim() });
    } catch (failure) {
      // What was typed stays: the person corrects it.
      setErrors([{ target: 'studio-name', message: studioProblem(failure) }]);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form class="studio-new" onSubmit={submit} noValidate data-testid="studio-new">
      <h2>{st('newProject')}</h2>
      <ErrorSummary errors={errors} />
      <label for="studio-name">{st('name')}</label>
      <p class="hint" id="studio-name-hint">
        {st('nameHint', { max: STUDIO_LIMITS.nameLength })}
      </p>
      <FieldError target="studio-name" message={nameError} />
      <input
        id="studio-name"
        value={name}
        autoComplete="off"
        spellcheck={false}
        aria-invalid={nameError !== undefined}
        aria-describedby={`studio-name-hint${nameError ? ` ${errorId('studio-name')}` : ''}`}
        onInput={(event) => setName(event.currentTarget.value)}
      />
      <fieldset id="studio-template">
        <legend>{st('template')}</legend>
        {TEMPLATE_IDS.map((id) => (
          <div class="choice" key={id}>
            <input
              type="radio"
              id={`studio-template-${id}`}
              name="studio-template"
              value={id}
              checked={template === id}
              onChange={() => setTemplate(id)}
            />
            <label for={`studio-template-${id}`}>{st(`template.${id}`)}</label>
          </div>
        ))}
      </fieldset>
      <button type="submit" disabled={busy} data-testid="studio-create">
        {busy ? st('creating') : st('create')}
      </button>
    </form>
  );
}
