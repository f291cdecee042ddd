import { useMemo } from 'preact/hooks';
import { t } from '../i18n/index.ts';
import { FailureRegion, useTitle } from '../kit/index.ts';
import { municipal } from '../municipal/api.ts';
import { WorldBar } from '../municipal/WorldBar.tsx';
import { hrefTo } from '../routes.ts';
import { ensureSession, moveWorldClock, nameExercise, startNewWorld } from '../world/session.ts';
import { createExerciseModel, type ExerciseDeps } from './exercise-model.ts';
import { SettingsSummary } from './SettingsSummary.tsx';
import type { SettingsLinkProblem } from './settings-link.ts';

const exerciseApi: ExerciseDeps = {
  ensureSession,
  startNewWorld,
  worldSettings: municipal.worldSettings,
  moveClock: moveWorldClock,
  setScenario: municipal.setScenario,
  setFaults: municipal.setFaults,
  nameExercise,
};

function problemText(problem: SettingsLinkProblem): string {
  switch (problem.kind) {
    case 'foreign':
      return problem.member ? t('exercise.err.foreignMember', { member: problem.member }) : t('exercise.err.foreign');
    case 'version':
      return t('exercise.err.version', { version: problem.version });
    case 'malformed':
      return t('exercise.err.malformed', { member: problem.member });
  }
}

/**
 * `#/uebung?v=1&...` (issue #28): a room's settings link opened on a device. It shows what the link
 * sets and applies it only after the person confirms (in the page, as the import does).
 */
export function ExerciseScreen({ query }: { query: string }) {
  const model = useMemo(() => createExerciseModel(exerciseApi, query), [query]);
  const decoded = model.decoded;
  const state = model.state.value;
  useTitle(t('exercise.title'), !decoded.ok || model.error.value !== undefined);

  if (!decoded.ok) {
    return (
      <section class="exercise-screen" data-testid="exercise">
        <h1 tabIndex={-1}>{t('exercise.title')}</h1>
        <div class="notice" role="alert" data-testid="exercise-refused" data-problem={decoded.problem.kind}>
          <h2>{t('exercise.errTitle')}</h2>
          <p>{problemText(decoded.problem)}</p>
        </div>
        <p>
          <a href={hrefTo('home')}>{t('nav.home')}</a>
        </p>
      </section>
    );
  }
  const settings = decoded.settings;
  return (
    <section class="exercise-screen" data-testid="exercise">
      <h1 tabIndex={-1}>{t('exercise.title')}</h1>
      {state.kind === 'applied' && <WorldBar />}
      <p>{t('exercise.intro')}</p>
      <h2 data-testid="exercise-name">{t('exercise.name', { name: settings.name })}</h2>
      <SettingsSummary settings={settings} />
      <div role="status" data-testid="exercise-status">
        {state.kind === 'applied' && (
          <p class="notice">
            {t(state.newWorld ? 'exercise.appliedNew' : 'exercise.applied', { name: settings.name })}
          </p>
        )}
        {state.kind === 'cancelled' && <p class="notice">{t('exercise.cancelled')}</p>}
      </div>
      <FailureRegion error={model.error.value} area="m" onRetry={() => void model.apply()} />
      {state.kind === 'preview' && (
        <>
          <p>{t('exercise.where')}</p>
          <div class="actions">
            <button type="button" disabled={model.busy.value} onClick={() => void model.apply()}>
              {t('exercise.apply')}
            </button>
            <button type="button" class="secondary" disabled={model.busy.value} onClick={model.cancel}>
              {t('exercise.cancel')}
            </button>
          </div>
        </>
      )}
      {state.kind !== 'preview' && (
        <p>
          <a href={hrefTo('catalogue')}>{t('exercise.toServices')}</a>
        </p>
      )}
    </section>
  );
}
