export type TextLang = 'de' | 'en';
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
export declare const ZONE_NAME: Record<TextLang, string>;
export declare function dayText(lang: TextLang, parts: DayParts, options?: DayOptions): string;
export declare function dayTimeText(lang: TextLang, parts: DayTimeParts, options?: DayOptions): string;
/** Offset of Berlin from UTC at an instant, in milliseconds (+1 h in winter, +2 h in summer). */
export declare function berlinOffset(instant: number): number;
/** The Berlin calendar and clock numbers of an instant (epoch milliseconds). */
export declare function berlinParts(instant: number): ZonedParts;
