import { useEffect } from 'preact/hooks';
import { type MessageKey, t } from '../i18n/index.ts';
import { ConfirmStep, errorId, FailureRegion, FieldError, useTitle } from '../kit/index.ts';
import { municipal } from '../municipal/api.ts';
import { dateTime, loadCatalogue, serviceName } from '../municipal/flow.ts';
import { useModel } from '../municipal/use-model.ts';
import { offsetParts, WorldBar } from '../municipal/WorldBar.tsx';
import { hrefTo } from '../routes.ts';
import { ensureSession, moveWorldClock, world } from '../world/session.ts';
import { FaultAudienceChoice, FaultKindSelect, FaultWhenChoice } from './FaultFields.tsx';
import { WorkshopNav } from './WorkshopNav.tsx';
import { createWorkshopModel, MAX_MINUTES, SCENARIOS, type Scenario, type WorkshopStatus } from './workshop-model.ts';

/** The status of the last action in words (at render: a change of language rewords it). */
function statusText(status: WorkshopStatus): string {
  switch (status.kind) {
    case 'moved':
      return t('m.clockMoved', { time: dateTime(status.now) });
    case 'ended':
      return t('m.clockEnded');
    case 'scenario':
      return t('m.scenarioDone', { name: t(`m.scenario.${status.name}`) });
    case 'faults':
      return t('m.faultSaved');
  }
}

type WorkshopModel = ReturnType<typeof createWorkshopModel>;

/** The question, in place below the step that asked it; "change nothing" leaves everything. */
function AskedStep({ model, kind }: { model: WorkshopModel; kind: 'clockEnd' | 'scenario' }) {
  if (model.asking.value?.kind !== kind) return null;
  return (
    <ConfirmStep
      title={kind === 'clockEnd' ? t('m.clockEndTitle') : t('m.scenarioTitle')}
      confirmText={kind === 'clockEnd' ? t('m.clockToEndDo') : t('m.scenarioFillDo')}
      keepText={t('m.keepWorld')}
      onConfirm={() => void model.confirmAsked()}
      onKeep={model.keep}
      warning
      busy={model.busy.value}
      level={3}
      testId="workshop-confirm"
    >
      <p>{kind === 'clockEnd' ? t('m.clockEndConfirm') : t('m.scenarioConfirm')}</p>
    </ConfirmStep>
  );
}

/** The world's clock: where it stands, and moving it forward (by minutes, 15 minutes, to the end). */
function ClockSection({ model }: { model: WorkshopModel }) {
  const settings = model.settings.data.value;
  const minutesInvalid = model.minutesInvalid.value;
  const offset = offsetParts(settings?.clock_offset_seconds ?? 0);

  function moveBy(event: Event) {
    event.preventDefault();
    if (!model.moveByMinutes()) document.getElementById('clock-minutes')?.focus();
  }

  function moveToEnd() {
    if (settings) model.asking.value = { kind: 'clockEnd' };
  }

  return (
    <section aria-labelledby="clock-heading">
      <h2 id="clock-heading">{t('m.clockHeading')}</h2>
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
          value={model.minutes.value}
          aria-invalid={minutesInvalid || undefined}
          aria-describedby={minutesInvalid ? errorId('clock-minutes') : undefined}
          onInput={(event) => {
            model.minutes.value = (event.target as HTMLInputElement).value;
          }}
        />
        <FieldError target="clock-minutes" message={minutesInvalid ? t('m.errMinutes') : undefined} />
        <button type="submit">{t('m.clockMove')}</button>
      </form>
      <div class="actions">
        <button type="button" class="secondary" onClick={() => void model.move(15 * 60)}>
          {t('m.clockPlus15')}
        </button>
        <button type="button" class="secondary" onClick={moveToEnd} disabled={!settings}>
          {t('m.clockToEnd')}
        </button>
      </div>
      <AskedStep model={model} kind="clockEnd" />
    </section>
  );
}

/** Filling the world with a named scenario (or resetting it), and what the world holds. */
function ScenarioSection({ model }: { model: WorkshopModel }) {
  const settings = model.settings.data.value;
  const cases = model.cases.data.value ?? [];
  const scenario = model.scenario.value;

  function fill(name: Scenario) {
    model.asking.value = { kind: 'scenario', name };
  }

  return (
    <section aria-labelledby="scenario-heading">
      <h2 id="scenario-heading">{t('m.scenarioHeading')}</h2>
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
          onChange={(event) => {
            model.scenario.value = (event.target as HTMLSelectElement).value as Scenario;
          }}
        >
          {SCENARIOS.map((name) => (
            <option key={name} value={name}>
              {t(`m.scenario.${name}`)}
            </option>
          ))}
        </select>
        <button type="submit">{t('m.scenarioFill')}</button>
      </form>
      {settings?.scenario && (
        <p>
          <button type="button" class="secondary" onClick={() => settings.scenario && fill(settings.scenario)}>
            {t('m.scenarioReset', { name: t(`m.scenario.${settings.scenario}`) })}
          </button>
        </p>
      )}
      <AskedStep model={model} kind="scenario" />
      <h2>{t('m.contentsHeading')}</h2>
      {cases.length === 0 ? (
        <p>{t('m.contentsNone')}</p>
      ) : (
        <ul class="workshop-cases" data-testid="workshop-cases">
          {cases.map((item) => (
            <li key={item.id}>
              <strong>{serviceName(item.service, item.details.service_name)}</strong> · {t(`m.state.${item.state}`)}
              {item.expires_at && (
                <>
                  {' · '}
                  {(settings?.clock_offset_seconds ?? 0) > 0
                    ? t('m.reviewUntilWorld', { time: dateTime(item.expires_at) })
                    : t('m.reviewUntil', { time: dateTime(item.expires_at) })}
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The fault switches: what is armed or fired, and the form that changes them. */
function FaultsSection({ model }: { model: WorkshopModel }) {
  const settings = model.settings.data.value;
  const faults = model.faults.value;
  const rateInvalid = model.rateInvalid.value;
  const update = model.editFaults;

  async function saveFaults(event: Event) {
    event.preventDefault();
    if (!(await model.saveFaults())) document.getElementById('fault-rate')?.focus();
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

  return (
    <>
      <h2>{t('m.faultsHeading')}</h2>
      <p>{t('m.faultsIntro')}</p>
      <div data-testid="fault-state" aria-live="polite">
        {settings && settings.faults.fault !== 'none' && settings.faults.when === 'next' && (
          <p class="notice">{t('m.faultArmed', { fault: t(`m.fault.${settings.faults.fault}`) })}</p>
        )}
        {settings?.fault_fired && (
          <p>
            {t('m.faultFired', {
              time: dateTime(settings.fault_fired.at),
              request: settings.fault_fired.request,
              fault: t(`m.fault.${settings.fault_fired.fault}`),
            })}
          </p>
        )}
      </div>
      {faults && (
        <form onSubmit={saveFaults} class="fault-form" data-testid="fault-form" noValidate>
          <div class="form-grid">
            <FaultKindSelect id="fault-kind" value={faults.fault} onChange={(fault) => update({ fault })} />
            <FaultWhenChoice name="fault-when" value={faults.when} onChange={(when) => update({ when })} />
            {faults.when === 'rate' && (
              <div class="stack">
                <label for="fault-rate">{t('m.faultRatePercent')}</label>
                <input
                  id="fault-rate"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={100}
                  step={1}
                  value={Math.round(faults.rate * 100)}
                  aria-invalid={rateInvalid || undefined}
                  aria-describedby={rateInvalid ? errorId('fault-rate') : undefined}
                  onInput={(event) => update({ rate: Number((event.target as HTMLInputElement).value) / 100 })}
                />
                <FieldError target="fault-rate" message={rateInvalid ? t('m.errRate') : undefined} />
              </div>
            )}
            {numberField('latency_ms', 'm.faultLatency', 10_000)}
            {numberField('latency_jitter_ms', 'm.faultJitter', 10_000)}
            {numberField('seed', 'm.faultSeed', 2 ** 31 - 1)}
            <FaultAudienceChoice
              name="fault-applies-to"
              value={faults.applies_to}
              onChange={(applies_to) => update({ applies_to })}
            />
          </div>
          <button type="submit">{t('m.faultSave')}</button>
        </form>
      )}
    </>
  );
}

/**
 * The facilitator's page for the tab's world (issue #13): what the world holds, its clock (moved
 * forward only) and its fault switches, over the same /v1 routes any frontend can use. The state and
 * the actions are in workshop-model.ts.
 */
export function WorkshopView() {
  const model = useModel(() =>
    createWorkshopModel({
      world,
      ensureSession,
      worldSettings: municipal.worldSettings,
      cases: municipal.casesInBackground,
      moveClock: moveWorldClock,
      setScenario: municipal.setScenario,
      setFaults: municipal.setFaults,
    }),
  );
  const status = model.status.value;
  useTitle(t('m.workshop'), model.failure.value !== undefined || model.minutesInvalid.value || model.rateInvalid.value);
  // The cases' service names in the screen's language come from the catalogue (the API's are German).
  useEffect(() => void loadCatalogue().catch(() => undefined), []);
  return (
    <section class="workshop-world" data-testid="workshop">
      <h1 tabIndex={-1}>{t('m.workshop')}</h1>
      <WorkshopNav />
      <WorldBar />
      <div role="status" data-testid="workshop-status">
        {status && <p class="notice">{statusText(status)}</p>}
        {status?.kind === 'ended' && (
          <p>
            <a href={hrefTo('catalogue')}>{t('m.toServices')}</a>
          </p>
        )}
      </div>
      <FailureRegion error={model.failure.value} area="m" />
      <div class="workshop-columns">
        <ClockSection model={model} />
        <ScenarioSection model={model} />
      </div>
      <FaultsSection model={model} />
    </section>
  );
}
