import type { Lang } from '../engine/words.ts';

/** The languages (src/engine/words.ts), for this file's JSDoc. */
export type { Lang };

export interface DayParts {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}
export interface DayTimeParts extends DayParts {
  hour: number;
  minute: number;
}
export interface ZonedParts extends DayTimeParts {
  second: number;
}
export interface DayOptions {
  weekday?: boolean;
  withYear?: boolean;
}
export declare const TIME_ZONE: 'Europe/Berlin';
export declare const ZONE_NAME: Record<Lang, string>;
export declare const WEEKDAYS: Record<Lang, readonly string[]>;
export declare const MONTHS: Record<Lang, readonly string[]>;
export declare function dayText(lang: Lang, parts: DayParts, options?: DayOptions): string;
export declare function dayTimeText(lang: Lang, parts: DayTimeParts, options?: DayOptions): string;
/** Offset of Berlin from UTC at an instant, in milliseconds (+1 h in winter, +2 h in summer). */
export declare function berlinOffset(instant: number): number;
/** The Berlin calendar and clock numbers of an instant (epoch milliseconds). */
export declare function berlinParts(instant: number): ZonedParts;
