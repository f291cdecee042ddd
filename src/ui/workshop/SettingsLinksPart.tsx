import { t } from '../i18n/index.ts';
import { ErrorSummary, errorId, FieldError, type FieldProblem, useTitle } from '../kit/index.ts';
import { QrCode } from '../kit/QrCode.tsx';
import { dateTime } from '../municipal/flow.ts';
import { href } from '../router.ts';
import { SCENARIO_FILES, scenarioRoute } from '../transfer/ScenarioLinks.tsx';
import { CopyLink } from './CopyLink.tsx';
import { FaultAudienceChoice, FaultKindSelect, FaultWhenChoice } from './FaultFields.tsx';
import { tp } from './page-strings.ts';
import { type DraftField, type DraftProblem, type RoomModel, settingsOfLink } from './room-model.ts';
import { settingsLines } from './SettingsSummary.tsx';
import type { Scenario } from './settings-link.ts';
import { WorkshopNav } from './WorkshopNav.tsx';
import { SCENARIOS } from './workshop-model.ts';

function problemText(problem: DraftProblem): string {
  return problem.rule === 'name'
    ? tp('links.errName')
    : tp('links.errRange', { min: String(problem.min), max: String(problem.max) });
}

/**
 * Settings links (issue #28): the facilitator composes an exercise (faults, latency, clock,
 * scenario, a name) and gets one link and its QR code; the links made are kept on this device to
 * show or print again. The scenario files to hand out follow, as codes too.
 */
export function SettingsLinksPart({ model }: { model: RoomModel }) {
  const problems = model.problems.value;
  useTitle(tp('links.title'), problems.length > 0);
  const draft = model.draft.value;
  const made = model.made.value;
  const check = model.address.value;
  const problemOf = (target: DraftField) => problems.find((p) => p.target === target);
  const summary: FieldProblem[] = problems.map((p) => ({ target: p.target, message: problemText(p) }));

  function numberField(id: DraftField, label: string, value: string, change: (value: string) => void) {
    const problem = problemOf(id);
    return (
      <div class="stack">
        <label for={id}>{label}</label>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          value={value}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId(id) : undefined}
          onInput={(event) => change((event.target as HTMLInputElement).value)}
        />
        <FieldError target={id} message={problem && problemText(problem)} />
      </div>
    );
  }

  const site = model.base.value;
  // The scenario files as links into this site's import (preview first), codes to hand out (issue #28).
  const scenarioFiles = SCENARIO_FILES.map((name) => ({
    title: tp('room.scenarioQr', { name: t(`transfer.scenario.${name}`) }),
    url: `${site.split('#')[0]}#${scenarioRoute(name)}`,
  }));
  return (
    <section class="room-part links-part">
      <div class="no-print">
        <h1 tabIndex={-1}>{tp('links.title')}</h1>
        <WorkshopNav />
        <p>{tp('links.intro')}</p>
        <p>{tp('links.leadTo', { address: site })}</p>
        {check.kind !== 'ok' && (
          <p class="notice" data-testid="address-warning">
            {tp('links.addressWarning')} <a href={href('/raum')}>{tp('door.title')}</a>
          </p>
        )}
        <ErrorSummary errors={summary} />
        <form
          class="links-form"
          data-testid="link-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            model.makeLink();
          }}
        >
          <div class="stack">
            <label for="link-name">{tp('links.name')}</label>
            <input
              id="link-name"
              type="text"
              value={draft.name}
              aria-invalid={problemOf('link-name') ? true : undefined}
              aria-describedby={problemOf('link-name') ? errorId('link-name') : undefined}
              onInput={(event) => model.editDraft({ name: (event.target as HTMLInputElement).value })}
            />
            <FieldError target="link-name" message={problemOf('link-name') && tp('links.errName')} />
          </div>
          <div class="form-grid">
            <FaultKindSelect id="link-fault" value={draft.fault} onChange={(fault) => model.editDraft({ fault })} />
            {draft.fault !== 'none' && (
              <FaultWhenChoice name="link-when" value={draft.when} onChange={(when) => model.editDraft({ when })} />
            )}
            {draft.fault !== 'none' &&
              draft.when === 'rate' &&
              numberField('link-rate', tp('links.rate'), draft.ratePercent, (ratePercent) =>
                model.editDraft({ ratePercent }),
              )}
            {numberField('link-latency', t('m.faultLatency'), draft.latency, (latency) => model.editDraft({ latency }))}
            {numberField('link-jitter', t('m.faultJitter'), draft.jitter, (jitter) => model.editDraft({ jitter }))}
            {numberField('link-seed', t('m.faultSeed'), draft.seed, (seed) => model.editDraft({ seed }))}
            <FaultAudienceChoice
              name="link-applies-to"
              value={draft.appliesTo}
              onChange={(appliesTo) => model.editDraft({ appliesTo })}
            />
            {numberField('link-clock', tp('links.clock'), draft.clockMinutes, (clockMinutes) =>
              model.editDraft({ clockMinutes }),
            )}
            <div class="stack">
              <label for="link-scenario">{tp('links.scenario')}</label>
              <select
                id="link-scenario"
                value={draft.scenario}
                onChange={(event) =>
                  model.editDraft({ scenario: (event.target as HTMLSelectElement).value as Scenario | '' })
                }
              >
                <option value="">{tp('links.noScenario')}</option>
                {SCENARIOS.map((name) => (
                  <option key={name} value={name}>
                    {t(`m.scenario.${name}`)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <button type="submit">{tp('links.make')}</button>
        </form>
        <div role="status" data-testid="link-status">
          {made && <p class="notice">{tp('links.made', { name: made.name })}</p>}
        </div>
      </div>

      <h2>{tp('links.list')}</h2>
      {model.links.value.length === 0 ? (
        <p>{tp('links.none')}</p>
      ) : (
        <ul class="made-links" data-testid="made-links">
          {model.links.value.map((entry) => {
            const settings = settingsOfLink(entry.link);
            return (
              <li key={entry.link} class="made-link" data-testid="made-link">
                <QrCode text={entry.link} label={entry.name} caption={false} onScreen={false} />
                <div>
                  <h3>{entry.name}</h3>
                  {settings && <p class="settings-inline">{settingsLines(settings).join(' · ')}</p>}
                  <p class="made-link-url">
                    <a href={entry.link} data-testid="made-link-url">
                      {entry.link}
                    </a>
                  </p>
                  <p class="no-print">
                    <CopyLink text={entry.link} name={entry.name} />
                  </p>
                  <p class="no-print">
                    {tp('links.madeAt', { time: dateTime(new Date(entry.madeAt).toISOString()) })}{' '}
                    <button
                      type="button"
                      class="secondary"
                      aria-label={tp('links.removeLabel', { name: entry.name })}
                      onClick={() => model.removeLink(entry.link)}
                    >
                      {tp('links.remove')}
                    </button>
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {model.links.value.length > 0 && (
        <p class="room-actions">
          <button type="button" onClick={() => window.print()}>
            {tp('links.print')}
          </button>
        </p>
      )}

      <h2>{tp('links.scenarioFiles')}</h2>
      <p class="no-print">{tp('links.scenarioFilesIntro')}</p>
      <ul class="made-links" data-testid="scenario-codes">
        {scenarioFiles.map((scenario) => (
          <li key={scenario.url} class="made-link">
            <QrCode text={scenario.url} label={scenario.title} caption={false} onScreen={false} />
            <div>
              <h3>{scenario.title}</h3>
              <p class="made-link-url">
                <a href={scenario.url}>{scenario.url}</a>
              </p>
              <p class="no-print">
                <CopyLink text={scenario.url} name={scenario.title} />
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
