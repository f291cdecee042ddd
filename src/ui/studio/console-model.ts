/**
 * The preview's console (issue 32): the composed page's bootstrap sends each console call, uncaught
 * error and unhandled rejection over its port to the host (issue 38, host/relay.ts), which hands them
 * here. Only the preview's own page's port is heard.
 */
import { signal } from '@preact/signals';
import type { StudioConsoleMessage } from '../../engine/studio/console.ts';

export type ConsoleLevel = 'log' | 'info' | 'warn' | 'error';

export interface ConsoleEntry {
  id: number;
  level: ConsoleLevel;
  text: string;
  /** The file as a path inside the project when it is one, else as sent. */
  file: string;
  line: number;
  column: number;
}

/** The message the injected script posts (its type names it; src/engine/studio/console.ts). */
export const CONSOLE_MESSAGE: StudioConsoleMessage['type'] = 'sandbox-studio-console';

const LEVELS: readonly string[] = ['log', 'info', 'warn', 'error'];
/** The panel keeps the newest entries: a loop that logs cannot fill the memory. */
export const CONSOLE_KEEP = 500;

/** The file's path inside the project's served folder (`.../studio/demo/app.js` -> `app.js`). */
export function projectPath(file: string, servedFolder: string): string {
  try {
    const page = globalThis.location?.href ?? 'http://localhost/';
    const url = new URL(file, page);
    const folder = new URL(servedFolder, page);
    if (url.origin === folder.origin && url.pathname.startsWith(folder.pathname)) {
      return decodeURIComponent(url.pathname.slice(folder.pathname.length)) || 'index.html';
    }
  } catch {
    // Not a URL ("inline", ""): shown as sent.
  }
  return file;
}

/** The entry a forwarded message makes, or undefined for anything that is not one of ours. */
export function entryOf(data: unknown, servedFolder: string, id: number): ConsoleEntry | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const message = data as Record<string, unknown>;
  if (message.type !== CONSOLE_MESSAGE || typeof message.level !== 'string' || !LEVELS.includes(message.level)) {
    return undefined;
  }
  const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
  return {
    id,
    level: message.level as ConsoleLevel,
    text: String(message.text ?? ''),
    file: typeof message.file === 'string' ? projectPath(message.file, servedFolder) : '',
    line: number(message.line),
    column: number(message.column),
  };
}

export function createConsole() {
  const entries = signal<ConsoleEntry[]>([]);
  let next = 1;
  return {
    entries,
    add(data: unknown, servedFolder: string): void {
      const entry = entryOf(data, servedFolder, next);
      if (!entry) return;
      next++;
      entries.value = [...entries.value, entry].slice(-CONSOLE_KEEP);
    },
    clear(): void {
      entries.value = [];
    },
  };
}

export type ConsoleModel = ReturnType<typeof createConsole>;
