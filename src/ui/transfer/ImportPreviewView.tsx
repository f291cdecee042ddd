import { t } from '../i18n/index.ts';
import { dateTime } from '../municipal/flow.ts';
import type { ImportPreview, ProjectChoices } from './transfer-api.ts';

interface Props {
  preview: ImportPreview;
  /** One level below the heading of the screen it is shown on. */
  heading: 'h2' | 'h3';
  busy: boolean;
  /** The choice for each studio project whose name is taken here (none: keep both). */
  choices: ProjectChoices;
  onChoose(project: string, choice: 'replace' | 'keep-both'): void;
  onConfirm(): void;
  onCancel(): void;
}

/** What an import would add and replace, with Import and Cancel; page titles are shown as text only. */
export function ImportPreviewView({ preview, heading: Heading, busy, choices, onChoose, onConfirm, onCancel }: Props) {
  const { pages, images, connections, worlds, projects } = preview;
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
      {projects.length > 0 && (
        <>
          <p>{t('transfer.projects', { count: projects.length })}</p>
          <ul data-testid="preview-projects">
            {projects.map((project) => (
              <li key={project.name}>
                {t('transfer.project', {
                  name: project.name,
                  files: project.file_count,
                  kb: Math.max(1, Math.round(project.bytes / 1024)),
                })}
                {project.conflict && (
                  <fieldset class="project-conflict">
                    <legend>{t('transfer.projectConflict', { name: project.name })}</legend>
                    {(['keep-both', 'replace'] as const).map((choice) => (
                      <label key={choice}>
                        <input
                          type="radio"
                          name={`project-${project.name}`}
                          value={choice}
                          checked={(choices[project.name] ?? 'keep-both') === choice}
                          onChange={() => onChoose(project.name, choice)}
                        />{' '}
                        {choice === 'replace'
                          ? t('transfer.projectReplace', { name: project.name })
                          : t('transfer.projectKeepBoth', { name: project.kept_as })}
                      </label>
                    ))}
                  </fieldset>
                )}
              </li>
            ))}
          </ul>
          <p>{t('transfer.projectsNotRun')}</p>
        </>
      )}
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
