import { plural, t } from '../i18n/index.ts';
import { ConfirmStep, FailureRegion } from '../kit/index.ts';
import { currentRoute } from '../router.ts';
import { hrefTo, type RouteName } from '../routes.ts';
import {
  continueWorld,
  endWorld,
  leaveWorld,
  type Session,
  session,
  startNewWorld,
  tabHadWorld,
  tabRestored,
  tabSettingsMemory,
  type WorldSummary,
  world,
  worldSummaries,
} from '../world/session.ts';
import { municipal } from './api.ts';
import { dateTime } from './flow.ts';
import { useModel } from './use-model.ts';
import { WaitingNotice } from './WaitingNotice.tsx';
import { createWorldBarModel } from './world-bar-model.ts';

/** The Workshop's pages of this world: the bar's link to the Workshop is left out there. */
const WORKSHOP_WORLD_ROUTES: RouteName[] = ['workshop', 'workshopJournal', 'workshopMaterial'];

/** "3 Std. 15 Min." from a clock offset in seconds. */
export function offsetParts(seconds: number): { hours: number; minutes: number } {
  const minutes = Math.floor(seconds / 60);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/** "noch 23 Std. 5 Min." / "23 h 5 min left". */
export function timeLeft(iso: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.floor((Date.parse(iso) - now) / 60_000));
  return t('m.timeLeftShort', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}

type WorldBarModel = ReturnType<typeof createWorldBarModel>;

/** "Start a new world?" / "End this world?" on the page, below the bar's buttons. */
function WorldQuestion({ model }: { model: WorldBarModel }) {
  const asking = model.asking.value;
  if (!asking) return null;
  return (
    <ConfirmStep
      title={asking.kind === 'new' ? t('m.newWorldTitle') : t('m.endWorldTitle')}
      confirmText={asking.kind === 'new' ? t('m.newWorld') : t('m.endWorld')}
      keepText={t('m.keepWorld')}
      onConfirm={() => void model.confirmAsked()}
      onKeep={model.keep}
      warning={asking.kind === 'end'}
      busy={model.busy.value}
      testId="world-confirm"
    >
      <p>
        {asking.kind === 'new'
          ? t('m.newWorldConfirm')
          : asking.cases === undefined
            ? t('m.endWorldConfirmUnknown')
            : plural('m.endWorldConfirm', asking.cases)}
      </p>
    </ConfirmStep>
  );
}

/** The question, after an end where to go on (issue #26: every screen ends somewhere), and failures. */
function WorldOutcome({ model }: { model: WorldBarModel }) {
  return (
    <>
      <WorldQuestion model={model} />
      <div role="status">
        {model.ended.value && (
          <div class="notice" data-testid="world-ended">
            <p>{t('m.worldEnded')}</p>
            <p>
              <a href={hrefTo('catalogue')}>{t('m.toServices')}</a>
            </p>
          </div>
        )}
      </div>
      <FailureRegion error={model.actionError.value} area="m" />
    </>
  );
}

/** A tab without a world chooses one of the remembered worlds, or a new one. */
function WorldChoice({ model, worlds }: { model: WorldBarModel; worlds: WorldSummary[] }) {
  const act = model.act;
  const end = (summary: WorldSummary) => {
    model.asking.value = { kind: 'end', id: summary.world.id, cases: summary.cases };
  };
  return (
    <section class="world-bar world-choice" aria-labelledby="world-choice-heading" data-testid="world-choice">
      <h2 id="world-choice-heading">{t('m.chooseWorld')}</h2>
      <p>{t('m.chooseWorldIntro')}</p>
      <ul class="world-list">
        {worlds.map((summary) => (
          <li key={summary.world.id}>
            <p>
              <strong>{t('m.worldFrom', { time: dateTime(summary.world.created_at) })}</strong>
              <br />
              {t('m.worldCases', { cases: summary.cases })} · {timeLeft(summary.world.expires_at)}
            </p>
            <div class="actions">
              <button type="button" onClick={() => act(() => continueWorld(summary.world))}>
                {t('m.continueWorld')}
                <span class="visually-hidden"> {t('m.worldFrom', { time: dateTime(summary.world.created_at) })}</span>
              </button>
              <button type="button" class="secondary" onClick={() => end(summary)}>
                {t('m.endWorld')}
                <span class="visually-hidden"> {t('m.worldFrom', { time: dateTime(summary.world.created_at) })}</span>
              </button>
            </div>
          </li>
        ))}
      </ul>
      <p>
        <button type="button" class="secondary" onClick={() => act(startNewWorld)}>
          {t('m.newWorld')}
        </button>
      </p>
      <WorldOutcome model={model} />
    </section>
  );
}

/** The open world in words: when it ends, its cases, the exercise, a moved clock, a fault switched on. */
function WorldState({ model, current }: { model: WorldBarModel; current: Session | undefined }) {
  const settings = model.shownSettings.value;
  const mine = model.mine.value;
  return (
    <>
      <p>
        {current
          ? settings && settings.clock_offset_seconds > 0
            ? // A moved clock: the end in world time, as the Workshop's clock section says it (one clock).
              t('m.worldMoved', {
                time: dateTime(settings.ends_at),
                left: timeLeft(current.expires_at),
                cases: mine?.cases ?? '…',
              })
            : t('m.world', {
                time: dateTime(current.expires_at),
                left: timeLeft(current.expires_at),
                cases: mine?.cases ?? '…',
              })
          : t('m.noWorld')}
      </p>
      {current && mine?.world.exercise && (
        <p data-testid="world-exercise">
          <strong>{t('exercise.bar', { name: mine.world.exercise })}</strong>
        </p>
      )}
      {current && settings && settings.clock_offset_seconds > 0 && (
        <p data-testid="world-time">
          {t('m.worldClock', { time: dateTime(settings.now), ...offsetParts(settings.clock_offset_seconds) })}
        </p>
      )}
      {current && settings && settings.faults.fault !== 'none' && (
        <p class="notice" data-testid="world-fault">
          {t('m.faultOn', { fault: t(`m.fault.${settings.faults.fault}`) })}
        </p>
      )}
    </>
  );
}

/** The bar's links and buttons for the open world (the page's own link is left out). */
function WorldActions({ model, current }: { model: WorldBarModel; current: Session }) {
  const here = currentRoute.value.name;
  const restart = () => {
    model.asking.value = { kind: 'new' };
  };
  const endCurrent = () => {
    model.asking.value = { kind: 'end', id: current.id, cases: model.mine.value?.cases };
  };
  return (
    <div class="actions">
      {here !== 'cases' && <a href={hrefTo('cases')}>{t('m.myCases')}</a>}
      {here !== 'connections' && <a href={hrefTo('connections')}>{t('m.agents')}</a>}
      {!WORKSHOP_WORLD_ROUTES.includes(here) && <a href={hrefTo('workshop')}>{t('m.workshop')}</a>}
      {model.others.value.length > 0 && (
        <button type="button" class="secondary" onClick={leaveWorld}>
          {t('m.otherWorld')}
        </button>
      )}
      <button type="button" class="secondary" onClick={restart}>
        {t('m.newWorld')}
      </button>
      {/* Shown at once (the case count may follow): a button appearing later would widen the bar. */}
      <button type="button" class="secondary" onClick={endCurrent}>
        {t('m.endWorld')}
      </button>
    </div>
  );
}

/**
 * Which practice world this tab works in. A tab that has not chosen (a new tab, the reopened
 * installed app) is offered every remembered world with its cases and time left, or a new one;
 * with none remembered, nothing to choose: a world opens with the first step.
 */
export function WorldBar() {
  const model = useModel(() =>
    createWorldBarModel({
      world,
      restored: tabRestored,
      summaries: worldSummaries,
      settings: municipal.worldSettings,
      expectsWorld: tabHadWorld(),
      remembered: tabSettingsMemory,
      startNewWorld,
      endWorld,
    }),
  );
  const current = session.value;
  const worlds = model.worlds.data.value;

  // Space is kept while the tab's world is looked up, and the bar shows as soon as it is known (the
  // case count follows): nothing is inserted above the screen's content later.
  const room = model.roomForWorld.value ? ' world-bar-world' : '';
  if (model.pending.value) return <div class={`world-bar world-bar-pending${room}`} aria-busy="true" />;
  if (model.choosing.value && worlds) return <WorldChoice model={model} worlds={worlds} />;

  return (
    <div class={`world-bar${room}`} data-testid="world-bar">
      <WorldState model={model} current={current} />
      {current && <WaitingNotice />}
      {/* Agent connections and the Workshop are reachable before any world is opened (issue #18). */}
      {!current && (
        <div class="actions">
          <a href={hrefTo('connections')}>{t('m.agents')}</a>
          <a href={hrefTo('workshop')}>{t('m.workshop')}</a>
        </div>
      )}
      {current && <WorldActions model={model} current={current} />}
      <WorldOutcome model={model} />
    </div>
  );
}
