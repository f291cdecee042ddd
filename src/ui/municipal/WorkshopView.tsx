import { useEffect, useState } from 'preact/hooks';
import { type MessageKey, t } from '../i18n/index.ts';
import {
  type Case,
  ensureSession,
  type FaultSettings,
  moveWorldClock,
  municipal,
  session,
  type WorldSettings,
  worldVersion,
} from './api.ts';
import { dateTime, describeError } from './flow.ts';
import { WorkshopJournal } from './WorkshopJournal.tsx';
import { WorkshopReport } from './WorkshopReport.tsx';
import { offsetParts, WorldBar } from './WorldBar.tsx';

const FAULTS: FaultSettings['fault'][] = ['none', '429', '503', 'lost-answer'];
type Scenario = NonNullable<WorldSettings['scenario']>;
const SCENARIOS: Scenario[] = ['every-state', 'nearly-full', 'empty'];
const MAX_MINUTES = 24 * 60;
const SETTINGS_POLL_MS = 2000;

/**
 * The facilitator's page for the tab's world (issue #13): what the world holds, its clock (moved
 * forward only) and its fault switches, over the same /v1 routes any frontend can use.
 */
export function WorkshopView() {
  const [settings, setSettings] = useState<WorldSettings | undefined>();
  const [cases, setCases] = useState<Case[]>([]);
  const [minutes, setMinutes] = useState('15');
  const [faults, setFaults] = useState<FaultSettings | undefined>();
  const [failure, setFailure] = useState('');
  const [status, setStatus] = useState('');
  const [scenario, setScenario] = useState<Scenario>('every-state');

  const world = session.value?.id;
  useEffect(() => {
    void (async () => {
      try {
        await ensureSession();
        const [loaded, list] = await Promise.all([municipal.worldSettings(), municipal.casesInBackground()]);
        setSettings(loaded);
        setFaults((shown) => shown ?? loaded.faults);
        setCases(list);
      } catch (error) {
        setFailure(describeError(error));
      }
    })();
  }, [world, worldVersion.value]);

  // The settings again every two seconds, in the background (no fault, no journal row), so the page
  // shows when an armed "next request" fault fired.
  useEffect(() => {
    const timer = setInterval(() => {
      if (!session.value) return;
      municipal
        .worldSettings()
        .then(setSettings)
        .catch(() => undefined);
    }, SETTINGS_POLL_MS);
    return () => clearInterval(timer);
  }, [world]);

  async function move(seconds: number) {
    setFailure('');
    setStatus('');
    try {
      const moved = await moveWorldClock(seconds);
      if (moved === 'ended') {
        setSettings(undefined);
        setFaults(undefined);
        setStatus(t('m.clockEnded'));
        return;
      }
      setSettings(moved);
      setStatus(t('m.clockMoved', { time: dateTime(moved.now) }));
    } catch (error) {
      setFailure(describeError(error));
    }
  }

  function moveBy(event: Event) {
    event.preventDefault();
    const value = Number(minutes);
    if (!Number.isInteger(value) || value < 1 || value > MAX_MINUTES) {
      setFailure(t('m.errMinutes'));
      document.getElementById('clock-minutes')?.focus();
      return;
    }
    void move(value * 60);
  }

  /**
   * The time left as the backend counts it (`seconds_left`: rounded up, from the clock the move
   * reads too), so the move always ends the world; settings read earlier only overshoot.
   */
  function moveToEnd() {
    if (!settings || !window.confirm(t('m.clockEndConfirm'))) return;
    void move(Math.max(1, settings.seconds_left));
  }

  async function fill(name: Scenario) {
    if (!window.confirm(t('m.scenarioConfirm'))) return;
    setFailure('');
    setStatus('');
    try {
      setSettings(await municipal.setScenario(name));
      setCases(await municipal.casesInBackground());
      setStatus(t('m.scenarioDone', { name: t(`m.scenario.${name}` as MessageKey) }));
    } catch (error) {
      setFailure(describeError(error));
    }
  }

  async function saveFaults(event: Event) {
    event.preventDefault();
    if (!faults) return;
    setFailure('');
    setStatus('');
    try {
      const saved = await municipal.setFaults(faults);
      setSettings(saved);
      setFaults(saved.faults);
      setStatus(t('m.faultSaved'));
    } catch (error) {
      setFailure(describeError(error));
    }
  }

  /** A number field of the fault form: kept as typed; the backend refuses what is out of range. */
  function numberField(key: 'latency_ms' | 'latency_jitter_ms' | 'seed', label: MessageKey, max: number) {
    return (
      <div class="stack">
        <label for={`fault-${key}`}>{t(label)}</label>
        <input
          id={`fault-${key}`}
          type="number"
          inputMode="numeric"
          min={0}
          max={max}
          step={1}
          value={faults?.[key] ?? 0}
          onInput={(event) => update({ [key]: Number((event.target as HTMLInputElement).value) })}
        />
      </div>
    );
  }

  function update(change: Partial<FaultSettings>) {
    setFaults((current) => (current ? { ...current, ...change } : current));
  }

  const offset = offsetParts(settings?.clock_offset_seconds ?? 0);
  return (
    <section data-testid="workshop">
      <h1 tabIndex={-1}>{t('m.workshop')}</h1>
      <WorldBar />
      <p>{t('m.workshopIntro')}</p>
      <div role="status">{status && <p class="notice">{status}</p>}</div>
      <div role="alert">{failure && <p class="error">{failure}</p>}</div>

      <h2>{t('m.clockHeading')}</h2>
      <div class="world-clock" data-testid={settings ? 'world-clock' : undefined}>
        {settings && (
          <>
            <p>{t('m.clockNow', { time: dateTime(settings.now) })}</p>
            <p>{t('m.clockOffset', offset)}</p>
            <p>{t('m.clockEnds', { time: dateTime(settings.ends_at) })}</p>
          </>
        )}
      </div>
      <form onSubmit={moveBy} class="stack">
        <label for="clock-minutes">{t('m.clockMinutes')}</label>
        <input
          id="clock-minutes"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_MINUTES}
          step={1}
          value={minutes}
          onInput={(event) => setMinutes((event.target as HTMLInputElement).value)}
        />
        <button type="submit">{t('m.clockMove')}</button>
      </form>
      <div class="actions">
        <button type="button" class="secondary" onClick={() => move(15 * 60)}>
          {t('m.clockPlus15')}
        </button>
        <button type="button" class="secondary" onClick={moveToEnd} disabled={!settings}>
          {t('m.clockToEnd')}
        </button>
      </div>

      <h2>{t('m.faultsHeading')}</h2>
      <p>{t('m.faultsIntro')}</p>
      <div data-testid="fault-state" aria-live="polite">
        {settings && settings.faults.fault !== 'none' && settings.faults.when === 'next' && (
          <p class="notice">{t('m.faultArmed', { fault: t(`m.fault.${settings.faults.fault}` as MessageKey) })}</p>
        )}
        {settings?.fault_fired && (
          <p>
            {t('m.faultFired', {
              time: dateTime(settings.fault_fired.at),
              request: settings.fault_fired.request,
              fault: t(`m.fault.${settings.fault_fired.fault}` as MessageKey),
            })}
          </p>
        )}
      </div>
      {faults && (
        <form onSubmit={saveFaults} class="stack wide" data-testid="fault-form">
          <div class="stack">
            <label for="fault-kind">{t('m.faultKind')}</label>
            <select
              id="fault-kind"
              value={faults.fault}
              onChange={(event) =>
                update({ fault: (event.target as HTMLSelectElement).value as FaultSettings['fault'] })
              }
            >
              {FAULTS.map((fault) => (
                <option key={fault} value={fault}>
                  {t(`m.fault.${fault}` as MessageKey)}
                </option>
              ))}
            </select>
          </div>
          <fieldset>
            <legend>{t('m.faultWhen')}</legend>
            {(['next', 'rate'] as const).map((when) => (
              <label key={when} class="check">
                <input
                  type="radio"
                  name="fault-when"
                  checked={faults.when === when}
                  onChange={() => update({ when })}
                />
                <span>{t(when === 'next' ? 'm.faultNext' : 'm.faultRate')}</span>
              </label>
            ))}
          </fieldset>
          {faults.when === 'rate' && (
            <div class="stack">
              <label for="fault-rate">{t('m.faultRatePercent')}</label>
              <input
                id="fault-rate"
                type="number"
                inputMode="numeric"
                min={0}
                max={100}
                step={1}
                value={Math.round(faults.rate * 100)}
                onInput={(event) => update({ rate: Number((event.target as HTMLInputElement).value) / 100 })}
              />
            </div>
          )}
          {numberField('latency_ms', 'm.faultLatency', 10_000)}
          {numberField('latency_jitter_ms', 'm.faultJitter', 10_000)}
          {numberField('seed', 'm.faultSeed', 2 ** 31 - 1)}
          <fieldset>
            <legend>{t('m.faultAppliesTo')}</legend>
            {(['everyone', 'agents'] as const).map((who) => (
              <label key={who} class="check">
                <input
                  type="radio"
                  name="fault-applies-to"
                  checked={faults.applies_to === who}
                  onChange={() => update({ applies_to: who })}
                />
                <span>{t(who === 'everyone' ? 'm.faultEveryone' : 'm.faultAgents')}</span>
              </label>
            ))}
          </fieldset>
          <button type="submit">{t('m.faultSave')}</button>
        </form>
      )}

      <h2>{t('m.scenarioHeading')}</h2>
      <form
        class="stack"
        onSubmit={(event) => {
          event.preventDefault();
          void fill(scenario);
        }}
      >
        <label for="scenario">{t('m.scenarioName')}</label>
        <select
          id="scenario"
          value={scenario}
          onChange={(event) => setScenario((event.target as HTMLSelectElement).value as Scenario)}
        >
          {SCENARIOS.map((name) => (
            <option key={name} value={name}>
              {t(`m.scenario.${name}` as MessageKey)}
            </option>
          ))}
        </select>
        <button type="submit">{t('m.scenarioFill')}</button>
      </form>
      {settings?.scenario && (
        <p>
          <button type="button" class="secondary" onClick={() => settings.scenario && fill(settings.scenario)}>
            {t('m.scenarioReset', { name: t(`m.scenario.${settings.scenario}` as MessageKey) })}
          </button>
        </p>
      )}

      <h2>{t('m.contentsHeading')}</h2>
      {cases.length === 0 ? (
        <p>{t('m.contentsNone')}</p>
      ) : (
        <ul class="case-list" data-testid="workshop-cases">
          {cases.map((item) => (
            <li key={item.id}>
              <p>
                <strong>{item.details.service_name}</strong> · {t(`m.state.${item.state}` as MessageKey)}
                {item.expires_at && <> · {dateTime(item.expires_at)}</>}
              </p>
            </li>
          ))}
        </ul>
      )}

      <WorkshopJournal />
      <WorkshopReport />
    </section>
  );
}
