import { timeOfDayText } from '../i18n/dates.ts';
import { t } from '../i18n/index.ts';

/**
 * When a request arrived: a world's request in world time, labelled so where the world's clock was
 * moved ahead of the device's (issue #26, one clock); otherwise the device's time, which is then the same.
 */
export function entryTimeText(device: string, world: string | null): string {
  if (world === null || Date.parse(world) === Date.parse(device)) return timeOfDayText(device);
  return t('inspector.worldTime', { time: timeOfDayText(world) });
}
