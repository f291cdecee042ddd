/** What kind a project's file is, by its name: text the editor shows (and which language), or bytes. */
import type { Lang } from '../../engine/words.ts';

export type EditorLanguage = 'html' | 'css' | 'javascript' | 'json' | 'plain';

const LANGUAGES: Record<string, EditorLanguage> = {
  html: 'html',
  htm: 'html',
  svg: 'html',
  css: 'css',
  js: 'javascript',
  mjs: 'javascript',
  json: 'json',
  webmanifest: 'json',
  txt: 'plain',
  md: 'plain',
};

function extension(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The editor's language for a text file; undefined for an image or any other bytes. */
export function languageOf(path: string): EditorLanguage | undefined {
  return LANGUAGES[extension(path)];
}

export function isTextFile(path: string): boolean {
  return languageOf(path) !== undefined;
}

/** Bytes as people read them: "812 B", "3.4 KB", "1.2 MB". */
export function formatSize(bytes: number, language: Lang): string {
  const format = (value: number) => value.toLocaleString(language, { maximumFractionDigits: 1 });
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${format(bytes / 1024)} KB`;
  return `${format(bytes / (1024 * 1024))} MB`;
}
