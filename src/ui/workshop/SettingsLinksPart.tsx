import type { ComponentChildren } from 'preact';
import { t } from '../i18n/index.ts';
import { ErrorSummary, errorId, FieldError, type FieldProblem, useTitle } from '../kit/index.ts';
import { QrEnlarge } from '../kit/QrEnlarge.tsx';
import { QrImage } from '../kit/QrImage.tsx';
import { dateTime } from '../municipal/flow.ts';
import { hrefTo } from '../routes.ts';
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
 * A settings link made (issue #33): its title, the link itself as a real link, then "Show the QR code",
 * "Copy link" and `actions`, then `children` (what it sets, when it was made). The code is drawn on paper; on screen
 * it is shown large on request, since a list of codes large enough to scan would be screens long.
 */
function LinkItem({
  title,
  url,
  testId,
  actions,
  children,
}: {
  title: string;
  url: string;
  testId?: string;
  /** More buttons beside "Show the QR code" and "Copy link" (remove from the list). */
  actions?: ComponentChildren;
  children?: ComponentChildren;
}) {
  return (
    <li class="made-link" data-testid={testId}>
      <figure class="qr" data-testid="qr" data-text={url}>
        <QrImage text={url} label={title} class="print-only" />
      </figure>
      <div>
        <h3>{title}</h3>
        <p class="made-link-url">
          <a href={url} data-testid={testId ? `${testId}-url` : undefined}>
            {url}
          </a>
        </p>
        <div class="actions no-print">
          <QrEnlarge text={url} label={title} shown={false} />
          <CopyLink text={url} name={title} />
          {actions}
        </div>
        {children}
      </div>
    </li>
  );
}

/** The links made on this device, each with its code, to show, copy, print or remove. */
function MadeLinks({ model }: { model: RoomModel }) {
  return (
    <>
      <h2>{tp('links.list')}</h2>
      {model.links.value.length === 0 ? (
        <p>{tp('links.none')}</p>
      ) : (
        <ul class="made-links" data-testid="made-links">
          {model.links.value.map((entry) => {
            const settings = settingsOfLink(entry.link);
            return (
              <LinkItem
                key={entry.link}
                title={entry.name}
                url={entry.link}
                testId="made-link"
                actions={
                  <button
                    type="button"
                    class="secondary"
                    aria-label={tp('links.removeLabel', { name: entry.name })}
                    onClick={() => model.removeLink(entry.link)}
                  >
                    {tp('links.remove')}
                  </button>
                }
              >
                <p class="settings-inline">
                  {settings && `${settingsLines(settings).join(' · ')} `}
                  <span class="hint no-print">
                    {settings && '· '}
                    {tp('links.madeAt', { time: dateTime(new Date(entry.madeAt).toISOString()) })}
                  </span>
                </p>
              </LinkItem>
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
    </>
  );
}

/**
 * Settings links (issue #28): the facilitator composes an exercise (faults, latency, clock,
 * scenario, a name) and gets one link and its QR code; the links made are kept on this device to
 * show or print again. The scenario files' codes are on the Material part (ScenarioCode.tsx).
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
  return (
    <section class="room-part links-part">
      <div class="no-print">
        <h1 tabIndex={-1}>{tp('links.title')}</h1>
        <WorkshopNav />
        <p>{tp('links.intro')}</p>
        <p>{tp('links.leadTo', { address: site })}</p>
        {check.kind !== 'ok' && (
          <p class="notice" data-testid="address-warning">
            {tp('links.addressWarning')} <a href={hrefTo('room')}>{tp('door.title')}</a>
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

      <MadeLinks model={model} />
    </section>
  );
}
