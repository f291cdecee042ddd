import { t } from '../i18n/index.ts';
import { dateTime } from '../municipal/flow.ts';
import type { ImportPreview, StudioImportChoice } from './transfer-api.ts';

interface Props {
  preview: ImportPreview;
  /** One level below the heading of the screen it is shown on. */
  heading: 'h2' | 'h3';
  busy: boolean;
  /** For each project of the file whose name is taken here: replace it or keep both. */
  projectChoices: Record<string, StudioImportChoice>;
  onChooseProject(name: string, choice: StudioImportChoice): void;
  onConfirm(): void;
  onCancel(): void;
}

/** What an import would add and replace, with Import and Cancel; page titles are shown as text only. */
export function ImportPreviewView({
  preview,
  heading: Heading,
  busy,
  projectChoices,
  onChooseProject,
  onConfirm,
  onCancel,
}: Props) {
  const { pages, images, connections, worlds } = preview;
  const titles = (list: ImportPreview['pages']['added']) => (
    <ul>
      {list.map((page) => (
        <li key={page.id}>
          {page.title} ({t(`pages.status.${page.status}`)})
        </li>
      ))}
    </ul>
  );
  return (
    <section class="import-preview" aria-labelledby="import-preview-heading" data-testid="import-preview">
      <Heading id="import-preview-heading">{t('transfer.previewTitle')}</Heading>
      <p>{t('transfer.previewFrom', { date: dateTime(preview.exported_at), version: preview.version })}</p>
      <p data-testid="preview-pages-added">{t('transfer.pagesAdded', { count: pages.added.length })}</p>
      {pages.added.length > 0 && titles(pages.added)}
      <p data-testid="preview-pages-replaced">{t('transfer.pagesReplaced', { count: pages.replaced.length })}</p>
      {pages.replaced.length > 0 && titles(pages.replaced)}
      <p>{t('transfer.revisions', { count: preview.revisions })}</p>
      <p data-testid="preview-images">{t('transfer.images', images)}</p>
      <p>{t('transfer.connections', connections)}</p>
      {worlds.length === 0 ? (
        <p>{t('transfer.noWorlds')}</p>
      ) : (
        <ul data-testid="preview-worlds">
          {worlds.map((world, index) => (
            <li key={index}>{t('transfer.world', { ...world, time: dateTime(world.ends_at) })}</li>
          ))}
        </ul>
      )}
      <StudioProjects preview={preview} choices={projectChoices} onChoose={onChooseProject} />
      <p>{t('transfer.keepsOthers')}</p>
      <div class="actions">
        <button type="button" onClick={onConfirm} disabled={busy}>
          {t('transfer.confirm')}
        </button>
        <button type="button" class="secondary" onClick={onCancel} disabled={busy}>
          {t('transfer.cancel')}
        </button>
      </div>
    </section>
  );
}

/**
 * The studio's projects in the file (issue 32): names, files and sizes, shown as text (none of their
 * code runs here); a project whose name is taken here asks: keep both (the file's gets a new name)
 * or replace the one here.
 */
function StudioProjects({
  preview,
  choices,
  onChoose,
}: {
  preview: ImportPreview;
  choices: Record<string, StudioImportChoice>;
  onChoose(name: string, choice: StudioImportChoice): void;
}) {
  const projects = preview.projects ?? [];
  if (projects.length === 0) return <p>{t('transfer.noProjects')}</p>;
  return (
    <div data-testid="preview-projects">
      <p>{t('transfer.projects', { count: projects.length })}</p>
      <ul>
        {projects.map((project) => (
          <li key={project.name}>
            {t('transfer.project', { name: project.name, files: project.file_count, size: kilobytes(project.bytes) })}
            {project.conflict && (
              <fieldset class="import-project-choice">
                <legend>{t('transfer.projectTaken', { name: project.name })}</legend>
                {(['keep-both', 'replace'] as const).map((choice) => (
                  <div class="choice" key={choice}>
                    <input
                      type="radio"
                      id={`import-project-${project.name}-${choice}`}
                      name={`import-project-${project.name}`}
                      checked={(choices[project.name] ?? 'keep-both') === choice}
                      onChange={() => onChoose(project.name, choice)}
                    />
                    <label for={`import-project-${project.name}-${choice}`}>
                      {choice === 'replace'
                        ? t('transfer.projectReplace', { name: project.name })
                        : t('transfer.projectKeepBoth', { name: project.kept_as })}
                    </label>
                  </div>
                ))}
              </fieldset>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Bytes as KB with one decimal (a project is at most 5 MB). */
function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
