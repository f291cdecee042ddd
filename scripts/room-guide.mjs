// The room guide (docs/room.md) as a page of the built site, `{base}room.html`: the app links it
// where it cannot run (a plain-HTTP page at a room's address), and it is precached with the app, so a
// facilitator can read it offline. Rendered with marked at build time; nothing of marked ships.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { marked } from 'marked';

/**
 * The guide's Markdown as a self-contained HTML page (no script, inline style).
 * @param {string} markdown
 * @returns {string}
 */
export function renderRoomGuide(markdown) {
  // Links to other docs (relative .md files) have no page on the site: they become the file's name.
  const body = marked
    .parse(markdown, { async: false, gfm: true })
    .replace(/<a href="(?![a-z]+:|#)([^"]+\.md)(?:#[^"]*)?">(.*?)<\/a>/g, '$2 (docs/$1)');
  const title = /^# (.+)$/m.exec(markdown)?.[1] ?? 'Room guide';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title.replace(/[<>&]/g, '')}</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;line-height:1.5}
table{border-collapse:collapse}td,th{border:1px solid #999;padding:.25rem .5rem;vertical-align:top}
code{background:#f2f2f2;padding:0 .2rem}pre{background:#f2f2f2;padding:.5rem;overflow:auto}</style>
</head><body><main>
<p><a href="./">← Offline-Sandbox</a></p>
${body}</main></body></html>
`;
}

/**
 * Vite plugin: writes `{outDir}/room.html` before the precache manifest is made (closeBundle).
 * @param {string} outDir
 * @returns {import('vite').Plugin}
 */
export function roomGuidePage(outDir) {
  return {
    name: 'room-guide-page',
    apply: 'build',
    writeBundle() {
      mkdirSync(outDir, { recursive: true });
      writeFileSync(`${outDir}/room.html`, renderRoomGuide(readFileSync('docs/room.md', 'utf8')));
    },
  };
}
