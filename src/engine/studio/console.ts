/**
 * The console messages of a studio page (docs/studio.md, "Console"): the composed page's bootstrap
 * (compose/bootstrap.ts) posts each console call, uncaught error and unhandled rejection over its
 * port to the host, with the file and line it came from.
 */

/** The `type` of every console message the bootstrap posts. */
export const CONSOLE_MESSAGE_TYPE = 'sandbox-studio-console';

/** What the host receives on the page's port. */
export interface StudioConsoleMessage {
  type: typeof CONSOLE_MESSAGE_TYPE;
  project: string;
  level: 'log' | 'info' | 'warn' | 'error';
  text: string;
  /** Project-relative path (`index.html`, `js/app.mjs`); another URL as it is; null when unknown. */
  file: string | null;
  line: number | null;
  column: number | null;
}

/** The longest text sent for one message; longer ones end in "…". */
export const CONSOLE_TEXT_LIMIT = 10_000;
