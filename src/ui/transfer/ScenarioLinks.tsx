import type { ComponentType } from 'preact';
import { t } from '../i18n/index.ts';
import { hrefTo, pathTo } from '../routes.ts';

/** The scenario files served beside the app (public/scenarios/, made by scripts/scenarios/build.ts). */
export const SCENARIO_FILES = ['content-workshop'] as const;

/** The hash path that previews a scenario file's import (`/import?from=scenarios/<name>.sandbox`). */
export function scenarioRoute(name: (typeof SCENARIO_FILES)[number]): string {
  return pathTo('import', {}, { from: `scenarios/${name}.sandbox` });
}

/**
 * Links that open a scenario file through `#/import?from=` (preview first, then confirm), each with
 * `Code`, its QR code to hand out (issue #33), when the screen gives one (the Workshop's Material part).
 */
export function ScenarioLinks({ Code }: { Code?: ComponentType<{ route: string; title: string }> }) {
  return (
    <section aria-labelledby="scenario-files-heading">
      <h2 id="scenario-files-heading">{t('transfer.scenariosHeading')}</h2>
      <p>{t('transfer.scenariosIntro')}</p>
      <ul class="scenario-files" data-testid="scenario-codes">
        {SCENARIO_FILES.map((name) => (
          <li key={name}>
            <a href={hrefTo('import', {}, { from: `scenarios/${name}.sandbox` })}>{t(`transfer.scenario.${name}`)}</a>
            {Code && <Code route={scenarioRoute(name)} title={t(`transfer.scenario.${name}`)} />}
          </li>
        ))}
      </ul>
    </section>
  );
}
