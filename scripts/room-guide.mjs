// The room guide (docs/room.md, in German docs/room.de.md) as pages of the built site,
// `{base}room.html` and `{base}room.de.html`, each linking the other (issue 33: like the API guides,
// in both languages). The app links the one of its language where it cannot run (a plain-HTTP page at
// a room's address), and both are precached with the app, so a facilitator can read them offline.
// Rendered with marked at build time; nothing of marked ships.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { marked } from 'marked';

/** Each language's source, page and words around the guide. */
export const ROOM_GUIDES = {
  /** `other` names the other language's version, in that language. */
  en: { source: 'docs/room.md', page: 'room.html', back: '← Offline-Sandbox', other: 'Deutsch', title: 'Room guide' },
  de: {
    source: 'docs/room.de.md',
    page: 'room.de.html',
    back: '← Offline-Sandbox',
    other: 'English',
    title: 'Raumleitfaden',
  },
};

/**
 * The guide's Markdown as a self-contained HTML page (no script, inline style).
 * @param {string} markdown
 * @param {'en' | 'de'} [lang]
 * @returns {string}
 */
export function renderRoomGuide(markdown, lang = 'en') {
  const words = ROOM_GUIDES[lang];
  const other = ROOM_GUIDES[lang === 'en' ? 'de' : 'en'];
  const otherLang = lang === 'en' ? 'de' : 'en';
  // Links to other docs (relative .md files) have no page on the site: they become the file's name.
  const body = marked
    .parse(markdown, { async: false, gfm: true })
    .replace(/<a href="(?![a-z]+:|#)([^"]+\.md)(?:#[^"]*)?">(.*?)<\/a>/g, '$2 (docs/$1)');
  const title = /^# (.+)$/m.exec(markdown)?.[1] ?? words.title;
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title.replace(/[<>&]/g, '')}</title>
<link rel="alternate" hreflang="${otherLang}" href="${other.page}">
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;line-height:1.5}
table{border-collapse:collapse}td,th{border:1px solid #999;padding:.25rem .5rem;vertical-align:top}
code{background:#f2f2f2;padding:0 .2rem}pre{background:#f2f2f2;padding:.5rem;overflow:auto}</style>
</head><body><main>
<p><a href="./">${words.back}</a> · <a href="${other.page}" hreflang="${otherLang}" lang="${otherLang}">${words.other}</a></p>
${body}</main></body></html>
`;
}

/**
 * Vite plugin: writes `{outDir}/room.html` and `{outDir}/room.de.html` before the precache manifest
 * is made (closeBundle).
 * @param {string} outDir
 * @returns {import('vite').Plugin}
 */
export function roomGuidePage(outDir) {
  return {
    name: 'room-guide-page',
    apply: 'build',
    writeBundle() {
      mkdirSync(outDir, { recursive: true });
      for (const lang of /** @type {const} */ (['en', 'de'])) {
        const guide = ROOM_GUIDES[lang];
        writeFileSync(`${outDir}/${guide.page}`, renderRoomGuide(readFileSync(guide.source, 'utf8'), lang));
      }
    },
  };
}
