import { t } from '../i18n/index.ts';
import { hrefTo } from '../routes.ts';

/** The scenario files served beside the app (public/scenarios/, made by scripts/scenarios/build.ts). */
export const SCENARIO_FILES = ['content-workshop'] as const;

/** Links that open a scenario file through `#/import?from=` (preview first, then confirm). */
export function ScenarioLinks() {
  return (
    <section aria-labelledby="scenario-files-heading">
      <h2 id="scenario-files-heading">{t('transfer.scenariosHeading')}</h2>
      <p>{t('transfer.scenariosIntro')}</p>
      <ul>
        {SCENARIO_FILES.map((name) => (
          <li key={name}>
            <a href={hrefTo('import', {}, { from: `scenarios/${name}.sandbox` })}>{t(`transfer.scenario.${name}`)}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
