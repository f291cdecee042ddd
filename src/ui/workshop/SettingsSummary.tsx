import { formatNumber, t } from '../i18n/index.ts';
import { offsetParts } from '../municipal/WorldBar.tsx';
import type { RoomSettings } from './settings-link.ts';

/** What a settings link sets, one line each, in the screen's language (its preview and the room's list). */
export function settingsLines(settings: RoomSettings): string[] {
  const { faults } = settings;
  const fault = t(`m.fault.${faults.fault}`);
  const lines = [
    faults.fault === 'none'
      ? t('exercise.noFault')
      : faults.when === 'next'
        ? t('exercise.faultNext', { fault })
        : t('exercise.faultRate', { fault, percent: formatNumber(Math.round(faults.rate * 100)) }),
  ];
  if (faults.applies_to === 'agents') lines.push(t('exercise.agents'));
  if (faults.latency_jitter_ms > 0) {
    lines.push(
      t('exercise.latencyJitter', {
        ms: formatNumber(faults.latency_ms),
        jitter: formatNumber(faults.latency_jitter_ms),
      }),
    );
  } else if (faults.latency_ms > 0) lines.push(t('exercise.latency', { ms: formatNumber(faults.latency_ms) }));
  else lines.push(t('exercise.noLatency'));
  if (faults.seed > 0) lines.push(t('exercise.seed', { seed: String(faults.seed) }));
  lines.push(
    settings.clockMinutes > 0 ? t('exercise.clock', offsetParts(settings.clockMinutes * 60)) : t('exercise.clockNone'),
  );
  lines.push(
    settings.scenario
      ? t('exercise.scenario', { name: t(`m.scenario.${settings.scenario}`) })
      : t('exercise.noScenario'),
  );
  return lines;
}

export function SettingsSummary({ settings }: { settings: RoomSettings }) {
  return (
    <ul class="settings-summary" data-testid="settings-summary">
      {settingsLines(settings).map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
