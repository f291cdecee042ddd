import { plural, t } from '../i18n/index.ts';
import { ConfirmStep, FailureRegion } from '../kit/index.ts';
import { href, route } from '../router.ts';
import {
  continueWorld,
  endWorld,
  leaveWorld,
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
  const onCases = route.value.startsWith('/buergerservice/vorgaenge');
  const act = model.act;

  function restart() {
    model.asking.value = { kind: 'new' };
  }

  function end(summary: WorldSummary) {
    model.asking.value = { kind: 'end', id: summary.world.id, cases: summary.cases };
  }

  function endCurrent(id: string) {
    model.asking.value = { kind: 'end', id, cases: model.mine.value?.cases };
  }

  const asking = model.asking.value;
  /** "Start a new world?" / "End this world?" on the page, below the bar's buttons. */
  const question = asking && (
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
  /** After an end: it ended, and where to go on (issue #26: every screen ends somewhere). */
  const endedNotice = model.ended.value && (
    <div class="notice" data-testid="world-ended">
      <p>{t('m.worldEnded')}</p>
      <p>
        <a href={href('/buergerservice')}>{t('m.toServices')}</a>
      </p>
    </div>
  );

  const current = session.value;
  const worlds = model.worlds.data.value;
  const settings = model.shownSettings.value;
  const mine = model.mine.value;
  const others = model.others.value;
  const alert = <FailureRegion error={model.actionError.value} area="m" />;

  // Space is kept while the tab's world is looked up, and the bar shows as soon as it is known (the
  // case count follows): nothing is inserted above the screen's content later.
  const room = model.roomForWorld.value ? ' world-bar-world' : '';
  if (model.pending.value) return <div class={`world-bar world-bar-pending${room}`} aria-busy="true" />;

  if (model.choosing.value && worlds) {
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
        {question}
        <div role="status">{endedNotice}</div>
        {alert}
      </section>
    );
  }

  return (
    <div class={`world-bar${room}`} data-testid="world-bar">
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
      {current && <WaitingNotice />}
      {/* Agent connections and the Workshop are reachable before any world is opened (issue #18). */}
      {!current && (
        <div class="actions">
          <a href={href('/buergerservice/agenten')}>{t('m.agents')}</a>
          <a href={href('/buergerservice/werkstatt')}>{t('m.workshop')}</a>
        </div>
      )}
      {current && (
        <div class="actions">
          {!onCases && <a href={href('/buergerservice/vorgaenge')}>{t('m.myCases')}</a>}
          {!route.value.startsWith('/buergerservice/agenten') && (
            <a href={href('/buergerservice/agenten')}>{t('m.agents')}</a>
          )}
          {!route.value.startsWith('/buergerservice/werkstatt') && (
            <a href={href('/buergerservice/werkstatt')}>{t('m.workshop')}</a>
          )}
          {others.length > 0 && (
            <button type="button" class="secondary" onClick={leaveWorld}>
              {t('m.otherWorld')}
            </button>
          )}
          <button type="button" class="secondary" onClick={restart}>
            {t('m.newWorld')}
          </button>
          {/* Shown at once (the case count may follow): a button appearing later would widen the bar. */}
          <button type="button" class="secondary" onClick={() => endCurrent(current.id)}>
            {t('m.endWorld')}
          </button>
        </div>
      )}
      {question}
      <div role="status">{endedNotice}</div>
      {alert}
    </div>
  );
}
