import { t } from '../i18n/index.ts';
import { lazy } from '../kit/index.ts';
import { hrefTo, pathTo } from '../routes.ts';

/** The scenario files served beside the app (public/scenarios/, made by scripts/scenarios/build.ts). */
export const SCENARIO_FILES = ['content-workshop'] as const;

/** The hash path that previews a scenario file's import (`/import?from=scenarios/<name>.sandbox`). */
export function scenarioRoute(name: (typeof SCENARIO_FILES)[number]): string {
  return pathTo('import', {}, { from: `scenarios/${name}.sandbox` });
}

// Each file's QR code to hand out (issue #33), with the QR library, once this part is open; it simply appears.
const ScenarioCode = lazy(() => import('./ScenarioCode.tsx').then((m) => m.ScenarioCode));

/** Links that open a scenario file through `#/import?from=` (preview first, then confirm). */
export function ScenarioLinks() {
  return (
    <section aria-labelledby="scenario-files-heading">
      <h2 id="scenario-files-heading">{t('transfer.scenariosHeading')}</h2>
      <p>{t('transfer.scenariosIntro')}</p>
      <ul class="scenario-files" data-testid="scenario-codes">
        {SCENARIO_FILES.map((name) => (
          <li key={name}>
            <a href={hrefTo('import', {}, { from: `scenarios/${name}.sandbox` })}>{t(`transfer.scenario.${name}`)}</a>
            <ScenarioCode route={scenarioRoute(name)} title={t(`transfer.scenario.${name}`)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
