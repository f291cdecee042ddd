/** Composing a studio page for its sandboxed frame (issue 38, docs/studio.md "The composed page"). */
import { describe, expect, it } from 'vitest';
import { composePage } from '../../../../src/engine/studio/compose/page.ts';
import type { ServedFile } from '../../../../src/engine/studio/serve.ts';

const FOLDER = 'https://sandbox.test/sandbox/studio/demo/';
const text = (contentType: string, body: string): ServedFile => ({
  contentType,
  bytes: new TextEncoder().encode(body).buffer as ArrayBuffer,
  runApproved: true,
});
const JS = 'text/javascript; charset=utf-8';
const FILES: Record<string, ServedFile> = {
  'js/app.mjs': text(JS, "import { b } from './lib/b.mjs';\nconsole.log(b, import.meta.url);\nimport('./lazy.js');"),
  'js/lib/b.mjs': text(JS, "export { c as b } from '../../deep/c.mjs';"),
  'deep/c.mjs': text(
    JS,
    "import data from '/sandbox/studio/demo/data.json' with { type: 'json' };\nexport const c = data.a;",
  ),
  'js/lazy.js': text(JS, 'export {}'),
  'data.json': text('application/json; charset=utf-8', '{"a":1}'),
  'style.css': text(
    'text/css; charset=utf-8',
    "@import 'more.css';\n/* url(skip.png) */\nbody{background:url(img/a.png)}",
  ),
  'more.css': text('text/css; charset=utf-8', "@font-face{font-family:x;src:url('font.woff2')}"),
  'font.woff2': { contentType: 'font/woff2', bytes: new Uint8Array([1, 2, 3]).buffer, runApproved: true },
  'img/a.png': { contentType: 'image/png', bytes: new Uint8Array([0x89, 0x50]).buffer, runApproved: true },
  'classic.js': text(JS, 'window.x = 1;'),
};
const context = { folder: FOLDER, read: async (path: string) => FILES[path] };
const compose = (html: string, page = `${FOLDER}index.html`) => composePage(html, page, 'demo', context);

/** The page's import map. */
const importMap = (html: string) =>
  JSON.parse(/<script type="importmap">(.*?)<\/script>/.exec(html)?.[1] ?? '{}').imports as Record<string, string>;
const source = (data: string) => atob(data.slice(data.indexOf('base64,') + 7));

describe('composePage', () => {
  it('maps a module chain three deep, each specifier absolute and import.meta.url the file’s URL', async () => {
    const html = await compose('<head></head><body><script type="module" src="js/app.mjs"></script></body>');
    const map = importMap(html);
    expect(Object.keys(map).sort()).toEqual(
      [
        `${FOLDER}data.json`,
        `${FOLDER}deep/c.mjs`,
        `${FOLDER}js/app.mjs`,
        `${FOLDER}js/lazy.js`,
        `${FOLDER}js/lib/b.mjs`,
      ].sort(),
    );
    const app = source(map[`${FOLDER}js/app.mjs`] as string);
    expect(app).toBe(
      `import { b } from '${FOLDER}js/lib/b.mjs';\nconsole.log(b, "${FOLDER}js/app.mjs");\nimport("${FOLDER}js/lazy.js");`,
    );
    expect(source(map[`${FOLDER}js/lib/b.mjs`] as string)).toContain(`'${FOLDER}deep/c.mjs'`);
    expect(map[`${FOLDER}js/app.mjs`]).toMatch(/^data:text\/javascript;charset=utf-8;x-file=js%2Fapp.mjs;base64,/);
    // The script's src is the very data: URL of the map, so the module runs once.
    expect(html).toContain(`<script type="module" src="${map[`${FOLDER}js/app.mjs`]}">`);
  });

  it('finds the modules the page’s inline scripts import, and leaves those scripts as written', async () => {
    const inline = "<script type=module>import { b } from './js/lib/b.mjs'; console.log(b)</script>";
    const html = await compose(`<head>${inline}</head>`);
    expect(html).toContain(inline);
    expect(Object.keys(importMap(html))).toContain(`${FOLDER}js/lib/b.mjs`);
  });

  it('inlines stylesheets with their @import, fonts and images; skips CSS comments', async () => {
    const html = await compose('<head><link rel="stylesheet" href="style.css"></head>');
    const href = /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1] as string;
    const css = source(href);
    expect(css).toContain('/* url(skip.png) */');
    expect(css).toContain('background:url(data:image/png;x-file=img%2Fa.png;base64,iVA=)');
    const more = source(/@import "([^"]+)"/.exec(css)?.[1] as string);
    expect(more).toContain('url(data:font/woff2;x-file=font.woff2;base64,AQID)');
  });

  it('inlines images (src, srcset), media, icons, classic scripts and inline styles', async () => {
    const html = await compose(
      '<head><link rel=icon href=img/a.png><script src="classic.js"></script><style>p{background:url(img/a.png)}</style></head>' +
        '<img src="img/a.png" srcset="img/a.png 1x, img/a.png 2x"><video poster="img/a.png"></video><p style="background:url(img/a.png)">',
    );
    const png = 'data:image/png;x-file=img%2Fa.png;base64,iVA=';
    expect(html).toContain(`<link rel=icon href=${png}>`);
    expect(html).toContain(`<img src="${png}" srcset="${png} 1x, ${png} 2x">`);
    expect(html).toContain(`<video poster="${png}">`);
    expect(html).toContain(`p{background:url(${png})}`);
    expect(html).toContain(`<p style="background:url(${png})">`);
    expect(html).toMatch(/<script src="data:text\/javascript;charset=utf-8;x-file=classic.js;base64,/);
  });

  it('leaves what is not a project file, and tags in comments and script strings, as written', async () => {
    const page =
      '<head></head><!-- <img src="img/a.png"> --><script>const s = "<img src=\'img/a.png\'>";</script>' +
      '<img src="../other/x.png"><img src="https://example.org/a.png"><a href="second.html">next</a>';
    const html = await compose(page);
    expect(html.slice(html.indexOf('</head>'))).toBe(page.slice(page.indexOf('</head>')));
  });

  it('puts the import map and the bootstrap on the head’s line: the page’s lines keep their numbers', async () => {
    const page =
      '<!doctype html>\n<html>\n<head lang="de">\n<link rel="stylesheet" href="style.css">\n</head>\n<body><script>boom()</script></body></html>';
    const html = await compose(page);
    const lines = html.split('\n');
    expect(lines.length).toBe(page.split('\n').length);
    expect(lines[2]).toMatch(/^<head lang="de"><script type="importmap">.*<\/script><script>.*<\/script>$/);
    expect(lines[5]).toBe('<body><script>boom()</script></body></html>');
  });

  it('without a head: after <html>; without that: after the doctype (never before it); else at the start', async () => {
    expect(await compose('<html lang="en"><p>x</p>')).toMatch(/^<html lang="en"><script type="importmap">/);
    expect(await compose('<!DOCTYPE html><p>x</p>')).toMatch(/^<!DOCTYPE html><script type="importmap">/);
    expect(await compose('<p>x</p>')).toMatch(/^<script type="importmap">.*<\/script><p>x<\/p>$/);
  });
});
